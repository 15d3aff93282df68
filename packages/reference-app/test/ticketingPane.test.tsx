import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import type { TradeTicket } from '@bondkit/core';
import {
  createDemoUsers,
  createFakeTradeStream,
  fakeDemoPassword,
  type FakeBondApi,
  type FakeUser,
} from '@bondkit/core/testing';
import { renderApp } from './renderApp';

/**
 * The demo trader (Kiran at Example Securities, client 102): the dealer's counterparty, signed in on a
 * client of their own.
 */
async function traderClient(api: FakeBondApi) {
  const client = createBondClient({
    apiBase: 'https://fake',
    appBase: 'https://fake',
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    connectStream: false,
    fetch: api.fetch,
  });
  await client.signIn({ email: 'trader@bondkit.test', password: fakeDemoPassword });
  return client;
}

/** What the hub would send the dealer's firm after any step: its open tickets. */
function openTicketsMessage(api: FakeBondApi) {
  return {
    type: 'open_tickets' as const,
    tickets: api.state.tickets
      .filter((ticket) => !['CONFIRMED', 'CANCELLED', 'REJECTED'].includes(ticket.state))
      .map((ticket) => ({ id: ticket.id, finstrument_id: ticket.finstrument_id, state: ticket.state })),
  };
}

/**
 * jsdom lays nothing out, so the docking workspace (which measures its panels) is shown as on a phone: one
 * panel at a time under a tab bar, the Ticketing panel chosen from it.
 */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function openDart() {
  asPhone();
  const user = userEvent.setup();
  const stream = createFakeTradeStream();
  const app = await renderApp('/dart', {
    signInAs: 'dealer@bondkit.test',
    client: { stream },
  });
  await user.click(await screen.findByRole('tab', { name: 'Ticketing' }));
  const pane = await screen.findByRole('tabpanel', { name: 'Ticketing' });
  return { user, stream, pane, ...app };
}

