import { PricingError, cashflows } from '@bondkit/core/pricing';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { bondCategories, clientFinstrumentPage } from '../../trading/clientFinstrumentList';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { bondView } from '../../trading/instrumentView';
import { marketToday } from '../../trading/marketDate';
import { findInstrument, issuerCreditRationale } from '../../trading/instrumentLookup';
import { tradePrintPage } from '../../trading/tradePrints';
import { marketDataEndpoints, securityPageEndpoints } from '@bondkit/core/contract';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Cash flows, same-issuer bonds, trade prints, credit rationale, categories and the client list. */
export function finstrumentDataRoutes(app: ApiApp): void {
  registerEndpoint(app, securityPageEndpoints.getCashflows, async ({ params, body }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    if (!entry.terms)
      throw ApiProblem.nonField('The cash flows of this bond are not known in advance (floating rate).');
    try {
      const flows = cashflows(entry.terms, {
        settlementDate: body.ref_date,
        quantity: body.quantity / entry.row.faceValue,
      });
      return {
        cashflows: flows.map((flow) => ({
          date: flow.date,
          payment_date: flow.paymentDate,
          interest: flow.coupon,
          principal: flow.principal,
          total: flow.total,
        })),
      };
    } catch (error) {
      if (PricingError.isInstance(error) && error.code === 'settlement_after_maturity')
        return { cashflows: [] };
      if (PricingError.isInstance(error)) throw ApiProblem.field('ref_date', error.message);
      throw error;
    }
  });

  registerEndpoint(app, securityPageEndpoints.getBondsBySameIssuer, async ({ params, body, request }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    const now = app.services.now();
    const today = marketToday(now);
    const catalogue = await instrumentCatalogue(app.services.db, now);
    const { pagination, sort, filters } = body;
    let siblings = catalogue.all
      .filter((other) => other.row.issuerId === entry.row.issuerId && other.row.id !== entry.row.id)
      .map((other) => bondView(other, today));
    if (filters?.instrument_type)
      siblings = siblings.filter((bond) => bond.instrument_type === filters.instrument_type);
    if (filters?.available !== undefined)
      siblings = siblings.filter((bond) => bond.available === filters.available);
    const field = sort?.field ?? 'maturity_date';
    const direction = sort?.order === 'desc' ? -1 : 1;
    const key = (bond: (typeof siblings)[number]) =>
      field === 'maturity_date'
        ? bond.contract_parameters.maturity_date
        : field === 'coupon_rate'
          ? (bond.coupon_rate ?? 0)
          : bond.display_name;
    siblings.sort((first, second) =>
      key(first) < key(second) ? -direction : key(first) > key(second) ? direction : first.id - second.id,
    );
    const start = (pagination.page - 1) * pagination.page_size;
    return pageAnswer(request, {
      page: pagination.page,
      pageSize: pagination.page_size,
      count: siblings.length,
      results: siblings.slice(start, start + pagination.page_size),
    });
  });

  registerEndpoint(app, securityPageEndpoints.getBondTrades, async ({ params, body, request }) => {
    await findInstrument(app.services.db, app.services.now(), params.id);
    const { pagination, sort, filters } = body;
    const found = await tradePrintPage(app.services.db, params.id, {
      page: pagination.page,
      pageSize: pagination.page_size,
      sort,
      filters,
    });
    return pageAnswer(request, {
      page: pagination.page,
      pageSize: pagination.page_size,
      count: found.count,
      results: found.results.map((row) => ({
        id: row.id,
        trade_date: row.tradeDate,
        unit_clean_price: row.unitCleanPrice,
        bond_yield: row.bondYield,
        quantity: row.quantity,
        exchange: row.exchange,
      })),
    });
  });

  registerEndpoint(app, securityPageEndpoints.getCreditRationale, async ({ params }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    const rationale = await issuerCreditRationale(app.services.db, entry.row.issuerId);
    return {
      finstrument_id: entry.row.id,
      issuer: entry.issuerName,
      rating: entry.row.rating,
      rating_agency: entry.row.ratingAgency,
      is_demo_text: true,
      rationale: rationale ?? '',
    };
  });

  registerEndpoint(app, marketDataEndpoints.listCategories, async () =>
    bondCategories(await instrumentCatalogue(app.services.db, app.services.now())),
  );

  // Public like the find page it lists for (platform-shell section 2); quotes and runs stay signed-in.
  registerEndpoint(app, marketDataEndpoints.listClientFinstruments, ({ body }) =>
    clientFinstrumentPage(app.services.db, body, app.services.now()),
  );
}
