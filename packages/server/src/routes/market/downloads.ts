import { cashflows } from '@bondkit/core/pricing';
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
import type { EoiRow } from '../../trading/eoiView';
import { bondView } from '../../trading/instrumentView';
import { marketToday } from '../../trading/marketDate';
import { hasTradeAccess } from '../../trading/tradeAccess';
import { findInstrument, issuerCreditRationale, marketYieldOf } from '../../trading/instrumentLookup';
import { bookSummaryOf } from '../../trading/quoteBook';
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
      const { marketYield } = await marketYieldOf(app.services.db, entry.row.id);
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
  const rationale = await issuerCreditRationale(app.services.db, entry.row.issuerId);
  return renderBondDetailsPdf(
    {
      bond: bondView(entry, marketToday(now)),
      title,
      market,
      cashflows: flows,
      rationale,
    },
    now,
  );
}

/** Quote download, bond-details download and the (demo) information memorandum, as real PDFs. */
export function downloadRoutes(app: ApiApp): void {
  registerEndpoint(app, securityPageEndpoints.downloadQuote, async ({ params, principal }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    const now = app.services.now();
    const settlementDate = resolveSettlementDate(now, {});
    const none: PdfQuoteSide = { source: null, unit_clean_price: null, bond_yield: null, quantum: null };
    let bid = none;
    let ask = none;
    let depth = { bids: 0, asks: 0 };
    if (hasTradeAccess(principal)) {
      const book = await bookSummaryOf(app.services.db, now, entry.row.id);
      const bookSide = (best: EoiRow | undefined): PdfQuoteSide =>
        best === undefined
          ? none
          : {
              source: 'BOOK',
              unit_clean_price: best.unitPriceStored,
              bond_yield: best.yieldStored,
              quantum: best.quantum,
            };
      bid = bookSide(book.bestBid);
      ask = bookSide(book.bestAsk);
      depth = { bids: book.bids, asks: book.asks };
    }
    if (entry.terms && (bid === none || ask === none)) {
      try {
        const { marketYield } = await marketYieldOf(app.services.db, entry.row.id);
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
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
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
