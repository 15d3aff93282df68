import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '@bondkit/server/testing';
import { renderApp } from './renderApp';

// The keyboard user's path through the tables: focus lands in the page after sign-in, every column of Manage
// clients sorts (on the server, which pages the list), and Enter on a row opens it.

const onboardedClient = {
  client_type: 'INDV',
  category: 'HNI',
  name: 'Keyboard Walk Client',
  pan: 'KQRPK1001A',
  gst: '',
  address_line: '14 Marine Drive',
  city: 'Kochi',
  state: 'KERALA',
  pincode: '682011',
  bank_account_number: '50100234567890',
  ifsc: 'HDFC0001234',
  bo_id: '1208160000123456',
  dp_id: '',
  depository_client_id: '',
  nse_custodian_id: null,
  bse_custodian_id: null,
  contact_name: 'Keyboard Walk',
  email: 'keyboard.walk@example.in',
  mobile: '9847012345',
  whatsapp_consent: false,
  consent: true,
} as const;

describe('tables by keyboard', () => {
  it('moves focus to the page content after signing in, not leaving it on the body', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/login');
    // The ops admin lands on Manage users (a dealer's /dart is a docking workspace that jsdom cannot lay out).
    await user.type(await screen.findByLabelText('Email'), 'opsadmin@demo.bondkit.in');
    await user.type(screen.getByLabelText('Password'), demoPassword);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-users'));
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });

  it('sorts Manage clients by every column, asking the server for that order', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/manage-clients', { signInAs: 'dealer@demo.bondkit.in' });
    const grid = await screen.findByRole('grid', { name: 'Clients' });
    for (const [header, field] of [
      ['Client', 'name'],
      ['Type', 'client_type'],
      ['Category', 'category'],
      ['PAN', 'pan'],
      ['State', 'state'],
    ] as const) {
      const button = within(grid).getByRole('button', { name: header });
      button.focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(within(grid).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toHaveAttribute(
          'aria-sort',
          'ascending',
        ),
      );
      await waitFor(() =>
        expect(
          requests.some(
            (request) =>
              request.url.pathname === '/api/clients/' && request.url.searchParams.get('ordering') === field,
          ),
        ).toBe(true),
      );
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('ordering')).toBe('-state'));

    // The server answers in that order: PAN ascending, then descending, as the rows show.
    const pans = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[3]?.textContent ?? '');
    within(grid).getByRole('button', { name: 'PAN' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      const shown = pans();
      expect(shown.length).toBeGreaterThan(1);
      expect(shown).toEqual([...shown].sort());
    });
    await user.keyboard('{Enter}');
    await waitFor(() => {
      const shown = pans();
      expect(shown.length).toBeGreaterThan(1);
      expect(shown).toEqual([...shown].sort().reverse());
    });
  });

  it('opens the focused client with Enter', async () => {
    const user = userEvent.setup();
    const { router, client } = await renderApp('/manage-clients', { signInAs: 'dealer@demo.bondkit.in' });
    await client.accounts.onboardClient(onboardedClient);
    // The search reloads the list, with the client just onboarded.
    await user.type(await screen.findByLabelText('Search clients'), 'Keyboard');
    const grid = await screen.findByRole('grid', { name: 'Clients' });
    const [firstRow] = await waitFor(() => {
      const rows = within(grid).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    });
    firstRow!.focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/manage-clients\/edit\/\d+$/));
  });

  it('makes a scrolling table box reachable by keyboard, as a named region', async () => {
    await renderApp('/find', { signInAs: 'dealer@demo.bondkit.in' });
    await screen.findAllByRole('table');
    const boxes = [...document.querySelectorAll('.app-table-scroll')];
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box).toHaveAttribute('role', 'region');
      expect(box).toHaveAccessibleName();
    }
  });
});
