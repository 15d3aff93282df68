import type { RequestFunction } from '../http/createHttpClient';
import type {
  Bond,
  BondCategory,
  BondTrade,
  CashflowsResponse,
  FinstrumentList,
  MarketListBond,
} from '../schemas/bond';
import type { CursorPage, Page } from '../schemas/pagination';
import type { PriceInfo } from '../schemas/priceInfo';
import type { PriceCalculationRequest } from '../../validation/priceCalculationRequest';
import { callEndpoint } from '../http/callEndpoint';
import { loadOnce } from '../loadOnce';
import type { BodyOf } from '../http/callEndpoint';
import type { marketEndpoints } from '../../contract/marketEndpoints';
import { marketHeads } from '../../contract/marketHeads';
import type { securityPageEndpoints } from '../../contract/securityPageEndpoints';
import type { marketDataEndpoints } from '../../contract/marketDataEndpoints';

/**
 * The security page's heads, loaded on its first call: their answers' schemas (the bond's record, its
 * quotes, cash flows, trades, rationale) stay out of the chunk a bond search loads.
 */
const loadSecurityPageHeads = loadOnce(() =>
  import('../../contract/securityPageHeads').then((module) => module.securityPageHeads),
);
/**
 * The market lists' and downloads' heads, loaded on their first call, like the security page's: a bond
 * search does not load the find page's list or the PDF downloads.
 */
const loadMarketDataHeads = loadOnce(() =>
  import('../../contract/marketDataHeads').then((module) => module.marketDataHeads),
);
import type {
  BondMarketQuote,
  CreditRationale,
  FinstrumentInfo,
  FinstrumentRecord,
  MasterQuote,
  TwoWayQuote,
} from '../schemas/securityPage';

/**
 * The body of list calls that take pagination, sort and filters (`bonds-by-same-issuer`, `trades`).
 * @deprecated `getBondsBySameIssuer` and `getBondTrades` take their own typed bodies (the contract's sort
 * fields and filters); kept so that code naming this type still compiles.
 */
export interface ListQueryBody {
  pagination?: { page: number; page_size: number } | undefined;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
  filters?: Record<string, unknown> | undefined;
}

/**
 * `POST api/client-finstrument-list/` body: `pagination_params` (`cursor`, `limit` from 1 to 100, default
 * 20) and `category_values` (values accepted per category key).
 */
export type ClientFinstrumentListRequest = BodyOf<typeof marketDataEndpoints.listClientFinstruments>;

