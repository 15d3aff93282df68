import type { RequestFunction } from '../client/http/createHttpClient';
import { buildUrl } from '../client/http/buildUrl';
import { callEndpoint } from '../client/http/callEndpoint';
import type { TokenStore } from '../client/tokenStore';
import { clientEndpointPath } from '../contract/endpointPath';
import type { mindEndpoints } from '../contract/mindEndpoints';
import { mindHeads } from '../contract/mindHeads';
import { createHttpMindTransport } from './mindTransport';
import { mindBaseOf } from '../client/clientConfiguration';
import type { ClientConfiguration } from '../validation/clientConfiguration';

/** The parts of a `BondClient` the MIND client uses (its HTTP core, tokens and options). */
export interface MindClientHost {
  request: RequestFunction;
  tokenStore: TokenStore;
  // `| undefined` on each: a `BondClient`'s options are declared so, and must be accepted under
  // `exactOptionalPropertyTypes` (TSDoc's `createMindClient(client)` failed to type-check there).
  options: { apiBase: string; mindApiBase?: string | undefined; fetch?: typeof fetch | undefined };
  refreshSession(): Promise<unknown>;
  /** The server's published configuration (MIND's base when `mindApiBase` is not set). Default: none. */
  clientConfiguration?: (() => Promise<ClientConfiguration | null>) | undefined;
}

/**
 * The MIND API on `mindApiBase` (default: the base the server publishes in `api/client-config/`, else
 * `apiBase`): conversations, sharing, usage and the chat
 * transports. Takes the `BondClient` for its base URLs, tokens and 401 handling:
 *
 * ```ts
 * const mind = createMindClient(client);
 * const { id } = await mind.createConversation();
 * ```
 */
export function createMindClient(host: MindClientHost) {
  const { request } = host;
  const explicitBase = host.options.mindApiBase;
  const base = async (): Promise<string> =>
    explicitBase ??
    (host.clientConfiguration
      ? mindBaseOf(await host.clientConfiguration(), host.options.apiBase)
      : host.options.apiBase);
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
      callEndpoint<typeof mindEndpoints.listMindConversations>(
        request,
        mindHeads.listMindConversations,
        {},
      ).then((body) => body.conversations),
    /** `POST conversations/`: a new, empty conversation. */
    createConversation: (title?: string) =>
      callEndpoint<typeof mindEndpoints.createMindConversation>(request, mindHeads.createMindConversation, {
        body: title === undefined ? {} : { title },
      }),
    /** `GET conversations/{id}/`: a conversation with its messages. */
    getConversation: (id: string) =>
      callEndpoint<typeof mindEndpoints.getMindConversation>(request, mindHeads.getMindConversation, {
        params: { id },
      }),
    /** `PATCH conversations/{id}/`: renames it. */
    renameConversation: (id: string, title: string) =>
      callEndpoint<typeof mindEndpoints.renameMindConversation>(request, mindHeads.renameMindConversation, {
        params: { id },
        body: { title },
      }),
    /** `DELETE conversations/{id}/`. */
    deleteConversation: (id: string) =>
      callEndpoint<typeof mindEndpoints.deleteMindConversation>(request, mindHeads.deleteMindConversation, {
        params: { id },
      }).then(() => undefined),
    /** `POST conversations/{id}/share/`: a read-only snapshot with an unguessable id (replaces an earlier one). */
    shareConversation: (id: string) =>
      callEndpoint<typeof mindEndpoints.shareMindConversation>(request, mindHeads.shareMindConversation, {
        params: { id },
      }),
    /** `DELETE conversations/{id}/share/`: revokes the share link. */
    revokeShare: (id: string) =>
      callEndpoint<typeof mindEndpoints.revokeMindShare>(request, mindHeads.revokeMindShare, {
        params: { id },
      }).then(() => undefined),
    /** `GET public/{shareId}/`: a shared snapshot (no sign-in needed). */
    getSharedConversation: (shareId: string) =>
      callEndpoint<typeof mindEndpoints.getSharedMindConversation>(
        request,
        mindHeads.getSharedMindConversation,
        { params: { shareId } },
        { authenticate: false },
      ),
    /** `GET usage/`: questions (and LLM tokens) used and left today. */
    usage: () => callEndpoint<typeof mindEndpoints.getMindUsage>(request, mindHeads.getMindUsage, {}),
    /** `GET preview/usage/`: what a signed-out visitor has left today. */
    previewUsage: () =>
      callEndpoint<typeof mindEndpoints.getMindPreviewUsage>(
        request,
        mindHeads.getMindPreviewUsage,
        {},
        { authenticate: false },
      ),
    /** `GET suggestions/`: questions to start a conversation with. */
    suggestions: () =>
      callEndpoint<typeof mindEndpoints.listMindSuggestions>(
        request,
        mindHeads.listMindSuggestions,
        {},
        { authenticate: false },
      ).then((body) => body.suggestions),
    /** The transport of signed-in conversations (`POST conversations/{id}/chat/`, the contract's `askMind`). */
    transport: createHttpMindTransport({
      url: async (chatId) => buildUrl(await base(), clientEndpointPath(mindHeads.askMind, { id: chatId })),
      fetch: fetchFunction,
      headers: authorization,
      onUnauthorized: refresh,
    }),
    /** The transport of the public preview (`POST preview/chat/`, `askMindPreview`; limited per visitor and day). */
    previewTransport: createHttpMindTransport({
      url: async () => buildUrl(await base(), clientEndpointPath(mindHeads.askMindPreview, undefined)),
      fetch: fetchFunction,
    }),
  };
}

export type MindClient = ReturnType<typeof createMindClient>;
