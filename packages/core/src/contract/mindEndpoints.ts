import * as z from 'zod/mini';
import {
  mindChatRequestSchema,
  mindCreateConversationSchema,
  mindRenameConversationSchema,
} from '../validation/mindPayloads';
import { defineEndpoint } from './endpoint';
import { mindHeads } from './mindHeads';

/** An unguessable id (a conversation's or a share link's): URL-safe, 1 to 64 characters. */
function unguessableIdSchema(message: string) {
  return z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, message));
}

/** Path parameter `:id` of a conversation. */
export const mindConversationParametersSchema = z.strictObject({
  id: unguessableIdSchema('Not a conversation id.'),
});

const shareParametersSchema = z.strictObject({ shareId: unguessableIdSchema('Not a share id.') });

/**
 * MIND, the AI analyst (on the client's `mindApiBase`, `/mind-api/` on the reference server): a market
 * researcher's conversations and their share links, usage and suggestions. A conversation is its owner's
 * alone (another user's, even in the same firm, is a 404). The two chat endpoints take the AI SDK's chat
 * request and answer its UI message stream (`responseType: 'uiMessageStream'`): `useChat` and MindChat
 * read them alike.
 */
export const mindEndpoints = {
  listMindConversations: defineEndpoint({
    ...mindHeads.listMindConversations,
    access: 'mind',
    tag: 'mind',
    summary: 'Your MIND conversations, newest first',
  }),
  createMindConversation: defineEndpoint({
    ...mindHeads.createMindConversation,
    body: mindCreateConversationSchema,
    access: 'mind',
    tag: 'mind',
    summary: 'Start a conversation',
  }),
  getMindConversation: defineEndpoint({
    ...mindHeads.getMindConversation,
    params: mindConversationParametersSchema,
    access: 'mind',
    tag: 'mind',
    summary: 'A conversation with its messages',
  }),
  renameMindConversation: defineEndpoint({
    ...mindHeads.renameMindConversation,
    params: mindConversationParametersSchema,
    body: mindRenameConversationSchema,
    access: 'mind',
    tag: 'mind',
    summary: 'Rename a conversation',
  }),
  deleteMindConversation: defineEndpoint({
    ...mindHeads.deleteMindConversation,
    params: mindConversationParametersSchema,
    access: 'mind',
    tag: 'mind',
    summary: 'Delete a conversation and its share links',
  }),
  shareMindConversation: defineEndpoint({
    ...mindHeads.shareMindConversation,
    params: mindConversationParametersSchema,
    access: 'mind',
    tag: 'mind',
    summary: 'Share a read-only snapshot of the conversation (replaces an earlier link)',
  }),
  revokeMindShare: defineEndpoint({
    ...mindHeads.revokeMindShare,
    params: mindConversationParametersSchema,
    access: 'mind',
    tag: 'mind',
    summary: 'Revoke the share link',
  }),
  askMind: defineEndpoint({
    ...mindHeads.askMind,
    params: mindConversationParametersSchema,
    body: mindChatRequestSchema,
    access: 'mind',
    tag: 'mind',
    summary:
      'Ask a question in a conversation: the answer streams as Server-Sent Events in the AI SDK UI message stream protocol (v1)',
  }),
  askMindPreview: defineEndpoint({
    ...mindHeads.askMindPreview,
    body: mindChatRequestSchema,
    access: 'public',
    tag: 'mind',
    summary:
      'Ask the preview analyst (limited per visitor and day, nothing stored): the answer streams as a UI message stream',
  }),
  getSharedMindConversation: defineEndpoint({
    ...mindHeads.getSharedMindConversation,
    params: shareParametersSchema,
    access: 'public',
    tag: 'mind',
    summary: 'A shared conversation (read-only snapshot)',
  }),
  getMindUsage: defineEndpoint({
    ...mindHeads.getMindUsage,
    access: 'mind',
    tag: 'mind',
    summary: 'Your MIND questions (and LLM tokens) used today',
  }),
  getMindPreviewUsage: defineEndpoint({
    ...mindHeads.getMindPreviewUsage,
    access: 'public',
    tag: 'mind',
    summary: "What this visitor has left of today's preview",
  }),
  listMindSuggestions: defineEndpoint({
    ...mindHeads.listMindSuggestions,
    access: 'public',
    tag: 'mind',
    summary: 'Questions to start with',
  }),
};
