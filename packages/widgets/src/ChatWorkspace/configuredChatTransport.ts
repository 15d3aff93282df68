import { ConfigurationError, type BondClient } from '@bondkit/core';
import type { ChatPeopleSearch, ChatTransport } from './chatTransport';

/**
 * The chat transport a client's configuration gives for the signed-in user: the service from the client's
 * `chat` option, each field missing there from the server's `api/client-config/`; the Sendbird SDK is
 * imported here, so a page pays for it only when a ChatWorkspace without a `transport` mounts.
 */
export async function createConfiguredChatTransport(
  client: BondClient,
  userId: string,
): Promise<ChatTransport> {
  const explicit = client.options.chat;
  const needsServer =
    explicit?.appId === undefined || explicit.apiHost === undefined || explicit.webSocketHost === undefined;
  const [configuration, { createSendbirdChatTransport }] = await Promise.all([
    needsServer ? client.clientConfiguration() : Promise.resolve(null),
    import('./createSendbirdChatTransport'),
  ]);
  const published = configuration?.chat ?? null;
  const appId = explicit?.appId ?? published?.app_id;
  if (appId === undefined)
    throw new ConfigurationError({
      code: 'chat_not_configured',
      option: 'chat',
      message:
        `The server at ${client.options.apiBase} publishes no chat service (api/client-config/): set ` +
        '`chat: { appId, apiHost, webSocketHost }` in createBondClient, or pass ChatWorkspace a `transport`.',
    });
  return createSendbirdChatTransport({
    appId,
    userId,
    apiHost: explicit?.apiHost ?? published?.api_host,
    webSocketHost: explicit?.webSocketHost ?? published?.websocket_host,
    // The server's token call answers `{ token, expires_at }`; the SDK takes the token alone.
    fetchToken: async () => (await client.chatSession.issueSessionToken(userId))?.token ?? null,
  });
}

/** People for a new chat from the client's `chatter/user/search` (what ChatWorkspace offers by default). */
export function clientPeopleSearch(client: BondClient): ChatPeopleSearch {
  return async (text, signal) => {
    const page = await client.chatter.searchUsers({ search_param: text }, signal);
    return page.results.map((person) => ({
      userId: person.sendbird_user_id,
      name: person.user_name ?? person.name ?? person.sendbird_user_id,
      firm: person.brand_name ?? person.name,
    }));
  };
}
