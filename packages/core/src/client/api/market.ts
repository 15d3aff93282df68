import * as z from 'zod/mini';
import type { RequestFunction } from '../http/createHttpClient';
import {
  bondCategorySchema,
  bondSchema,
  bondTradeSchema,
  cashflowsResponseSchema,
  marketListBondSchema,
} from '../schemas/bond';
import type {
  Bond,
  BondCategory,
  BondTrade,
  CashflowsResponse,
  FinstrumentList,
  MarketListBond,
} from '../schemas/bond';
import { blobSchema, openObjectSchema } from '../schemas/common';
import type { OpenObject } from '../schemas/common';
import { cursorPageSchema, pageSchema } from '../schemas/pagination';
import type { CursorPage, Page } from '../schemas/pagination';
import type { PriceInfo } from '../schemas/priceInfo';
import type { PriceCalculationRequest } from '../../validation/index';
import type { QuoteType } from '../../validation/index';
import { segment } from './pathSegment';
import { callEndpoint } from '../http/callEndpoint';
import { marketEndpoints } from '../../contract/marketEndpoints';

/** The body of list calls that take pagination, sort and filters (`bonds-by-same-issuer`, `trades`). */
export interface ListQueryBody {
  pagination?: { page: number; page_size: number } | undefined;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
  filters?: Record<string, unknown> | undefined;
}

/** `POST api/client-finstrument-list/` body. */
export interface ClientFinstrumentListRequest {
  pagination_params: { cursor?: string | null; limit?: number };
  category_values?: Record<string, string[]> | undefined;
}

