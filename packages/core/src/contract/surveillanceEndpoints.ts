import * as z from 'zod/mini';
import {
  downloadChatsRequestSchema,
  surveillanceAlertReviewRequestSchema,
  surveillanceAuditQuerySchema,
  surveillanceSearchQuerySchema,
} from '../validation/surveillanceRequests';
import { defineEndpoint } from './endpoint';
import { chatSessionHeads } from './chatSessionHeads';
import { surveillanceHeads } from './surveillanceHeads';

/** `:url`: a chat channel's URL (the chat service's own ids are at most 200 characters). */
const channelParametersSchema = z.strictObject({
  url: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * Surveillance (issue 18 item 4): the firm's chats read-only, the message search, the chat download
 * (trading-and-chat 7), the trade review with its alerts and the audit log every one of these writes to.
 * Compliance officers only, and only their own firm's records.
 */
export const surveillanceEndpoints = {
  getSurveillanceTradeReview: defineEndpoint({
    ...surveillanceHeads.getSurveillanceTradeReview,
    access: 'compliance',
    tag: 'surveillance',
    summary:
      "The firm's quotes, tickets and orders with alerts: price far from fair value, late report, quick cancel",
  }),
  reviewSurveillanceAlert: defineEndpoint({
    ...surveillanceHeads.reviewSurveillanceAlert,
    body: surveillanceAlertReviewRequestSchema,
    access: 'compliance',
    tag: 'surveillance',
    summary: "Mark one of the firm's trade-review alerts reviewed, with a note",
  }),
  getSurveillanceAuditLog: defineEndpoint({
    ...surveillanceHeads.getSurveillanceAuditLog,
    query: surveillanceAuditQuerySchema,
    access: 'compliance',
    tag: 'surveillance',
    summary: "The firm's surveillance audit log, newest first",
  }),
  exportSurveillanceAuditLog: defineEndpoint({
    ...surveillanceHeads.exportSurveillanceAuditLog,
    access: 'compliance',
    tag: 'surveillance',
    summary: "The firm's whole surveillance audit log as CSV (the export itself is logged first)",
  }),
  listSurveillanceChannels: defineEndpoint({
    ...surveillanceHeads.listSurveillanceChannels,
    access: 'compliance',
    tag: 'surveillance',
    summary: "Every chat channel of the caller's firm (at least one member of the firm), read-only",
  }),
  getSurveillanceChannelMessages: defineEndpoint({
    ...surveillanceHeads.getSurveillanceChannelMessages,
    params: channelParametersSchema,
    access: 'compliance',
    tag: 'surveillance',
    summary: "One of the firm's channels and its messages, oldest first; never marks delivery or read",
  }),
  searchSurveillanceMessages: defineEndpoint({
    ...surveillanceHeads.searchSurveillanceMessages,
    query: surveillanceSearchQuerySchema,
    access: 'compliance',
    tag: 'surveillance',
    summary: "Messages in the firm's channels by text, member, bond (name or ISIN) and date, newest first",
  }),
  downloadChats: defineEndpoint({
    ...chatSessionHeads.downloadChats,
    body: downloadChatsRequestSchema,
    access: 'compliance',
    tag: 'surveillance',
    summary: "Transcripts of some of the firm's channels between startTime and endTime (epoch ms), as CSV",
  }),
};
