import { chatSecurityPreferences, type ChatConnectionStatus } from '../validation/chatPayloads';
import type { FakeChatState } from './fakeChatState';
import type { FakeState } from './fakeState';

/** A chat user as the fake knows them: a demo user who signs in, or one of the chat's own people. */
export interface FakeChatUser {
  sendbird_user_id: string;
  user_id: number;
  name: string;
  client_id: number;
  client_name: string;
  firm: string;
  email: string | null;
  mobile: string | null;
  active: boolean;
}

/** Every chat user: the signed-in demo users (chat id `user_info.unique_id`), then the chat's own people. */
export function fakeChatUsers(state: FakeState, chat: FakeChatState): FakeChatUser[] {
  const signedIn = state.users.map(({ session }): FakeChatUser => {
    const info = session.user_info;
    const preferences = info.user_security_preferences;
    const account = session.user_accounts[0];
    return {
      sendbird_user_id: info.unique_id,
      user_id: account?.id ?? session.id,
      name: `${info.first_name} ${info.last_name}`.trim(),
      client_id: session.id,
      client_name: session.name,
      firm: session.brand_name ?? session.name,
      email: preferences.includes(chatSecurityPreferences.hideEmail) ? null : info.email,
      mobile: preferences.includes(chatSecurityPreferences.hideMobile) ? null : info.mobile,
      active: account?.status === 'active',
    };
  });
  const others = chat.people.map((person): FakeChatUser => ({
    ...person,
    client_name: person.firm,
    active: true,
  }));
  return [...signedIn, ...others];
}

/** Where `me` stands with `other` in the Build Network. */
export function connectionStatus(chat: FakeChatState, me: string, other: string): ChatConnectionStatus {
  const request = chat.connections.find(
    (connection) =>
      (connection.from === me && connection.to === other) ||
      (connection.from === other && connection.to === me),
  );
  if (request === undefined) return 'none';
  if (request.status === 'connected') return 'connected';
  return request.from === me ? 'pending_sent' : 'pending_received';
}
