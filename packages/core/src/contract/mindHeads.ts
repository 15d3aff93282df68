// What the MIND client needs of each endpoint: where to send it and how to read the answer (the request
// schemas stay in mindEndpoints.ts, which the client imports only as types). Every MIND endpoint lives on
// the client's `mindApiBase`, served at `/mind-api/` by the reference server.
import * as z from 'zod/mini';
import {
  mindConversationListSchema,
  mindConversationSchema,
  mindConversationSummarySchema,
  mindShareSchema,
  mindSharedConversationSchema,
  mindSuggestionsSchema,
  mindUsageSchema,
} from '../validation/mindPayloads';
import { uiMessageChunkSchema } from '../mind/uiMessageChunk';
import type { EndpointHead } from './endpoint';

/** 204: no body (the client resolves undefined). */
const noContentSchema = z.optional(z.null());

export const mindHeads = {
  listMindConversations: {
    method: 'GET',
    base: 'mind',
    path: '/mind-api/conversations/',
    response: mindConversationListSchema,
  },
  createMindConversation: {
    method: 'POST',
    base: 'mind',
    path: '/mind-api/conversations/',
    response: mindConversationSummarySchema,
    status: 201,
  },
  getMindConversation: {
    method: 'GET',
    base: 'mind',
    path: '/mind-api/conversations/:id/',
    response: mindConversationSchema,
  },
  renameMindConversation: {
    method: 'PATCH',
    base: 'mind',
    path: '/mind-api/conversations/:id/',
    response: mindConversationSummarySchema,
  },
  deleteMindConversation: {
    method: 'DELETE',
    base: 'mind',
    path: '/mind-api/conversations/:id/',
    response: noContentSchema,
    status: 204,
  },
  shareMindConversation: {
    method: 'POST',
    base: 'mind',
    path: '/mind-api/conversations/:id/share/',
    response: mindShareSchema,
    status: 201,
  },
  revokeMindShare: {
    method: 'DELETE',
    base: 'mind',
    path: '/mind-api/conversations/:id/share/',
    response: noContentSchema,
    status: 204,
  },
  askMind: {
    method: 'POST',
    base: 'mind',
    path: '/mind-api/conversations/:id/chat/',
    response: uiMessageChunkSchema,
    responseType: 'uiMessageStream',
  },
  askMindPreview: {
    method: 'POST',
    base: 'mind',
    path: '/mind-api/preview/chat/',
    response: uiMessageChunkSchema,
    responseType: 'uiMessageStream',
  },
  getSharedMindConversation: {
    method: 'GET',
    base: 'mind',
    path: '/mind-api/public/:shareId/',
    response: mindSharedConversationSchema,
  },
  getMindUsage: {
    method: 'GET',
    base: 'mind',
    path: '/mind-api/usage/',
    response: mindUsageSchema,
  },
  getMindPreviewUsage: {
    method: 'GET',
    base: 'mind',
    path: '/mind-api/preview/usage/',
    response: mindUsageSchema,
  },
  listMindSuggestions: {
    method: 'GET',
    base: 'mind',
    path: '/mind-api/suggestions/',
    response: mindSuggestionsSchema,
  },
} as const satisfies Record<string, EndpointHead>;
