import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

// Transactions, Users, UCC and the error reports page on the server, so each sorts there too (as Manage
// clients does): a header, by keyboard, asks the server for that order, and again for the reverse.

type Requests = Awaited<ReturnType<typeof renderApp>>['requests'];

async function sortsEveryColumn(
  grid: HTMLElement,
  requests: Requests,
  path: string,
  columns: readonly (readonly [header: string, field: string])[],
) {
  const user = userEvent.setup();
  const asked = (ordering: string) =>
    requests.some(
      (request) => request.url.pathname === path && request.url.searchParams.get('ordering') === ordering,
    );
  for (const [header, field] of columns) {
    within(grid).getByRole('button', { name: header }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked(field), `${header} ascending`).toBe(true));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked(`-${field}`), `${header} descending`).toBe(true));
  }
}

describe('tables sorted on the server', () => {
  it('Transactions: every column', async () => {
    const { requests } = await renderApp('/client/transactions', { signInAs: 'dealer@demo.bondkit.in' });
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    await sortsEveryColumn(grid, requests, '/api/orders/unified/', [
      ['Trade', 'id'],
      ['Bond', 'bond'],
      ['Side', 'side'],
      ['Price', 'unit_clean_price'],
      ['Counterparty', 'counterparty'],
      ['Status', 'status'],
    ]);
  });

  it('Users: name, e-mail and status', async () => {
    const { requests } = await renderApp('/manage-users', { signInAs: 'opsadmin@demo.bondkit.in' });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    await sortsEveryColumn(grid, requests, '/api/useraccounts/', [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Status', 'status'],
    ]);
    expect(within(grid).queryByRole('button', { name: 'Roles' })).toBeNull();
  });

  it('UCC records: every column', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/manage-clients', { signInAs: 'dealer@demo.bondkit.in' });
    await user.click(await screen.findByRole('tab', { name: 'UCC' }));
    const grid = await screen.findByRole('grid', { name: 'UCC records' });
    await sortsEveryColumn(grid, requests, '/api/clients/ucc/', [
      ['Client code', 'client_code'],
      ['Exchange', 'exchange'],
      ['Name', 'name'],
      ['PAN', 'pan'],
      ['Type', 'client_type'],
      ['Status', 'status'],
    ]);
  });

  it('error reports: every column', async () => {
    const { requests } = await renderApp('/profile', { signInAs: 'opsadmin@demo.bondkit.in' });
    const grid = await screen.findByRole('grid', { name: 'Errors your users met' });
    await sortsEveryColumn(grid, requests, '/api/error-reports/', [
      ['When', 'created_at'],
      ['User', 'user_name'],
      ['Error', 'message'],
      ['Page', 'url'],
      ['Kind', 'kind'],
    ]);
  });
});
