import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { routeTable } from '@bondkit/core/access';
import { startInProcessServer } from '@bondkit/server/testing';
import { pageModules } from '../src/app/pageModules';
import { currentLocation, renderApp } from './renderApp';

describe('routes from the core route table', () => {
  it('has a page for every row of the route table except the redirect-only ones', () => {
    const shown = routeTable.filter((entry) => entry.access !== 'redirect').map((entry) => entry.path);
    expect(shown.filter((path) => pageModules[path] === undefined)).toEqual([]);
  });

  it('shows the landing page at / in the no-header layout', async () => {
    const { container } = await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: "India's bond market, on one screen" }),
    ).toBeVisible();
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('no-header');
  });

  it("answers an unknown path with 'Page Not Found: {path}' and 'Back to Home'", async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeVisible();
    expect(screen.getByText(/Not Found$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('answers a route whose parameter fails validation with 404', async () => {
    await renderApp('/security/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /security/abc' })).toBeVisible();
  });

  it('sends a visitor of a login-only page to sign in, keeping the page in `redirect`', async () => {
    const { router } = await renderApp('/profile');
    await waitFor(() => expect(currentLocation(router)).toBe('/auth/login?redirect=%2Fprofile'));
    expect(await screen.findByRole('heading', { name: 'Sign in to bondkit' })).toBeVisible();
  });

  it('sends a signed-in user from / to their home route', async () => {
    const { router } = await renderApp('/', { signInAs: 'dealer@demo.bondkit.in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dart'));
  });

  it('sends a signed-in user away from the login page to its redirect', async () => {
    const { router } = await renderApp('/auth/login?redirect=%2Fprofile', {
      signInAs: 'dealer@demo.bondkit.in',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it("shows 'Access Denied' in the dart layout to a compliance officer on /dart", async () => {
    const { container } = await renderApp('/dart', { signInAs: 'compliance@demo.bondkit.in' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('dart');
  });

  it("shows 'Access Denied' to a user without the route's role", async () => {
    await renderApp('/manage-users', { signInAs: 'dealer@demo.bondkit.in' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  it("shows 'Free Trial has Ended!' to a market researcher whose trial is over", async () => {
    // The demo account whose firm's MIND trial has ended.
    await renderApp('/mind', { signInAs: 'trial@demo.bondkit.in' });
    expect(await screen.findByRole('heading', { name: 'Free Trial has Ended!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Contact sales' })).toBeVisible();
  });

  it('lets the market researcher on trial into /mind, with the chat and the days left of the trial', async () => {
    // The trial account's firm, its trial extended by ten days: on a server of the test's own.
    const server = await startInProcessServer();
    onTestFinished(() => server.close());
    await server.updateFirmOf('trial@demo.bondkit.in', {
      mindTrialEndsAt: new Date(Date.now() + 10 * 24 * 3600 * 1000),
    });
    await renderApp('/mind', { signInAs: 'trial@demo.bondkit.in', server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ask MIND' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(/^Free trial: \d+ days? left \(until .+\)\.$/);
  });

  it('shows the error page without footer to a visitor', async () => {
    const { container } = await renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Page Not Found: /nowhere' });
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('no-footer');
  });

  it('sends /market and /trade home', async () => {
    const { router } = await renderApp('/market', { signInAs: 'compliance@demo.bondkit.in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/surveillance'));
  });

  it('re-checks access when the session ends: a signed-out user on /profile goes to sign in', async () => {
    const { router, client } = await renderApp('/profile', { signInAs: 'dealer@demo.bondkit.in' });
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeVisible();
    await client.signOut();
    await waitFor(() => expect(currentLocation(router)).toBe('/auth/login?redirect=%2Fprofile'));
  });
});
