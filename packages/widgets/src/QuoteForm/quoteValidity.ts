import { endOfIndianTradeDate } from '@bondkit/core/calendars';

/** How long a quote stands; `validity` of the EOI payload and the expiry derived from it. */
export type QuoteValidity = 'END_OF_DAY' | 'ONE_HOUR' | 'THIRTY_MINUTES' | 'UNTIL_CANCELLED';

export const quoteValidityOptions: readonly { value: QuoteValidity; label: string }[] = [
  { value: 'END_OF_DAY', label: 'End of day' },
  { value: 'ONE_HOUR', label: '1 hour' },
  { value: 'THIRTY_MINUTES', label: '30 minutes' },
  { value: 'UNTIL_CANCELLED', label: 'Until cancelled' },
];

/**
 * When a quote of `validity` made at `now` expires: the end of the Indian trading day (23:59:59 IST), an hour
 * or half an hour later, or never (null).
 */
export function quoteExpiry(validity: QuoteValidity, now: Date): Date | null {
  switch (validity) {
    case 'ONE_HOUR':
      return new Date(now.getTime() + 60 * 60_000);
    case 'THIRTY_MINUTES':
      return new Date(now.getTime() + 30 * 60_000);
    case 'UNTIL_CANCELLED':
      return null;
    case 'END_OF_DAY':
      return endOfIndianTradeDate(now);
  }
}
