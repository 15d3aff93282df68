import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBondClient } from '@bondkit/core';
import { demoPassword, inProcessServerOrigin } from '@bondkit/server/testing';
import type { InProcessServer } from '@bondkit/server/testing';
import { currentLocation, jsonResponse, renderApp, serverOfThisFile } from './renderApp';
import {
  installGlobalErrorReporting,
  maximumReportsPerPage,
  unexpectedErrorText,
} from '../src/app/globalErrorReporting';
import type { ErrorReport } from '@bondkit/core/validation';

const configurationWith = (routeRules: { path: string; redirect_to: string }[]) => (url: URL) =>
  url.pathname === '/api/app-config/'
    ? jsonResponse(200, { support_widget: null, route_rules: routeRules })
    : undefined;

describe("the deployment's route rules", () => {
  it('send a visit to the configured path before the page renders', async () => {
    const { router } = await renderApp('/old-desk/runs', {
      extraRoutes: [configurationWith([{ path: '/old-desk/*', redirect_to: '/about' }])],
    });
    await waitFor(() => expect(currentLocation(router)).toBe('/about'));
  });

  it('leave the visit where it is when the rules loop, and when the configuration fails', async () => {
    const looping = await renderApp('/terms', {
      extraRoutes: [
        configurationWith([
          { path: '/terms', redirect_to: '/privacy' },
          { path: '/privacy', redirect_to: '/terms' },
        ]),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /terms/i }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(currentLocation(looping.router)).toBe('/terms');
    looping.unmount();

    const failing = await renderApp('/privacy', {
      extraRoutes: [(url) => (url.pathname === '/api/app-config/' ? jsonResponse(500, {}) : undefined)],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /privacy/i }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(currentLocation(failing.router)).toBe('/privacy');
  });
});

describe('the global UI error handler', () => {
  const uninstallers: (() => void)[] = [];
  afterEach(() => uninstallers.splice(0).forEach((uninstall) => uninstall()));

  function install(now = () => 0) {
    const reports: ErrorReport[] = [];
    let toasts = 0;
    uninstallers.push(
      installGlobalErrorReporting({
        target: window,
        report: async (report) => void reports.push(report),
        notify: () => (toasts += 1),
        now,
      }),
    );
    return { reports, toasts: () => toasts };
  }

  const throwUncaught = (error: Error) =>
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
  const rejectUnhandled = (reason: unknown) => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
  };

  it('reports an uncaught error and an unhandled rejection with the page URL, and tells the user', () => {
    const { reports, toasts } = install();
    throwUncaught(new TypeError("Cannot read properties of undefined (reading 'price')"));
    rejectUnhandled(new Error('chunk failed\u0000'));
    expect(reports).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: "Cannot read properties of undefined (reading 'price')",
        url: window.location.href,
        stack: expect.stringContaining('TypeError') as unknown,
      }),
      // Control characters never reach the server, which would refuse the report.
      expect.objectContaining({ kind: 'unhandledrejection', message: 'chunk failed ' }),
    ]);
    expect(toasts()).toBe(1);
    expect(unexpectedErrorText).toBe('Something went wrong!');
  });

  it('ignores audio playback refusals, aborted requests and ResizeObserver notices silently', () => {
    const { reports, toasts } = install();
    rejectUnhandled(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    rejectUnhandled(new DOMException('The operation was aborted.', 'AbortError'));
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    expect(reports).toEqual([]);
    expect(toasts()).toBe(0);
  });

  it(`reports each message once and at most ${maximumReportsPerPage} per page, and toasts once per 4 s`, () => {
    let clock = 0;
    const { reports, toasts } = install(() => clock);
    for (let index = 0; index < 30; index += 1) {
      throwUncaught(new Error(`failure ${index % 15}`));
      clock += 100;
    }
    expect(reports).toHaveLength(maximumReportsPerPage);
    expect(toasts()).toBe(1);
    clock += 4_000;
    throwUncaught(new Error('failure 1'));
    expect(toasts()).toBe(2);
  });

  it('is installed by the app: an uncaught error shows the toast and is sent to api/error-reports/', async () => {
    const { requests } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    throwUncaught(new Error('a widget broke'));
    expect(await screen.findByText('Something went wrong!')).toBeVisible();
    await waitFor(() =>
      expect(requests.some((request) => request.url.pathname === '/api/error-reports/')).toBe(true),
    );
    const sent = requests.find((request) => request.url.pathname === '/api/error-reports/');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({ kind: 'error', message: 'a widget broke' });
  });
});

/** Signs a demo user in on a browser of its own and reports an error, as the app's global handler would. */
async function reportErrorAs(server: InProcessServer, email: string, message: string) {
  const client = createBondClient({
    apiBase: inProcessServerOrigin,
    fetch: server.newBrowser(),
    connectStream: false,
    watchBuilds: false,
  });
  const signedIn = await client.signIn({ email, password: demoPassword });
  if (!signedIn.ok) throw new Error(`${email} could not sign in`);
  await client.platform.reportError({ kind: 'error', message, url: `${inProcessServerOrigin}/dart` });
}

describe("the firm's error reports", () => {
  it('are listed for the ops admin on the profile page, newest first, and not shown to other roles', async () => {
    // Two users report an error first: one of the ops admin's firm (Meridian) and one of another (Kaveri).
    const server = await serverOfThisFile();
    await reportErrorAs(server, 'dealer@demo.bondkit.in', 'Quote sheet crashed');
    await reportErrorAs(server, 'trader@demo.bondkit.in', 'Another firm');
    const admin = await renderApp('/about', { signInAs: 'opsadmin@demo.bondkit.in' });
    await act(() => admin.router.navigate('/profile'));
    const table = await screen.findByRole('grid', { name: 'Errors your users met' });
    // jsdom lays nothing out, so the virtualised rows are not drawn: the grid's row count says what it holds
    // (the header row and the firm's one report; the server withholds the other firm's).
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'));
    expect(admin.requests.some((request) => request.url.pathname === '/api/error-reports/')).toBe(true);
    admin.unmount();

    await renderApp('/profile', { signInAs: 'dealer@demo.bondkit.in' });
    await screen.findByRole('heading', { level: 1, name: 'Profile settings' });
    expect(screen.queryByRole('heading', { name: 'Errors your users met' })).toBeNull();
  });
});
