import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import { buildEoiCreatePayload } from '@bondkit/core/validation';
import { demoPassword, inProcessServerOrigin } from '@bondkit/server/testing';
import type { InProcessServer } from '@bondkit/server/testing';
import { renderApp, serverOfThisFile } from './renderApp';

/** A demo user signed in on a browser of their own against the test file's server. */
async function sessionOf(server: InProcessServer, email: string) {
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

function askAt(bondId: number, yieldPercent: number) {
  return buildEoiCreatePayload({
    finstrumentId: bondId,
    quantum: 5_000_000,
    quoteType: 'ASK',
    settlementDelta: 1,
    yieldPercent,
    fixedField: 'yield',
  });
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

function rowOf(id: number): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[data-quote="${id}"]`);
  if (row === null) throw new Error(`No row for quote ${id}`);
  return row;
}

describe('My quotes on /dart', () => {
  it("closes the selected quotes in one request, shows a bond's quote book, and notes or closes a negotiation", async () => {
    const server = await serverOfThisFile();
    const dealer = await sessionOf(server, 'dealer@demo.bondkit.in');
    const trader = await sessionOf(server, 'trader@demo.bondkit.in');
    const market = await dealer.quotes.listMarketQuotes({ page_size: 5 });
    const bondId = market.results[0]?.finstrument_id;
    if (bondId === undefined) throw new Error('The demo market has no quotes');
    const first = await dealer.quotes.createEoi(askAt(bondId, 8.11));
    const second = await dealer.quotes.createEoi(askAt(bondId, 8.12));
    const negotiated = await dealer.quotes.createEoi(askAt(bondId, 8.13));
    await trader.quotes.respondToEoi({
      ...buildEoiCreatePayload({
        finstrumentId: bondId,
        quantum: 5_000_000,
        quoteType: 'BID',
        settlementDelta: 1,
        yieldPercent: 8.3,
        fixedField: 'yield',
        respondEoiId: negotiated.id,
      }),
      respond_eoi_id: negotiated.id,
    });

    asPhone();
    const user = userEvent.setup();
    const { requests } = await renderApp('/dart', { signInAs: 'dealer@demo.bondkit.in', server });
    await user.click(await screen.findByRole('tab', { name: 'My quotes' }));
    await waitFor(() => rowOf(first.id), { timeout: 10_000 });

    // The bond's quote book: every firm's open offers, the firm's own three among them, marked as its own.
    await user.click(within(rowOf(first.id)).getByRole('button', { name: 'Quote book' }));
    const book = await screen.findByRole('region', { name: /^Quote book, / });
    const offers = within(book).getByRole('heading', { name: 'Offers' }).parentElement!;
    await waitFor(() => expect(within(offers).getAllByText('Your firm').length).toBeGreaterThanOrEqual(3));
    expect(within(offers).getByText('8.1100% / ', { exact: false })).toBeInTheDocument();
    expect(
      requests.some(
        (request) =>
          request.url.pathname === '/api/trade/eoi/' &&
          request.url.searchParams.get('finstrument_id') === String(bondId),
      ),
    ).toBe(true);

    // Two quotes selected by keyboard, closed in one request after a confirmation.
    expect(screen.getByRole('button', { name: 'Close selected' })).toBeDisabled();
    within(rowOf(first.id)).getByRole('checkbox').focus();
    await user.keyboard(' ');
    within(rowOf(second.id)).getByRole('checkbox').focus();
    await user.keyboard(' ');
    expect(screen.getByText('2 quotes selected')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Close 2 quotes' }).focus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('group', { name: 'Close 2 quotes? They leave the market at once.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Closed 2 quotes.')).toBeInTheDocument();
    const closes = requests.filter(
      (request) => request.url.pathname === '/api/trade/d/eoi/close/' && request.init?.method === 'PUT',
    );
    expect(closes).toHaveLength(1);
    expect(
      (JSON.parse(String(closes[0]!.init?.body)) as { eoi_ids: number[] }).eoi_ids.sort((a, b) => a - b),
    ).toEqual([first.id, second.id]);
    await waitFor(() => expect(document.querySelector(`[data-quote="${first.id}"]`)).toBeNull());
    expect(document.querySelector(`[data-quote="${second.id}"]`)).toBeNull();
    const stillOpen = (await dealer.quotes.listEois({ finstrument_id: bondId, quote_type: 'ASK' })).map(
      (quote) => quote.id,
    );
    expect(stillOpen).toContain(negotiated.id);
    expect(stillOpen).not.toContain(first.id);
    expect(stillOpen).not.toContain(second.id);

    // The negotiation's record: a note both firms read, then closing it (the quote's firm owns it).
    const negotiation = within(rowOf(negotiated.id)).getByRole('article', { name: /with Kaveri/ });
    await user.click(within(negotiation).getByRole('button', { name: 'Note or close' }));
    const note = await within(negotiation).findByLabelText('Note (both firms see it)');
    await user.type(note, 'Call back after 3 pm');
    await user.click(within(negotiation).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    const clusterId = Number(negotiation.getAttribute('data-negotiation'));
    expect((await trader.quotes.getCluster(clusterId)).note).toBe('Call back after 3 pm');
    await user.click(within(negotiation).getByRole('button', { name: 'Close negotiation' }));
    await user.click(within(negotiation).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(rowOf(negotiated.id)).getByTestId('negotiation-outcome')).toHaveTextContent('Closed'),
    );
    expect((await trader.quotes.getCluster(clusterId)).state).toBe('CLOSED');
    cleanup();

    // A trade viewer reads the same book without selection, bulk close or the negotiation's edit.
    await renderApp('/dart', { signInAs: 'viewer@demo.bondkit.in', server });
    await user.click(await screen.findByRole('tab', { name: 'My quotes' }));
    await waitFor(() => rowOf(negotiated.id), { timeout: 10_000 });
    expect(within(rowOf(negotiated.id)).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Close / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Note/ })).not.toBeInTheDocument();
  }, 60_000);
});
