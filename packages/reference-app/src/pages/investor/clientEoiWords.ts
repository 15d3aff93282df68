import type { ClientEoi, ClientEoiStatus } from '@bondkit/core';
import { formatCleanPrice, formatYieldFraction } from '../security/marketFormat';

/** Where a request stands, in words (never the code). */
export const clientEoiStatusWords: Readonly<Record<ClientEoiStatus, string>> = {
  OPEN: 'Waiting for a quote',
  QUOTED: 'Quote received',
  ACCEPTED: 'Accepted: order placed',
  WITHDRAWN: 'Withdrawn',
  EXPIRED: 'Expired',
};

/** Where a client's request stands, as the broker's desk reads it. */
export const brokerClientEoiStatusWords: Readonly<Record<ClientEoiStatus, string>> = {
  OPEN: 'Waiting for your quote',
  QUOTED: 'Quoted',
  ACCEPTED: 'Accepted by the client: order placed',
  WITHDRAWN: 'Withdrawn by the client',
  EXPIRED: 'Expired',
};

/** The client's side: a bid is a buy, an ask a sell. */
export function clientSide(eoi: Pick<ClientEoi, 'quote_type'>): 'buy' | 'sell' {
  return eoi.quote_type === 'BID' ? 'buy' : 'sell';
}

/** The client's level: 'at 7.2000%', 'at 99.5000', or 'Best price' for a plain request for a quote. */
export function clientLevelText(eoi: Pick<ClientEoi, 'unit_price_stored' | 'yield_stored'>): string {
  if (eoi.yield_stored !== null) return `At ${formatYieldFraction(eoi.yield_stored)}`;
  if (eoi.unit_price_stored !== null) return `At ${formatCleanPrice(eoi.unit_price_stored)}`;
  return 'Best price';
}

/** A time of day in India: '10:42 IST'. */
export function indianTimeText(iso: string): string {
  const time = new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });
  return `${time} IST`;
}

/** A quote as one line: '99.2500 · 7.2000%'. */
export function quoteText(quote: NonNullable<ClientEoi['quote']>): string {
  return quote.bond_yield === null
    ? formatCleanPrice(quote.unit_clean_price)
    : `${formatCleanPrice(quote.unit_clean_price)} · ${formatYieldFraction(quote.bond_yield)}`;
}
