import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from './renderApp';
import type { ExtraRoute } from './renderApp';

const changePasswordRoute: ExtraRoute = (url) =>
  /^\/api\/change-password\/[^/]+\/$/.test(url.pathname)
    ? jsonResponse(200, { detail: 'Password changed.' })
    : undefined;

const sentTo = (requests: { url: URL; init: RequestInit | undefined }[]) =>
  requests.filter((request) => request.url.pathname.startsWith('/api/change-password/'));

describe('choosing a new password', () => {
  it('checks the password and its confirmation before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/auth/reset-password?uid=7&token=once', {
      extraRoutes: [changePasswordRoute],
    });
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'bond-desk-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'bond-desk-2027');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    await user.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('This password is entirely numeric.')).toBeVisible();
    expect(sentTo(requests)).toEqual([]);
  });

  it('sends the reset link token to the change-password call for the link user', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/auth/reset-password?uid=7&token=once', {
      extraRoutes: [changePasswordRoute],
    });
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'bond-desk-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'bond-desk-2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    const [sent] = sentTo(requests);
    expect(sent?.url.pathname).toBe('/api/change-password/7/');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      new_password1: 'bond-desk-2026',
      new_password2: 'bond-desk-2026',
      token: 'once',
    });
  });

  it("changes a signed-in user's password through the typed client call, with their unique id", async () => {
    const user = userEvent.setup();
    const { requests, client } = await renderApp('/profile', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [changePasswordRoute],
    });
    const uniqueId = client.session.getSnapshot().data?.user_info.unique_id ?? '';
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'bond-desk-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'bond-desk-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // The server needs the current password: nothing is sent without it.
    expect(await screen.findByText('Enter your current password')).toBeVisible();
    expect(sentTo(requests)).toEqual([]);
    await user.type(screen.getByLabelText('Current password'), 'Bondkit@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Password changed.');
    const [sent] = sentTo(requests);
    expect(sent?.url.pathname).toBe(`/api/change-password/${encodeURIComponent(uniqueId)}/`);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      new_password1: 'bond-desk-2026',
      new_password2: 'bond-desk-2026',
      token: '',
      old_password: 'Bondkit@2026',
    });
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const user = userEvent.setup();
    await renderApp('/profile', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [
        (url) =>
          /^\/api\/change-password\/[^/]+\/$/.test(url.pathname)
            ? jsonResponse(400, { old_password: ['Your current password is incorrect.'] })
            : undefined,
      ],
    });
    await user.type(await screen.findByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'bond-desk-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'bond-desk-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeVisible();
  });
});
