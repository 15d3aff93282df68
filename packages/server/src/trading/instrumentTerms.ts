import type { BondTerms } from '@bondkit/core/pricing';
import type { instruments } from '../database/schema/index';

/** An instrument row as stored. */
export type InstrumentRow = typeof instruments.$inferSelect;

/** The fields the pricing engine reads; the static part of an instrument row. */
export type InstrumentTermsSource = Pick<
  InstrumentRow,
  'couponRate' | 'frequency' | 'maturityDate' | 'issueDate' | 'faceValue' | 'convention' | 'extraTerms'
>;

/**
 * The engine's terms of an instrument, or null when the engine cannot price it (no convention: the
 * floating-rate bonds, whose future coupons are unknown).
 */
export function instrumentTerms(row: InstrumentTermsSource): BondTerms | null {
  if (row.convention === null) return null;
  const extra = row.extraTerms;
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
