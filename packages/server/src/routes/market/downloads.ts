import { and, eq, or } from 'drizzle-orm';
import { cashflows } from '@bondkit/core/pricing';
import { eois, issuers } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { renderBondDetailsPdf } from '../../documents/pdfBondDetails';
import { renderQuotePdf, type PdfQuoteSide } from '../../documents/pdfQuote';
import type { CatalogueInstrument } from '../../trading/instrumentCatalogue';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
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
import { marketDataEndpoints, securityPageEndpoints } from '@bondkit/core/contract';
import { registerEndpoint } from '../../http/registerEndpoint';

/** The bond details PDF's data: terms, the market at the live yield, cash flows and the rationale. */
async function bondDetailsPdf(app: ApiApp, entry: CatalogueInstrument, title?: string): Promise<Buffer> {
  const now = app.services.now();
  const settlementDate = resolveSettlementDate(now, {});
  let market = {
    unit_clean_price: null as number | null,
    bond_yield: null as number | null,
    settlement_date: settlementDate as string | null,
    accrued_interest: null as number | null,
  };
  let flows: { date: string; interest: number; principal: number }[] = [];
  if (entry.terms) {
    try {
      const { marketYield } = await marketYieldOf(app, entry.row.id);
      const price = priceAtYield(entry.terms, marketYield, settlementDate);
      market = { ...wirePrice(price), accrued_interest: price.accruedInterest };
      flows = cashflows(entry.terms, { settlementDate }).map((flow) => ({
        date: flow.date,
        interest: flow.coupon,
        principal: flow.principal,
      }));
    } catch (error) {
      if (!isInstrumentLevelPricingError(error)) throw error;
    }
  }
  const [issuer] = await app.services.db
    .select({ rationale: issuers.creditRationale })
    .from(issuers)
    .where(eq(issuers.id, entry.row.issuerId));
  return renderBondDetailsPdf(
    {
      bond: bondView(entry, marketToday(now)),
      title,
      market,
      cashflows: flows,
      rationale: issuer?.rationale ?? null,
    },
    now,
  );
}

/** Quote download, bond-details download and the (demo) information memorandum, as real PDFs. */
export function downloadRoutes(app: ApiApp): void {
  registerEndpoint(app, securityPageEndpoints.downloadQuote, async ({ params, principal }) => {
    const entry = await findInstrument(app, params.id);
    const now = app.services.now();
    const settlementDate = resolveSettlementDate(now, {});
    const none: PdfQuoteSide = { source: null, unit_clean_price: null, bond_yield: null, quantum: null };
    let bid = none;
    let ask = none;
    let depth = { bids: 0, asks: 0 };
    if (hasTradeAccess(principal)) {
      const open = await app.services.db
        .select()
        .from(eois)
        .where(
          and(
            isOpenQuote(now),
            eq(eois.instrumentId, entry.row.id),
            or(eq(eois.visibility, 'PUBLIC'), eq(eois.visibility, 'RFQ')),
          ),
        );
      const priced = (side: string) =>
        open.filter((row) => row.quoteType === side && row.unitPriceStored !== null);
      const bestBid = priced('BID').sort(
        (first, second) => second.unitPriceStored! - first.unitPriceStored!,
      )[0];
      const bestAsk = priced('ASK').sort(
        (first, second) => first.unitPriceStored! - second.unitPriceStored!,
      )[0];
      if (bestBid)
        bid = {
          source: 'BOOK',
          unit_clean_price: bestBid.unitPriceStored,
          bond_yield: bestBid.yieldStored,
          quantum: bestBid.quantum,
        };
      if (bestAsk)
        ask = {
          source: 'BOOK',
          unit_clean_price: bestAsk.unitPriceStored,
          bond_yield: bestAsk.yieldStored,
          quantum: bestAsk.quantum,
        };
      depth = {
        bids: open.filter((row) => row.quoteType === 'BID').length,
        asks: open.filter((row) => row.quoteType === 'ASK').length,
      };
    }
    if (entry.terms && (bid === none || ask === none)) {
      try {
        const { marketYield } = await marketYieldOf(app, entry.row.id);
        const indicative = (yieldPercent: number): PdfQuoteSide => ({
          source: 'INFERRED',
          quantum: null,
          ...wirePrice(priceAtYield(entry.terms!, yieldPercent, settlementDate)),
        });
        if (bid === none) bid = indicative(marketYield + 0.05);
        if (ask === none) ask = indicative(marketYield - 0.05);
      } catch (error) {
        if (!isInstrumentLevelPricingError(error)) throw error;
      }
    }
    const body = await renderQuotePdf(
      { bond: bondView(entry, marketToday(now)), bid, ask, settlementDate, depth },
      now,
    );
    return { fileName: `quote-${entry.row.isin}.pdf`, contentType: 'application/pdf', content: body };
  });

  registerEndpoint(app, marketDataEndpoints.downloadBondDetails, async ({ params }) => {
    const entry = await findInstrument(app, params.id);
    return {
      fileName: `bond-details-${entry.row.isin}.pdf`,
      contentType: 'application/pdf',
      content: await bondDetailsPdf(app, entry),
    };
  });

  registerEndpoint(app, marketDataEndpoints.downloadInformationMemorandum, async ({ body }) => {
    const catalogue = await instrumentCatalogue(app.services.db, app.services.now());
    const entry = catalogue.byIsin.get(body.isin);
    if (!entry) throw ApiProblem.notFound('No information memorandum for this ISIN.');
    return {
      fileName: `im-${entry.row.isin}.pdf`,
      contentType: 'application/pdf',
      content: await bondDetailsPdf(
        app,
        entry,
        `Information memorandum (demo summary): ${entry.row.displayName}`,
      ),
    };
  });
}
