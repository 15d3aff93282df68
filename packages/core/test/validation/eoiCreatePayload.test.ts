import { describe, expect, it } from 'vitest';
import { BondkitError } from '../../src/errors/BondkitError';
import { PayloadValidationError } from '../../src/validation/PayloadValidationError';
import { assembleEoiCreatePayload, eoiCreateDefaults } from '../../src/validation/assembleEoiCreatePayload';
import { buildEoiCreatePayload, eoiCreatePayloadSchema } from '../../src/validation/eoiCreatePayload';

function issueMessages(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (PayloadValidationError.isInstance(error))
      return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw error;
  }
  throw new Error('expected a PayloadValidationError');
}

describe('buildEoiCreatePayload', () => {
  it('fills the spec defaults', () => {
    expect(buildEoiCreatePayload({ finstrumentId: 9, quantum: 500000, yieldPercent: 7.25 })).toEqual({
      finstrument_id: 9,
      quantum: 500000,
      quote_type: 'BID',
      source: 'WEBSITE',
      state: 'DEFAULT',
      whatsapp_consent: false,
      is_best: false,
      send_to_rfq: false,
      price_overridden: false,
      firmness: 'FIRM',
      yield_stored: 0.0725,
      fixed_field: 'yield',
    });
  });

  it('keeps a given quote type, source and state', () => {
    const payload = buildEoiCreatePayload({
      finstrumentId: 9,
      quantum: 1,
      quoteType: 'ASK',
      source: 'UPLOAD',
      state: 'DRAFT',
      cleanPrice: 100,
    });
    expect(payload).toMatchObject({
      quote_type: 'ASK',
      source: 'UPLOAD',
      state: 'DRAFT',
      fixed_field: 'price',
    });
  });

  it('sends the yield as a fraction with 6 decimals and the price with 4', () => {
    const payload = buildEoiCreatePayload({
      finstrumentId: 1,
      quantum: 10,
      yieldPercent: 7.12345678,
      cleanPrice: 101.123456,
      fixedField: 'yield',
    });
    expect(payload.yield_stored).toBe(0.071235);
    expect(payload.unit_price_stored).toBe(101.1235);
    expect(payload.fixed_field).toBe('yield');
    const exact = buildEoiCreatePayload({
      finstrumentId: 1,
      quantum: 10,
      yieldPercent: 7.1234,
      cleanPrice: 1.00005,
    });
    expect(exact.yield_stored).toBe(0.071234);
    expect(exact.unit_price_stored).toBe(1.0001);
    expect(buildEoiCreatePayload({ finstrumentId: 1, quantum: 10, yieldPercent: 100 }).yield_stored).toBe(1);
  });

  it('converts dates', () => {
    const payload = buildEoiCreatePayload({
      finstrumentId: 1,
      quantum: 10,
      settlementDate: new Date(2025, 2, 12),
      expiresAt: new Date('2025-03-12T10:00:00.000Z'),
    });
    expect(payload.settlement).toBe('2025-03-12');
    expect(payload.expiry_date_stored).toBe('2025-03-12T10:00:00.000Z');
  });

  it('rejects a settlement date together with a settlement delta', () => {
    expect(
      issueMessages(() =>
        buildEoiCreatePayload({
          finstrumentId: 1,
          quantum: 10,
          settlementDate: '2025-03-12',
          settlementDelta: 1,
        }),
      ),
    ).toEqual(['settlement_delta: Send either a settlement date or a settlement delta, not both.']);
    expect(
      buildEoiCreatePayload({ finstrumentId: 1, quantum: 10, settlementDelta: 1 }).settlement_delta,
    ).toBe(1);
    expect(
      buildEoiCreatePayload({
        finstrumentId: 1,
        quantum: 10,
        settlementDate: '2025-03-12',
        settlementDelta: null,
      }).settlement,
    ).toBe('2025-03-12');
  });

  it('rejects a response EOI carrying both price and yield', () => {
    expect(
      issueMessages(() =>
        buildEoiCreatePayload({
          finstrumentId: 1,
          quantum: 10,
          respondEoiId: 5,
          cleanPrice: 100,
          yieldPercent: 7,
        }),
      ),
    ).toEqual(['yield_stored: A response quote cannot carry both a price and a yield.']);
    expect(
      buildEoiCreatePayload({ finstrumentId: 1, quantum: 10, respondEoiId: 5, cleanPrice: 100 }),
    ).toMatchObject({
      respond_eoi_id: 5,
      unit_price_stored: 100,
    });
    // A quote that is not a response may carry both.
    expect(
      buildEoiCreatePayload({
        finstrumentId: 1,
        quantum: 10,
        cleanPrice: 100,
        yieldPercent: 7,
        fixedField: 'price',
      }),
    ).toMatchObject({ unit_price_stored: 100, yield_stored: 0.07 });
  });

  it.each([
    [{ quantum: 0 }, 'quantum: Cannot be zero'],
    [{ quantum: -1 }, 'quantum: Cannot be negative'],
    [{ quantum: 1e12 }, 'quantum: Should be at most 12 digits'],
    [{ cleanPrice: 250.0001 }, 'unit_price_stored: Should be less than 250'],
    [{ cleanPrice: -1 }, 'unit_price_stored: Cannot be negative'],
    [{ yieldPercent: 100.0001 }, 'yield_stored: Yield above 100%'],
    [{ finstrumentId: 0 }, 'finstrument_id: Too small: expected number to be >0'],
  ])('rejects %j', (override, message) => {
    const [first] = issueMessages(() =>
      buildEoiCreatePayload({ finstrumentId: 1, quantum: 10, ...override }),
    );
    expect(first).toBe(message);
  });

  it('sends an overridden price with the yield it overrides, the yield fixed', () => {
    expect(
      buildEoiCreatePayload({
        finstrumentId: 1,
        quantum: 10,
        yieldPercent: 7.1,
        cleanPrice: 100.5,
        priceOverridden: true,
      }),
    ).toMatchObject({
      unit_price_stored: 100.5,
      yield_stored: 0.071,
      fixed_field: 'yield',
      price_overridden: true,
    });
  });

  it.each([
    [
      { yieldPercent: 7.1 },
      'unit_price_stored: An overridden price needs the price and the yield it overrides.',
    ],
    [{ cleanPrice: 100.5 }, 'yield_stored: An overridden price needs the price and the yield it overrides.'],
    [
      { cleanPrice: 100.5, yieldPercent: 7.1, fixedField: 'price' as const },
      'fixed_field: Only a price computed from a yield can be overridden.',
    ],
  ])('refuses an override of %j', (values, message) => {
    expect(
      issueMessages(() =>
        buildEoiCreatePayload({ finstrumentId: 1, quantum: 10, priceOverridden: true, ...values }),
      ),
    ).toEqual([message]);
  });

  it('throws a BondkitError with a readable message', () => {
    try {
      buildEoiCreatePayload({ finstrumentId: 1, quantum: 0 });
      expect.unreachable();
    } catch (error) {
      expect(BondkitError.isInstance(error)).toBe(true);
      expect((error as PayloadValidationError).code).toBe('invalid_payload');
      expect((error as Error).message).toBe('Invalid EOI create payload: Cannot be zero (quantum)');
    }
  });
});

