import { describe, expect, it } from 'vitest';
import type { Bond } from '@bondkit/core';
import { createDemoBonds, createDemoCounterparties } from '@bondkit/core/testing';
import type { PricingInputValue } from '@bondkit/core/pricing';
import { checkQuoteForm } from './checkQuoteForm';
import { isCounterpartyRequired, isPriceOverrideOffered, quoteFormCheckInput } from './quoteFormRules';
import { initialQuoteFormValue } from './quoteFormValue';

const bond = createDemoBonds()[0] as Bond;
const now = new Date('2026-11-20T06:00:00Z');
const publicRun = { run: 'public', sharedInChat: false } as const;
const privateRun = { run: 'private', sharedInChat: false } as const;

const priced: PricingInputValue = {
  fixedField: 'yield',
  bondYield: 7.5,
  cleanPrice: 99.8512,
  settlementDate: '2026-11-23',
  canBePriced: true,
  allowPriceModification: true,
  considerationDetails: null,
};

describe('isCounterpartyRequired', () => {
  it.each([
    ['a public quote', publicRun, { sendToRfq: false, rfqMode: 'OTO' }, false],
    ['a public one-to-many RFQ', publicRun, { sendToRfq: true, rfqMode: 'OTM' }, false],
    ['a public one-to-one RFQ', publicRun, { sendToRfq: true, rfqMode: 'OTO' }, true],
    ['a private quote', privateRun, { sendToRfq: false, rfqMode: 'OTM' }, true],
    ['a private one-to-one RFQ', privateRun, { sendToRfq: true, rfqMode: 'OTO' }, true],
    [
      'a quote shared in a chat',
      { run: 'private', sharedInChat: true },
      { sendToRfq: true, rfqMode: 'OTO' },
      false,
    ],
  ] as const)('%s', (_name, run, value, required) => {
    expect(isCounterpartyRequired(value, run)).toBe(required);
  });
});

describe('isPriceOverrideOffered', () => {
  it('offers the override only with the yield fixed, a computed price, permission, and the embedder allowing it', () => {
    expect(isPriceOverrideOffered(priced, true)).toBe(true);
    expect(isPriceOverrideOffered(priced, false)).toBe(false);
    expect(isPriceOverrideOffered(null, true)).toBe(false);
    expect(isPriceOverrideOffered({ ...priced, fixedField: 'price' }, true)).toBe(false);
    expect(isPriceOverrideOffered({ ...priced, cleanPrice: null }, true)).toBe(false);
    expect(isPriceOverrideOffered({ ...priced, allowPriceModification: false }, true)).toBe(false);
  });
});

describe('quoteFormCheckInput', () => {
  const value = initialQuoteFormValue(
    { bond, bondYield: 7.5, quantum: 50_00_000 },
    { pricing: priced, sendToRfq: true, rfqMode: 'OTO' },
  );
  const rules = { ...publicRun, allowPriceOverride: true };

  it('stops a one-to-one RFQ without a counterparty, and sends the participant with one', () => {
    const without = checkQuoteForm(quoteFormCheckInput(value, rules), now);
    expect(without.errors).toEqual({ counterparty: 'This field is required' });
    expect(without.payload).toBeNull();
    const party = createDemoCounterparties().users[0]!;
    const withParty = checkQuoteForm(quoteFormCheckInput({ ...value, counterparty: party }, rules), now);
    expect(withParty.errors).toEqual({});
    expect(withParty.payload).toMatchObject({
      rfq_mode: 'OTO',
      oto_participant_details: { participant_code: 'NS0011', name: 'Dara Demo' },
    });
  });

  it('sends the chosen settlement only, and the override only while it is offered', () => {
    const byDate = quoteFormCheckInput(
      { ...value, settleBy: 'date', settlementDate: '2026-11-25', settlementDelta: 0 },
      rules,
    );
    expect(byDate.settlement).toEqual({ date: '2026-11-25' });
    expect(quoteFormCheckInput(value, rules).settlement).toEqual({ delta: 1 });
    expect(quoteFormCheckInput({ ...value, priceOverride: '100.25' }, rules).priceOverride).toBe('100.25');
    expect(
      quoteFormCheckInput({ ...value, priceOverride: '100.25' }, { ...rules, allowPriceOverride: false })
        .priceOverride,
    ).toBeNull();
    expect(
      quoteFormCheckInput(
        { ...value, pricing: { ...priced, fixedField: 'price' }, priceOverride: '100.25' },
        rules,
      ).priceOverride,
    ).toBeNull();
  });
});

describe('initialQuoteFormValue', () => {
  it('starts empty, BID, T+1, end of day, no RFQ; defaults in numbers and value fields win in that order', () => {
    expect(initialQuoteFormValue()).toEqual({
      bond: null,
      side: 'BID',
      firmness: 'FIRM',
      pricing: null,
      priceOverride: null,
      settleBy: 'delta',
      settlementDelta: 1,
      settlementDate: '',
      quantumText: '',
      counterparty: null,
      validity: 'END_OF_DAY',
      sendToRfq: false,
      clearingCorporation: 'NSCCL',
      rfqMode: 'OTM',
    });
    const value = initialQuoteFormValue(
      { bond, side: 'ASK', cleanPrice: 99.5, quantum: 2_50_00_000, validity: 'ONE_HOUR' },
      { side: 'BID', validity: undefined },
    );
    expect(value).toMatchObject({ bond, side: 'BID', quantumText: '2.5 Cr', validity: 'ONE_HOUR' });
    expect(value.pricing).toMatchObject({ fixedField: 'price', cleanPrice: 99.5, bondYield: null });
  });
});
