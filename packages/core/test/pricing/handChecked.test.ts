import { describe, expect, it } from 'vitest';
import {
  cashflows,
  consideration,
  priceFromYield,
  roundCleanPrice,
  roundYieldPercent,
  yieldFromPrice,
} from '../../src/pricing/index';
import type { BondTerms } from '../../src/pricing/index';

describe('public worked examples', () => {
  it('T-bill: 55 days at 99.1489 is 5.6967% (price = 100 / (1 + y x days / 365))', () => {
    const bill: BondTerms = { couponRate: 0, frequency: 0, maturityDate: '2024-05-26', convention: 'TBILL' };
    const result = yieldFromPrice(bill, { settlementDate: '2024-04-01', cleanPrice: 99.1489 });
    expect(roundYieldPercent(result.yield)).toBe(5.6967);
    expect(
      roundCleanPrice(priceFromYield(bill, { settlementDate: '2024-04-01', yield: 5.6967 }).cleanPrice),
    ).toBe(99.1489);
  });

  // Microsoft's documentation of Excel PRICE and YIELD (basis 0): every date is a 15th, so 30/360 counts agree.
  const excelBond: BondTerms = {
    couponRate: 5.75,
    frequency: 2,
    maturityDate: '2017-11-15',
    convention: 'GSEC',
  };
  it('Excel PRICE example: 5.75% to 2017-11-15 at 6.5% settling 2008-02-15 is 94.63436162', () => {
    const result = priceFromYield(excelBond, { settlementDate: '2008-02-15', yield: 6.5 });
    expect(result.cleanPrice).toBeCloseTo(94.63436162, 8);
  });

  it('Excel YIELD example: 5.75% to 2016-11-15 at 95.04287 settling 2008-02-15 is 6.5%', () => {
    const bond: BondTerms = { ...excelBond, maturityDate: '2016-11-15' };
    const result = yieldFromPrice(bond, { settlementDate: '2008-02-15', cleanPrice: 95.04287 });
    expect(result.yield).toBeCloseTo(6.5, 5);
  });

  it('G-sec accrued interest: 7.26% GS 2033 settling 1 April 2024 accrues 39 days (30E/360) = 0.7865', () => {
    const gsec: BondTerms = {
      couponRate: 7.26,
      frequency: 2,
      maturityDate: '2033-08-22',
      convention: 'GSEC',
    };
    const result = priceFromYield(gsec, { settlementDate: '2024-04-01', yield: 7.1 });
    expect(result.accruedDays).toBe(39);
    expect(result.accruedInterest).toBeCloseTo(0.7865, 12);
    expect(result.previousCouponDate).toBe('2024-02-22');
    expect(result.nextCouponDate).toBe('2024-08-22');
    // Rs 5 crore face (500,000 units of Rs 100) at 101.2345.
    const money = consideration(gsec, {
      settlementDate: '2024-04-01',
      cleanPrice: 101.2345,
      quantity: 500_000,
    });
    expect(money).toMatchObject({ principal: 50_617_250, accrued: 393_250, total: 51_010_500 });
  });

  // SEBI circular CIR/IMD/DF/18/2013, annexure: Rs 10 lakh, 8.9% annual, 13 Nov 2013 to 13 Nov 2018.
  const sebiBond: BondTerms = {
    couponRate: 8.9,
    frequency: 1,
    issueDate: '2013-11-13',
    maturityDate: '2018-11-13',
    faceValue: 1_000_000,
    convention: 'CORPORATE',
  };
  it('SEBI illustration: every coupon is Rs 89,000, the leap year over 366 days, Sunday coupons paid Monday', () => {
    const flows = cashflows(sebiBond, { settlementDate: '2013-11-13', quantity: 1 });
    expect(flows.map((flow) => flow.coupon)).toEqual([89_000, 89_000, 89_000, 89_000, 89_000]);
    expect(flows[2]).toMatchObject({ date: '2016-11-13', paymentDate: '2016-11-14' });
    expect(flows[4]).toMatchObject({ date: '2018-11-13', paymentDate: '2018-11-13', principal: 1_000_000 });
  });

  it('SEBI: accrued interest in the leap year counts 366 days, in other years 365', () => {
    const leap = priceFromYield(sebiBond, { settlementDate: '2016-03-13', yield: 9 });
    expect(leap.accruedDays).toBe(121);
    expect(leap.accruedInterest).toBeCloseTo((8.9 * 121) / 366, 12);
    const ordinary = priceFromYield(sebiBond, { settlementDate: '2017-03-13', yield: 9 });
    expect(ordinary.accruedInterest).toBeCloseTo((8.9 * 120) / 365, 12);
  });

  it('SEBI semi-annual: both coupons of the anniversary year holding 29 February use 366 days', () => {
    const bond: BondTerms = {
      couponRate: 9,
      frequency: 2,
      maturityDate: '2026-07-15',
      convention: 'CORPORATE',
    };
    const flows = cashflows(bond, { settlementDate: '2023-07-15' });
    // 2023-07-15 -> 2024-01-15 (184 days) and -> 2024-07-15 (182 days) are in the year holding 29 Feb 2024.
    expect(flows[0]?.coupon).toBeCloseTo((9 * 184) / 366, 12);
    expect(flows[1]?.coupon).toBeCloseTo((9 * 182) / 366, 12);
    expect(flows[2]?.coupon).toBeCloseTo((9 * 184) / 365, 12);
  });
});
