import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, renderApp, type ExtraRoute } from './renderApp';

describe('the app shell', () => {
  it('reloads the page when the client reports a new build', async () => {
    // The deployed build's version, as the server's static files would answer it; a new one is deployed below.
    let deployed = 'first-build';
    const versionFile: ExtraRoute = (url) =>
      url.pathname === '/version.json' || url.pathname === '/builds/latest.json'
        ? jsonResponse(200, { version: deployed })
        : undefined;
    const { client, reload, requests } = await renderApp('/', {
      client: { watchBuilds: true },
      extraRoutes: [versionFile],
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(requests.some((request) => request.url.pathname === '/version.json')).toBe(true),
    );
    expect(reload).not.toHaveBeenCalled();
    deployed = 'next-build';
    await act(() => client.checkForNewBuild());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('ends at /auth/logout when the session refresh gets a 401', async () => {
    // The server stops accepting the session's tokens (an operator revoked them, or they expired).
    let revoked = false;
    const revokedTokens: ExtraRoute = (url) =>
      revoked && url.pathname.startsWith('/api/')
        ? jsonResponse(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' })
        : undefined;
    const { client, router } = await renderApp('/profile', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [revokedTokens],
    });
    await screen.findByRole('heading', { name: 'Profile settings' });
    revoked = true;
    await act(async () => {
      // What the 240 s timer and the visibility listener call.
      await client.refreshSession();
    });
    await waitFor(() => expect(currentLocation(router)).toBe('/auth/logout'));
    expect(await screen.findByRole('heading', { name: 'You have been signed out' })).toBeVisible();
  });

  it('stores the utm_* parameters of the first page in local storage', async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=launch&other=1');
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(window.localStorage.getItem('utm_source')).toBe('newsletter');
    expect(window.localStorage.getItem('utm_campaign')).toBe('launch');
    expect(window.localStorage.getItem('other')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('tells the support widget the new path 250 ms after navigation', async () => {
    const updates: string[] = [];
    const { router } = await renderApp('/about', {
      supportWidget: { update: ({ path }) => updates.push(path), shutdown: () => undefined },
    });
    await waitFor(() => expect(updates).toContain('/about'));
    await act(() => router.navigate('/terms'));
    await waitFor(() => expect(updates.at(-1)).toBe('/terms'));
  });

  it('signs out from /auth/logout and says so', async () => {
    const { client } = await renderApp('/auth/logout', { signInAs: 'dealer@demo.bondkit.in' });
    expect(await screen.findByRole('heading', { name: 'You have been signed out' })).toBeVisible();
    expect(client.session.getSnapshot().status).toBe('unauthenticated');
  });
});
