import type { RequestFunction } from '../http/createHttpClient';
import { blobSchema } from '../schemas/common';
import { segment } from './pathSegment';
import {
  surveillanceAlertSchema,
  surveillanceAuditLogSchema,
  surveillanceChannelMessagesSchema,
  surveillanceChannelSchema,
  surveillanceSearchResultSchema,
  surveillanceTradeReviewSchema,
} from '../../validation/surveillancePayloads';
import type {
  SurveillanceAlert,
  SurveillanceAuditAction,
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
import * as z from 'zod/mini';

const channelListSchema = z.array(surveillanceChannelSchema);

/**
 * The compliance officer's surveillance calls (issue 18): the firm's chat channels, read-only (reading
 * never marks delivery or read), message search, the trade review and its alerts, and the audit log every
 * one of these calls writes to. The chat download itself is `chatSession.downloadChats`.
 */
export function createSurveillanceApi(request: RequestFunction) {
  return {
    /** `GET api/surveillance/channels/`: every channel with at least one member of the firm. */
    channels: (): Promise<SurveillanceChannel[]> =>
      request({ path: 'api/surveillance/channels/', schema: channelListSchema }),
    /** `GET api/surveillance/channels/{url}/messages/`: one channel's messages, oldest first. */
    channelMessages: (channelUrl: string): Promise<SurveillanceChannelMessages> =>
      request({
        path: `api/surveillance/channels/${segment(channelUrl)}/messages/`,
        schema: surveillanceChannelMessagesSchema,
      }),
    /** `GET api/surveillance/messages/search/`: by text, member, bond and date range. */
    searchMessages: (query: SurveillanceSearchQuery): Promise<SurveillanceSearchResult> =>
      request({
        path: 'api/surveillance/messages/search/',
        query: Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
        ),
        schema: surveillanceSearchResultSchema,
      }),
    /** `GET api/surveillance/trade-review/`: the firm's quotes, tickets and orders with alerts. */
    tradeReview: (): Promise<SurveillanceTradeReview> =>
      request({ path: 'api/surveillance/trade-review/', schema: surveillanceTradeReviewSchema }),
    /** `POST api/surveillance/alerts/review/`: marks an alert reviewed with a note. */
    reviewAlert: (body: SurveillanceAlertReviewRequest): Promise<SurveillanceAlert> =>
      request({
        method: 'POST',
        path: 'api/surveillance/alerts/review/',
        body,
        schema: surveillanceAlertSchema,
      }),
    /** `GET api/surveillance/audit/`: the audit log, newest first. */
    auditLog: (
      query: { action?: SurveillanceAuditAction; limit?: number } = {},
    ): Promise<SurveillanceAuditLog> =>
      request({ path: 'api/surveillance/audit/', query, schema: surveillanceAuditLogSchema }),
    /** `GET api/surveillance/audit/export/`: the whole audit log as a CSV file. */
    exportAuditLog: (): Promise<Blob> =>
      request({ path: 'api/surveillance/audit/export/', schema: blobSchema, responseType: 'blob' }),
  };
}

export type SurveillanceApi = ReturnType<typeof createSurveillanceApi>;
