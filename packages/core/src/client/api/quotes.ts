import type { RequestFunction } from '../http/createHttpClient';
import type { ChatRun } from '../schemas/chatRun';
import type { Cluster, ClusterAcceptance } from '../schemas/cluster';
import type { DetailResponse } from '../schemas/common';
import type { Eoi, MarketQuoteRow, QuoteDepth, QuoteListRow, UploadResult } from '../schemas/eoi';
import type { EoiCreatePayload as EoiPayload } from '../../validation/eoiCreatePayload';
import type { Page } from '../schemas/pagination';
import { callEndpoint } from '../http/callEndpoint';
import { loadOnce } from '../loadOnce';
import type { BodyOf, QueryOf } from '../http/callEndpoint';
import type { quoteListEndpoints } from '../../contract/quoteEndpoints';
import type { quoteWriteEndpoints } from '../../contract/quoteWriteEndpoints';
import { quoteWriteHeads } from '../../contract/quoteWriteHeads';
import type { quoteActionEndpoints } from '../../contract/quoteActionEndpoints';
import { quoteActionHeads } from '../../contract/quoteActionHeads';
import type { clusterEndpoints } from '../../contract/clusterEndpoints';

/**
 * The negotiation calls' heads, loaded on their first call: the negotiation and acceptance schemas stay
 * out of the chunk a quote sheet loads.
 */
const loadClusterHeads = loadOnce(() =>
  import('../../contract/clusterHeads').then((module) => module.clusterHeads),
);

/** The chat runs' list head, loaded on its first call like the negotiations': its schema stays out too. */
const loadChatRunHeads = loadOnce(() =>
  import('../../contract/chatRunHeads').then((module) => module.chatRunHeads),
);

/**
 * The lists' heads, loaded on a list's first call: the list rows', the depth's and the page schemas stay out
 * of the chunk a quote form loads to create its quote (issue 35).
 */
const loadQuoteListHeads = loadOnce(() =>
  import('../../contract/quoteListHeads').then((module) => module.quoteListHeads),
);

/** `POST api/cluster/{id}/accept/` body: the terms the acceptor saw. */
export type AcceptClusterRequest = BodyOf<typeof clusterEndpoints.acceptCluster>;

