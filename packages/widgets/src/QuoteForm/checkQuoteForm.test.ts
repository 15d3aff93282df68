import { describe, expect, it } from 'vitest';
import type { Bond } from '@bondkit/core';
import { createDemoBonds } from '@bondkit/core/testing';
import { validationMessages } from '@bondkit/core/validation';
import { checkQuoteForm } from './checkQuoteForm';
import type { QuoteFormValues } from './checkQuoteForm';

const bond = createDemoBonds()[0] as Bond;
const now = new Date('2026-11-20T06:00:00Z');

const values: QuoteFormValues = {
  bond,
  side: 'BID',
  pricing: {
    fixedField: 'yield',
    bondYield: 7.123456,
    cleanPrice: 99.123456,
    settlementDate: null,
    canBePriced: true,
    allowPriceModification: true,
    considerationDetails: null,
  },
  quantumText: '1 Cr',
  settlement: { delta: 0 },
  counterparty: null,
  counterpartyRequired: false,
  validity: 'UNTIL_CANCELLED',
  sendToRfq: false,
  clearingCorporation: 'NSCCL',
  rfqMode: 'OTM',
};

describe('checkQuoteForm', () => {
  it("puts the core's quote-form messages on their fields", () => {
    const { errors, payload } = checkQuoteForm(
      {
        ...values,
        bond: null,
        pricing: null,
        quantumText: '',
        settlement: { date: '2026-02-30' },
        counterpartyRequired: true,
      },
      now,
    );
    expect(payload).toBeNull();
    expect(errors).toEqual({
      bond: validationMessages.required,
      pricing: validationMessages.required,
      quantum: validationMessages.required,
      settlementDate: validationMessages.date,
      counterparty: validationMessages.required,
    });
    expect(checkQuoteForm({ ...values, quantumText: '1234567890123' }, now).errors.quantum).toBe(
      validationMessages.quantumDigits,
    );
  });

  it('publishes firm unless the dealer chose indicative', () => {
    const valid = { ...values, pricing: { ...values.pricing!, bondYield: 7.1235 } };
    expect(checkQuoteForm(valid, now).payload).toMatchObject({ firmness: 'FIRM' });
    expect(checkQuoteForm({ ...valid, firmness: 'INDICATIVE' }, now).payload).toMatchObject({
      firmness: 'INDICATIVE',
    });
  });

  it('sends only the fixed value, through the core payload builder', () => {
    // 7.123456 has more than 7 characters: the quote form's yield rule.
    expect(checkQuoteForm(values, now).errors.pricing).toBe(validationMessages.yieldCharacters);
    const byYield = checkQuoteForm(
      { ...values, pricing: { ...values.pricing!, bondYield: 7.1235 } },
      now,
    ).payload;
    expect(byYield).toMatchObject({
      quantum: 1_00_00_000,
      yield_stored: 0.071235,
      unit_price_stored: null,
      fixed_field: 'yield',
      settlement_delta: 0,
      expiry_date_stored: null,
      source: 'WEBSITE',
      state: 'DEFAULT',
    });
    expect(byYield).not.toHaveProperty('settlement');
    const byPrice = checkQuoteForm(
      {
        ...values,
        pricing: { ...values.pricing!, fixedField: 'price', cleanPrice: 251 },
        settlement: { date: '2026-11-25' },
      },
      now,
    );
    expect(byPrice.errors.pricing).toBe(validationMessages.priceAbove250);
    const fixedPrice = checkQuoteForm(
      { ...values, pricing: { ...values.pricing!, fixedField: 'price' }, settlement: { date: '2026-11-25' } },
      now,
    ).payload;
    expect(fixedPrice).toMatchObject({
      unit_price_stored: 99.1235,
      yield_stored: null,
      settlement: '2026-11-25',
    });
    expect(fixedPrice).not.toHaveProperty('settlement_delta');
  });

  it('refuses a settlement date before today in India, on a weekend or on a market holiday', () => {
    const settlementError = (date: string, calendar?: readonly string[]) =>
      checkQuoteForm({ ...values, settlement: { date } }, now, calendar).errors.settlementDate;
    expect(settlementError('2026-11-19')).toBe(validationMessages.settlementBeforeTrade);
    expect(settlementError('2026-11-21')).toBe(validationMessages.settlementNotBusinessDay);
    // Guru Nanak Jayanti, on the default NSE and RBI Mumbai calendar.
    expect(settlementError('2026-11-24')).toBe(validationMessages.settlementNotBusinessDay);
    // Shivaji Jayanti 2027 is on RBI Mumbai's list only; the union calendar refuses it too.
    expect(settlementError('2027-02-19')).toBe(validationMessages.settlementNotBusinessDay);
    expect(settlementError('2026-11-20')).toBeUndefined();
    // A calendar of the caller's own: weekends and its holidays only.
    expect(settlementError('2026-11-24', [])).toBeUndefined();
    expect(settlementError('2026-11-23', ['2026-11-23'])).toBe(validationMessages.settlementNotBusinessDay);
  });

  it('sends a one-to-one RFQ with the counterparty as participant', () => {
    const { payload } = checkQuoteForm(
      {
        ...values,
        pricing: { ...values.pricing!, bondYield: 7.12 },
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
      now,
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
