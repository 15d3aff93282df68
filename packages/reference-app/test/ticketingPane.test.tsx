import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import type { BondClient, TradeTicket } from '@bondkit/core';
import { createFakeTradeStream } from '@bondkit/core/testing';
import { demoPassword, inProcessServerOrigin, startInProcessServer } from '@bondkit/server/testing';
import type { InProcessServer } from '@bondkit/server/testing';
import { jsonResponse, renderApp, type ExtraRoute } from './renderApp';

// The demo data: the dealer (Arjun Kulkarni, Meridian Capital, user 1) and the usual counterparty, the trader
// (Priya Raghavan, Kaveri AMC, user 2); a fixed-coupon G-sec of the seeded universe.
const dealerUserId = 1;
const bondName = '6.10% GS 2033';
const bondPattern = /6\.10% GS 2033/;
const bondId = 150;

/** The other side (by default the trader, the dealer's counterparty), signed in on a browser of their own. */
async function traderClient(server: InProcessServer, email = 'trader@demo.bondkit.in') {
  const client = createBondClient({
    apiBase: inProcessServerOrigin,
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    connectStream: false,
    fetch: server.newBrowser(),
  });
  const signedIn = await client.signIn({ email, password: demoPassword });
  if (!signedIn.ok) throw new Error(`${email} could not sign in.`);
  return client;
}

/** What the hub would send the dealer's firm after any step: its open tickets (the trader sees the same ones). */
async function openTicketsMessage(trader: BondClient) {
  const tickets = await trader.chatter.listTickets();
  return {
    type: 'open_tickets' as const,
    tickets: tickets
      .filter((ticket) => !['CONFIRMED', 'CANCELLED', 'REJECTED'].includes(ticket.state))
      .map((ticket) => ({ id: ticket.id, finstrument_id: ticket.finstrument_id, state: ticket.state })),
  };
}

/** Answers the next `method` request to `path` with `status` and `body`, once (a refusal the demo data cannot cause). */
function refuseOnce(path: () => string, body: unknown, status = 400): ExtraRoute {
  let used = false;
  return (url) => {
    if (used || url.pathname !== path()) return undefined;
    used = true;
    return jsonResponse(status, body);
  };
}

/** The ticket ids the dealer's app created (from its POSTs' answers is not visible here: the list is). */
async function newestTicketId(trader: BondClient): Promise<number> {
  const tickets = await trader.chatter.listTickets();
  const newest = Math.max(...tickets.map((ticket) => ticket.id));
  if (!Number.isFinite(newest)) throw new Error('No ticket yet.');
  return newest;
}

/** The dealer on /dart, on a server of the test's own (the tickets it opens stay with the test). */
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

async function openDart(
  refusals: ExtraRoute[] = [],
  signInAs = 'dealer@demo.bondkit.in',
  otherSide = 'trader@demo.bondkit.in',
) {
  const user = userEvent.setup();
  const stream = createFakeTradeStream();
  const server = await startInProcessServer();
  onTestFinished(() => server.close());
  asPhone();
  const app = await renderApp('/dart', { signInAs, client: { stream }, server, extraRoutes: refusals });
  await user.click(await screen.findByRole('tab', { name: 'Ticketing' }));
  const pane = await screen.findByRole('tabpanel', { name: 'Ticketing' });
  const trader = await traderClient(server, otherSide);
  return { user, stream, pane, trader, ...app };
}

/** The requests the app sent to `path` with `method`, with their JSON bodies. */
function sentTo(requests: { url: URL; init: RequestInit | undefined }[], method: string, path: string) {
  return requests
    .filter((request) => request.url.pathname === path && (request.init?.method ?? 'GET') === method)
    .map((request) => JSON.parse(String(request.init?.body ?? 'null')) as unknown);
}

async function postNewTicket(
  user: ReturnType<typeof userEvent.setup>,
  pane: HTMLElement,
  counterparty = { search: 'Priya', option: /Priya Raghavan/ },
) {
  const form = within(pane).getByRole('form', { name: 'New ticket' });
  await user.type(within(form).getByRole('combobox', { name: 'Bond' }), bondName);
  await user.click(await screen.findByRole('option', { name: bondPattern }));
  await user.type(within(form).getByRole('combobox', { name: 'Counterparty' }), counterparty.search);
  const members = await screen.findByRole('group', { name: 'Member' });
  await user.click(within(members).getByRole('option', { name: counterparty.option }));
  await user.type(within(form).getByLabelText('Face value (L or Cr)'), '1 Cr');
  await user.click(within(form).getByRole('button', { name: 'Post ticket in chat' }));
  return within(pane).findByRole('article', { name: bondPattern });
}