/** EOIs (quotes), RFQs and clusters (trading-and-chat 7 'EOI and quotes'). */
export function createQuotesApi(request: RequestFunction) {
  return {
    /** `GET api/trade/eoi/`: the open EOIs of a bond. */
    listEois: async (
      parameters: QueryOf<typeof quoteListEndpoints.listBondQuotes> = {},
    ): Promise<QuoteListRow[]> =>
      callEndpoint<typeof quoteListEndpoints.listBondQuotes>(
        request,
        (await loadQuoteListHeads()).listBondQuotes,
        {
          query: parameters,
        },
      ),
    /** `GET api/eoi/rfq-quote/`. */
    listRfqQuotes: async (
      parameters: QueryOf<typeof quoteListEndpoints.listRfqQuotes> = {},
    ): Promise<Page<MarketQuoteRow>> =>
      callEndpoint<typeof quoteListEndpoints.listRfqQuotes>(
        request,
        (await loadQuoteListHeads()).listRfqQuotes,
        {
          query: parameters,
        },
      ),
    /** `GET api/trade/cluster/`. */
    listClusters: (): Promise<Cluster[]> =>
      loadClusterHeads().then((heads) =>
        callEndpoint<typeof clusterEndpoints.listClusters>(request, heads.listClusters, {}),
      ),
    /** `POST api/trade/eoi/`: creates an EOI (build the body with the validation module's EOI payload builder). */
    createEoi: (payload: EoiPayload): Promise<Eoi> =>
      callEndpoint<typeof quoteWriteEndpoints.createQuote>(request, quoteWriteHeads.createQuote, {
        body: payload,
      }),
    /** `POST api/eoi/add/`: the same payload through the RFQ path. */
    addEoi: (payload: EoiPayload): Promise<Eoi> =>
      callEndpoint<typeof quoteWriteEndpoints.addQuote>(request, quoteWriteHeads.addQuote, { body: payload }),
    /** `POST api/eoi/add/` as a response to `respond_eoi_id` (price or yield, never both). */
    respondToEoi: (
      payload: EoiPayload & {
        respond_eoi_id: number;
        maximum_lot_stored?: number | undefined;
        use_respond_eoi_price?: boolean | undefined;
      },
    ): Promise<Eoi> =>
      callEndpoint<typeof quoteWriteEndpoints.addQuote>(request, quoteWriteHeads.addQuote, { body: payload }),
    /** `POST api/eoi/add-negotiation/`. */
    addNegotiation: (payload: EoiPayload & { respond_eoi_id: number }): Promise<Eoi> =>
      callEndpoint<typeof quoteWriteEndpoints.addNegotiation>(request, quoteWriteHeads.addNegotiation, {
        body: payload,
      }),
    /** `GET api/trade/cluster/{id}/`. */
    getCluster: (clusterId: number): Promise<Cluster> =>
      loadClusterHeads().then((heads) =>
        callEndpoint<typeof clusterEndpoints.getCluster>(request, heads.getCluster, {
          params: { id: clusterId },
        }),
      ),
    /** `PUT api/trade/cluster/{id}/`: a negotiation's note, or closing it (its owner only). */
    updateCluster: (
      clusterId: number,
      body: BodyOf<typeof clusterEndpoints.updateCluster>,
    ): Promise<Cluster> =>
      loadClusterHeads().then((heads) =>
        callEndpoint<typeof clusterEndpoints.updateCluster>(request, heads.updateCluster, {
          params: { id: clusterId },
          body,
        }),
      ),
    /**
     * `PUT api/trade/d/eoi/{id}/close/`: withdraws one of your firm's open quotes, or, with `opposing_eoi`
     * and `confirm: true`, trades it against the other side's quote on the same bond.
     */
    closeEoi: (
      eoiId: number,
      body: BodyOf<typeof quoteActionEndpoints.closeQuote> = {},
    ): Promise<QuoteListRow> =>
      callEndpoint<typeof quoteActionEndpoints.closeQuote>(request, quoteActionHeads.closeQuote, {
        params: { id: eoiId },
        body,
      }),
    /** `PUT api/trade/d/eoi/close/`: withdraws several of your firm's open quotes (1 to 500). */
    closeEois: (body: BodyOf<typeof quoteActionEndpoints.closeQuotes>): Promise<DetailResponse> =>
      callEndpoint<typeof quoteActionEndpoints.closeQuotes>(request, quoteActionHeads.closeQuotes, { body }),
    /** `POST api/eoi/expire/{id}/`: expires one of your firm's open quotes. */
    expireEoi: (eoiId: number): Promise<QuoteListRow> =>
      callEndpoint<typeof quoteActionEndpoints.expireQuote>(request, quoteActionHeads.expireQuote, {
        params: { id: eoiId },
        body: {},
      }),
    /**
     * `POST api/cluster/{id}/accept/?lsId=`: accepts the quote `lsId` of a negotiation at the terms seen;
     * answers the one order made and the quotes closed.
     */
    acceptCluster: (
      clusterId: number,
      lsId: number,
      body: AcceptClusterRequest,
    ): Promise<ClusterAcceptance> =>
      loadClusterHeads().then((heads) =>
        callEndpoint<typeof clusterEndpoints.acceptCluster>(request, heads.acceptCluster, {
          params: { id: clusterId },
          query: { lsId },
          body,
        }),
      ),
    /**
     * `POST api/eoi/{id}/trade/`: hits or lifts another firm's FIRM quote at the price seen, a trade at once;
     * answers the one order made and the quotes closed. An INDICATIVE quote is refused with a 400 on
     * `firmness`: answer it with `respondToEoi` (`use_respond_eoi_price`), a request its firm confirms.
     */
    tradeFirmQuote: (
      quoteId: number,
      body: BodyOf<typeof clusterEndpoints.tradeFirmQuote>,
    ): Promise<ClusterAcceptance> =>
      loadClusterHeads().then((heads) =>
        callEndpoint<typeof clusterEndpoints.tradeFirmQuote>(request, heads.tradeFirmQuote, {
          params: { id: quoteId },
          body,
        }),
      ),
    /** `GET api/cluster/{id}/?price=`. */
    getClusterAtPrice: (clusterId: number, price: number): Promise<Cluster> =>
      loadClusterHeads().then((heads) =>
        callEndpoint<typeof clusterEndpoints.getClusterAtPrice>(request, heads.getClusterAtPrice, {
          params: { id: clusterId },
          query: { price },
        }),
      ),
    /** `POST api/eoi/upload/`: a spreadsheet of EOIs as multipart field `file`. */
    uploadEois: (
      file: Blob,
      options: {
        /** Store the valid rows; without it the server only checks every row. Default: false (a dry run). */
        confirm?: boolean | undefined;
      } = {},
    ): Promise<UploadResult> =>
      callEndpoint<typeof quoteWriteEndpoints.uploadQuotes>(request, quoteWriteHeads.uploadQuotes, {
        file,
        ...(options.confirm ? { query: { confirm: true } } : {}),
      }),
    /** `PUT api/eoi/update/{id}/`. */
    updateEoi: (eoiId: number, payload: BodyOf<typeof quoteWriteEndpoints.updateQuote>): Promise<Eoi> =>
      callEndpoint<typeof quoteWriteEndpoints.updateQuote>(request, quoteWriteHeads.updateQuote, {
        params: { id: eoiId },
        body: payload,
      }),
    /** `GET api/quote/depth/?isin&finstrument_id`. */
    getQuoteDepth: async (
      parameters: QueryOf<typeof quoteListEndpoints.getQuoteDepth>,
    ): Promise<QuoteDepth> =>
      callEndpoint<typeof quoteListEndpoints.getQuoteDepth>(
        request,
        (await loadQuoteListHeads()).getQuoteDepth,
        {
          query: parameters,
        },
      ),
    /**
     * `GET api/trade/d/market/`: the public market list, 20 per page by default, filtered by `search`,
     * `finstrument_ids`, `preferred` and `finstrument_type`. Empty without trade access.
     */
    listMarketQuotes: async (
      parameters: QueryOf<typeof quoteListEndpoints.listMarketQuotes> = {},
      signal?: AbortSignal,
    ): Promise<Page<MarketQuoteRow>> =>
      callEndpoint<typeof quoteListEndpoints.listMarketQuotes>(
        request,
        (await loadQuoteListHeads()).listMarketQuotes,
        { query: parameters },
        { signal },
      ),
    /** `GET api/eoi/private-run/`. Empty without trade access. */
    listPrivateRuns: async (): Promise<QuoteListRow[]> =>
      callEndpoint<typeof quoteListEndpoints.listPrivateRuns>(
        request,
        (await loadQuoteListHeads()).listPrivateRuns,
        {},
      ),
    /**
     * `GET api/eoi/chat-runs/`: runs read from messages in the user's chats (`@bondkit/core/runs`), newest
     * first. Empty without trade access.
     */
    listChatRuns: async (signal?: AbortSignal): Promise<ChatRun[]> =>
      callEndpoint<typeof quoteListEndpoints.listChatRuns>(
        request,
        (await loadChatRunHeads()).listChatRuns,
        {},
        { signal },
      ),
  };
}

export type QuotesApi = ReturnType<typeof createQuotesApi>;
