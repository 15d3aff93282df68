import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { inviteChatUsers } from '../../src/chat/chatInvitations';
import { searchChatUsers } from '../../src/chat/chatUserSearch';
import { quoteChannelsOf } from '../../src/chat/quoteChannels';
import { users } from '../../src/database/schema/index';
import { demoAccounts } from '../../src/seed/demoAccounts';
import { demoChatChannelUrls } from '../../src/seed/seedChatDemo';
import { surveillanceDemoChannelUrls } from '../../src/seed/seedSurveillanceDemo';
import { refusal } from '../apiProblemRefusal';
import { startTestServer, type TestServer } from '../harness';

// The platform chat rules without HTTP: the services the invite, people-search and quote-channel
// endpoints call, on the demo data (the dealer at Meridian, the trader at Kaveri).

let server: TestServer;
const people = new Map<string, { id: number; uniqueId: string; clientId: number }>();

function person(key: 'dealer' | 'trader' | 'viewer') {
  const found = people.get(key);
  if (!found) throw new Error(`No demo ${key}`);
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const wanted = demoAccounts.filter((account) => ['dealer', 'trader', 'viewer'].includes(account.key));
  const rows = await db
    .select({ id: users.id, uniqueId: users.uniqueId, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        wanted.map((account) => account.email),
      ),
    );
  for (const account of wanted) {
    const row = rows.find((candidate) => candidate.email === account.email);
    if (!row) throw new Error(`The demo ${account.key} is not seeded`);
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/session/',
      headers: await server.authorizationOf(account.key),
    });
    people.set(account.key, {
      id: row.id,
      uniqueId: row.uniqueId,
      clientId: session.json<{ id: number }>().id,
    });
  }
}, 120_000);
afterAll(async () => server?.close());

const now = () => Date.now();

describe('inviteChatUsers (Build Network invitations)', () => {
  it('refuses inviting yourself or anyone who is not an active member, by field', async () => {
    const dealer = person('dealer');
    const self = await refusal(
      inviteChatUsers(server.database.db, dealer.uniqueId, [dealer.uniqueId], now()),
    );
    expect(self.statusCode).toBe(400);
    expect(self.body).toEqual({ sendbird_user_ids: ['You cannot invite yourself.'] });
    const unknown = await refusal(
      inviteChatUsers(server.database.db, dealer.uniqueId, ['nobody-here'], now()),
    );
    expect(unknown.body).toEqual({ sendbird_user_ids: ['No active member with the id nobody-here.'] });
  });

  it('sends a request once, and connects when the other side asks back', async () => {
    const db = server.database.db;
    const dealer = person('dealer');
    const trader = person('trader');
    // Named twice: one invitation.
    expect(await inviteChatUsers(db, dealer.uniqueId, [trader.uniqueId, trader.uniqueId], now())).toBe(
      '1 invitation(s) sent.',
    );
    expect(await inviteChatUsers(db, dealer.uniqueId, [trader.uniqueId], now())).toBe(
      'Already invited or connected.',
    );
    expect(await inviteChatUsers(db, trader.uniqueId, [dealer.uniqueId], now())).toBe(
      '1 connection(s) made.',
    );
  });
});

describe('searchChatUsers (the people search)', () => {
  it('finds people by name with where the searcher stands, and never the searcher', async () => {
    const db = server.database.db;
    const trader = person('trader');
    const dealer = person('dealer');
    const found = await searchChatUsers(db, dealer, { search_param: 'Priya', page: 1, page_size: 20 });
    const hit = found.results.find((result) => result.sendbird_user_id === trader.uniqueId);
    expect(hit?.connection_status).toBe('connected');
    expect(hit?.client_id).toBe(trader.clientId);
    const everyone = await searchChatUsers(db, dealer, { page: 1, page_size: 100 });
    expect(everyone.count).toBeGreaterThan(1);
    expect(everyone.results.map((result) => result.sendbird_user_id)).not.toContain(dealer.uniqueId);
  });

  it('lists only connections, or only people not connected yet', async () => {
    const db = server.database.db;
    const trader = person('trader');
    const dealer = person('dealer');
    const connections = await searchChatUsers(db, dealer, {
      page: 1,
      page_size: 100,
      connections_only: true,
    });
    expect(connections.results.map((result) => result.sendbird_user_id)).toContain(trader.uniqueId);
    expect(connections.results.every((result) => result.connection_status === 'connected')).toBe(true);
    const suggested = await searchChatUsers(db, dealer, { page: 1, page_size: 100, suggested: true });
    expect(suggested.results.map((result) => result.sendbird_user_id)).not.toContain(trader.uniqueId);
  });

  it('pages: the second page of one starts after the first', async () => {
    const db = server.database.db;
    const dealer = person('dealer');
    const first = await searchChatUsers(db, dealer, { page: 1, page_size: 1 });
    const second = await searchChatUsers(db, dealer, { page: 2, page_size: 1 });
    expect(first.results).toHaveLength(1);
    expect(second.results).toHaveLength(1);
    expect(second.results[0]?.user_id).not.toBe(first.results[0]?.user_id);
    expect(second.count).toBe(first.count);
  });
});

describe('quoteChannelsOf (the chats a dealer can share a quote in)', () => {
  it('lists joined chats with another firm, never a chat inside the firm', async () => {
    const dealer = person('dealer');
    const channels = await quoteChannelsOf(server.database.db, {
      chatUserId: dealer.uniqueId,
      clientId: dealer.clientId,
    });
    const urls = channels.map((channel) => channel.channel_url);
    expect(urls).toContain(demoChatChannelUrls.direct);
    expect(urls).toContain(surveillanceDemoChannelUrls.crossFirm);
    expect(urls).not.toContain(surveillanceDemoChannelUrls.internal);
    const direct = channels.find((channel) => channel.channel_url === demoChatChannelUrls.direct);
    // The other members, named, with their firms; never the caller.
    const dealerAccount = demoAccounts.find((account) => account.key === 'dealer')!;
    expect(direct?.members.length).toBeGreaterThan(0);
    expect(direct?.members.map((member) => member.name)).not.toContain(
      `${dealerAccount.firstName} ${dealerAccount.lastName}`,
    );
    expect(direct?.members.every((member) => member.name !== '' && member.firm !== '')).toBe(true);
  });

  it('lists only the chats the caller has joined', async () => {
    const viewer = person('viewer');
    const channels = await quoteChannelsOf(server.database.db, {
      chatUserId: viewer.uniqueId,
      clientId: viewer.clientId,
    });
    expect(channels.map((channel) => channel.channel_url)).not.toContain(demoChatChannelUrls.direct);
  });
});
