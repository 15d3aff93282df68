import { parseIsoDate } from './isoDate';
import { PricingError } from './PricingError';

// A quote sheet reprices many bonds for one settlement date: remember the last one parsed.
let lastText = '';
let lastDayNumber = 0;

export function parseSettlement(text: unknown): number {
  if (text === lastText && typeof text === 'string') return lastDayNumber;
  const dayNumber = parseIsoDate(text, 'settlementDate');
  lastText = text as string;
  lastDayNumber = dayNumber;
  return dayNumber;
}

export function requireFinite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PricingError('invalid_number', `${field} must be a finite number, got ${String(value)}.`);
  }
  return value;
}

export function requireCleanPrice(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new PricingError(
      'price_out_of_range',
      `cleanPrice must be a positive number, got ${String(value)}.`,
    );
  }
  return value;
}
