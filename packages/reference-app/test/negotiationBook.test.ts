import { describe, expect, it } from 'vitest';
import type { Cluster, Eoi } from '@bondkit/core';
import {
  bookNegotiation,
  bookQuote,
  myQuoteBook,
  negotiationOutcome,
} from '../src/pages/dart/negotiationBook';

function eoi(id: number, fields: Partial<Eoi> & Record<string, unknown> = {}): Eoi {
  return {
    id,
    finstrument_id: 7,
    quote_type: 'BID',
    quantum: 5_00_00_000,
    unit_price_stored: 99.5,
    yield_stored: 0.0712,
    state: 'DEFAULT',
    status: 'OPEN',
    visibility: 'PUBLIC',
    display_name: '7.18% GS 2033',
    client_name: 'Meridian',
    is_mine: true,
    ...fields,
  };
}

const response = (id: number, fields: Record<string, unknown> = {}) =>
  eoi(id, { quote_type: 'ASK', visibility: 'RESPONSE', client_name: 'Kaveri', is_mine: false, ...fields });

function cluster(id: number, state: string, eois: Eoi[], fields: Record<string, unknown> = {}): Cluster {
  return { id, finstrument_id: 7, state, eois, is_mine: true, order_id: null, ...fields };
}

describe('the firm book of quotes and negotiations', () => {
  it("marks a dealer's overridden price, and only that", () => {
    expect(bookQuote(eoi(1, { price_overridden: true })).priceOverridden).toBe(true);
    expect(bookQuote(eoi(2, { price_overridden: false })).priceOverridden).toBe(false);
    expect(bookQuote(eoi(3)).priceOverridden).toBe(false);
  });

  it('counts the negotiations waiting for the firm on each open quote', () => {
    const { myQuotes } = myQuoteBook(
      [eoi(1), eoi(2)],
      [
        cluster(10, 'OPEN', [eoi(1), response(11)]),
        cluster(12, 'OPEN', [eoi(1), response(13, { status: 'REPLACED' })]),
      ],
    );
    expect(myQuotes.map((entry) => [entry.quote.id, entry.negotiations.length, entry.openResponses])).toEqual(
      [
        [2, 0, 0],
        [1, 2, 1],
      ],
    );
    expect(myQuotes[1]!.negotiations[0]!.actionable.map((quote) => quote.id)).toEqual([11]);
  });

  it('keeps a traded quote in view with its final outcome and nothing left to act on', () => {
    const traded = cluster(
      10,
      'ACCEPTED',
      [eoi(1, { status: 'CLOSED' }), response(11, { status: 'ACCEPTED' })],
      {
        order_id: 44,
      },
    );
    const { myQuotes } = myQuoteBook([], [traded]);
    expect(myQuotes).toHaveLength(1);
    expect(myQuotes[0]!.quote.status).toBe('CLOSED');
    const negotiation = myQuotes[0]!.negotiations[0]!;
    expect(negotiation.actionable).toEqual([]);
    expect(negotiationOutcome(negotiation)).toBe('Traded: order #44');
    expect(negotiationOutcome(bookNegotiation(cluster(9, 'CLOSED', [eoi(1)])))).toBe('Closed');
  });

  it("lists the negotiations opened by answering other firms' quotes apart, with the owner's counter to act on", () => {
    const theirs = eoi(1, { is_mine: false, client_name: 'Kaveri' });
    const mine = eoi(2, { quote_type: 'ASK', visibility: 'RESPONSE', is_mine: true });
    const counter = eoi(3, { visibility: 'RESPONSE', is_mine: false, client_name: 'Kaveri' });
    const { myAnswers, myQuotes } = myQuoteBook(
      [],
      [cluster(10, 'OPEN', [theirs, mine, counter], { is_mine: false })],
    );
    expect(myQuotes).toEqual([]);
    expect(myAnswers).toHaveLength(1);
    expect(myAnswers[0]!.counterparty).toBe('Kaveri');
    expect(myAnswers[0]!.quote?.id).toBe(1);
    // One set of actions: the counterparty's latest price (its counter) replaces its quote.
    expect(myAnswers[0]!.actionable.map((quote) => quote.id)).toEqual([3]);
    expect(negotiationOutcome(myAnswers[0]!)).toBe('Your move');
    // After its own answer (a hit), the answering firm waits for the quoting firm.
    const afterHit = myQuoteBook([], [cluster(11, 'OPEN', [theirs, mine], { is_mine: false })]).myAnswers[0]!;
    expect(negotiationOutcome(afterHit)).toBe('Waiting for the counterparty');
  });

  it('offers nothing to accept on an indicative quote: its firm confirms the request', () => {
    const indicative = eoi(1, { is_mine: false, client_name: 'Kaveri', firmness: 'INDICATIVE' });
    const firm = eoi(4, { is_mine: false, client_name: 'Kaveri', firmness: 'FIRM' });
    const open = (quote: Eoi) =>
      myQuoteBook([], [cluster(10, 'OPEN', [quote], { is_mine: false })]).myAnswers[0]!.actionable;
    expect(open(indicative)).toEqual([]);
    expect(open(firm).map((quote) => quote.id)).toEqual([4]);
    expect(bookQuote(indicative).firmness).toBe('INDICATIVE');
    expect(bookQuote(eoi(5)).firmness).toBe('FIRM');
  });
});
