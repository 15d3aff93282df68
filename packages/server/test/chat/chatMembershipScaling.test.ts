import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ChatHub, type ChatSocketSink } from '../../src/chat/chatHub';
import { ChatService } from '../../src/chat/chatService';
import { issueChatSessionToken } from '../../src/chat/chatSessions';
import { rowsOf } from '../../src/database/migrate';
import { InMemoryEventPublisher } from '../../src/events/eventPublisher';
import { startTestServer, type TestServer } from '../harness';
import { queryCountingDatabase, type QueryCountingDatabase } from './queryCountingDatabase';
import { connectSdkWithToken, type SdkSession } from './sendbirdSdkClient';

// Joining, inviting and leaving cost a fixed number of statements whatever the channel's size (one statement
// for many invitees), and each join or leave is announced once to each member (not to each member once per
// other member). Counted on the run's database (PGlite, or PostgreSQL with BONDKIT_TEST_POSTGRES=1).

/** Chat users made for this file: platform users of one seeded firm. */
const userCount = 60;
const userIds = Array.from({ length: userCount }, (_, index) => `scale-user-${index + 1}`);

let server: TestServer;
let counting: QueryCountingDatabase;
let service: ChatService;
/** Frames each user's (fake) socket received. */
const frames = new Map<string, string[]>();

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
/** Past the service's announcement window (250 ms), so that a join's announcement has gone out. */
const announced = () => sleep(400);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const [firm] = rowsOf(await db.execute(sql`SELECT id FROM clients ORDER BY id LIMIT 1`));
  await db.execute(sql`INSERT INTO users (email, first_name, last_name, unique_id, has_accepted_chat_terms)
    SELECT 'scale-user-' || n || '@test.bondkit.in', 'Scale', 'User ' || n, 'scale-user-' || n, true
    FROM generate_series(1, ${userCount}) AS n`);
  await db.execute(sql`INSERT INTO user_accounts (user_id, client_id)
    SELECT id, ${Number(firm?.id)} FROM users WHERE unique_id LIKE 'scale-user-%'`);
  counting = queryCountingDatabase(server.database);
  const hub = new ChatHub(new InMemoryEventPublisher());
  for (const userId of userIds) {
    const received: string[] = [];
    frames.set(userId, received);
    const sink: ChatSocketSink = {
      userId,
      sessionKey: `key-${userId}`,
      send: (frame) => received.push(frame.toString('utf8')),
      close: () => {},
    };
    hub.add(sink);
  }
  service = new ChatService(counting.db, hub, () => Date.now());
}, 120_000);
afterAll(async () => {
  service?.dispose();
  await server?.close();
});

/** A trading group made by `creator` that invites `invitees`. */
async function group(creator: string, invitees: readonly string[]): Promise<string> {
  const channel = await service.createChannel(creator, {
    userIds: invitees,
    operatorIds: [],
    name: 'Scaling group',
    coverUrl: '',
    customType: 'trading_group',
    data: '',
    isDistinct: false,
    isBroadcast: false,
  });
  return String(channel.channel_url);
}

/** A channel of `size` joined members (its creator and size - 1 who accepted). */
async function joinedGroup(members: readonly string[]): Promise<string> {
  const [creator, ...others] = members;
  const url = await group(creator!, others);
  for (const userId of others) await service.acceptInvitation(userId, url);
  await announced();
  return url;
}

/** SYEV frames of a category a user's socket received for a channel. */
function systemEvents(userId: string, url: string, category: number): Record<string, unknown>[] {
  return (frames.get(userId) ?? [])
    .filter((frame) => frame.startsWith('SYEV'))
    .map((frame) => JSON.parse(frame.slice(4)) as Record<string, unknown>)
    .filter((event) => event.channel_url === url && event.cat === category);
}

