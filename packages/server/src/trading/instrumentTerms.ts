import { goiFrbTerms, type BondTerms } from '@bondkit/core/pricing';
import type { instruments } from '../database/schema/index';

/** An instrument row as stored. */
export type InstrumentRow = typeof instruments.$inferSelect;

/** The fields the pricing engine reads; the static part of an instrument row. */
export type InstrumentTermsSource = Pick<
  InstrumentRow,
  'couponRate' | 'frequency' | 'maturityDate' | 'issueDate' | 'faceValue' | 'convention' | 'extraTerms'
>;

/**
 * The engine's terms of an instrument, or null when the engine cannot price it (no convention and no
 * floating-rate terms: a floating-rate bond stored without its resets).
 */
export function instrumentTerms(row: InstrumentTermsSource): BondTerms | null {
  const extra = row.extraTerms;
  // A GOI FRB prices as a G-sec on its known coupons (the last reset carried forward, as FRBs are quoted).
  if (extra.floatingRate)
    return goiFrbTerms({
      spread: extra.floatingRate.spread,
      maturityDate: row.maturityDate,
      issueDate: row.issueDate,
      resets: extra.floatingRate.resets,
      ...(extra.recordDays ? { recordDays: extra.recordDays } : {}),
    });
  if (row.convention === null) return null;
  return {
    couponRate: row.couponRate,
    frequency: row.frequency as BondTerms['frequency'],
    maturityDate: row.maturityDate,
    issueDate: row.issueDate,
    faceValue: row.faceValue,
    convention: row.convention as Extract<BondTerms['convention'], string>,
    ...(extra.redemptions ? { redemptions: extra.redemptions } : {}),
    ...(extra.couponSteps ? { couponSteps: extra.couponSteps } : {}),
    ...(extra.calls ? { calls: extra.calls } : {}),
    ...(extra.puts ? { puts: extra.puts } : {}),
    ...(extra.recordDays ? { recordDays: extra.recordDays } : {}),
  };
}
