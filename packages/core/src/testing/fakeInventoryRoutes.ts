import type { Bond } from '../client/schemas/bond';
import type { InventoryPosition } from '../client/schemas/inventory';
import { inventoryEndpoints } from '../contract/inventoryEndpoints';
import { faceValueMultipleMessage, isWholeNumberOfBonds } from '../validation/faceValueMultiple';
import { validationMessages } from '../validation/messages';
import { fakeSignedInEndpoint, notFoundAnswer } from './fakeAccess';
import { priceAtYield, standardSettlementDate } from './fakeBondMaths';
import { marketYieldOf } from './fakeBondMarket';
import { placeQuote, quoteListRow } from './fakeQuoteBook';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

// A firm's holdings as the reference server keeps them (trading/inventoryHoldings.ts, inventoryLedger.ts):
// an outside trade moves the holding (a purchase averages the valuation cost in), holdings are valued at
// the live yield with the fake's simplified bond maths (fakeBondMaths.ts), and a firm sees and changes only
// its own. The fake does not model the server's paid plans (its 402 for a plan without the feature).

/** A holding of a firm, by bond. */
export interface FakeHolding {
  id: number;
  client_id: number;
  finstrument_id: number;
  /** Rupees of face value; negative when sold short. */
  quantity: number;
  /** Clean price per 100 the holding is valued against; null when unknown. */
  valuation_cost: number | null;
  confirmed_at: string | null;
  updated_at: string;
}

/** A bond's face value: its record's `face_value`, else ₹1 lakh (the fake's demo bonds carry none). */
export const faceValueOf = (bond: Bond) => (typeof bond.face_value === 'number' ? bond.face_value : 100_000);

const rupees = (value: number) => Math.round(value * 100) / 100;

