import * as z from 'zod';
import type { RequestFunction } from '../client/http/createHttpClient';
import { buildUrl } from '../client/http/buildUrl';
import type { TokenStore } from '../client/tokenStore';
import {
  mindConversationListSchema,
  mindConversationSchema,
  mindConversationSummarySchema,
  mindShareSchema,
  mindSharedConversationSchema,
  mindSuggestionsSchema,
  mindUsageSchema,
} from '../validation/mindPayloads';
import { createHttpMindTransport } from './mindTransport';

/** The parts of a `BondClient` the MIND client uses (its HTTP core, tokens and options). */
export interface MindClientHost {
  request: RequestFunction;
  tokenStore: TokenStore;
  options: { apiBase: string; mindApiBase?: string; fetch?: typeof fetch };
  refreshSession(): Promise<unknown>;
}

const emptySchema = z.unknown();

function segment(id: string): string {
  return encodeURIComponent(id);
}

/**
 * The MIND API on `mindApiBase` (default `apiBase`): conversations, sharing, usage and the chat
 * transports. Takes the `BondClient` for its base URLs, tokens and 401 handling:
 *
 * ```ts
 * const mind = createMindClient(client);
 * const { id } = await mind.createConversation();
 * ```
 */
export function createMindClient(host: MindClientHost) {
  const { request } = host;
  const base = host.options.mindApiBase ?? host.options.apiBase;
  const authorization = (): Record<string, string> => {
    const access = host.tokenStore.get()?.access;
    return access ? { authorization: `Bearer ${access}` } : {};
  };
  const refresh = async (): Promise<boolean> => {
    await host.refreshSession();
    return host.tokenStore.get()?.access !== undefined;
  };
  const fetchFunction = host.options.fetch;

  return {
    /** `GET conversations/`: the signed-in user's conversations, newest first. */
    listConversations: () =>
      request({ base: 'mind', path: 'conversations/', schema: mindConversationListSchema }).then(
        (body) => body.conversations,
      ),
    /** `POST conversations/`: a new, empty conversation. */
    createConversation: (title?: string) =>
      request({
        base: 'mind',
        method: 'POST',
        path: 'conversations/',
        body: title === undefined ? {} : { title },
        schema: mindConversationSummarySchema,
      }),
    /** `GET conversations/{id}/`: a conversation with its messages. */
    getConversation: (id: string) =>
      request({ base: 'mind', path: `conversations/${segment(id)}/`, schema: mindConversationSchema }),
    /** `PATCH conversations/{id}/`: renames it. */
    renameConversation: (id: string, title: string) =>
      request({
        base: 'mind',
        method: 'PATCH',
        path: `conversations/${segment(id)}/`,
        body: { title },
        schema: mindConversationSummarySchema,
      }),
    /** `DELETE conversations/{id}/`. */
    deleteConversation: (id: string) =>
      request({
        base: 'mind',
        method: 'DELETE',
        path: `conversations/${segment(id)}/`,
        schema: emptySchema,
      }).then(() => undefined),
    /** `POST conversations/{id}/share/`: a read-only snapshot with an unguessable id (replaces an earlier one). */
    shareConversation: (id: string) =>
      request({
        base: 'mind',
        method: 'POST',
        path: `conversations/${segment(id)}/share/`,
        schema: mindShareSchema,
      }),
    /** `DELETE conversations/{id}/share/`: revokes the share link. */
    revokeShare: (id: string) =>
      request({
        base: 'mind',
        method: 'DELETE',
        path: `conversations/${segment(id)}/share/`,
        schema: emptySchema,
      }).then(() => undefined),
    /** `GET public/{shareId}/`: a shared snapshot (no sign-in needed). */
    getSharedConversation: (shareId: string) =>
      request({
        base: 'mind',
        path: `public/${segment(shareId)}/`,
        schema: mindSharedConversationSchema,
        authenticate: false,
      }),
    /** `GET usage/`: questions (and LLM tokens) used and left today. */
    usage: () => request({ base: 'mind', path: 'usage/', schema: mindUsageSchema }),
    /** `GET preview/usage/`: what a signed-out visitor has left today. */
    previewUsage: () =>
      request({ base: 'mind', path: 'preview/usage/', schema: mindUsageSchema, authenticate: false }),
    /** `GET suggestions/`: questions to start a conversation with. */
    suggestions: () =>
      request({
        base: 'mind',
        path: 'suggestions/',
        schema: mindSuggestionsSchema,
        authenticate: false,
      }).then((body) => body.suggestions),
    /** The transport of signed-in conversations (`POST conversations/{id}/chat/`). */
    transport: createHttpMindTransport({
      url: (chatId) => buildUrl(base, `conversations/${segment(chatId)}/chat/`),
      fetch: fetchFunction,
      headers: authorization,
      onUnauthorized: refresh,
    }),
    /** The transport of the public preview (`POST preview/chat/`, limited per visitor and day). */
    previewTransport: createHttpMindTransport({
      url: () => buildUrl(base, 'preview/chat/'),
      fetch: fetchFunction,
    }),
  };
}

export type MindClient = ReturnType<typeof createMindClient>;
