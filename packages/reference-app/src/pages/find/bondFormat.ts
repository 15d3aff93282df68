import type { Bond } from '@bondkit/core';

/** '7.18%' or '—'. */
export function formatCoupon(bond: Pick<Bond, 'coupon_rate'>): string {
  return bond.coupon_rate === null ? '—' : `${bond.coupon_rate.toFixed(2)}%`;
}

/** '15 Mar 2031' from an ISO date, in Indian English. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Listing status words for a bond row. */
export function bondStatus(bond: Bond): string {
  if (bond.is_matured) return 'Matured';
  if (!bond.contract_parameters.is_listed) return 'Unlisted';
  if (bond.is_disabled_isin) return 'ISIN disabled';
  return 'Listed';
}