/** Holdings: list valued, outside trades, valuation cost, confirming them, offering one. */
export function fakeInventoryRoutes(state: FakeState): FakeRoute[] {
  const findBond = (id: number) => state.bonds.find((bond) => bond.id === id);

  /** A holding valued at the market yield for the next settlement date; figures null when unpriced. */
  function valued(holding: FakeHolding): InventoryPosition {
    const bond = findBond(holding.finstrument_id);
    const settlementDate = standardSettlementDate();
    const { marketYield, priced } =
      bond === undefined ? { marketYield: 0, priced: false } : marketYieldOf(state, bond);
    const pricing =
      bond !== undefined && priced ? priceAtYield(bond, marketYield, settlementDate) : undefined;
    const costValue =
      holding.valuation_cost === null ? null : rupees((holding.quantity * holding.valuation_cost) / 100);
    const marketValue = pricing === undefined ? null : rupees((holding.quantity * pricing.cleanPrice) / 100);
    const accruedValue =
      pricing === undefined ? null : rupees((holding.quantity * pricing.accruedInterest) / 100);
    return {
      id: holding.id,
      finstrument_id: holding.finstrument_id,
      display_name: bond?.display_name,
      isin: bond?.identifiers.ISIN,
      maturity_date: bond?.contract_parameters.maturity_date,
      quantity: holding.quantity,
      valuation_cost: holding.valuation_cost,
      settlement_date: settlementDate,
      market_price: pricing?.cleanPrice ?? null,
      market_yield: pricing === undefined ? null : marketYield,
      accrued_interest: pricing?.accruedInterest ?? null,
      dirty_price: pricing?.dirtyPrice ?? null,
      can_be_priced: pricing !== undefined,
      market_value: marketValue,
      accrued_value: accruedValue,
      consideration:
        marketValue === null || accruedValue === null ? null : rupees(marketValue + accruedValue),
      cost_value: costValue,
      unrealised_pnl: marketValue === null || costValue === null ? null : rupees(marketValue - costValue),
      modified_duration: pricing?.modifiedDuration ?? null,
      pv01:
        pricing === undefined
          ? null
          : rupees((pricing.modifiedDuration * pricing.dirtyPrice * holding.quantity) / 1_000_000),
      is_matured: bond?.is_matured ?? false,
      confirmed_at: holding.confirmed_at,
      updated_at: holding.updated_at,
    };
  }

  const ownHoldings = (firmId: number) => state.holdings.filter((holding) => holding.client_id === firmId);

  return [
    fakeSignedInEndpoint(state, inventoryEndpoints.listHoldings, (_call, viewer) => ({
      // A holding sold down to nothing is not listed.
      ok: ownHoldings(viewer.id)
        .filter((holding) => holding.quantity !== 0)
        .map(valued),
    })),
    fakeSignedInEndpoint(state, inventoryEndpoints.recordExternalTrade, ({ body: trade }, viewer) => {
      if (trade.trade_date > new Date().toISOString().slice(0, 10))
        return json(400, { trade_date: [validationMessages.tradeTimeInFuture] });
      const bond = findBond(trade.finstrument_id);
      if (bond === undefined) return json(400, { finstrument_id: ['Finstrument not found.'] });
      const faceValue = faceValueOf(bond);
      if (!isWholeNumberOfBonds(trade.quantity, faceValue))
        return json(400, { quantity: [faceValueMultipleMessage(faceValue)] });
      const change = trade.buy_or_sell === 'buy' ? trade.quantity : -trade.quantity;
      const now = new Date().toISOString();
      let holding = ownHoldings(viewer.id).find((candidate) => candidate.finstrument_id === bond.id);
      if (holding === undefined) {
        holding = {
          id: state.nextId++,
          client_id: viewer.id,
          finstrument_id: bond.id,
          quantity: change,
          valuation_cost: trade.unit_clean_price,
          confirmed_at: null,
          updated_at: now,
        };
        state.holdings.push(holding);
      } else {
        const quantity = holding.quantity + change;
        // A purchase onto a long holding averages its price into the valuation cost; a sale keeps the cost.
        if (change > 0 && quantity !== 0)
          holding.valuation_cost =
            holding.quantity > 0 && holding.valuation_cost !== null
              ? Math.round(
                  ((holding.quantity * holding.valuation_cost + change * trade.unit_clean_price) / quantity) *
                    10_000,
                ) / 10_000
              : trade.unit_clean_price;
        holding.quantity = quantity;
        holding.updated_at = now;
      }
      return { ok: valued(holding) };
    }),
    fakeSignedInEndpoint(state, inventoryEndpoints.confirmPreviousHoldings, (_call, viewer) => {
      const now = new Date().toISOString();
      const confirmed = ownHoldings(viewer.id);
      for (const holding of confirmed) holding.confirmed_at = now;
      return { ok: { detail: `Confirmed ${confirmed.length} holding${confirmed.length === 1 ? '' : 's'}.` } };
    }),
    fakeSignedInEndpoint(state, inventoryEndpoints.editValuationCost, ({ body }, viewer) => {
      const holding = ownHoldings(viewer.id).find((candidate) => candidate.id === body.id);
      if (holding === undefined) return notFoundAnswer('Holding not found.');
      holding.valuation_cost = body.valuation_cost;
      holding.updated_at = new Date().toISOString();
      return { ok: valued(holding) };
    }),
    fakeSignedInEndpoint(state, inventoryEndpoints.offerHolding, ({ body }, viewer) => {
      const holding = ownHoldings(viewer.id).find(
        (candidate) => candidate.finstrument_id === body.finstrument_id,
      );
      if (holding === undefined || holding.quantity <= 0)
        return json(400, { finstrument_id: ['You do not hold this bond.'] });
      if (body.quantum > holding.quantity)
        return json(400, {
          quantum: [`You hold only ₹${holding.quantity.toLocaleString('en-IN')} of this bond.`],
        });
      const placed = placeQuote(
        state,
        viewer,
        { ...body, quote_type: 'ASK', respond_eoi_id: undefined },
        'quote',
      );
      if ('refusal' in placed) return placed.refusal;
      return { ok: { eoi: quoteListRow(state, placed.quote, viewer), inventory_id: holding.id } };
    }),
  ];
}
