import { describe, expect, it } from 'vitest';
import { CannotBePricedError, createBondClient, createServerPricer } from '../../src/index';
import type { PricingRequest } from '../../src/pricing/index';

interface Recorded {
  path: string;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

function pricingClient(answer: unknown) {
  const recorded: Recorded[] = [];
  const client = createBondClient({
    apiBase: 'https://api.example',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      recorded.push({
        path: url.pathname.slice(1),
        body: JSON.parse(String(init?.body)) as unknown,
        signal: init?.signal,
      });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
    visibility: () => () => {},
    online: () => () => {},
  });
  return { client, recorded };
}

const priced = {
  price: { unit_clean_price: 99.8512, bond_yield: 0.075312, settlement_date: '2026-11-23' },
  can_be_priced: true,
  allow_price_modification: false,
};

const byYield: PricingRequest = {
  fixedField: 'yield',
  yieldFraction: 0.075312,
  tradeDate: '2026-11-20',
  settlementDelta: 1,
};

describe('createServerPricer', () => {
  it('asks for the consideration of a quantity in rupees of face value and reads it back with paise', async () => {
    const { client, recorded } = pricingClient({
      ...priced,
      consideration: { principal: 998512, accrued: 12345.67, total: 1010857.67 },
    });
    const quote = await createServerPricer(client, 7, { faceValue: 1000 }).price(
      { ...byYield, quantity: 1000 },
      { signal: new AbortController().signal },
    );
    expect(recorded[0]?.body).toEqual({
      fixed_field: 'yield',
      settlement_delta: 1,
      quantity: 10_00_000,
      bond_yield: 0.075312,
    });
    expect(quote.considerationDetails).toEqual({
      principal: 998512,
      accrued: 12345.67,
      total: 1010857.67,
      principalPaise: 99851200,
      accruedPaise: 1234567,
      totalPaise: 101085767,
    });
  });

  it("sends the fixed yield and the settlement delta, never a date, and reads the answer's yield in percent", async () => {
    const { client, recorded } = pricingClient(priced);
    const controller = new AbortController();
    const quote = await createServerPricer(client, 7).price(byYield, { signal: controller.signal });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.path).toBe('api/finstrument/7/price/');
    expect(recorded[0]?.body).toEqual({ fixed_field: 'yield', settlement_delta: 1, bond_yield: 0.075312 });
    expect(quote).toEqual({
      cleanPrice: 99.8512,
      bondYield: 7.5312,
      settlementDate: '2026-11-23',
      canBePriced: true,
      allowPriceModification: false,
      considerationDetails: null,
    });
  });

  it('sends a fixed clean price without a yield', async () => {
    const { client, recorded } = pricingClient(priced);
    await createServerPricer(client, 7).price(
      { fixedField: 'price', cleanPrice: 99.85, tradeDate: '2026-11-20', settlementDelta: 0 },
      { signal: new AbortController().signal },
    );
    expect(recorded[0]?.body).toEqual({ fixed_field: 'price', settlement_delta: 0, clean_price: 99.85 });
  });

  it('passes the abort signal on, so a superseded price is cancelled', async () => {
    const { client, recorded } = pricingClient(priced);
    const controller = new AbortController();
    await createServerPricer(client, 7).price(byYield, { signal: controller.signal });
    const sent = recorded[0]?.signal;
    expect(sent).toBeDefined();
    controller.abort();
    expect(sent?.aborted).toBe(true);
  });

  it('throws CannotBePricedError when the server cannot price the bond', async () => {
    const { client } = pricingClient({
      price: { unit_clean_price: null, bond_yield: null, settlement_date: null },
      can_be_priced: false,
      allow_price_modification: false,
    });
    const attempt = createServerPricer(client, 7).price(byYield, { signal: new AbortController().signal });
    await expect(attempt).rejects.toSatisfy((error) => CannotBePricedError.isInstance(error));
    await expect(attempt).rejects.toMatchObject({ reason: null, message: 'This bond cannot be priced.' });
  });

  it("carries the server's reason the bond cannot be priced, as its reason and message (issue 35)", async () => {
    const reason = { code: 'unsupported_terms', message: 'Cannot be priced: its terms are not supported.' };
    const { client } = pricingClient({
      price: { unit_clean_price: null, bond_yield: null, settlement_date: '2026-11-23' },
      can_be_priced: false,
      pricing_unavailable_reason: reason,
      allow_price_modification: false,
    });
    const attempt = createServerPricer(client, 7).price(byYield, { signal: new AbortController().signal });
    await expect(attempt).rejects.toMatchObject({
      code: 'cannot_be_priced',
      reason,
      message: reason.message,
    });
  });

  it('refuses a reason code the contract does not know', async () => {
    const { client } = pricingClient({
      price: { unit_clean_price: null, bond_yield: null, settlement_date: null },
      can_be_priced: false,
      pricing_unavailable_reason: { code: 'because', message: 'No.' },
      allow_price_modification: false,
    });
    const attempt = createServerPricer(client, 7).price(byYield, { signal: new AbortController().signal });
    await expect(attempt).rejects.toSatisfy((error) => !CannotBePricedError.isInstance(error));
  });
});
