import { describe, expect, it } from 'vitest';
import type { InventoryPosition } from '@bondkit/core';
import {
  exposureByIssuerType,
  exposureByMaturity,
  inventoryTotals,
} from '../src/pages/inventory/inventoryFigures';

const line = (overrides: Partial<InventoryPosition>): InventoryPosition => ({
  id: 1,
  finstrument_id: 1,
  quantity: 10_000_000,
  valuation_cost: 99,
  ...overrides,
});

const book: InventoryPosition[] = [
  line({
    id: 1,
    consideration: 10_050_000,
    market_value: 10_000_000,
    accrued_value: 50_000,
    cost_value: 9_900_000,
    unrealised_pnl: 100_000,
    modified_duration: 2,
    pv01: 2_010,
    maturity_date: '2027-06-30',
    issuer_type: 'Central Government',
  }),
  line({
    id: 2,
    quantity: 20_000_000,
    consideration: 20_100_000,
    market_value: 20_000_000,
    accrued_value: 100_000,
    cost_value: 20_200_000,
    unrealised_pnl: -200_000,
    modified_duration: 5,
    pv01: 10_050,
    maturity_date: '2034-01-15',
    issuer_type: 'State Government',
  }),
  // Matured: no price, counted in face value and as unvalued only.
  line({ id: 3, quantity: 5_000_000, consideration: null, maturity_date: '2025-01-01' }),
];

describe('inventory figures', () => {
  it('totals the valued lines and weights duration by consideration', () => {
    expect(inventoryTotals(book)).toEqual({
      holdings: 3,
      faceValue: 35_000_000,
      marketValue: 30_000_000,
      accruedValue: 150_000,
      consideration: 30_150_000,
      costValue: 30_100_000,
      unrealisedPnl: -100_000,
      pv01: 12_060,
      modifiedDuration: 4,
      unvalued: 1,
    });
    expect(inventoryTotals([]).modifiedDuration).toBeNull();
  });

  it('buckets exposure by years to maturity and by issuer type', () => {
    expect(exposureByMaturity(book, '2026-11-25')).toEqual([
      { label: 'Up to 1 year', value: 10_050_000 },
      { label: '1 to 3 years', value: 0 },
      { label: '3 to 5 years', value: 0 },
      { label: '5 to 10 years', value: 20_100_000 },
      { label: 'Over 10 years', value: 0 },
    ]);
    expect(exposureByIssuerType(book)).toEqual([
      { label: 'State Government', value: 20_100_000 },
      { label: 'Central Government', value: 10_050_000 },
    ]);
  });

  it('names issuer types in words, never by their codes', () => {
    const coded = [
      line({ id: 1, issuer_type: 'GOI', consideration: 300 }),
      line({ id: 2, issuer_type: 'STATE', consideration: 200 }),
      line({ id: 3, issuer_type: 'GOI', consideration: 100 }),
      line({ id: 4, consideration: 50 }),
    ];
    expect(exposureByIssuerType(coded).map((bar) => bar.label)).toEqual([
      'Government of India',
      'State government',
      'Other',
    ]);
  });
});
