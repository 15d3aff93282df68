import { requiredMessage, validationMessages } from '@bondkit/core/validation';
import { parseQuantum } from '../format/index';

// The quote form's rules (trading-and-chat section 5) in the core's words (`validationMessages`), checked
// without zod: the core's zod schemas cost about 30 kB gzip, more than half this widget's budget. The
// server validates the payload with those schemas and its field errors are shown per field, so a rule the
// page missed still reaches the user in the same words.

/** Most characters of a typed yield ('7.12345'). */
const maximumYieldCharacters = 7;
/** Most digits of a quantum. */
const maximumQuantumDigits = 12;

/** The quantum as typed ('2.5 Cr', '50 L', '1,00,000'): rupees, or the message saying why not. */
export function checkQuantum(text: string): { ok: true; value: number } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: validationMessages.required };
  const value = parseQuantum(text);
  if (value === undefined || !Number.isFinite(value))
    return { ok: false, message: validationMessages.number };
  if (value < 0) return { ok: false, message: validationMessages.negative };
  if (value === 0) return { ok: false, message: validationMessages.zero };
  if (String(Math.trunc(value)).length > maximumQuantumDigits) {
    return { ok: false, message: validationMessages.quantumDigits };
  }
  return { ok: true, value };
}

/** A settlement date from a date input (`YYYY-MM-DD`): required and a real calendar day. */
export function checkSettlementDate(text: string): string | undefined {
  if (text === '') return validationMessages.required;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return validationMessages.date;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? undefined : validationMessages.date;
}

/**
 * The quote form's price and yield rules on top of the pricing input's own: the fixed value is required,
 * a yield has at most 7 characters and is at most 100, a price at most 250.
 */
export function checkPricing(
  fixedField: 'yield' | 'price',
  cleanPrice: number | null,
  bondYield: number | null,
): string | undefined {
  if (fixedField === 'yield') {
    if (bondYield === null) return requiredMessage('Yield');
    if (bondYield < 0) return validationMessages.negative;
    if (bondYield > 100) return validationMessages.yieldAbove100;
    if (String(bondYield).length > maximumYieldCharacters) return validationMessages.yieldCharacters;
    return undefined;
  }
  if (cleanPrice === null) return requiredMessage('Price');
  if (cleanPrice < 0) return validationMessages.negative;
  if (cleanPrice > 250) return validationMessages.priceAbove250;
  return undefined;
}

/** A required choice (bond, counterparty). */
export function checkRequired(value: unknown): string | undefined {
  return value === null || value === undefined ? validationMessages.required : undefined;
}
