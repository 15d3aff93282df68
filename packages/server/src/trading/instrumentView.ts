import type { Bond } from '@bondkit/core';
import type { CatalogueInstrument } from './instrumentCatalogue';

/** How an instrument is structured, derived from its terms (a category of the client list). */
export function instrumentStructure(entry: CatalogueInstrument): string {
  const { row } = entry;
  if (row.convention === null) return 'FLOATING_RATE';
  if (row.extraTerms.calls?.length) return 'CALLABLE';
  if (row.extraTerms.puts?.length) return 'PUTABLE';
  if (row.extraTerms.couponSteps?.length) return 'STEP_UP';
  if (row.extraTerms.redemptions?.length) return 'AMORTISING';
  if (row.frequency === 0) return row.instrumentType === 'TBILL' ? 'DISCOUNT' : 'ZERO_COUPON';
  return 'PLAIN';
}

/** The rating grade without its agency (`CRISIL AA+` -> `AA+`). */
export function ratingGrade(rating: string | null): string | null {
  if (!rating) return null;
  const parts = rating.split(' ');
  return parts[parts.length - 1] ?? null;
}

/**
 * A bond as the API shows it: the spec's fields (id, display_name, available, identifiers.ISIN,
 * contract_parameters.is_listed and maturity_date) plus the contract's issuer, rating, coupon_rate,
 * is_disabled_isin and is_matured, and the terms a security page shows.
 */
export function bondView(entry: CatalogueInstrument, today: string): Bond {
  const { row } = entry;
  const isMatured = row.maturityDate <= today;
  return {
    id: row.id,
    display_name: row.displayName,
    available: row.isListed && !isMatured && !row.isDisabledIsin,
    identifiers: { ISIN: row.isin },
    contract_parameters: {
      is_listed: row.isListed,
      maturity_date: row.maturityDate,
      issue_date: row.issueDate,
      coupon_rate: row.couponRate,
      coupon_frequency: row.frequency,
      face_value: row.faceValue,
      convention: row.convention,
      secured: row.secured,
      calls: row.extraTerms.calls ?? [],
      puts: row.extraTerms.puts ?? [],
      coupon_steps: row.extraTerms.couponSteps ?? [],
      redemptions: row.extraTerms.redemptions ?? [],
      record_days: row.extraTerms.recordDays ?? 0,
    },
    issuer: entry.issuerName,
    issuer_type: entry.issuerType,
    sector: entry.sector,
    rating: row.rating,
    rating_agency: row.ratingAgency,
    coupon_rate: row.couponRate,
    instrument_type: row.instrumentType,
    structure: instrumentStructure(entry),
    is_liquid: row.isLiquid,
    is_disabled_isin: row.isDisabledIsin,
    is_matured: isMatured,
  };
}