/** Market and finstrument calls (trading-and-chat 7). */
export function createMarketApi(request: RequestFunction) {
  return {
    /** Bond search: `GET api/finstrument/search/?search_key=&limit=`. */
    getFinstrumentList: (
      parameters: { searchKey: string; limit?: number | undefined },
      signal?: AbortSignal,
    ): Promise<FinstrumentList> =>
      callEndpoint<typeof marketEndpoints.searchFinstruments>(
        request,
        marketHeads.searchFinstruments,
        { query: { search_key: parameters.searchKey, limit: parameters.limit } },
        { signal },
      ),
    /** `GET api/finstrument/{id}/price-info/`: today's price and whether the bond can be priced. */
    getFinstrumentPriceInfo: (finstrumentId: number, signal?: AbortSignal): Promise<PriceInfo> =>
      callEndpoint<typeof marketEndpoints.getFinstrumentPriceInfo>(
        request,
        marketHeads.getFinstrumentPriceInfo,
        { params: { id: finstrumentId } },
        { signal },
      ),
    /** Pricing calculation: `POST api/finstrument/{id}/price/`. */
    getPriceInfo: (
      finstrumentId: number,
      body: PriceCalculationRequest,
      signal?: AbortSignal,
    ): Promise<PriceInfo> =>
      callEndpoint<typeof marketEndpoints.calculatePrice>(
        request,
        marketHeads.calculatePrice,
        { params: { id: finstrumentId }, body },
        { signal },
      ),
    /** `POST api/v1/finstrument/{id}/`: the bond's full record for the security page, with its market block. */
    getFinstrumentRecord: (finstrumentId: number): Promise<FinstrumentRecord> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getFinstrumentRecord>(request, heads.getFinstrumentRecord, {
          params: { id: finstrumentId },
        }),
      ),
    /**
     * `POST api/quote/market/{id}/`: the best quote of one side (`quote_type`, default BID), from the book
     * or, with `infer_from_market` (default false), indicative from the live yield.
     */
    getMarketQuote: (
      finstrumentId: number,
      body: BodyOf<typeof securityPageEndpoints.getMarketQuote> = {},
    ): Promise<BondMarketQuote> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getMarketQuote>(request, heads.getMarketQuote, {
          params: { id: finstrumentId },
          body,
        }),
      ),
    /** `POST api/quote/{id}/`: the two-way quote of a bond (book or indicative) and its live yield. */
    getQuote: (finstrumentId: number): Promise<TwoWayQuote> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getQuote>(request, heads.getQuote, {
          params: { id: finstrumentId },
        }),
      ),
    /** `POST api/cashflow/{id}/`: the cash flows of `quantity` (rupees of face value) after `ref_date` (ISO date). */
    getCashflows: (
      finstrumentId: number,
      body: BodyOf<typeof securityPageEndpoints.getCashflows>,
    ): Promise<CashflowsResponse> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getCashflows>(request, heads.getCashflows, {
          params: { id: finstrumentId },
          body,
        }),
      ),
    /** `POST api/v1/finstrument/master/quote/{id}`: the two-way quote with the bond. */
    getMasterQuote: (finstrumentId: number): Promise<MasterQuote> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getMasterQuote>(request, heads.getMasterQuote, {
          params: { id: finstrumentId },
        }),
      ),
    /** `GET api/v2/finstrument/info/{id}`: the bond's names and its market block. */
    getFinstrumentInfo: (finstrumentId: number): Promise<FinstrumentInfo> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getFinstrumentInfo>(request, heads.getFinstrumentInfo, {
          params: { id: finstrumentId },
        }),
      ),
    /** `GET api/finstrument/{id}/`. */
    getFinstrument: (finstrumentId: number): Promise<Bond> =>
      callEndpoint<typeof marketEndpoints.getFinstrument>(request, marketHeads.getFinstrument, {
        params: { id: finstrumentId },
      }),
    /** `POST api/bonds-by-same-issuer/{id}/`: other bonds of the same issuer, a page at a time. */
    getBondsBySameIssuer: (
      finstrumentId: number,
      body: BodyOf<typeof securityPageEndpoints.getBondsBySameIssuer> = {},
    ): Promise<Page<Bond>> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getBondsBySameIssuer>(request, heads.getBondsBySameIssuer, {
          params: { id: finstrumentId },
          body,
        }),
      ),
    /** `POST api/trades/{id}/`: the bond's trade prints, newest first unless sorted. */
    getBondTrades: (
      finstrumentId: number,
      body: BodyOf<typeof securityPageEndpoints.getBondTrades> = {},
    ): Promise<Page<BondTrade>> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getBondTrades>(request, heads.getBondTrades, {
          params: { id: finstrumentId },
          body,
        }),
      ),
    /** `GET api/credit-rationale/{id}/`: the issuer's rating and the agency's rationale. */
    getCreditRationale: (finstrumentId: number): Promise<CreditRationale> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.getCreditRationale>(request, heads.getCreditRationale, {
          params: { id: finstrumentId },
        }),
      ),
    /** `POST api/quote/{id}/download/`: the bond's quote sheet as a PDF. */
    downloadQuote: (finstrumentId: number): Promise<Blob> =>
      loadSecurityPageHeads().then((heads) =>
        callEndpoint<typeof securityPageEndpoints.downloadQuote>(request, heads.downloadQuote, {
          params: { id: finstrumentId },
        }),
      ),
    /** `POST api/client-finstrument-list/`: a cursor list with market prices, 20 per page by default. */
    getClientFinstrumentList: (body: ClientFinstrumentListRequest): Promise<CursorPage<MarketListBond>> =>
      loadMarketDataHeads().then((heads) =>
        callEndpoint<typeof marketDataEndpoints.listClientFinstruments>(
          request,
          heads.listClientFinstruments,
          {
            body,
          },
        ),
      ),
    /** `POST api/categories/`: the categories `getClientFinstrumentList` filters by. */
    getCategories: (): Promise<BondCategory[]> =>
      loadMarketDataHeads().then((heads) =>
        callEndpoint<typeof marketDataEndpoints.listCategories>(request, heads.listCategories, { body: {} }),
      ),
    /** `GET api/trade/finstrument/`: the bonds the user can trade. */
    getTradeFinstruments: (): Promise<Bond[]> =>
      loadMarketDataHeads().then((heads) =>
        callEndpoint<typeof marketDataEndpoints.listTradableFinstruments>(
          request,
          heads.listTradableFinstruments,
          {},
        ),
      ),
    /** `POST api/im/download/`: the information memorandum of `isin`. */
    downloadIm: (isin: string): Promise<Blob> =>
      loadMarketDataHeads().then((heads) =>
        callEndpoint<typeof marketDataEndpoints.downloadInformationMemorandum>(
          request,
          heads.downloadInformationMemorandum,
          { body: { isin } },
        ),
      ),
    /** `POST api/bond-details/{id}/download/`: the bond's details as a PDF. */
    downloadBondDetails: (finstrumentId: number): Promise<Blob> =>
      loadMarketDataHeads().then((heads) =>
        callEndpoint<typeof marketDataEndpoints.downloadBondDetails>(request, heads.downloadBondDetails, {
          params: { id: finstrumentId },
          body: {},
        }),
      ),
  };
}

export type MarketApi = ReturnType<typeof createMarketApi>;
