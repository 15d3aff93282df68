import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import type { BondClientOptions } from '@bondkit/core';
import { createFakeBondApi, fakeDemoPassword } from '@bondkit/core/testing';
import type { FakeBondApiOptions } from '@bondkit/core/testing';
import { createAppRoutes } from '../src/app/createAppRoutes';
import type { AppServices } from '../src/app/AppServices';
import type { SupportWidgetAdapter } from '../src/support/supportWidget';

/** A fetch handler tried before the fake API; it may answer later (a Promise), to hold a request open. */
export type ExtraRoute = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

export interface RenderAppOptions {
  /** Sign in first as this fake user (`dealer@bondkit.test`, ...). Default: signed out. */
  signInAs?: string;
  api?: FakeBondApiOptions;
  client?: Partial<BondClientOptions>;
  extraRoutes?: ExtraRoute[];
  supportWidget?: SupportWidgetAdapter;
  storage?: Storage | null;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The whole app on a memory router, against the core's fake API: the same wiring as `main.tsx`. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const api = createFakeBondApi(options.api);
  const requests: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchFunction: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push({ url, init });
    for (const extra of options.extraRoutes ?? []) {
      const answer = extra(url, init);
      if (answer !== undefined) return answer;
    }
    return api.fetch(input, init);
  };
  const client = createBondClient({
    apiBase: 'https://fake',
    appBase: 'https://fake',
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    // No stream hub behind the fake API.
    connectStream: false,
    fetch: fetchFunction,
    ...options.client,
  });
  if (options.signInAs !== undefined) {
    const result = await client.signIn({ email: options.signInAs, password: fakeDemoPassword });
    if (!result.ok) throw new Error(`The fake refused ${options.signInAs}: ${result.reason}`);
  }
  const reload = vi.fn();
  const services: AppServices = {
    client,
    supportWidget: options.supportWidget ?? { update: () => undefined, shutdown: () => undefined },
    reload,
    storage: options.storage === undefined ? window.localStorage : options.storage,
  };
  const router = createMemoryRouter(createAppRoutes(services), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, client, api, reload, requests };
}

/** The router's current path and query. */
export function currentLocation(router: {
  state: { location: { pathname: string; search: string } };
}): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
