import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from './renderApp';

describe('one UCC record', () => {
  it('creates a single UCC record with POST api/clients/ucc/ and opens it', async () => {
    const user = userEvent.setup();
    const { requests, client } = await renderApp('/manage-clients', {
      signInAs: 'backoffice@demo.bondkit.in',
    });
    await user.click(await screen.findByRole('tab', { name: /UCC/ }));
    await user.click(await screen.findByRole('button', { name: 'New UCC record' }));
    const form = await screen.findByRole('form', { name: 'New UCC record' });
    await user.type(within(form).getByLabelText('Client code'), 'MCS0777');
    await user.type(within(form).getByLabelText('Name'), 'Lata Joshi');
    await user.type(within(form).getByLabelText('PAN'), 'ABKPJ7701L');
    await user.type(within(form).getByLabelText('Mobile'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Create UCC record' }));
    expect(await within(form).findByText('Please enter a valid Phone number.')).toBeVisible();
    await user.clear(within(form).getByLabelText('Mobile'));
    await user.selectOptions(within(form).getByLabelText('State'), 'Goa');
    await user.click(within(form).getByRole('button', { name: 'Create UCC record' }));
    expect(await screen.findByRole('form', { name: 'UCC MCS0777' })).toBeVisible();
    const created = requests.find(
      (request) => request.url.pathname === '/api/clients/ucc/' && request.init?.method === 'POST',
    );
    expect(JSON.parse(String(created?.init?.body))).toMatchObject({
      client_code: 'MCS0777',
      name: 'Lata Joshi',
      exchange: 'NSE',
      client_type: 'INDV',
      pan: 'ABKPJ7701L',
      state: 'GOA',
      mobile: null,
    });
    const stored = await client.accounts.listUcc({ search: 'MCS0777' });
    expect(stored.results.map((record) => record.name)).toEqual(['Lata Joshi']);
  });

  it("lists the firm's UCC records with their type and status in words, not the stored codes", async () => {
    const user = userEvent.setup();
    await renderApp('/manage-clients', { signInAs: 'backoffice@demo.bondkit.in' });
    await user.click(await screen.findByRole('tab', { name: /UCC/ }));
    const table = await screen.findByRole('grid');
    const firstRow = (await within(table).findAllByRole('row'))[1];
    if (firstRow === undefined) throw new Error('The UCC table shows no record');
    expect(firstRow).toHaveTextContent(/(Individual|Corporate)( \(partner\))?/);
    expect(firstRow).toHaveTextContent('Active');
    expect(within(table).queryByText(/^(INDV|CORP|active)/)).toBeNull();
  });
});

describe("a managed client's page", () => {
  /** Signs in as the dealer and opens Vasudha Textiles (a client Meridian manages) from the list's id. */
  async function openVasudha(options: Parameters<typeof renderApp>[1] = {}) {
    const view = await renderApp('/manage-clients', { signInAs: 'dealer@demo.bondkit.in', ...options });
    const [vasudha] = (await view.client.accounts.listClients({ search: 'Vasudha' })).results;
    if (vasudha === undefined) throw new Error('The demo data has no Vasudha Textiles');
    await act(() => view.router.navigate(`/manage-clients/edit/${vasudha.id}`));
    await screen.findByRole('heading', { name: 'Edit Vasudha Textiles Private Limited' });
    return { ...view, clientId: vasudha.id };
  }

  it("lists the client's members from GET api/trade/client/users/{id}/", async () => {
    const { requests, clientId } = await openVasudha();
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(
      await within(members).findByText(
        'No one at Vasudha Textiles Private Limited has a bondkit account yet.',
      ),
    ).toBeVisible();
    expect(requests.some((request) => request.url.pathname === `/api/trade/client/users/${clientId}/`)).toBe(
      true,
    );
  });

  it('names each member with their roles and status in words', async () => {
    await openVasudha({
      extraRoutes: [
        (url) =>
          /^\/api\/trade\/client\/users\/\d+\/$/.test(url.pathname)
            ? jsonResponse(200, [
                {
                  id: 91,
                  user_id: 401,
                  name: 'Nirav Shah',
                  email: 'treasury@vasudhatextiles.in',
                  roles: ['clientdealer', 'backoffice'],
                  status: 'active',
                },
              ])
            : undefined,
      ],
    });
    const members = await screen.findByRole('region', { name: 'Members' });
    const row = await within(members).findByRole('listitem');
    expect(row).toHaveTextContent('Nirav Shah treasury@vasudhatextiles.in Dealer, Back Office Active');
  });

  it("offers the server's states in the client form", async () => {
    await openVasudha({
      extraRoutes: [
        (url) => (url.pathname === '/api/client/states/' ? jsonResponse(200, ['GUJARAT', 'GOA']) : undefined),
      ],
    });
    const state = await screen.findByRole('combobox', { name: 'State' });
    await waitFor(() =>
      expect(
        within(state)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'Gujarat', 'Goa']),
    );
    expect(state).toHaveValue('GUJARAT');
  });
});
