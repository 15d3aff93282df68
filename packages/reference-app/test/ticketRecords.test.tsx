import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import { createFakeTradeStream } from '@bondkit/core/testing';
import { demoPassword, inProcessServerOrigin } from '@bondkit/server/testing';
import type { InProcessServer } from '@bondkit/server/testing';
import { renderApp, serverOfThisFile } from './renderApp';

const bondName = '6.10% GS 2033';
const bondPattern = /6\.10% GS 2033/;

async function sessionOf(server: InProcessServer, email: string): Promise<BondClient> {
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

/** jsdom lays nothing out: the docking workspace is shown as on a phone, one panel at a time under tabs. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the Ticketing pane records a manual ticket and shows a confirmed trade', () => {
  it('records terms agreed by phone with their price, and once confirmed shows its order and confirmation', async () => {
    const server = await serverOfThisFile();
    asPhone();
    const user = userEvent.setup();
    const stream = createFakeTradeStream();
    const { requests } = await renderApp('/dart', {
      signInAs: 'dealer@demo.bondkit.in',
      client: { stream },
      server,
    });
    await user.click(await screen.findByRole('tab', { name: 'Ticketing' }));
    const pane = await screen.findByRole('tabpanel', { name: 'Ticketing' });
    const dealer = await sessionOf(server, 'dealer@demo.bondkit.in');
    const trader = await sessionOf(server, 'trader@demo.bondkit.in');
    const manualPosts = () =>
      requests.filter(
        (request) =>
          request.url.pathname === '/api/chatter/trade/manual-ticket/' && request.init?.method === 'POST',
      );

    // A manual ticket needs its price: empty, every field says what it needs and nothing is sent.
    await user.click(await within(pane).findByRole('button', { name: 'Manual ticket' }));
    const form = within(pane).getByRole('form', { name: 'Manual ticket' });
    expect(within(form).queryByRole('checkbox', { name: /first price/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Record manual ticket' }));
    expect(within(form).getByText('Choose a bond')).toBeInTheDocument();
    expect(within(form).getByText('Choose a counterparty')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(manualPosts()).toHaveLength(0);

    await user.type(within(form).getByRole('combobox', { name: 'Bond' }), bondName);
    await user.click(await screen.findByRole('option', { name: bondPattern }));
    await user.type(within(form).getByRole('combobox', { name: 'Counterparty' }), 'Priya');
    const members = await screen.findByRole('group', { name: 'Member' });
    await user.click(within(members).getByRole('option', { name: /Priya Raghavan/ }));
    await user.type(within(form).getByLabelText('Face value (L or Cr)'), '1 Cr');
    await user.type(within(form).getByLabelText('Clean price'), '101.25');
    await user.type(
      within(form).getByLabelText('Where and when it was agreed (optional)'),
      'Agreed by phone, 10:40',
    );
    await user.click(within(form).getByRole('button', { name: 'Record manual ticket' }));
    const card = await within(pane).findByRole('article', { name: bondPattern });
    expect(within(card).getByText('Negotiating')).toBeInTheDocument();
    expect(within(card).getByText(/^101\.2500/)).toBeInTheDocument();
    expect(manualPosts()).toHaveLength(1);
    expect(JSON.parse(String(manualPosts()[0]!.init?.body))).toMatchObject({
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      price: { fixed_field: 'price', unit_clean_price: 101.25 },
      note: 'Agreed by phone, 10:40',
    });
    const ticketId = Math.max(...(await trader.chatter.listTickets()).map((ticket) => ticket.id));
    const recorded = await trader.chatter.getTicket(ticketId);
    expect(recorded.source).toBe('MANUAL');
    expect(recorded.note).toBe('Agreed by phone, 10:40');

    // The counterparty accepts the price, the buyer the consideration, the seller confirms.
    await trader.chatter.ticketAction(ticketId, 'accept');
    const [custodian] = await dealer.participants.getCustodians({ exchange: 'NSE' });
    await dealer.chatter.acceptConsideration(ticketId, { custodian_id: custodian!.client_id });
    await trader.chatter.ticketAction(ticketId, 'confirm');
    act(() => stream.emit({ type: 'open_tickets', tickets: [] }));
    await waitFor(() => expect(within(pane).queryByRole('article', { name: bondPattern })).toBeNull());

    // Ended tickets: the confirmed one opens on its trade (the order in both firms' orders) and history.
    await user.click(within(pane).getByRole('button', { name: 'Ended tickets' }));
    const ended = await within(pane).findByRole('list', { name: 'Ended tickets' });
    const row = ended.querySelector<HTMLElement>(`[data-ticket="${ticketId}"]`)!;
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Trade and confirmation, #${ticketId}` }));
    const trade = await within(row).findByLabelText(`Trade of ticket ${ticketId}`);
    const { order } = await trader.chatter.getConfirmedTrade(ticketId);
    expect(within(trade).getByText(`#${order.id}`, { exact: false })).toBeInTheDocument();
    expect(within(trade).getByText('₹1 Cr')).toBeInTheDocument();
    expect(within(trade).getByText(/^101\.2500/)).toBeInTheDocument();
    // The dealer bought from Kaveri: the counterparty is the other firm, never the dealer's own.
    expect(within(trade).getByText('Kaveri AMC')).toBeInTheDocument();
    expect(within(row).getByRole('list', { name: `History of ticket ${ticketId}` })).toHaveTextContent(
      /Consideration accepted → Confirmed/,
    );
    expect(within(row).getByRole('button', { name: 'Download confirmation' })).toBeInTheDocument();
    expect(
      requests.some((request) => request.url.pathname === `/api/chatter/trade/confirmed-trade/${ticketId}/`),
    ).toBe(true);

    // A cancelled ticket opens as the one ticket, with its history and no trade.
    const other = await trader.chatter.createManualTicket({
      finstrument_id: recorded.finstrument_id!,
      buy_or_sell: 'sell',
      quantity: 5_000_000,
      counterparty_user_id: 1,
      price: { fixed_field: 'price', unit_clean_price: 100.5 },
    });
    await trader.chatter.ticketAction(other.id, 'cancel');
    act(() => stream.emit({ type: 'open_tickets', tickets: [] }));
    const cancelledRow = await waitFor(() => {
      const found = ended.ownerDocument.querySelector<HTMLElement>(`[data-ticket="${other.id}"]`);
      if (found === null) throw new Error('not yet');
      return found;
    });
    await user.click(within(cancelledRow).getByRole('button', { name: `History, #${other.id}` }));
    expect(
      await within(cancelledRow).findByRole('list', { name: `History of ticket ${other.id}` }),
    ).toHaveTextContent(/Negotiating → Cancelled/);
    expect(within(cancelledRow).queryByRole('button', { name: 'Download confirmation' })).toBeNull();
    expect(requests.some((request) => request.url.pathname === `/api/chatter/trade/${other.id}/`)).toBe(true);
  }, 60_000);
});
