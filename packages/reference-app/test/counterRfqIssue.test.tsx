import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildEoiCreatePayload } from '@bondkit/core/validation';
import { jsonResponse, renderApp } from './renderApp';

describe('the counter-RFQ issue form', () => {
  it('offers only the price/yield and others issues on a quote in a negotiation', async () => {
    // Meridian's dealer quotes a bond; Kaveri's trader answers: a negotiation Meridian's dealer sees.
    const dealer = await renderApp('/find', { signInAs: 'dealer@demo.bondkit.in' });
    const market = await dealer.client.quotes.listMarketQuotes({ page_size: 5 });
    const bondId = market.results[0]?.finstrument_id;
    if (bondId === undefined) throw new Error('The demo market has no quotes');
    const quote = await dealer.client.quotes.createEoi(
      buildEoiCreatePayload({
        finstrumentId: bondId,
        quantum: 5_000_000,
        quoteType: 'ASK',
        settlementDelta: 1,
        yieldPercent: 8.1,
        fixedField: 'yield',
      }),
    );
    cleanup();
    const trader = await renderApp('/find', { signInAs: 'trader@demo.bondkit.in' });
    await trader.client.quotes.respondToEoi({
      ...buildEoiCreatePayload({
        finstrumentId: bondId,
        quantum: 5_000_000,
        quoteType: 'BID',
        settlementDelta: 1,
        yieldPercent: 8.3,
        fixedField: 'yield',
        respondEoiId: quote.id,
      }),
      respond_eoi_id: quote.id,
    });
    cleanup();

    // jsdom lays nothing out: the docking workspace is shown as on a phone, one panel at a time under tabs.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    await renderApp('/dart', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [
        (url) => (url.pathname === '/ext/intercom/ticket/' ? jsonResponse(201, { id: 'bk-1' }) : undefined),
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'My quotes' }));
    const negotiation = await screen.findByRole(
      'article',
      { name: /Negotiation \d+ with Kaveri/ },
      { timeout: 10_000 },
    );
    await user.click(within(negotiation).getAllByRole('button', { name: 'Report issue' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent?.trim()),
      ).toEqual(expect.arrayContaining(['Price/yield seems incorrect', 'Others'])),
    );
    const issueLabels = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent?.trim() ?? '');
    expect(issueLabels.filter((label) => label.endsWith('seems incorrect') || label === 'Others')).toEqual([
      'Price/yield seems incorrect',
      'Others',
    ]);
  });
});
