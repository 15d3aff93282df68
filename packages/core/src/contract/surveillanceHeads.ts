// What the client needs of each surveillance endpoint: where to send it and how to read the answer (the
// request schemas stay in surveillanceEndpoints.ts, which the client imports only as types). The chat
// download's head is in chatSessionHeads.ts, beside the client call that uses it.
import * as z from 'zod/mini';
import { blobSchema } from '../client/schemas/common';
import {
  surveillanceAlertSchema,
  surveillanceAuditLogSchema,
  surveillanceChannelMessagesSchema,
  surveillanceChannelSchema,
  surveillanceSearchResultSchema,
  surveillanceTradeReviewSchema,
} from '../validation/surveillancePayloads';
import type { EndpointHead } from './endpoint';

export const surveillanceHeads = {
  getSurveillanceTradeReview: {
    method: 'GET',
    path: '/api/surveillance/trade-review/',
    response: surveillanceTradeReviewSchema,
  },
  reviewSurveillanceAlert: {
    method: 'POST',
    path: '/api/surveillance/alerts/review/',
    response: surveillanceAlertSchema,
  },
  getSurveillanceAuditLog: {
    method: 'GET',
    path: '/api/surveillance/audit/',
    response: surveillanceAuditLogSchema,
  },
  exportSurveillanceAuditLog: {
    method: 'GET',
    path: '/api/surveillance/audit/export/',
    response: blobSchema,
    responseType: 'blob',
  },
  listSurveillanceChannels: {
    method: 'GET',
    path: '/api/surveillance/channels/',
    response: z.array(surveillanceChannelSchema),
  },
  getSurveillanceChannelMessages: {
    method: 'GET',
    path: '/api/surveillance/channels/:url/messages/',
    response: surveillanceChannelMessagesSchema,
  },
  searchSurveillanceMessages: {
    method: 'GET',
    path: '/api/surveillance/messages/search/',
    response: surveillanceSearchResultSchema,
  },
} as const satisfies Record<string, EndpointHead>;