describe('eoiCreatePayloadSchema (server side)', () => {
  it('rejects a yield fraction with more than 6 decimals and a price with more than 4', () => {
    const base = { finstrument_id: 1, quantum: 10 };
    expect(eoiCreatePayloadSchema.safeParse({ ...base, yield_stored: 0.0712345 }).success).toBe(false);
    expect(eoiCreatePayloadSchema.safeParse({ ...base, yield_stored: 0.071234 }).success).toBe(true);
    expect(eoiCreatePayloadSchema.safeParse({ ...base, unit_price_stored: 100.12345 }).success).toBe(false);
    expect(eoiCreatePayloadSchema.safeParse({ ...base, unit_price_stored: 100.1234 }).success).toBe(true);
  });

  it('rejects an unknown quote type and drops unknown fields', () => {
    expect(
      eoiCreatePayloadSchema.safeParse({ finstrument_id: 1, quantum: 10, quote_type: 'SELL' }).success,
    ).toBe(false);
    expect(eoiCreatePayloadSchema.parse({ finstrument_id: 1, quantum: 10, hack: true })).not.toHaveProperty(
      'hack',
    );
  });
});

describe('assembleEoiCreatePayload (the quote form sends it; the server checks it)', () => {
  const inputs = [
    { finstrumentId: 9, quantum: 500000, yieldPercent: 7.25 },
    { finstrumentId: 9, quantum: 1, quoteType: 'ASK', source: 'UPLOAD', state: 'DRAFT', cleanPrice: 100 },
    { finstrumentId: 1, quantum: 10, yieldPercent: 7.12345678, cleanPrice: 101.123456, fixedField: 'yield' },
    {
      finstrumentId: 3,
      quantum: 2_50_00_000,
      cleanPrice: 99.5,
      yieldPercent: 7.1,
      priceOverridden: true,
      settlementDate: new Date(2026, 10, 25),
      expiresAt: new Date('2026-11-25T10:00:00Z'),
      sendToRfq: true,
      clearingCorporation: 'ICCL',
      rfqMode: 'OTO',
      otoParticipantDetails: { participant_code: 'I1', name: 'Acme' },
      userAccountId: 5,
      endClientId: 9,
      firmness: 'INDICATIVE',
      whatsappConsent: true,
      isBest: true,
    },
    { finstrumentId: 4, quantum: 100, settlementDelta: 1, validity: 'UNTIL_CANCELLED', expiresAt: null },
  ] as const satisfies readonly Parameters<typeof assembleEoiCreatePayload>[0][];

  it('is what buildEoiCreatePayload checks and returns, for every valid quote', () => {
    for (const input of inputs) {
      const assembled = assembleEoiCreatePayload(input);
      expect(assembled).toEqual(buildEoiCreatePayload(input));
      expect(eoiCreatePayloadSchema.parse(assembled)).toEqual(assembled);
    }
  });

  it("fills the spec's defaults, the ones the schema fills", () => {
    expect(assembleEoiCreatePayload({ finstrumentId: 9, quantum: 1 })).toEqual({
      finstrument_id: 9,
      quantum: 1,
      ...eoiCreateDefaults,
    });
    expect(eoiCreatePayloadSchema.parse({ finstrument_id: 9, quantum: 1 })).toEqual({
      finstrument_id: 9,
      quantum: 1,
      ...eoiCreateDefaults,
    });
    expect(eoiCreateDefaults).toEqual({
      quote_type: 'BID',
      source: 'WEBSITE',
      whatsapp_consent: false,
      state: 'DEFAULT',
      is_best: false,
      send_to_rfq: false,
      price_overridden: false,
      firmness: 'FIRM',
    });
  });

  it("checks nothing: a broken rule is the schema's to report (buildEoiCreatePayload, the server)", () => {
    const both = { finstrumentId: 1, quantum: 10, settlementDate: '2026-11-25', settlementDelta: 1 };
    expect(assembleEoiCreatePayload(both)).toMatchObject({ settlement: '2026-11-25', settlement_delta: 1 });
    expect(issueMessages(() => buildEoiCreatePayload(both))).toEqual([
      'settlement_delta: Send either a settlement date or a settlement delta, not both.',
    ]);
  });
});
