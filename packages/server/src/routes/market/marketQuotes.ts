import * as z from 'zod';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import { openObjectSchema } from '@bondkit/core/internal';
import { yieldPercentToFraction } from '@bondkit/core/pricing';
import { quoteTypeSchema } from '@bondkit/core/validation';
import { eois } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { idParametersSchema } from '../../http/commonSchemas';
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
import { isOpenQuote } from '../quotes/openQuotes';
import { findInstrument, marketYieldOf } from './instrumentLookup';

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
    const [best] = await app.services.db
      .select()
      .from(eois)
      .where(
        and(
          isOpenQuote(app.services.now()),
          eq(eois.instrumentId, entry.row.id),
          eq(eois.quoteType, side),
          or(eq(eois.visibility, 'PUBLIC'), eq(eois.visibility, 'RFQ')),
        ),
      )
      .orderBy(side === 'BID' ? desc(eois.unitPriceStored) : asc(eois.unitPriceStored))
      .limit(1);
    if (best && best.unitPriceStored !== null) {
      return {
        quote_type: side,
        source: 'BOOK',
        eoi_id: best.id,
        unit_clean_price: best.unitPriceStored,
        bond_yield: best.yieldStored,
        quantum: best.quantum,
      };
    }
  }
  if (!inferFromMarket || !entry.terms)
    return { quote_type: side, source: null, unit_clean_price: null, bond_yield: null, quantum: null };
  const { marketYield } = await marketYieldOf(app, entry.row.id);
  // A bid asks a higher yield (a lower price) than the market; an ask a lower one.
  const yieldPercent = marketYield + (side === 'BID' ? halfSpread(entry) : -halfSpread(entry));
  try {
    const price = wirePrice(
      priceAtYield(entry.terms, yieldPercent, resolveSettlementDate(app.services.now(), {})),
    );
    return {
      quote_type: side,
      source: 'INFERRED',
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
  app.post('/api/quote/market/:id/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['market'],
      summary: 'The best market quote of one side, from the book or inferred from the live yield',
      params: idParametersSchema,
      body: z.strictObject({
        infer_from_market: z.boolean().default(false),
        quote_type: z._default(quoteTypeSchema, 'BID'),
      }),
      response: { 200: openObjectSchema },
    },
    handler: async (request) => {
      const entry = await findInstrument(app, request.params.id);
      return {
        finstrument_id: entry.row.id,
        ...(await bestQuote(
          app,
          entry,
          request.body.quote_type,
          request.body.infer_from_market,
          hasTradeAccess(request.principal),
        )),
      };
    },
  });

  const twoWay = async (entry: CatalogueInstrument, tradeAccess: boolean) => {
    const [bid, ask] = await Promise.all([
      bestQuote(app, entry, 'BID', true, tradeAccess),
      bestQuote(app, entry, 'ASK', true, tradeAccess),
    ]);
    const { marketYield } = await marketYieldOf(app, entry.row.id);
    return { finstrument_id: entry.row.id, bid, ask, market_yield: yieldPercentToFraction(marketYield) };
  };

  app.post('/api/quote/:id/', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['market'],
      summary: 'A two-way quote of a bond (book or indicative)',
      params: idParametersSchema,
      body: z.looseObject({}).optional(),
      response: { 200: openObjectSchema },
    },
    handler: async (request) =>
      twoWay(await findInstrument(app, request.params.id), hasTradeAccess(request.principal)),
  });

  app.post('/api/v1/finstrument/master/quote/:id', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['market'],
      summary: 'The master quote: the two-way quote with the bond',
      params: idParametersSchema,
      body: z.looseObject({}).optional(),
      response: { 200: openObjectSchema },
    },
    handler: async (request) => {
      const entry = await findInstrument(app, request.params.id);
      return {
        ...(await twoWay(entry, hasTradeAccess(request.principal))),
        finstrument: bondView(entry, marketToday(app.services.now())),
      };
    },
  });
}
