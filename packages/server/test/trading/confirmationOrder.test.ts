import { describe, expect, it } from 'vitest';
import { confirmationOrder } from '../../src/trading/tradeConfirmation';

// The terms both confirmation PDFs print (a settled order's and a confirmed chat ticket's): one mapping, so
// the two documents cannot drift apart.

const order = {
  id: 7,
  status: 'SETTLED',
  instrumentId: 903,
  quantity: 20_000_000,
  unitCleanPrice: 99.5,
  bondYield: 6.4321,
  exchange: 'NSE',
  settlementDate: '2026-11-26',
  accruedInterest: 12_345.67,
  consideration: 19_912_345.67,
  brokerage: null,
};
const bond = { displayName: 'GOI FRB 2028', isin: 'IN002021F022' };

describe('confirmationOrder', () => {
  it("prints the viewer's side, the counterparty's trading name and the order's terms", () => {
    expect(
      confirmationOrder(order, bond, { viewerBuys: true, counterpartyName: 'Meridian Capital' }),
    ).toEqual({
      id: 7,
      status: 'SETTLED',
      display_name: 'GOI FRB 2028',
      isin: 'IN002021F022',
      finstrument_id: 903,
      buy_or_sell: 'buy',
      counterparty_name: 'Meridian Capital',
      quantity: 20_000_000,
      unit_clean_price: 99.5,
      bond_yield: 6.4321,
      exchange: 'NSE',
      settlement_date: '2026-11-26',
      accrued_interest: 12_345.67,
      consideration: 19_912_345.67,
      brokerage: null,
    });
  });

  it('is the sell side for the other firm, and leaves the names out for a bond no longer catalogued', () => {
    const seen = confirmationOrder(order, undefined, { viewerBuys: false, counterpartyName: null });
    expect(seen).toMatchObject({
      buy_or_sell: 'sell',
      counterparty_name: null,
      display_name: undefined,
      isin: undefined,
    });
  });
});
