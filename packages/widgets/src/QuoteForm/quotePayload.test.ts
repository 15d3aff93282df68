import { describe, expect, it } from 'vitest';
import { makeRow } from '../QuoteSheet/test/rowFixtures';
import { quoteFormDefaultsFromRow } from './quoteFormDefaultsFromRow';
import { quotePayload } from './quotePayload';
import type { QuoteDraft } from './quotePayload';
import { quoteExpiry } from './quoteValidity';

const draft: QuoteDraft = {
  finstrumentId: 7,
  side: 'BID',
  fixedField: 'yield',
  bondYield: 7.123456,
  cleanPrice: 99.123456,
  quantum: 1_00_00_000,
  settlement: { delta: 0 },
  counterparty: null,
  validity: 'UNTIL_CANCELLED',
  sendToRfq: false,
  clearingCorporation: 'NSCCL',
  rfqMode: 'OTM',
};

describe('quotePayload', () => {
  it('sends only the fixed value: a yield as a 6-decimal fraction, a price with 4 decimals', () => {
    expect(quotePayload(draft, new Date())).toMatchObject({
      yield_stored: 0.071235,
      unit_price_stored: null,
    });
    expect(quotePayload({ ...draft, fixedField: 'price' }, new Date())).toMatchObject({
      yield_stored: null,
      unit_price_stored: 99.1235,
    });
  });

  it('sends a settlement delta or a date, never both, and no expiry until cancelled', () => {
    const byDelta = quotePayload(draft, new Date());
    expect(byDelta.settlement_delta).toBe(0);
    expect(byDelta).not.toHaveProperty('settlement');
    expect(byDelta.expiry_date_stored).toBeNull();
    const byDate = quotePayload({ ...draft, settlement: { date: '2026-11-24' } }, new Date());
    expect(byDate.settlement).toBe('2026-11-24');
    expect(byDate).not.toHaveProperty('settlement_delta');
  });

  it('sends a one-to-one RFQ with the counterparty as participant', () => {
    const payload = quotePayload(
      {
        ...draft,
        sendToRfq: true,
        rfqMode: 'OTO',
        clearingCorporation: 'ICCL',
        counterparty: {
          user_id: 5,
          client_id: 9,
          nsccl_code: 'N1',
          iccl_code: 'I1',
          user_name: 'u',
          brand_name: 'b',
          name: 'Acme',
        },
      },
      new Date(),
    );
    expect(payload).toMatchObject({
      send_to_rfq: true,
      clearing_corporation: 'ICCL',
      rfq_mode: 'OTO',
      oto_participant_details: { participant_code: 'I1', name: 'Acme' },
      user_account_id: 5,
      end_client_id: 9,
    });
  });
});

describe('quoteExpiry', () => {
  it('ends a day quote at 23:59:59 in India whatever the time zone of the page', () => {
    // 20 Nov 20:00 UTC is already 21 Nov 01:30 in India.
    expect(quoteExpiry('END_OF_DAY', new Date('2026-11-20T20:00:00Z'))?.toISOString()).toBe(
      '2026-11-21T18:29:59.000Z',
    );
    expect(quoteExpiry('THIRTY_MINUTES', new Date('2026-11-20T06:00:00Z'))?.toISOString()).toBe(
      '2026-11-20T06:30:00.000Z',
    );
  });
});

describe('quoteFormDefaultsFromRow', () => {
  it('answers a bid with an ask at the row’s yield and quantum', () => {
    const defaults = quoteFormDefaultsFromRow(
      makeRow({ id: 3, finstrumentId: 42, side: 'BID', bidYield: 7.3, quantum: 50_00_000 }),
    );
    expect(defaults).toMatchObject({ side: 'ASK', bondYield: 7.3, quantum: 50_00_000 });
    expect(defaults.bond?.id).toBe(42);
  });
});

describe('submitErrorToast', () => {
  it('reads the core ApiError like the core does, and falls back to the generic text', async () => {
    const { ApiError, errorMessageText } = await import('@bondkit/core');
    const { isApiError, submitErrorToast } = await import('./submitErrorToast');
    const error = new ApiError({
      code: 'http_error',
      method: 'POST',
      url: 'https://fake/api/trade/eoi/',
      status: 400,
      body: { quantum: ['Too large'], non_field_errors: ['Market is closed'] },
    });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(submitErrorToast(error).detail).toBe(errorMessageText(error));
    const serverError = new ApiError({ code: 'http_error', method: 'POST', url: 'u', status: 503, body: {} });
    expect(submitErrorToast(serverError).detail).toBe(errorMessageText(serverError));
    expect(submitErrorToast(new TypeError('offline')).detail).toBe('Something went wrong, Please try again.');
  });
});
