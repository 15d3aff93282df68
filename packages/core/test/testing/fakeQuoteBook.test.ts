import { describe, expect, it } from 'vitest';
import { quoteActionEndpoints } from '../../src/contract/quoteActionEndpoints';
import { quoteListEndpoints } from '../../src/contract/quoteEndpoints';
import { quoteWriteEndpoints } from '../../src/contract/quoteWriteEndpoints';
import { dealerEmail, fakeWithCallers, traderEmail } from './fakeCaller';
import { thirdFirmDealer, thirdFirmDealerEmail } from './thirdFirmDealer';

const idOf = (answer: { body: unknown }) => (answer.body as { id: number }).id;
const quantum = 20_000_000;

/** The fake with the dealer (firm 101), the demo trader (firm 102) and a third firm's dealer (105). */
const threeFirms = () => fakeWithCallers([thirdFirmDealer()]);

describe('the fake’s quote book', () => {
  it('refuses quoting to roles without dealing, as the server’s access guard does', async () => {
    const { callEndpoint } = fakeWithCallers();
    const body = { finstrument_id: 1, quote_type: 'BID' as const, quantum, unit_price_stored: 100 };
    expect((await callEndpoint(quoteWriteEndpoints.createQuote, { body })).status).toBe(401);
    expect(
      (await callEndpoint(quoteWriteEndpoints.createQuote, { body }, 'researcher@bondkit.test')).status,
    ).toBe(403);
    expect(
      (await callEndpoint(quoteWriteEndpoints.createQuote, { body }, 'compliance@bondkit.test')).status,
    ).toBe(403);
    const unlisted = await callEndpoint(
      quoteWriteEndpoints.createQuote,
      { body: { ...body, finstrument_id: 4 } },
      dealerEmail,
    );
    expect(unlisted).toMatchObject({
      status: 400,
      body: { finstrument_id: ['This bond is unlisted and cannot be quoted.'] },
    });
  });

  it('lets only the quote’s firm update, withdraw or expire it, and only while it is open', async () => {
    const { callEndpoint } = threeFirms();
    const quote = await callEndpoint(
      quoteWriteEndpoints.createQuote,
      { body: { finstrument_id: 1, quote_type: 'BID', quantum, unit_price_stored: 100 } },
      dealerEmail,
    );
    const id = idOf(quote);
    expect(
      (
        await callEndpoint(
          quoteWriteEndpoints.updateQuote,
          { params: { id }, body: { quantum: 1e7 } },
          traderEmail,
        )
      ).status,
    ).toBe(404);
    expect(
      (await callEndpoint(quoteActionEndpoints.expireQuote, { params: { id }, body: {} }, traderEmail))
        .status,
    ).toBe(404);
    const updated = await callEndpoint(
      quoteWriteEndpoints.updateQuote,
      { params: { id }, body: { unit_price_stored: 100.25 } },
      dealerEmail,
    );
    expect(updated.body).toMatchObject({ unit_price_stored: 100.25, fixed_field: 'price', status: 'OPEN' });
    const withdrawn = await callEndpoint(
      quoteActionEndpoints.closeQuote,
      { params: { id }, body: {} },
      dealerEmail,
    );
    expect(withdrawn.body).toMatchObject({ id, status: 'CLOSED', is_mine: true });
    const again = await callEndpoint(
      quoteActionEndpoints.expireQuote,
      { params: { id }, body: {} },
      dealerEmail,
    );
    expect(again).toMatchObject({
      status: 400,
      body: { detail: `Quote ${id} is CLOSED; only an OPEN quote can be expired.` },
    });
    const listed = await callEndpoint(
      quoteListEndpoints.listBondQuotes,
      { query: { finstrument_id: 1 } },
      dealerEmail,
    );
    expect(listed.body).toEqual([]);
  });

  it('closes several quotes all or none: another firm’s quote among them changes nothing', async () => {
    const { callEndpoint } = threeFirms();
    const place = (email: string) =>
      callEndpoint(
        quoteWriteEndpoints.createQuote,
        { body: { finstrument_id: 2, quote_type: 'ASK', quantum, unit_price_stored: 101 } },
        email,
      );
    const mine = idOf(await place(dealerEmail));
    const theirs = idOf(await place(traderEmail));
    expect(
      (
        await callEndpoint(
          quoteActionEndpoints.closeQuotes,
          { body: { eoi_ids: [mine, theirs] } },
          dealerEmail,
        )
      ).status,
    ).toBe(404);
    const depth = await callEndpoint(
      quoteListEndpoints.getQuoteDepth,
      { query: { finstrument_id: 2 } },
      dealerEmail,
    );
    expect(depth.body).toMatchObject({
      asks: [{ unit_clean_price: 101, quantum: 2 * quantum, count: 2 }],
      bids: [],
    });
    const closed = await callEndpoint(
      quoteActionEndpoints.closeQuotes,
      { body: { eoi_ids: [mine] } },
      dealerEmail,
    );
    expect(closed.body).toEqual({ detail: 'Closed 1 quote.' });
  });

  it('trades a quote against the other side’s, and refuses the same side', async () => {
    const { callEndpoint } = threeFirms();
    const place = (email: string, quote_type: 'BID' | 'ASK') =>
      callEndpoint(
        quoteWriteEndpoints.createQuote,
        { body: { finstrument_id: 1, quote_type, quantum, unit_price_stored: 100 } },
        email,
      );
    const bid = idOf(await place(dealerEmail, 'BID'));
    const otherBid = idOf(await place(traderEmail, 'BID'));
    const ask = idOf(await place(traderEmail, 'ASK'));
    const sameSide = await callEndpoint(
      quoteActionEndpoints.closeQuote,
      { params: { id: bid }, body: { opposing_eoi: otherBid, confirm: true } },
      dealerEmail,
    );
    expect(sameSide.body).toEqual({
      opposing_eoi: ['The opposing quote must be the other side of the same bond.'],
    });
    const unconfirmed = await callEndpoint(
      quoteActionEndpoints.closeQuote,
      { params: { id: bid }, body: { opposing_eoi: ask } },
      dealerEmail,
    );
    expect(unconfirmed.body).toEqual({
      confirm: ['Confirm to close this quote against the opposing quote.'],
    });
    const traded = await callEndpoint(
      quoteActionEndpoints.closeQuote,
      { params: { id: bid }, body: { opposing_eoi: ask, confirm: true } },
      dealerEmail,
    );
    expect(traded).toMatchObject({ status: 200, body: { id: bid, status: 'CLOSED' } });
    const market = await callEndpoint(quoteListEndpoints.listMarketQuotes, { query: {} }, dealerEmail);
    expect((market.body as { results: { id: number }[] }).results.map((row) => row.id)).toEqual([otherBid]);
  });

  it('records the trade of a quote closed against the other side’s: the buyer, the seller, the quote’s terms', async () => {
    const { api, callEndpoint } = threeFirms();
    const place = (email: string, quote_type: 'BID' | 'ASK', unit_price_stored: number) =>
      callEndpoint(
        quoteWriteEndpoints.createQuote,
        { body: { finstrument_id: 1, quote_type, quantum, unit_price_stored } },
        email,
      );
    const bid = idOf(await place(dealerEmail, 'BID', 100.25));
    const ask = idOf(await place(traderEmail, 'ASK', 100.5));
    const traded = await callEndpoint(
      quoteActionEndpoints.closeQuote,
      { params: { id: bid }, body: { opposing_eoi: ask, confirm: true } },
      dealerEmail,
    );
    expect(traded.status).toBe(200);
    // The dealer's firm took the trader's ask: it buys at the ask's price and quantity.
    expect(api.state.trades).toEqual([
      expect.objectContaining({
        finstrument_id: 1,
        eoi_id: ask,
        buyer_client_id: 101,
        seller_client_id: 102,
        quantity: quantum,
        unit_clean_price: 100.5,
        exchange: null,
      }),
    ]);
    expect(api.state.trades[0]?.settlement_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists RFQ quotes apart from the market, and private runs only to the firms they are shared with', async () => {
    const { callEndpoint } = threeFirms();
    await callEndpoint(
      quoteWriteEndpoints.createQuote,
      { body: { finstrument_id: 3, quantum, yield_stored: 0.071, send_to_rfq: true } },
      dealerEmail,
    );
    const shared = await callEndpoint(
      quoteWriteEndpoints.createQuote,
      {
        body: {
          finstrument_id: 3,
          quantum,
          yield_stored: 0.0712,
          oto_participant_details: { client_id: 102 },
        },
      },
      dealerEmail,
    );
    const rfq = await callEndpoint(quoteListEndpoints.listRfqQuotes, { query: {} }, traderEmail);
    expect((rfq.body as { count: number }).count).toBe(1);
    expect(
      (
        (await callEndpoint(quoteListEndpoints.listMarketQuotes, { query: {} }, traderEmail)).body as {
          count: number;
        }
      ).count,
    ).toBe(0);
    expect((await callEndpoint(quoteListEndpoints.listPrivateRuns, {}, traderEmail)).body).toMatchObject([
      { id: idOf(shared) },
    ]);
    expect((await callEndpoint(quoteListEndpoints.listPrivateRuns, {}, thirdFirmDealerEmail)).body).toEqual(
      [],
    );
  });
});

describe('the fake’s negotiations', () => {
  /** The dealer asks; the trader answers; the dealer counters. */
  async function negotiate() {
    const callers = threeFirms();
    const { callEndpoint } = callers;
    const ask = idOf(
      await callEndpoint(
        quoteWriteEndpoints.createQuote,
        { body: { finstrument_id: 1, quote_type: 'ASK', quantum, unit_price_stored: 101 } },
        dealerEmail,
      ),
    );
    const answer = await callEndpoint(
      quoteWriteEndpoints.addQuote,
      { body: { finstrument_id: 1, quantum, respond_eoi_id: ask, unit_price_stored: 100 } },
      traderEmail,
    );
    const clusterId = (answer.body as { cluster_id: number }).cluster_id;
    return { ...callers, ask, answer: idOf(answer), clusterId };
  }

  it('counters only inside a negotiation, replacing the firm’s earlier answer there', async () => {
    const { callEndpoint, api, answer, clusterId } = await negotiate();
    const fresh = idOf(
      await callEndpoint(
        quoteWriteEndpoints.createQuote,
        { body: { finstrument_id: 2, quote_type: 'BID', quantum, unit_price_stored: 99 } },
        traderEmail,
      ),
    );
    const outside = await callEndpoint(
      quoteWriteEndpoints.addNegotiation,
      { body: { finstrument_id: 2, quantum, respond_eoi_id: fresh, unit_price_stored: 99.5 } },
      dealerEmail,
    );
    expect(outside.body).toEqual({
      respond_eoi_id: ['This quote is not under negotiation: respond to it first.'],
    });
    const counter = await callEndpoint(
      quoteWriteEndpoints.addNegotiation,
      { body: { finstrument_id: 1, quantum, respond_eoi_id: answer, unit_price_stored: 100.5 } },
      dealerEmail,
    );
    expect(counter).toMatchObject({ status: 201, body: { cluster_id: clusterId, visibility: 'RESPONSE' } });
    const recounter = await callEndpoint(
      quoteWriteEndpoints.addNegotiation,
      { body: { finstrument_id: 1, quantum, respond_eoi_id: idOf(counter), unit_price_stored: 100.2 } },
      traderEmail,
    );
    expect(recounter.status).toBe(201);
    expect(api.state.eois.find((eoi) => eoi.id === answer)?.status).toBe('REPLACED');
  });
});
