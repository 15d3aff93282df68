import { describe, expect, it, vi } from 'vitest';
import {
  createPricingInput,
  priceFromYield,
  validatePricingText,
  yieldFromPrice,
} from '../../src/pricing/index';
import type { BondTerms, Pricer, PricingQuote, PricingRequest } from '../../src/pricing/index';
import { validationMessages } from '../../src/validation/messages';

const gsec: BondTerms = { couponRate: 7.26, frequency: 2, maturityDate: '2033-08-22', convention: 'GSEC' };
// Friday 5 April 2024: T+1 settles Monday 8 April, T+0 the same day.
const tradeDate = '2024-04-05';

describe('pricing input state machine', () => {
  it('reads a value below the threshold as a yield and prices it locally', () => {
    const input = createPricingInput({ bond: gsec, tradeDate });
    input.type('7.1');
    const { value, status } = input.getSnapshot();
    expect(status).toBe('priced');
    expect(value.fixedField).toBe('yield');
    expect(value.bondYield).toBe(7.1);
    expect(value.settlementDate).toBe('2024-04-08');
    const expected = priceFromYield(gsec, { settlementDate: '2024-04-08', yield: 7.1 }).cleanPrice;
    expect(value.cleanPrice).toBe(Math.round(expected * 1e4) / 1e4);
    expect(value).toMatchObject({
      canBePriced: true,
      allowPriceModification: true,
      considerationDetails: null,
    });
  });

  it('switches to price at or above the default threshold of 50 and computes the yield', () => {
    const input = createPricingInput({ bond: gsec, tradeDate });
    input.type('50');
    expect(input.getSnapshot().value.fixedField).toBe('price');
    input.type('101.5');
    const { value } = input.getSnapshot();
    expect(value.cleanPrice).toBe(101.5);
    const expected = yieldFromPrice(gsec, { settlementDate: '2024-04-08', cleanPrice: 101.5 }).yield;
    expect(value.bondYield).toBe(Math.round(expected * 1e4) / 1e4);
    input.type('49.99');
    expect(input.getSnapshot().value.fixedField).toBe('yield');
  });

  it('honours a configured threshold', () => {
    const input = createPricingInput({ bond: gsec, tradeDate, threshold: 30 });
    input.type('45');
    expect(input.getSnapshot().value.fixedField).toBe('price');
  });

  it('reprices when the settlement delta changes', () => {
    const input = createPricingInput({ bond: gsec, tradeDate, settlementDelta: 1 });
    input.type('7.1');
    const before = input.getSnapshot().value.cleanPrice;
    input.setSettlementDelta(0);
    expect(input.getSnapshot().value.settlementDate).toBe('2024-04-05');
    expect(input.getSnapshot().value.cleanPrice).not.toBe(before);
  });

  it('gives the consideration when a quantity is set', () => {
    const input = createPricingInput({ bond: gsec, tradeDate, quantity: 1000 });
    input.type('100');
    expect(input.getSnapshot().value.considerationDetails?.principal).toBe(100_000);
  });

  it('validates in the spec words', () => {
    const input = createPricingInput({ bond: gsec, tradeDate });
    input.type('');
    expect(input.getSnapshot()).toMatchObject({ status: 'invalid', error: 'Yield is required' });
    input.type('abc');
    expect(input.getSnapshot().error).toBe('Should be number');
    input.type('300');
    expect(input.getSnapshot().error).toBe('Should be less than 250');
    input.type('100.12345');
    expect(input.getSnapshot().error).toBe('Price step is 0.0001');
    expect(validatePricingText('', 'price')).toEqual({ ok: false, message: 'Price is required' });
    expect(validatePricingText('0.5', 'price')).toEqual({ ok: false, message: 'Price must be at least 1' });
    expect(validatePricingText('101', 'yield')).toEqual({ ok: false, message: 'Yield above 100%' });
    expect(validatePricingText('-1', 'yield')).toEqual({ ok: false, message: 'Cannot be negative' });
  });

  it('sends the remote pricer a 6-decimal yield fraction or a 4-decimal price, and ignores stale answers', async () => {
    const requests: PricingRequest[] = [];
    const resolvers: ((quote: PricingQuote) => void)[] = [];
    const signals: AbortSignal[] = [];
    const pricer: Pricer = {
      price(request, { signal }) {
        requests.push(request);
        signals.push(signal);
        return new Promise((resolve) => resolvers.push(resolve));
      },
    };
    const input = createPricingInput({ pricer, tradeDate });
    const listener = vi.fn();
    input.subscribe(listener);
    input.type('7.12345678');
    expect(input.getSnapshot().status).toBe('pricing');
    input.type('101.25');
    expect(requests[0]).toMatchObject({ fixedField: 'yield', yieldFraction: 0.071235, settlementDelta: 1 });
    expect(requests[0]?.cleanPrice).toBeUndefined();
    expect(requests[1]).toMatchObject({ fixedField: 'price', cleanPrice: 101.25 });
    expect(signals[0]?.aborted).toBe(true);
    const quote = {
      settlementDate: '2024-04-08',
      canBePriced: true,
      allowPriceModification: false,
      considerationDetails: null,
    };
    resolvers[1]?.({ ...quote, cleanPrice: 101.25, bondYield: 7.0012 });
    resolvers[0]?.({ ...quote, cleanPrice: 99, bondYield: 7.12345678 });
    await Promise.resolve();
    await Promise.resolve();
    expect(input.getSnapshot().value).toMatchObject({
      cleanPrice: 101.25,
      bondYield: 7.0012,
      allowPriceModification: false,
    });
    expect(listener).toHaveBeenCalled();
  });

  it('keeps the typed number and drops the old counterpart while a price is pending, invalid or failed', async () => {
    let fail = false;
    const resolvers: ((quote: PricingQuote) => void)[] = [];
    const pricer: Pricer = {
      price: () =>
        fail
          ? Promise.reject(new Error('Bond not priceable'))
          : new Promise((resolve) => resolvers.push(resolve)),
    };
    const input = createPricingInput({ pricer, tradeDate, quantity: 100 });
    input.type('7.1');
    resolvers[0]?.({
      cleanPrice: 99.5,
      bondYield: 7.1,
      settlementDate: '2024-04-08',
      canBePriced: true,
      allowPriceModification: true,
      considerationDetails: null,
    });
    await Promise.resolve();
    expect(input.getSnapshot().value).toMatchObject({ bondYield: 7.1, cleanPrice: 99.5 });
    input.type('7.25');
    expect(input.getSnapshot().status).toBe('pricing');
    expect(input.getSnapshot().value).toMatchObject({
      fixedField: 'yield',
      bondYield: 7.25,
      cleanPrice: null,
      considerationDetails: null,
    });
    input.type('abc');
    expect(input.getSnapshot().value).toMatchObject({ bondYield: null, cleanPrice: null });
    fail = true;
    input.type('7.3');
    await Promise.resolve();
    await Promise.resolve();
    expect(input.getSnapshot().status).toBe('error');
    expect(input.getSnapshot().value).toMatchObject({ bondYield: 7.3, cleanPrice: null, canBePriced: false });
    input.setSettlementDelta(0);
    expect(input.getSnapshot().value.settlementDate).toBeNull();
  });

  it('reports a pricer failure as an error state that cannot be priced', async () => {
    const pricer: Pricer = { price: () => Promise.reject(new Error('Bond not priceable')) };
    const input = createPricingInput({ pricer, tradeDate });
    input.type('7');
    await Promise.resolve();
    await Promise.resolve();
    expect(input.getSnapshot()).toMatchObject({ status: 'error', error: 'Bond not priceable' });
    expect(input.getSnapshot().value.canBePriced).toBe(false);
  });

  it('ignores typing while disabled and switches the fixed field on request', () => {
    const input = createPricingInput({ bond: gsec, tradeDate });
    input.type('7.1');
    const price = input.getSnapshot().value.cleanPrice;
    input.setFixedField('price');
    expect(input.getSnapshot().value.fixedField).toBe('price');
    expect(input.getSnapshot().text).toBe(String(price));
    input.setDisabled(true);
    input.type('8');
    expect(input.getSnapshot().text).toBe(String(price));
  });
});

describe('validatePricingText messages', () => {
  it("are validationMessages' words, the ones the forms and the server use", () => {
    const messageOf = (text: string, field: 'price' | 'yield') => {
      const result = validatePricingText(text, field);
      return result.ok ? null : result.message;
    };
    expect(messageOf('abc', 'yield')).toBe(validationMessages.number);
    expect(messageOf('-1', 'price')).toBe(validationMessages.negative);
    expect(messageOf('100.5', 'yield')).toBe(validationMessages.yieldAbove100);
    expect(messageOf('250.5', 'price')).toBe(validationMessages.priceAbove250);
  });
});
