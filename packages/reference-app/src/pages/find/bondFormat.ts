import type { Bond } from '@bondkit/core';
import { codeLabel } from './bondLabels';

/** '7.18%' or '—'. */
export function formatCoupon(bond: Pick<Bond, 'coupon_rate'>): string {
  return bond.coupon_rate === null ? '—' : `${bond.coupon_rate.toFixed(2)}%`;
}

/** Listing status words for a bond row. */
export function bondStatus(bond: Bond): string {
  if (bond.is_matured) return 'Matured';
  if (!bond.contract_parameters.is_listed) return 'Unlisted';
  if (bond.is_disabled_isin) return 'ISIN disabled';
  return 'Listed';
}

/** A bond's rating as a reader reads it: 'AAA', 'AA+', 'Sovereign' (never the code SOVEREIGN), or '—'. */
export function formatRating(rating: string | null | undefined): string {
  return rating ? codeLabel('rating', rating) : '—';
}
