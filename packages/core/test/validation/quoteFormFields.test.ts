import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { createTradeTimeSchema, settlementDateSchema } from '../../src/validation/dateFields';
import {
  optionalQuotePriceSchema,
  optionalQuoteYieldSchema,
  quantumSchema,
  quotePriceSchema,
  quoteYieldSchema,
} from '../../src/validation/quoteFormFields';

function firstMessage(schema: z.ZodMiniType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const required = 'This field is required';

describe('quote yield', () => {
  it.each([
    ['7.1234', undefined],
    [0, undefined],
    ['100', undefined],
    [100, undefined],
    ['100.0', undefined],
    ['100.0001', 'Yield above 100%'],
    [100.0001, 'Yield above 100%'],
    ['7.12345', undefined],
    ['7.123456', 'Should be at most 7 characters'],
    [7.123456, 'Should be at most 7 characters'],
    ['-1', 'Cannot be negative'],
    ['abc', 'Should be number'],
    ['', required],
    [undefined, required],
  ])('%j gives %j', (input, message) => {
    expect(firstMessage(quoteYieldSchema, input)).toBe(message);
  });

  it('outputs a number', () => {
    expect(quoteYieldSchema.parse('7.5')).toBe(7.5);
  });

  it('has an optional variant with the same bounds', () => {
    expect(optionalQuoteYieldSchema.parse('')).toBeUndefined();
    expect(optionalQuoteYieldSchema.parse(undefined)).toBeUndefined();
    expect(optionalQuoteYieldSchema.parse('8.25')).toBe(8.25);
    expect(firstMessage(optionalQuoteYieldSchema, '101')).toBe('Yield above 100%');
    expect(firstMessage(optionalQuoteYieldSchema, '-2')).toBe('Cannot be negative');
    expect(firstMessage(optionalQuoteYieldSchema, '7.123456')).toBe('Should be at most 7 characters');
    expect(firstMessage(optionalQuoteYieldSchema, 'x')).toBe('Should be number');
  });
});

describe('quote price', () => {
  it.each([
    ['0', undefined],
    ['99.1234', undefined],
    ['250', undefined],
    [250, undefined],
    ['250.0001', 'Should be less than 250'],
    [251, 'Should be less than 250'],
    ['-0.5', 'Cannot be negative'],
    ['1,000', 'Should be number'],
    ['', required],
  ])('%j gives %j', (input, message) => {
    expect(firstMessage(quotePriceSchema, input)).toBe(message);
  });

  it('has an optional variant with the same bounds', () => {
    expect(optionalQuotePriceSchema.parse(null)).toBeUndefined();
    expect(optionalQuotePriceSchema.parse('101.5')).toBe(101.5);
    expect(firstMessage(optionalQuotePriceSchema, '300')).toBe('Should be less than 250');
    expect(firstMessage(optionalQuotePriceSchema, '-1')).toBe('Cannot be negative');
  });
});

describe('quantum', () => {
  it.each([
    ['1', undefined],
    ['999999999999', undefined],
    [999999999999, undefined],
    ['1000000000000', 'Should be at most 12 digits'],
    [1000000000000, 'Should be at most 12 digits'],
    // Printed as '1e+30': three digits as text, so the value itself is bounded too.
    [1e30, 'Should be at most 12 digits'],
    ['12345678901.5', undefined],
    ['123456789012.5', 'Should be at most 12 digits'],
    ['0', 'Cannot be zero'],
    ['0.00', 'Cannot be zero'],
    ['-5', 'Cannot be negative'],
    ['five', 'Should be number'],
    ['', required],
  ])('%j gives %j', (input, message) => {
    expect(firstMessage(quantumSchema, input)).toBe(message);
  });
});

describe('trade time', () => {
  const now = new Date('2025-03-10T10:00:00.000Z');
  const schema = createTradeTimeSchema({ now: () => now });

  it.each([
    [new Date('2025-03-10T09:59:59.999Z'), undefined],
    [new Date('2025-03-10T10:00:00.000Z'), undefined],
    ['2025-03-10T15:29:00+05:30', undefined],
    [new Date('2025-03-10T10:00:00.001Z'), 'Trade time cannot be later than the current time.'],
    ['2025-03-10T15:31:00+05:30', 'Trade time cannot be later than the current time.'],
    ['2025-03-10T09:00:00', 'Please enter a valid date'],
    ['yesterday', 'Please enter a valid date'],
    [new Date(Number.NaN), 'Please enter a valid date'],
    ['', required],
    [undefined, required],
  ])('%j gives %j', (input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('reads the clock at each parse', () => {
    let clock = new Date('2025-01-01T00:00:00Z');
    const moving = createTradeTimeSchema({ now: () => clock });
    const tradeTime = '2025-02-01T00:00:00Z';
    expect(moving.safeParse(tradeTime).success).toBe(false);
    clock = new Date('2025-03-01T00:00:00Z');
    expect(moving.parse(tradeTime)).toEqual(new Date(tradeTime));
  });

  it('defaults to the real clock', () => {
    const schema = createTradeTimeSchema();
    expect(schema.safeParse(new Date(Date.now() - 60_000)).success).toBe(true);
    expect(firstMessage(schema, new Date(Date.now() + 60_000))).toBe(
      'Trade time cannot be later than the current time.',
    );
  });
});

describe('settlement date', () => {
  it.each([
    ['2025-03-10', undefined],
    ['2024-02-29', undefined],
    ['2025-02-29', 'Please enter a valid date'],
    ['2025-13-01', 'Please enter a valid date'],
    ['10/03/2025', 'Please enter a valid date'],
    [20250310, 'Please enter a valid date'],
    [new Date(Number.NaN), 'Please enter a valid date'],
    ['', required],
    [null, required],
  ])('%j gives %j', (input, message) => {
    expect(firstMessage(settlementDateSchema, input)).toBe(message);
  });

  it('outputs YYYY-MM-DD, reading a Date in local time', () => {
    expect(settlementDateSchema.parse(new Date(2025, 2, 9))).toBe('2025-03-09');
    expect(settlementDateSchema.parse(' 2025-03-10 ')).toBe('2025-03-10');
  });
});
