import type { Bond } from '@bondkit/core';

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