describe('chat membership at scale', () => {
  it('creates a group inviting 2 or 40 people with the same number of statements', async () => {
    const small = await counting.measure(() => group(userIds[0]!, userIds.slice(1, 3)));
    const large = await counting.measure(() => group(userIds[0]!, userIds.slice(1, 41)));
    expect(large).toBe(small);
  });

  it('invites 1 or 40 people into a channel with the same number of statements', async () => {
    const first = await group(userIds[0]!, []);
    const second = await group(userIds[0]!, []);
    const one = await counting.measure(() => service.invite(userIds[0]!, first, userIds.slice(1, 2)));
    const forty = await counting.measure(() => service.invite(userIds[0]!, second, userIds.slice(1, 41)));
    expect(forty).toBe(one);
    // Everyone invited is invited, once.
    const members = await service.membersOf(userIds[0]!, second);
    expect(members.filter((member) => member.state === 'invited')).toHaveLength(40);
  });

  it('joins and leaves a channel of 3 or of 50 with the same, small number of statements', async () => {
    const small = await joinedGroup(userIds.slice(0, 2));
    const large = await joinedGroup(userIds.slice(2, 51));
    await service.invite(userIds[0]!, small, [userIds[55]!]);
    await service.invite(userIds[2]!, large, [userIds[55]!]);
    const joinSmall = await counting.measure(async () => {
      await service.acceptInvitation(userIds[55]!, small);
      await announced();
    });
    const joinLarge = await counting.measure(async () => {
      await service.acceptInvitation(userIds[55]!, large);
      await announced();
    });
    expect(joinLarge).toBe(joinSmall);
    // 14 before issue 33's rework; 8 after it, then 9 once the channel a join answers carries its pins, mutes
    // and the member's unread mentions (one statement for the three, whatever the channel's size).
    expect(joinSmall).toBeLessThanOrEqual(9);
    const leaveSmall = await counting.measure(() => service.leave(userIds[55]!, small));
    const leaveLarge = await counting.measure(() => service.leave(userIds[55]!, large));
    expect(leaveLarge).toBe(leaveSmall);
    expect(leaveSmall).toBeLessThanOrEqual(6);
  });

  it('announces 49 joins to each member a few times, not once per other member', async () => {
    const members = userIds.slice(0, 50);
    const [creator, ...others] = members;
    const url = await group(creator!, others);
    const started = performance.now();
    await Promise.all(others.map((userId) => service.acceptInvitation(userId, url)));
    // One announcement per 250 ms window the joins took (plus the first, at once), whatever their number.
    const windows = Math.ceil((performance.now() - started) / 250) + 2;
    await announced();
    const joinCategory = 10000;
    for (const userId of members) {
      const events = systemEvents(userId, url, joinCategory);
      expect(events.length).toBeLessThanOrEqual(windows);
      // Every join is in them.
      const joined = new Set(
        events.flatMap((event) =>
          ((event.data as { users: { user_id: string }[] }).users ?? []).map((user) => user.user_id),
        ),
      );
      for (const other of others) if (other !== userId) expect(joined.has(other)).toBe(true);
    }
  });
});

describe('filling a trading group through the real SDK', () => {
  const sessions: SdkSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.dispose()));
  });

  it('fills a group of 30 by invitation and acceptance; a message then reaches each member once', async () => {
    const address = server.app.server.address();
    if (!address || typeof address === 'string') await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as { port: number }).port;
    const origin = `http://127.0.0.1:${port}`;
    const members = userIds.slice(0, 30);
    for (const userId of members) {
      const { token } = await issueChatSessionToken(server.database.db, userId, Date.now());
      sessions.push(await connectSdkWithToken(origin, userId, token));
    }
    const [creator, ...others] = sessions;
    const channel = await creator!.chat.groupChannel.createChannel({
      invitedUserIds: others.map((session) => session.userId),
      customType: 'trading_group',
      name: 'SDK fill',
    });
    await Promise.all(
      others.map(async (session) => {
        const theirs = await session.chat.groupChannel.getChannel(channel.url);
        expect(theirs.myMemberState).toBe('invited');
        await theirs.acceptInvitation();
      }),
    );
    // Every member sees all 30 joined (the channel as the service answers it to each of them).
    for (const session of sessions) {
      const seen = await (await session.chat.groupChannel.getChannel(channel.url)).refresh();
      expect(seen.joinedMemberCount).toBe(30);
      expect(seen.memberCount).toBe(30);
      expect(seen.myMemberState).toBe('joined');
    }
    const sent = await new Promise<{ messageId: number }>((resolve, reject) => {
      channel
        .sendUserMessage({ message: 'filled' })
        .onSucceeded((message) => resolve(message))
        .onFailed(reject);
    });
    await Promise.all(
      others.map((session) =>
        session.waitFor(
          'onMessageReceived',
          (args) => (args[1] as { messageId: number }).messageId === sent.messageId,
        ),
      ),
    );
    await sleep(500);
    for (const session of others) {
      const receptions = session.events.filter(
        (event) =>
          event.name === 'onMessageReceived' &&
          (event.args[1] as { messageId: number }).messageId === sent.messageId,
      );
      expect(receptions).toHaveLength(1);
    }
  }, 120_000);
});
