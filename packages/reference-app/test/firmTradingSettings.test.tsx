import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, type ExtraRoute } from './renderApp';

/** The server's trading-settings route over a value the test can read. */
function settingsServer(firm: { allow_price_modification: boolean }): ExtraRoute {
  return (url, init) => {
    if (url.pathname !== '/api/client/trading-settings/') return undefined;
    if (init?.method === 'PATCH') Object.assign(firm, JSON.parse(String(init.body)) as object);
    return jsonResponse(200, firm);
  };
}

describe("the firm's trading settings on Manage users", () => {
  it('shows whether dealers may override prices and saves a change', async () => {
    const firm = { allow_price_modification: true };
    const user = userEvent.setup();
    const { requests } = await renderApp('/manage-users', {
      signInAs: 'opsadmin@demo.bondkit.in',
      extraRoutes: [settingsServer(firm)],
    });
    const panel = (await screen.findByRole('heading', { name: 'Trading settings' })).closest('section')!;
    const box = await within(panel).findByRole('checkbox', {
      name: 'Dealers may override the price computed from a yield',
    });
    expect(box).toBeChecked();
    const save = within(panel).getByRole('button', { name: 'Save trading settings' });
    expect(save).toBeDisabled();
    await user.click(box);
    await user.click(save);
    await waitFor(() => expect(firm.allow_price_modification).toBe(false));
    const patch = requests.find(
      (request) =>
        request.url.pathname === '/api/client/trading-settings/' && request.init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ allow_price_modification: false });
    await waitFor(() => expect(save).toBeDisabled());
    expect(box).not.toBeChecked();
  });
});
