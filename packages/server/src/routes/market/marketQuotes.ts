import { securityPageEndpoints } from '@bondkit/core/contract';
import { yieldPercentToFraction } from '@bondkit/core/pricing';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { CatalogueInstrument } from '../../trading/instrumentCatalogue';
import {
  isInstrumentLevelPricingError,
  priceAtYield,
  resolveSettlementDate,
  wirePrice,
} from '../../trading/instrumentPricing';
import { bondView } from '../../trading/instrumentView';
import { marketToday } from '../../trading/marketDate';
import { hasTradeAccess } from '../../trading/tradeAccess';
import { findInstrument, marketYieldOf } from '../../trading/instrumentLookup';
import { bestOpenQuote } from '../../trading/quoteBook';

/** Half the indicative bid-ask spread, in yield percent: 3 bp for government paper, 8 bp for companies. */
function halfSpread(entry: CatalogueInstrument): number {
  return ['GSEC', 'SDL', 'TBILL'].includes(entry.row.instrumentType) ? 0.03 : 0.08;
}

/**
 * The best quote of one side: the book's best open public quote, or (when `inferFromMarket`) an
 * indicative one from the live yield and a spread. Without trade access only the inference is given.
 */
async function bestQuote(
  app: ApiApp,
  entry: CatalogueInstrument,
  side: 'BID' | 'ASK',
  inferFromMarket: boolean,
  tradeAccess: boolean,
) {
  if (tradeAccess) {
    const best = await bestOpenQuote(app.services.db, app.services.now(), entry.row.id, side);
    if (best && best.unitPriceStored !== null) {
      return {
        quote_type: side,
        source: 'BOOK' as const,
        eoi_id: best.id,
        unit_clean_price: best.unitPriceStored,
        bond_yield: best.yieldStored,
        quantum: best.quantum,
      };
    }
  }
  if (!inferFromMarket || !entry.terms)
    return { quote_type: side, source: null, unit_clean_price: null, bond_yield: null, quantum: null };
  const { marketYield } = await marketYieldOf(app.services.db, entry.row.id);
  // A bid asks a higher yield (a lower price) than the market; an ask a lower one.
  const yieldPercent = marketYield + (side === 'BID' ? halfSpread(entry) : -halfSpread(entry));
  try {
    const price = wirePrice(
      priceAtYield(entry.terms, yieldPercent, resolveSettlementDate(app.services.now(), {})),
    );
    return {
      quote_type: side,
      source: 'INFERRED' as const,
      unit_clean_price: price.unit_clean_price,
      bond_yield: price.bond_yield,
      settlement_date: price.settlement_date,
      quantum: null,
    };
  } catch (error) {
    if (isInstrumentLevelPricingError(error))
      return { quote_type: side, source: null, unit_clean_price: null, bond_yield: null, quantum: null };
    throw error;
  }
}

/** Market quotes of a bond: one side, both sides, and the master quote with the bond's record. */
export function marketQuoteRoutes(app: ApiApp): void {
  registerEndpoint(app, securityPageEndpoints.getMarketQuote, async ({ params, body, principal }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    return {
      finstrument_id: entry.row.id,
      ...(await bestQuote(app, entry, body.quote_type, body.infer_from_market, hasTradeAccess(principal))),
    };
  });

  const twoWay = async (entry: CatalogueInstrument, tradeAccess: boolean) => {
    const [bid, ask] = await Promise.all([
      bestQuote(app, entry, 'BID', true, tradeAccess),
      bestQuote(app, entry, 'ASK', true, tradeAccess),
    ]);
    const { marketYield } = await marketYieldOf(app.services.db, entry.row.id);
    return { finstrument_id: entry.row.id, bid, ask, market_yield: yieldPercentToFraction(marketYield) };
  };

  registerEndpoint(app, securityPageEndpoints.getQuote, async ({ params, principal }) =>
    twoWay(await findInstrument(app.services.db, app.services.now(), params.id), hasTradeAccess(principal)),
  );

  registerEndpoint(app, securityPageEndpoints.getMasterQuote, async ({ params, principal }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    return {
      ...(await twoWay(entry, hasTradeAccess(principal))),
      finstrument: bondView(entry, marketToday(app.services.now())),
    };
  });
}