describe('the Ticketing pane', () => {
  it('opens a ticket, follows the other side live, and takes each step after asking', async () => {
    const { user, stream, pane, api } = await openDart();
    expect(await within(pane).findByText('No open tickets.')).toBeInTheDocument();

    // Nothing chosen: each field says what it needs, and nothing is sent.
    await user.click(within(pane).getByRole('button', { name: 'New ticket' }));
    const form = within(pane).getByRole('form', { name: 'New ticket' });
    await user.click(within(form).getByRole('button', { name: 'Post ticket in chat' }));
    expect(within(form).getByText('Choose a bond')).toBeInTheDocument();
    expect(within(form).getByText('Choose a counterparty')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(api.state.tickets).toHaveLength(0);

    await user.type(within(form).getByRole('combobox', { name: 'Bond' }), 'Government');
    await user.click(await screen.findByRole('option', { name: /7\.18% Government of India 2037/ }));
    await user.type(within(form).getByRole('combobox', { name: 'Counterparty' }), 'Kiran');
    const members = await screen.findByRole('group', { name: 'Member' });
    await user.click(within(members).getByRole('option', { name: /Kiran Example/ }));
    await user.type(within(form).getByLabelText('Face value (₹)'), '10000000');
    await user.click(within(form).getByRole('button', { name: 'Post ticket in chat' }));

    const card = await within(pane).findByRole('article', { name: /7\.18% Government of India 2037/ });
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('₹1 Cr')).toBeInTheDocument();
    expect(within(card).getByText('Kiran Example (Example Securities)')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept price' })).not.toBeInTheDocument();
    const ticketId = api.state.tickets[0]!.id;

    // The counterparty prices it in their own session; the stream's open-ticket list brings it here.
    const trader = await traderClient(api);
    await trader.chatter.updatePrice(ticketId, { fixed_field: 'price', unit_clean_price: 101.25 });
    stream.emit(openTicketsMessage(api));
    expect(await within(card).findByText('Negotiating')).toBeInTheDocument();
    expect(within(card).getByText(/^101\.2500/)).toBeInTheDocument();

    // Accepting asks first; a refusal of a field the step has no place for reads with its human label.
    await user.click(within(card).getByRole('button', { name: 'Accept price' }));
    const accept = within(card).getByRole('form', { name: `Accept price, ticket ${ticketId}` });
    expect(within(accept).getByText(/Accept ₹1 Cr at 101\.2500/)).toBeInTheDocument();
    api.failNext({
      path: `api/chatter/trade/actions/${ticketId}/accept/`,
      status: 400,
      body: { settlement_delta: ['Settlement delta must be 0 to 30 business days.'] },
    });
    await user.click(within(accept).getByRole('button', { name: 'Yes, accept price' }));
    expect(await within(accept).findByRole('alert')).toHaveTextContent(
      'Settlement: Settlement delta must be 0 to 30 business days.',
    );
    await user.click(within(accept).getByRole('button', { name: 'Yes, accept price' }));
    expect(await within(card).findByText('Price agreed')).toBeInTheDocument();
    expect(within(card).getByText('₹1,01,25,000.00')).toBeInTheDocument();

    // The consideration needs a custodian on the ticket's exchange.
    await user.click(within(card).getByRole('button', { name: 'Accept consideration' }));
    const consideration = within(card).getByRole('form', {
      name: `Accept consideration, ticket ${ticketId}`,
    });
    await user.click(within(consideration).getByRole('button', { name: 'Yes, accept consideration' }));
    expect(within(consideration).getByText('Choose a custodian')).toBeInTheDocument();
    const picker = within(consideration).getByLabelText('Custodian (NSE)');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'Demo Custody Services (NSE)');
    await user.click(within(consideration).getByRole('button', { name: 'Yes, accept consideration' }));
    expect(await within(card).findByText('Consideration accepted')).toBeInTheDocument();
    expect(within(card).getByText('Demo Custody Services (NSE)')).toBeInTheDocument();
    // Confirming is the seller's step: the buyer has only cancel left.
    expect(within(card).queryByRole('button', { name: 'Confirm trade' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel ticket' })).toBeInTheDocument();

    const confirmed = await trader.chatter.ticketAction(ticketId, 'confirm');
    expect(confirmed.state).toBe('CONFIRMED');
    stream.emit(openTicketsMessage(api));
    expect(await within(pane).findByText('No open tickets.')).toBeInTheDocument();
  });

  it('checks a typed price, and shows a price the server refuses next to the price field', async () => {
    const { user, stream, pane, api } = await openDart();
    const trader = await traderClient(api);
    const ticket: TradeTicket = await trader.chatter.createTicket({
      finstrument_id: 3,
      buy_or_sell: 'sell',
      quantity: 5_000_000,
      counterparty_user_id: 11,
    });
    stream.emit(openTicketsMessage(api));
    const card = await within(pane).findByRole('article', { name: /Government of India/ });
    expect(within(card).getByText('Buy')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send price' }));
    const step = within(card).getByRole('form', { name: `Send price, ticket ${ticket.id}` });
    await user.click(within(step).getByRole('radio', { name: 'Yield' }));
    await user.type(within(step).getByLabelText('Yield (%)'), 'abc');
    await user.click(within(step).getByRole('button', { name: 'Send' }));
    expect(within(step).getByLabelText('Yield (%)')).toHaveAccessibleDescription('Should be number');
    expect(api.requests.filter((request) => request.path.endsWith('/price/'))).toHaveLength(0);

    await user.clear(within(step).getByLabelText('Yield (%)'));
    await user.type(within(step).getByLabelText('Yield (%)'), '7.1');
    api.failNext({
      path: `api/chatter/trade/${ticket.id}/price/`,
      status: 400,
      body: { bond_yield: ['No price corresponds to this yield.'] },
    });
    await user.click(within(step).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(step).getByLabelText('Yield (%)')).toHaveAccessibleDescription(
        'No price corresponds to this yield.',
      ),
    );
    const sent = api.requests.filter((request) => request.path.endsWith('/price/'));
    expect(sent.at(-1)?.body).toEqual({ fixed_field: 'yield', bond_yield: 0.071 });
  });

  it('shows a trade viewer the firm’s tickets read-only: no new ticket, no steps', async () => {
    const dealer = createDemoUsers()[0]!;
    const viewer: FakeUser = {
      password: fakeDemoPassword,
      session: {
        ...dealer.session,
        user_accounts: [{ id: 205, status: 'active' }],
        user_info: {
          ...dealer.session.user_info,
          first_name: 'Vikram',
          email: 'viewer@bondkit.test',
          roles: ['clientviewer'],
        },
      },
    };
    const stream = createFakeTradeStream();
    asPhone();
    const { api } = await renderApp('/dart', {
      signInAs: 'viewer@bondkit.test',
      api: { users: [...createDemoUsers(), viewer] },
      client: { stream },
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Ticketing' }));
    const pane = await screen.findByRole('tabpanel', { name: 'Ticketing' });
    const trader = await traderClient(api);
    await trader.chatter.createTicket({
      finstrument_id: 1,
      buy_or_sell: 'sell',
      quantity: 2_500_000,
      counterparty_user_id: 11,
    });
    stream.emit(openTicketsMessage(api));
    const card = await within(pane).findByRole('article', { name: /Demo Housing Finance/ });
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(within(pane).queryByRole('button', { name: 'New ticket' })).not.toBeInTheDocument();
  });

  it('changes a ticket’s terms (only what changed is sent) and places a broker refusal on its field', async () => {
    const { user, pane, api } = await openDart();
    await user.click(await within(pane).findByRole('button', { name: 'New ticket' }));
    const form = within(pane).getByRole('form', { name: 'New ticket' });
    await user.type(within(form).getByRole('combobox', { name: 'Bond' }), 'Government');
    await user.click(await screen.findByRole('option', { name: /7\.18% Government of India 2037/ }));
    await user.type(within(form).getByRole('combobox', { name: 'Counterparty' }), 'Kiran');
    const members = await screen.findByRole('group', { name: 'Member' });
    await user.click(within(members).getByRole('option', { name: /Kiran Example/ }));
    await user.type(within(form).getByLabelText('Face value (₹)'), '10000000');
    await user.click(within(form).getByRole('button', { name: 'Post ticket in chat' }));
    const card = await within(pane).findByRole('article', { name: /7\.18% Government of India 2037/ });
    const ticketId = api.state.tickets[0]!.id;

    await user.click(within(card).getByRole('button', { name: 'Change terms' }));
    const terms = within(card).getByRole('form', { name: `Change terms, ticket ${ticketId}` });
    // Nothing changed: the shared schema's message, and nothing is sent.
    const patches = () =>
      api.requests.filter(
        (request) => request.method === 'PATCH' && request.path === `api/chatter/trade/${ticketId}/`,
      );
    await user.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(await within(terms).findByRole('alert')).toHaveTextContent(
      'Change at least one of quantity, settlement, exchange or note.',
    );
    expect(patches()).toHaveLength(0);
    const faceValue = within(terms).getByLabelText('Face value (₹)');
    await user.clear(faceValue);
    await user.type(faceValue, '-5');
    await user.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(faceValue).toHaveAccessibleDescription('Cannot be negative');
    await user.clear(faceValue);
    await user.type(faceValue, '30000000');
    await user.selectOptions(within(terms).getByLabelText('Exchange'), 'BSE');
    await user.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(await within(card).findByText('₹3 Cr')).toBeInTheDocument();
    expect(patches().at(-1)?.body).toEqual({ quantity: 30_000_000, exchange: 'BSE', send_to_clients: true });

    // A broker the server refuses: the message sits under the Broker field.
    await user.click(within(card).getByRole('button', { name: 'Send to broker' }));
    const broker = within(card).getByRole('form', { name: `Send to broker, ticket ${ticketId}` });
    await user.click(within(broker).getByRole('button', { name: 'Send to broker' }));
    expect(within(broker).getByRole('combobox', { name: 'Broker' })).toHaveAccessibleDescription(
      'Choose a broker',
    );
    // The broker search lists dealers at broking firms only (Kiran's firm is none): Bina, of Demo Broking.
    await user.type(within(broker).getByRole('combobox', { name: 'Broker' }), 'Bina');
    const brokerMembers = await screen.findByRole('group', { name: 'Member' });
    await user.click(within(brokerMembers).getByRole('option', { name: /Bina Broker/ }));
    // Refused all the same (say her account was closed meanwhile).
    api.failNext({
      path: `api/chatter/trade/send-to-broker/${ticketId}/`,
      status: 400,
      body: { user_id: ['Broker not found: choose a dealer at a broking firm.'] },
    });
    await user.click(within(broker).getByRole('button', { name: 'Send to broker' }));
    await waitFor(() =>
      expect(within(broker).getByRole('combobox', { name: 'Broker' })).toHaveAccessibleDescription(
        'Broker not found: choose a dealer at a broking firm.',
      ),
    );
  });
});
