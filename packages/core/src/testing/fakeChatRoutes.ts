import type { QuoteChannel } from '../client/schemas/quoteChannel';
import { chatEndpoints } from '../contract/chatEndpoints';
import type { ChatUserSearchResult } from '../validation/chatPayloads';
import { fakeSignedInEndpoint, fieldProblem } from './fakeAccess';
import { connectionStatus, fakeChatUsers } from './fakeChatPeople';
import type { FakeChatState } from './fakeChatState';
import { fakePage, matchesSearch } from './fakePage';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

/** How long a chat session token lasts, as on the server: 7 days. */
const chatSessionTokenLifetimeMilliseconds = 7 * 24 * 60 * 60 * 1000;

const notYourChatUser = () => fieldProblem(400, 'userId', 'This is not your chat user id.');

/**
 * The platform's own chat calls: chat session tokens for the signed-in user's chat user id, Build Network
 * connection requests, the people search and the chats a dealer can share a quote in.
 */
export function fakeChatRoutes(state: FakeState, chat: FakeChatState): FakeRoute[] {
  return [
    fakeSignedInEndpoint(state, chatEndpoints.issueChatSessionToken, ({ body }, user) => {
      if (body.userId !== user.user_info.unique_id) return notYourChatUser();
      const token = `fake-chat-session-${state.nextId++}`;
      const expiresAt = Date.now() + chatSessionTokenLifetimeMilliseconds;
      chat.sessionTokens.set(token, { chatUserId: body.userId, expiresAt, revoked: false });
      return { ok: { token, expires_at: expiresAt } };
    }),
    fakeSignedInEndpoint(state, chatEndpoints.removeChatSession, ({ body }, user) => {
      if (body.userId !== user.user_info.unique_id) return notYourChatUser();
      for (const issued of chat.sessionTokens.values())
        if (issued.chatUserId === body.userId) issued.revoked = true;
      return { ok: null };
    }),
    fakeSignedInEndpoint(state, chatEndpoints.inviteChatUsers, ({ body }, user) => {
      const me = user.user_info.unique_id;
      const targets = [...new Set(body.sendbird_user_ids)];
      if (targets.includes(me)) return fieldProblem(400, 'sendbird_user_ids', 'You cannot invite yourself.');
      const active = new Set(
        fakeChatUsers(state, chat)
          .filter((person) => person.active)
          .map((person) => person.sendbird_user_id),
      );
      const unknown = targets.filter((target) => !active.has(target));
      if (unknown.length > 0)
        return fieldProblem(400, 'sendbird_user_ids', `No active member with the id ${unknown.join(', ')}.`);
      let requested = 0;
      let connected = 0;
      for (const target of targets) {
        const status = connectionStatus(chat, me, target);
        if (status === 'pending_received') {
          // A request they already sent is accepted instead.
          const request = chat.connections.find(
            (candidate) => candidate.from === target && candidate.to === me,
          );
          if (request) request.status = 'connected';
          connected++;
        } else if (status === 'none') {
          chat.connections.push({ from: me, to: target, status: 'pending' });
          requested++;
        }
      }
      const parts = [
        requested > 0 ? `${requested} invitation(s) sent` : '',
        connected > 0 ? `${connected} connection(s) made` : '',
      ].filter(Boolean);
      return { ok: { detail: parts.length > 0 ? `${parts.join(', ')}.` : 'Already invited or connected.' } };
    }),
    fakeSignedInEndpoint(state, chatEndpoints.searchChatUsers, ({ query }, user) => {
      const me = user.user_info.unique_id;
      const found = fakeChatUsers(state, chat)
        .filter((person) => person.active && person.sendbird_user_id !== me)
        .map((person): ChatUserSearchResult => ({
          user_id: person.user_id,
          client_id: person.client_id,
          nsccl_code: null,
          iccl_code: null,
          user_name: person.name,
          brand_name: person.firm,
          name: person.client_name,
          sendbird_user_id: person.sendbird_user_id,
          email: person.email,
          mobile: person.mobile,
          connection_status: connectionStatus(chat, me, person.sendbird_user_id),
        }))
        .filter(
          (person) =>
            matchesSearch(query.search_param, [
              person.user_name,
              person.name,
              person.brand_name,
              person.email,
            ]) &&
            (query.connections_only
              ? person.connection_status === 'connected'
              : !query.suggested || person.connection_status !== 'connected'),
        )
        .sort((first, second) => (first.user_name ?? '').localeCompare(second.user_name ?? ''));
      return { ok: fakePage('api/chatter/user/search', found, query) };
    }),
    fakeSignedInEndpoint(state, chatEndpoints.listQuoteChannels, (_call, user) => {
      const me = user.user_info.unique_id;
      const people = new Map(fakeChatUsers(state, chat).map((person) => [person.sendbird_user_id, person]));
      const channels = chat.channels.flatMap((channel): QuoteChannel[] => {
        if (!channel.members.includes(me)) return [];
        const others = channel.members.filter((member) => member !== me).map((member) => people.get(member));
        // A quote is shared only in a chat with a member at another firm.
        if (!others.some((person) => person !== undefined && person.client_id !== user.id)) return [];
        return [
          {
            channel_url: channel.channel_url,
            name: channel.name,
            custom_type: channel.custom_type,
            members: others.flatMap((person) => (person ? [{ name: person.name, firm: person.firm }] : [])),
          },
        ];
      });
      return { ok: channels };
    }),
  ];
}
