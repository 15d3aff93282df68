import type { InventoryPosition } from '@bondkit/core';
import { codeLabel } from '../find/bondLabels';

/** The whole book's figures: sums of the lines that could be valued, and the value-weighted duration. */
export interface InventoryTotals {
  holdings: number;
  faceValue: number;
  marketValue: number;
  accruedValue: number;
  consideration: number;
  costValue: number;
  unrealisedPnl: number;
  pv01: number;
  /** Modified duration of the book, weighted by each line's consideration; null when nothing is valued. */
  modifiedDuration: number | null;
  /** Lines the engine could not value (matured or unpriceable), left out of the money totals. */
  unvalued: number;
}

const paise = (value: number) => Math.round(value * 100) / 100;

export function inventoryTotals(positions: readonly InventoryPosition[]): InventoryTotals {
  let weighted = 0;
  let weight = 0;
  const totals: InventoryTotals = {
    holdings: positions.length,
    faceValue: 0,
    marketValue: 0,
    accruedValue: 0,
    consideration: 0,
    costValue: 0,
    unrealisedPnl: 0,
    pv01: 0,
    modifiedDuration: null,
    unvalued: 0,
  };
  for (const position of positions) {
    totals.faceValue += position.quantity;
    if (position.consideration == null) {
      totals.unvalued += 1;
      continue;
    }
    totals.marketValue += position.market_value ?? 0;
    totals.accruedValue += position.accrued_value ?? 0;
    totals.consideration += position.consideration;
    totals.costValue += position.cost_value ?? 0;
    totals.unrealisedPnl += position.unrealised_pnl ?? 0;
    totals.pv01 += position.pv01 ?? 0;
    if (position.modified_duration != null) {
      weighted += position.modified_duration * position.consideration;
      weight += position.consideration;
    }
  }
  for (const key of [
    'marketValue',
    'accruedValue',
    'consideration',
    'costValue',
    'unrealisedPnl',
    'pv01',
  ] as const)
    totals[key] = paise(totals[key]);
  totals.modifiedDuration = weight === 0 ? null : Math.round((weighted / weight) * 10_000) / 10_000;
  return totals;
}

/** Maturity buckets of the exposure chart, by years left from `today`. */
const maturityBuckets = [
  'Up to 1 year',
  '1 to 3 years',
  '3 to 5 years',
  '5 to 10 years',
  'Over 10 years',
] as const;

function maturityBucket(maturityDate: string, today: string): (typeof maturityBuckets)[number] {
  const years = (Date.parse(maturityDate) - Date.parse(today)) / (365.25 * 24 * 3600 * 1000);
  if (years <= 1) return 'Up to 1 year';
  if (years <= 3) return '1 to 3 years';
  if (years <= 5) return '3 to 5 years';
  if (years <= 10) return '5 to 10 years';
  return 'Over 10 years';
}

/** One bar of an exposure chart: the consideration of the lines in it, in rupees. */
export interface ExposureBar {
  label: string;
  value: number;
}

/** Exposure (consideration of the valued lines) by maturity bucket, in bucket order, empty buckets kept. */
export function exposureByMaturity(positions: readonly InventoryPosition[], today: string): ExposureBar[] {
  const sums = new Map<string, number>(maturityBuckets.map((bucket) => [bucket, 0]));
  for (const position of positions) {
    if (position.consideration == null || !position.maturity_date) continue;
    const bucket = maturityBucket(position.maturity_date, today);
    sums.set(bucket, (sums.get(bucket) ?? 0) + position.consideration);
  }
  return [...sums].map(([label, value]) => ({ label, value: paise(value) }));
}

/** Exposure by issuer type (central government, state, PSU…), largest first. */
export function exposureByIssuerType(positions: readonly InventoryPosition[]): ExposureBar[] {
  const sums = new Map<string, number>();
  for (const position of positions) {
    if (position.consideration == null) continue;
    // In words ('Government of India'), as the find and security pages name issuer types, never the code.
    const type = position.issuer_type == null ? 'Other' : codeLabel('issuer_type', position.issuer_type);
    sums.set(type, (sums.get(type) ?? 0) + position.consideration);
  }
  return [...sums]
    .map(([label, value]) => ({ label, value: paise(value) }))
    .sort((left, right) => right.value - left.value);
}
