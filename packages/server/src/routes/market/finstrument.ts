import { marketDataEndpoints, marketEndpoints, securityPageEndpoints } from '@bondkit/core/contract';
import { registerEndpoint } from '../../http/registerEndpoint';
import {
  riskMeasures,
  roundHalfUp,
  yieldPercentToFraction,
  yieldToCall,
  yieldToPut,
  yieldToWorst,
} from '@bondkit/core/pricing';
import type { ApiApp } from '../../http/fastifyTypes';
import type { CatalogueInstrument } from '../../trading/instrumentCatalogue';
import {
  isInstrumentLevelPricingError,
  priceAtYield,
  resolveSettlementDate,
  wirePrice,
} from '../../trading/instrumentPricing';
import { bondView } from '../../trading/instrumentView';
import { marketToday } from '../../trading/marketDate';
import { findInstrument, marketYieldOf } from '../../trading/instrumentLookup';
import { tradableInstruments } from '../../trading/tradableInstruments';
import { lastTradePrint } from '../../trading/tradePrints';

/** The market block of a security page: price, accrued, risk and option yields at the live yield. */
async function marketDetails(app: ApiApp, entry: CatalogueInstrument) {
  const { marketYield, updatedAt } = await marketYieldOf(app.services.db, entry.row.id);
  const lastTrade = await lastTradePrint(app.services.db, entry.row.id);
  const settlementDate = resolveSettlementDate(app.services.now(), {});
  const base = {
    market_yield: yieldPercentToFraction(marketYield),
    market_updated_at: updatedAt.toISOString(),
    price_band: { low: entry.row.priceBandLow, high: entry.row.priceBandHigh },
    last_trade: lastTrade
      ? {
          trade_date: lastTrade.tradeDate,
          unit_clean_price: lastTrade.unitCleanPrice,
          bond_yield: lastTrade.bondYield,
          quantity: lastTrade.quantity,
          exchange: lastTrade.exchange,
        }
      : null,
  };
  if (!entry.terms) return { ...base, can_be_priced: false };
  try {
    const price = priceAtYield(entry.terms, marketYield, settlementDate);
    const input = { cleanPrice: price.cleanPrice, settlementDate };
    const risk = riskMeasures(entry.terms, { yield: marketYield, settlementDate });
    const worst = yieldToWorst(entry.terms, input);
    return {
      ...base,
      can_be_priced: true,
      price: wirePrice(price),
      accrued_interest: roundHalfUp(price.accruedInterest, 6),
      dirty_price: roundHalfUp(price.dirtyPrice, 4),
      risk: {
        macaulay_duration: roundHalfUp(risk.macaulayDuration, 4),
        modified_duration: roundHalfUp(risk.modifiedDuration, 4),
        convexity: roundHalfUp(risk.convexity, 4),
        pv01: roundHalfUp(risk.pv01, 6),
      },
      yield_to_call: yieldToCall(entry.terms, input).map((option) => ({
        date: option.date,
        price: option.price,
        bond_yield: yieldPercentToFraction(option.yield),
      })),
      yield_to_put: yieldToPut(entry.terms, input).map((option) => ({
        date: option.date,
        price: option.price,
        bond_yield: yieldPercentToFraction(option.yield),
      })),
      yield_to_worst: {
        date: worst.date,
        redemption: worst.redemption,
        bond_yield: yieldPercentToFraction(worst.yield),
      },
    };
  } catch (error) {
    if (isInstrumentLevelPricingError(error)) return { ...base, can_be_priced: false };
    throw error;
  }
}

/** The bond's record, its full security-page record (v1), its info block (v2), and the tradable list. */
export function finstrumentRoutes(app: ApiApp): void {
  registerEndpoint(app, marketEndpoints.getFinstrument, async ({ params }) =>
    bondView(
      await findInstrument(app.services.db, app.services.now(), params.id),
      marketToday(app.services.now()),
    ),
  );

  registerEndpoint(app, securityPageEndpoints.getFinstrumentRecord, async ({ params }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    return { ...bondView(entry, marketToday(app.services.now())), market: await marketDetails(app, entry) };
  });

  registerEndpoint(app, securityPageEndpoints.getFinstrumentInfo, async ({ params }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    return {
      id: entry.row.id,
      isin: entry.row.isin,
      display_name: entry.row.displayName,
      issuer: entry.issuerName,
      ...(await marketDetails(app, entry)),
    };
  });

  registerEndpoint(app, marketDataEndpoints.listTradableFinstruments, async () => {
    const now = app.services.now();
    const today = marketToday(now);
    return (await tradableInstruments(app.services.db, now)).map((entry) => bondView(entry, today));
  });
}