describe('the Ticketing pane', () => {
  it('opens a ticket, follows the other side live, and takes each step after asking', async () => {
    let ticketId = 0;
    const { user, stream, pane, trader, requests } = await openDart([
      refuseOnce(() => `/api/chatter/trade/actions/${ticketId}/accept/`, {
        settlement_delta: ['Settlement delta must be 0 to 30 business days.'],
      }),
    ]);
    expect(await within(pane).findByText('No open tickets.')).toBeInTheDocument();

    // Nothing chosen: each field says what it needs, and nothing is sent.
    await user.click(within(pane).getByRole('button', { name: 'New ticket' }));
    const form = within(pane).getByRole('form', { name: 'New ticket' });
    await user.click(within(form).getByRole('button', { name: 'Post ticket in chat' }));
    expect(within(form).getByText('Choose a bond')).toBeInTheDocument();
    expect(within(form).getByText('Choose a counterparty')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(sentTo(requests, 'POST', '/api/chatter/trade/')).toHaveLength(0);

    const card = await postNewTicket(user, pane);
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('₹1 Cr')).toBeInTheDocument();
    expect(within(card).getByText('Priya Raghavan (Kaveri AMC)')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept price' })).not.toBeInTheDocument();
    ticketId = await newestTicketId(trader);

    // The counterparty prices it in their own session; the stream's open-ticket list brings it here.
    await trader.chatter.updatePrice(ticketId, { fixed_field: 'price', unit_clean_price: 101.25 });
    stream.emit(await openTicketsMessage(trader));
    expect(await within(card).findByText('Negotiating')).toBeInTheDocument();
    expect(within(card).getByText(/^101\.2500/)).toBeInTheDocument();

    // Accepting asks first; a refusal of a field the step has no place for reads with its human label.
    await user.click(within(card).getByRole('button', { name: 'Accept price' }));
    const accept = within(card).getByRole('form', { name: `Accept price, ticket ${ticketId}` });
    expect(within(accept).getByText(/Accept ₹1 Cr at 101\.2500/)).toBeInTheDocument();
    await user.click(within(accept).getByRole('button', { name: 'Yes, accept price' }));
    expect(await within(accept).findByRole('alert')).toHaveTextContent(
      'Settlement: Settlement delta must be 0 to 30 business days.',
    );
    await user.click(within(accept).getByRole('button', { name: 'Yes, accept price' }));
    expect(await within(card).findByText('Price agreed')).toBeInTheDocument();

    // The consideration needs a custodian on the ticket's exchange.
    await user.click(within(card).getByRole('button', { name: 'Accept consideration' }));
    const consideration = within(card).getByRole('form', {
      name: `Accept consideration, ticket ${ticketId}`,
    });
    await user.click(within(consideration).getByRole('button', { name: 'Yes, accept consideration' }));
    expect(within(consideration).getByText('Choose a custodian')).toBeInTheDocument();
    const picker = within(consideration).getByLabelText('Custodian (NSE)');
    // The two custodians on NSE, after the prompt.
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(
      picker,
      within(picker).getByRole('option', { name: /^Deccan Custodial Services/ }),
    );
    await user.click(within(consideration).getByRole('button', { name: 'Yes, accept consideration' }));
    expect(await within(card).findByText('Consideration accepted')).toBeInTheDocument();
    expect(within(card).getByText('Custodian', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /Deccan Custodial/,
    );
    // Confirming is the seller's step: the buyer has only cancel left.
    expect(within(card).queryByRole('button', { name: 'Confirm trade' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel ticket' })).toBeInTheDocument();

    const confirmed = await trader.chatter.ticketAction(ticketId, 'confirm');
    expect(confirmed.state).toBe('CONFIRMED');
    stream.emit(await openTicketsMessage(trader));
    expect(await within(pane).findByText('No open tickets.')).toBeInTheDocument();
    // The whole life of a ticket, both sides on the real server: longer than one page's test.
  }, 60_000);

  it('checks a typed price, and shows a price the server refuses next to the price field', async () => {
    let ticketId = 0;
    const { user, stream, pane, trader, requests } = await openDart([
      refuseOnce(() => `/api/chatter/trade/${ticketId}/price/`, {
        bond_yield: ['No price corresponds to this yield.'],
      }),
    ]);
    const ticket: TradeTicket = await trader.chatter.createTicket({
      finstrument_id: bondId,
      buy_or_sell: 'sell',
      quantity: 5_000_000,
      counterparty_user_id: dealerUserId,
    });
    ticketId = ticket.id;
    stream.emit(await openTicketsMessage(trader));
    const card = await within(pane).findByRole('article', { name: bondPattern });
    expect(within(card).getByText('Buy')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send price' }));
    const step = within(card).getByRole('form', { name: `Send price, ticket ${ticket.id}` });
    await user.click(within(step).getByRole('radio', { name: 'Yield' }));
    await user.type(within(step).getByLabelText('Yield (%)'), 'abc');
    await user.click(within(step).getByRole('button', { name: 'Send' }));
    expect(within(step).getByLabelText('Yield (%)')).toHaveAccessibleDescription('Should be number');
    const pricePath = `/api/chatter/trade/${ticket.id}/price/`;
    expect(requests.filter((request) => request.url.pathname === pricePath)).toHaveLength(0);

    await user.clear(within(step).getByLabelText('Yield (%)'));
    await user.type(within(step).getByLabelText('Yield (%)'), '7.1');
    await user.click(within(step).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(step).getByLabelText('Yield (%)')).toHaveAccessibleDescription(
        'No price corresponds to this yield.',
      ),
    );
    const sent = requests.filter((request) => request.url.pathname === pricePath);
    expect(JSON.parse(String(sent.at(-1)?.init?.body))).toEqual({ fixed_field: 'yield', bond_yield: 0.071 });
  });

  it('shows a trade viewer the firm’s tickets read-only: no new ticket, no steps', async () => {
    // The demo trade viewer (Neha Deshpande) is at the dealer's firm: the trader's ticket to the dealer shows.
    const { pane, stream, trader } = await openDart([], 'viewer@demo.bondkit.in');
    await trader.chatter.createTicket({
      finstrument_id: bondId,
      buy_or_sell: 'sell',
      quantity: 2_500_000,
      counterparty_user_id: dealerUserId,
    });
    stream.emit(await openTicketsMessage(trader));
    const card = await within(pane).findByRole('article', { name: bondPattern });
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(within(pane).queryByRole('button', { name: 'New ticket' })).not.toBeInTheDocument();
  });

  it('changes a ticket’s terms (only what changed is sent) and places a broker refusal on its field', async () => {
    // The trader (Kaveri, an asset manager) deals with the dealer, whose firm (Meridian) is a broking firm.
    let ticketId = 0;
    const {
      user,
      pane,
      trader: dealer,
      requests,
    } = await openDart(
      [
        // Refused all the same (say the broker's account was closed meanwhile).
        refuseOnce(() => `/api/chatter/trade/send-to-broker/${ticketId}/`, {
          user_id: ['Broker not found: choose a dealer at a broking firm.'],
        }),
      ],
      'trader@demo.bondkit.in',
      'dealer@demo.bondkit.in',
    );
    await user.click(await within(pane).findByRole('button', { name: 'New ticket' }));
    const card = await postNewTicket(user, pane, { search: 'Arjun', option: /Arjun Kulkarni/ });
    ticketId = await newestTicketId(dealer);

    await user.click(within(card).getByRole('button', { name: 'Change terms' }));
    const terms = within(card).getByRole('form', { name: `Change terms, ticket ${ticketId}` });
    // Nothing changed: the shared schema's message, and nothing is sent.
    const patches = () => sentTo(requests, 'PATCH', `/api/chatter/trade/${ticketId}/`);
    await user.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(await within(terms).findByRole('alert')).toHaveTextContent(
      'Change at least one of quantity, settlement, exchange or note.',
    );
    expect(patches()).toHaveLength(0);
    const faceValue = within(terms).getByLabelText('Face value (L or Cr)');
    await user.clear(faceValue);
    await user.type(faceValue, '-5');
    await user.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(faceValue).toHaveAccessibleDescription('Cannot be negative');
    await user.clear(faceValue);
    await user.type(faceValue, '30000000');
    await user.selectOptions(within(terms).getByLabelText('Exchange'), 'BSE');
    await user.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(await within(card).findByText('₹3 Cr')).toBeInTheDocument();
    expect(patches().at(-1)).toEqual({ quantity: 30_000_000, exchange: 'BSE', send_to_clients: true });

    // A broker the server refuses: the message sits under the Broker field.
    await user.click(within(card).getByRole('button', { name: 'Send to broker' }));
    const broker = within(card).getByRole('form', { name: `Send to broker, ticket ${ticketId}` });
    await user.click(within(broker).getByRole('button', { name: 'Send to broker' }));
    expect(within(broker).getByRole('combobox', { name: 'Broker' })).toHaveAccessibleDescription(
      'Choose a broker',
    );
    // The broker search lists dealers at broking firms only: Arjun Kulkarni, of Meridian Capital.
    await user.type(within(broker).getByRole('combobox', { name: 'Broker' }), 'Arjun');
    const brokerMembers = await screen.findByRole('group', { name: 'Member' });
    await user.click(within(brokerMembers).getByRole('option', { name: /Arjun Kulkarni/ }));
    await user.click(within(broker).getByRole('button', { name: 'Send to broker' }));
    await waitFor(() =>
      expect(within(broker).getByRole('combobox', { name: 'Broker' })).toHaveAccessibleDescription(
        'Broker not found: choose a dealer at a broking firm.',
      ),
    );
  });
});
