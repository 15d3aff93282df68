import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import type { BondClientOptions } from '@bondkit/core';
import { demoPassword, inProcessServerOrigin, startInProcessServer } from '@bondkit/server/testing';
import type { InProcessServer } from '@bondkit/server/testing';
import { createAppRoutes } from '../src/app/createAppRoutes';
import type { AppServices } from '../src/app/AppServices';
import type { SupportWidgetAdapter } from '../src/support/supportWidget';

/** A fetch handler tried before the server; it may answer later (a Promise), to hold a request open. */
export type ExtraRoute = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

export interface RenderAppOptions {
  /**
   * Sign in first as this demo account: its e-mail (`dealer@demo.bondkit.in`, `compliance@demo.bondkit.in`,
   * …; README "Demo accounts"). The old fake's names (`dealer@bondkit.test`) are read as the demo account of
   * the same name, so `x@bondkit.test` signs in `x@demo.bondkit.in`. Default: signed out.
   */
  signInAs?: string;
  client?: Partial<BondClientOptions>;
  /** Answers tried before the server (an injected failure, a request held open). */
  extraRoutes?: ExtraRoute[];
  supportWidget?: SupportWidgetAdapter;
  storage?: Storage | null;
  /**
   * The server to talk to. Default: the test file's own server (started by the file's first render, closed
   * after the file; `test/closeFileServer.ts`); a test whose changes must not reach the file's other tests
   * passes one of its own (`await startInProcessServer()`, closed by the test).
   */
  server?: InProcessServer;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The demo e-mail a test names: the old fake's `x@bondkit.test` is the demo account `x@demo.bondkit.in`. */
export function demoEmail(email: string): string {
  return email.replace(/@bondkit\.test$/, '@demo.bondkit.in');
}

// One server per test file. The files of a worker share this module (`isolate: false`), so the server is kept
// with the file that started it; the setup file `closeFileServer.ts` closes it after the file.
let fileServer: { file: string; server: Promise<InProcessServer> } | undefined;

/** The current test file's server, started on its first use. */
export function serverOfThisFile(): Promise<InProcessServer> {
  const file = expect.getState().testPath ?? '';
  if (fileServer?.file !== file) {
    void closeFileServer();
    fileServer = { file, server: startInProcessServer() };
  }
  return fileServer.server;
}

/** Closes the file's server, if one was started. */
export async function closeFileServer(): Promise<void> {
  const closing = fileServer;
  fileServer = undefined;
  if (closing) await (await closing.server).close();
}

/**
 * The whole app on a memory router, against the reference server in-process (`@bondkit/server/testing`, on a
 * fresh copy of the demo data): the same wiring as `main.tsx`, every access policy and rule of the platform.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const server = options.server ?? (await serverOfThisFile());
  const serverFetch = server.newBrowser();
  const requests: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchFunction: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push({ url, init });
    for (const extra of options.extraRoutes ?? []) {
      const answer = extra(url, init);
      if (answer !== undefined) return answer;
    }
    return serverFetch(input, init);
  };
  const client = createBondClient({
    apiBase: inProcessServerOrigin,
    appBase: inProcessServerOrigin,
    mindApiBase: `${inProcessServerOrigin}/mind-api`,
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    // Fastify's inject carries no WebSocket: the pages' tests run without the stream hub.
    connectStream: false,
    fetch: fetchFunction,
    ...options.client,
  });
  if (options.signInAs !== undefined) {
    const email = demoEmail(options.signInAs);
    const result = await client.signIn({ email, password: demoPassword });
    if (!result.ok) throw new Error(`The server refused ${email}: ${result.reason}`);
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
  return { ...view, router, client, server, reload, requests };
}

/** The router's current path and query. */
export function currentLocation(router: {
  state: { location: { pathname: string; search: string } };
}): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