/** Market and finstrument calls (trading-and-chat 7). */
export function createMarketApi(request: RequestFunction) {
  return {
    /** Bond search: `GET api/finstrument/search/?search_key=&limit=`. */
    getFinstrumentList: (
      parameters: { searchKey: string; limit?: number | undefined },
      signal?: AbortSignal,
    ): Promise<FinstrumentList> =>
      callEndpoint(
        request,
        marketEndpoints.searchFinstruments,
        { query: { search_key: parameters.searchKey, limit: parameters.limit } },
        { signal },
      ),
    /** `GET api/finstrument/{id}/price-info/`: today's price and whether the bond can be priced. */
    getFinstrumentPriceInfo: (finstrumentId: number, signal?: AbortSignal): Promise<PriceInfo> =>
      callEndpoint(
        request,
        marketEndpoints.getFinstrumentPriceInfo,
        { params: { id: finstrumentId } },
        { signal },
      ),
    /** Pricing calculation: `POST api/finstrument/{id}/price/`. */
    getPriceInfo: (
      finstrumentId: number,
      body: PriceCalculationRequest,
      signal?: AbortSignal,
    ): Promise<PriceInfo> =>
      callEndpoint(
        request,
        marketEndpoints.calculatePrice,
        { params: { id: finstrumentId }, body },
        { signal },
      ),
    /** `POST api/v1/finstrument/{id}/`: the bond's full record for the security page. */
    getFinstrumentRecord: (finstrumentId: number, body: OpenObject = {}): Promise<OpenObject> =>
      request({
        method: 'POST',
        path: `api/v1/finstrument/${segment(finstrumentId)}/`,
        body,
        schema: openObjectSchema,
      }),
    /** `POST api/quote/market/{id}/`. */
    getMarketQuote: (
      finstrumentId: number,
      body: { infer_from_market: boolean; quote_type: QuoteType },
    ): Promise<OpenObject> =>
      request({
        method: 'POST',
        path: `api/quote/market/${segment(finstrumentId)}/`,
        body,
        schema: openObjectSchema,
      }),
    /** `POST api/quote/{id}/`. */
    getQuote: (finstrumentId: number, body: OpenObject = {}): Promise<OpenObject> =>
      request({
        method: 'POST',
        path: `api/quote/${segment(finstrumentId)}/`,
        body,
        schema: openObjectSchema,
      }),
    /** `POST api/cashflow/{id}/`: the cash flows of `quantity` units from `ref_date` (ISO date). */
    getCashflows: (
      finstrumentId: number,
      body: { quantity: number; ref_date: string },
    ): Promise<CashflowsResponse> =>
      request({
        method: 'POST',
        path: `api/cashflow/${segment(finstrumentId)}/`,
        body,
        schema: cashflowsResponseSchema,
      }),
    /** `POST api/v1/finstrument/master/quote/{id}`. */
    getMasterQuote: (finstrumentId: number, body: OpenObject = {}): Promise<OpenObject> =>
      request({
        method: 'POST',
        path: `api/v1/finstrument/master/quote/${segment(finstrumentId)}`,
        body,
        schema: openObjectSchema,
      }),
    /** `GET api/v2/finstrument/info/{id}`. */
    getFinstrumentInfo: (finstrumentId: number): Promise<OpenObject> =>
      request({ path: `api/v2/finstrument/info/${segment(finstrumentId)}`, schema: openObjectSchema }),
    /** `GET api/finstrument/{id}/`. */
    getFinstrument: (finstrumentId: number): Promise<Bond> =>
      callEndpoint(request, marketEndpoints.getFinstrument, { params: { id: finstrumentId } }),
    /** `POST api/bonds-by-same-issuer/{id}/`. */
    getBondsBySameIssuer: (finstrumentId: number, body: ListQueryBody = {}): Promise<Page<Bond>> =>
      request({
        method: 'POST',
        path: `api/bonds-by-same-issuer/${segment(finstrumentId)}/`,
        body,
        schema: pageSchema(bondSchema),
      }),
    /** `POST api/trades/{id}/`: the bond's trade prints. */
    getBondTrades: (finstrumentId: number, body: ListQueryBody = {}): Promise<Page<BondTrade>> =>
      request({
        method: 'POST',
        path: `api/trades/${segment(finstrumentId)}/`,
        body,
        schema: pageSchema(bondTradeSchema),
      }),
    /** `GET api/credit-rationale/{id}/`. */
    getCreditRationale: (finstrumentId: number): Promise<OpenObject> =>
      request({ path: `api/credit-rationale/${segment(finstrumentId)}/`, schema: openObjectSchema }),
    /** `POST api/quote/{id}/download/`: the quote as a file. */
    downloadQuote: (finstrumentId: number, body: OpenObject = {}): Promise<Blob> =>
      request({
        method: 'POST',
        path: `api/quote/${segment(finstrumentId)}/download/`,
        body,
        schema: blobSchema,
        responseType: 'blob',
      }),
    /** `POST api/client-finstrument-list/`: a cursor list with market prices, 20 per page by default. */
    getClientFinstrumentList: (body: ClientFinstrumentListRequest): Promise<CursorPage<MarketListBond>> =>
      request({
        method: 'POST',
        path: 'api/client-finstrument-list/',
        body,
        schema: cursorPageSchema(marketListBondSchema),
      }),
    /** `POST api/categories/`: the categories `getClientFinstrumentList` filters by. */
    getCategories: (): Promise<BondCategory[]> =>
      request({ method: 'POST', path: 'api/categories/', body: {}, schema: z.array(bondCategorySchema) }),
    /** `GET api/trade/finstrument/`: the bonds the user can trade. */
    getTradeFinstruments: (): Promise<Bond[]> =>
      request({ path: 'api/trade/finstrument/', schema: z.array(bondSchema) }),
    /** `POST api/im/download/`: the information memorandum of `isin`. */
    downloadIm: (isin: string): Promise<Blob> =>
      request({
        method: 'POST',
        path: 'api/im/download/',
        body: { isin },
        schema: blobSchema,
        responseType: 'blob',
      }),
    /** `POST api/bond-details/{id}/download/`. */
    downloadBondDetails: (finstrumentId: number): Promise<Blob> =>
      request({
        method: 'POST',
        path: `api/bond-details/${segment(finstrumentId)}/download/`,
        body: {},
        schema: blobSchema,
        responseType: 'blob',
      }),
  };
}

export type MarketApi = ReturnType<typeof createMarketApi>;
