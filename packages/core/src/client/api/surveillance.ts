import type { RequestFunction } from '../http/createHttpClient';
import { callEndpoint } from '../http/callEndpoint';
import type { QueryOf } from '../http/callEndpoint';
import type { surveillanceEndpoints } from '../../contract/surveillanceEndpoints';
import { surveillanceHeads } from '../../contract/surveillanceHeads';
import type {
  SurveillanceAlert,
  SurveillanceAuditLog,
  SurveillanceChannel,
  SurveillanceChannelMessages,
  SurveillanceSearchResult,
  SurveillanceTradeReview,
} from '../../validation/surveillancePayloads';
import type {
  SurveillanceAlertReviewRequest,
  SurveillanceSearchQuery,
} from '../../validation/surveillanceRequests';

/**
 * The compliance officer's surveillance calls (issue 18): the firm's chat channels, read-only (reading
 * never marks delivery or read), message search, the trade review and its alerts, and the audit log every
 * one of these calls writes to. The chat download itself is `chatSession.downloadChats`.
 */
export function createSurveillanceApi(request: RequestFunction) {
  return {
    /** `GET api/surveillance/channels/`: every channel with at least one member of the firm. */
    channels: (): Promise<SurveillanceChannel[]> =>
      callEndpoint<typeof surveillanceEndpoints.listSurveillanceChannels>(
        request,
        surveillanceHeads.listSurveillanceChannels,
        {},
      ),
    /** `GET api/surveillance/channels/{url}/messages/`: one channel's messages, oldest first. */
    channelMessages: (channelUrl: string): Promise<SurveillanceChannelMessages> =>
      callEndpoint<typeof surveillanceEndpoints.getSurveillanceChannelMessages>(
        request,
        surveillanceHeads.getSurveillanceChannelMessages,
        { params: { url: channelUrl } },
      ),
    /** `GET api/surveillance/messages/search/`: by text, member, bond and date range. */
    searchMessages: (query: SurveillanceSearchQuery): Promise<SurveillanceSearchResult> =>
      callEndpoint<typeof surveillanceEndpoints.searchSurveillanceMessages>(
        request,
        surveillanceHeads.searchSurveillanceMessages,
        // An empty field of the search form is no filter: it is not sent.
        {
          query: Object.fromEntries(
            Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
          ),
        },
      ),
    /** `GET api/surveillance/trade-review/`: the firm's quotes, tickets and orders with alerts. */
    tradeReview: (): Promise<SurveillanceTradeReview> =>
      callEndpoint<typeof surveillanceEndpoints.getSurveillanceTradeReview>(
        request,
        surveillanceHeads.getSurveillanceTradeReview,
        {},
      ),
    /** `POST api/surveillance/alerts/review/`: marks an alert reviewed with a note. */
    reviewAlert: (body: SurveillanceAlertReviewRequest): Promise<SurveillanceAlert> =>
      callEndpoint<typeof surveillanceEndpoints.reviewSurveillanceAlert>(
        request,
        surveillanceHeads.reviewSurveillanceAlert,
        { body },
      ),
    /** `GET api/surveillance/audit/`: the audit log, newest first (200 entries unless `limit` says). */
    auditLog: (
      query: QueryOf<typeof surveillanceEndpoints.getSurveillanceAuditLog> = {},
    ): Promise<SurveillanceAuditLog> =>
      callEndpoint<typeof surveillanceEndpoints.getSurveillanceAuditLog>(
        request,
        surveillanceHeads.getSurveillanceAuditLog,
        { query },
      ),
    /** `GET api/surveillance/audit/export/`: the whole audit log as a CSV file. */
    exportAuditLog: (): Promise<Blob> =>
      callEndpoint<typeof surveillanceEndpoints.exportSurveillanceAuditLog>(
        request,
        surveillanceHeads.exportSurveillanceAuditLog,
        {},
      ),
  };
}

export type SurveillanceApi = ReturnType<typeof createSurveillanceApi>;
