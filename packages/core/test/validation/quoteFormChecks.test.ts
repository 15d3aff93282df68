import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { FieldCheckResult } from '../../src/validation/fieldCheckResult';
import { checkSettlementDate, isIsoDate, settlementDateSchema } from '../../src/validation/dateFields';
import { checkOptionalNumber, checkRequiredNumber, notNegative } from '../../src/validation/numberField';
import {
  checkQuantum,
  checkQuotePrice,
  checkQuoteYield,
  quantumSchema,
  quotePriceSchema,
  quoteYieldSchema,
} from '../../src/validation/quoteFormFields';
import { specMessages, specRequiredMessage } from '../../src/validation/specMessages';
import { requiredMessage, validationMessages } from '../../src/validation/messages';

// The quote form checks its fields with the plain checks (no zod in its bundle); the server and the contract
// parse with the schemas. Both must give the same value or the same message for every input.
const inputs: unknown[] = [
  '7.1234',
  '7.12345',
  '7.123456',
  7.123456,
  0,
  '0',
  '0.0',
  '100',
  '100.0001',
  100.0001,
  '249.9999',
  '250',
  '250.01',
  251,
  '-1',
  -0.5,
  '1 Cr',
  'abc',
  '1e3',
  '0x10',
  'Infinity',
  Number.POSITIVE_INFINITY,
  Number.NaN,
  '1,00,000',
  '100000000000',
  '999999999999',
  '1000000000000',
  1e12,
  1e30,
  ' 42 ',
  '.5',
  '5.',
  '+3',
  '',
  '   ',
  undefined,
  null,
  true,
  {},
  [],
];

function schemaAnswer(schema: z.ZodMiniType, input: unknown): FieldCheckResult<unknown> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? '' };
}

describe('the quote form checks without zod', () => {
  it.each([
    ['yield', checkQuoteYield, quoteYieldSchema],
    ['price', checkQuotePrice, quotePriceSchema],
    ['quantum', checkQuantum, quantumSchema],
  ] as const)('%s: the same answer as its schema for every input', (_name, check, schema) => {
    for (const input of inputs) expect([input, check(input)]).toEqual([input, schemaAnswer(schema, input)]);
  });

  it('give the spec messages', () => {
    expect(checkQuoteYield('100.0001')).toEqual({ ok: false, message: 'Yield above 100%' });
    expect(checkQuoteYield('7.123456')).toEqual({ ok: false, message: 'Should be at most 7 characters' });
    expect(checkQuotePrice('251')).toEqual({ ok: false, message: 'Should be less than 250' });
    expect(checkQuotePrice('250')).toEqual({ ok: true, value: 250 });
    expect(checkQuantum('0')).toEqual({ ok: false, message: 'Cannot be zero' });
    expect(checkQuantum('-5')).toEqual({ ok: false, message: 'Cannot be negative' });
    expect(checkQuantum('1000000000000')).toEqual({ ok: false, message: 'Should be at most 12 digits' });
    expect(checkQuantum('abc')).toEqual({ ok: false, message: 'Should be number' });
    expect(checkQuantum('')).toEqual({ ok: false, message: 'This field is required' });
    expect(checkQuantum(' 2500000 ')).toEqual({ ok: true, value: 2_500_000 });
  });

  it('read a number field as the schemas do: a field name in the required message, empty allowed when optional', () => {
    expect(checkRequiredNumber('', [], { field: 'Quantity' })).toEqual({
      ok: false,
      message: 'Quantity is required',
    });
    expect(checkRequiredNumber('1e3')).toEqual({ ok: false, message: 'Should be number' });
    expect(checkOptionalNumber('  ', [notNegative])).toEqual({ ok: true, value: undefined });
    expect(checkOptionalNumber(null, [notNegative])).toEqual({ ok: true, value: undefined });
    expect(checkOptionalNumber('-1', [notNegative])).toEqual({ ok: false, message: 'Cannot be negative' });
    expect(checkOptionalNumber('3.5', [notNegative])).toEqual({ ok: true, value: 3.5 });
  });
});

describe('the settlement date check without zod', () => {
  it('accepts exactly the dates z.iso.date() accepts', () => {
    const zodDate = z.iso.date();
    const texts: string[] = [];
    // Every day number 00 to 32 of every month 00 to 13, in leap and common years and the century rules.
    for (const year of ['0000', '1900', '2000', '2023', '2024', '2026', '2100', '2400', '9999'])
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1)
          texts.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    texts.push('2026-1-05', '2026-01-5', '26-01-05', '2026/01/05', '2026-01-05T00:00', ' 2026-01-05', '');
    texts.push('２０２６-01-05', '2026-01-05\n', '+2026-01-05', '20260-01-05');
    for (const text of texts)
      expect([text, isIsoDate(text)]).toEqual([text, zodDate.safeParse(text).success]);
  });

  it('gives the same answer as settlementDateSchema', () => {
    const dates: unknown[] = [
      '2026-11-25',
      ' 2026-11-25 ',
      '2026-02-29',
      '2024-02-29',
      '2026-13-01',
      'tomorrow',
      '',
      '  ',
      undefined,
      null,
      new Date(2026, 10, 25),
      new Date(Number.NaN),
      20261125,
    ];
    for (const input of dates)
      expect([input, checkSettlementDate(input)]).toEqual([input, schemaAnswer(settlementDateSchema, input)]);
    expect(checkSettlementDate('2026-02-29')).toEqual({ ok: false, message: 'Please enter a valid date' });
    expect(checkSettlementDate(undefined)).toEqual({ ok: false, message: 'This field is required' });
    expect(checkSettlementDate(new Date(2026, 10, 25))).toEqual({ ok: true, value: '2026-11-25' });
  });
});

describe('the spec messages', () => {
  it('are one table, read without zod by the quote form and with its English messages by the schemas', () => {
    expect(validationMessages).toBe(specMessages);
    expect(requiredMessage('Quantity')).toBe(specRequiredMessage('Quantity'));
    expect(requiredMessage()).toBe('This field is required');
    expect(requiredMessage('')).toBe('This field is required');
  });
});
