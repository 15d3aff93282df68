import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords';
import { chatMessages, clients, instruments, userAccounts, users } from '../../src/database/schema/index';
import { InMemoryEventPublisher, type ServerEvent } from '../../src/events/eventPublisher';
import { demoChatChannelUrls } from '../../src/seed/seedChatDemo';
import { demoPassword } from '../../src/seed/demoAccounts';
import { startTestServer, type DemoKey, type TestServer } from '../harness';

/**
 * Private runs from chats: dealer@ (Meridian) shares a quote in the direct chat with trader@ (Kaveri); it is
 * posted there as a `trade_quote` message and becomes a private-run row for Kaveri only. A dealer at a third
 * firm (Tapti, made here, in no chat with them) neither sees it in its private runs nor acts on it by id.
 */

let server: TestServer;
const events: ServerEvent[] = [];
let bondId: number;
let faceValue: number;
const firmIdOf = new Map<string, number>();
let thirdFirmToken: string;

// A demo account's key, or 'tapti': the third firm's dealer (DemoKey is a string, so it holds both).
type Caller = DemoKey;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, caller: Caller, payload?: object) {
  const headers =
    caller === 'tapti' ? { authorization: `Bearer ${thirdFirmToken}` } : await server.authorizationOf(caller);
  return server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

const privateRunIds = async (caller: Caller) =>
  (await call('GET', '/api/eoi/private-run/', caller)).json<{ id: number }[]>().map((quote) => quote.id);

beforeAll(async () => {
  const publisher = new InMemoryEventPublisher();
  publisher.subscribe((event) => events.push(event));
  server = await startTestServer({ events: publisher });
  const { db } = server.database;
  for (const name of ['dealer', 'trader']) {
    const [row] = await db
      .select({ clientId: userAccounts.clientId })
      .from(users)
      .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
      .where(eq(users.email, `${name}@demo.bondkit.in`));
    firmIdOf.set(name, row!.clientId);
  }
  const [bond] = await db
    .select({ id: instruments.id, faceValue: instruments.faceValue })
    .from(instruments)
    .where(
      sql`${instruments.convention} IS NOT NULL AND ${instruments.instrumentType} = 'GSEC' AND ${instruments.maturityDate} > '2030-01-01' AND ${instruments.isListed}`,
    )
    .limit(1);
  bondId = bond!.id;
  faceValue = bond!.faceValue;
  const [tapti] = await db
    .insert(clients)
    .values({
      name: 'Tapti Securities Private Limited',
      brandName: 'Tapti Securities',
      clientType: 'CORP',
      clientMode: 'BROKING',
      clientSegment: 'NON_INSTITUTIONAL',
      isBroker: true,
      allowedExchanges: ['NSE'],
      verifiedAt: new Date(),
      grantedRoles: ['user', 'clientdealer'],
    })
    .returning();
  firmIdOf.set('tapti', tapti!.id);
  const [taptiDealer] = await db
    .insert(users)
    .values({
      email: 'dealer@tapti.example',
      firstName: 'Tara',
      lastName: 'Tapti',
      passwordHash: await hashPassword(demoPassword),
      uniqueId: randomUUID(),
    })
    .returning();
  await db
    .insert(userAccounts)
    .values({ userId: taptiDealer!.id, clientId: tapti!.id, roles: ['clientdealer'] });
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email: 'dealer@tapti.example', password: demoPassword },
  });
  thirdFirmToken = signIn.json<{ access: string }>().access;
}, 180_000);

afterAll(async () => server?.close());

describe('quotes shared in a chat (private runs)', () => {
  let sharedId: number;

  it('posts the quote into the chat and makes it a private run of the chat’s other firm only', async () => {
    const shared = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bondId,
      quantum: faceValue * 1000,
      quote_type: 'ASK',
      unit_price_stored: 100.25,
      oto_participant_details: { channel_url: demoChatChannelUrls.direct },
    });
    expect(shared.statusCode).toBe(201);
    const quote = shared.json<{ id: number; visibility: string; source: string }>();
    expect(quote).toMatchObject({ visibility: 'PRIVATE', source: 'CHAT' });
    sharedId = quote.id;

    const messages = await server.database.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.channelUrl, demoChatChannelUrls.direct),
          eq(chatMessages.customType, 'trade_quote'),
        ),
      );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toMatch(/^Ask ₹100\.25 for ₹.* Cr of .* \(private run\)$/);
    expect(JSON.parse(messages[0]!.data)).toMatchObject({ id: sharedId, quote_type: 'ASK' });

    expect(await privateRunIds('dealer')).toContain(sharedId);
    expect(await privateRunIds('trader')).toContain(sharedId);
    expect(await privateRunIds('tapti')).not.toContain(sharedId);
    const streamed = events.filter(
      (event) =>
        event.type === 'trade_stream.private_runs' &&
        JSON.stringify(event.payload).includes(`"id":${sharedId}`),
    );
    expect(streamed.map((event) => event.clientId).sort()).toEqual(
      [firmIdOf.get('dealer'), firmIdOf.get('trader')].sort(),
    );
  });

  it('a firm outside the chat cannot answer it or trade against it by id: 404, as if it did not exist', async () => {
    const respond = await call('POST', '/api/eoi/add/', 'tapti', {
      finstrument_id: bondId,
      quantum: faceValue * 1000,
      respond_eoi_id: sharedId,
      use_respond_eoi_price: true,
    });
    expect(respond.statusCode).toBe(404);
    expect(respond.json()).toEqual({ respond_eoi_id: ['Quote not found.'] });
    const ownBid = await call('POST', '/api/trade/eoi/', 'tapti', {
      finstrument_id: bondId,
      quantum: faceValue * 1000,
      unit_price_stored: 100.3,
    });
    expect(ownBid.statusCode).toBe(201);
    const closeAgainst = await call(
      'PUT',
      `/api/trade/d/eoi/${ownBid.json<{ id: number }>().id}/close/`,
      'tapti',
      {
        opposing_eoi: sharedId,
        confirm: true,
      },
    );
    expect(closeAgainst.statusCode).toBe(404);
    // The chat's other firm may answer it.
    const answer = await call('POST', '/api/eoi/add/', 'trader', {
      finstrument_id: bondId,
      quantum: faceValue * 1000,
      respond_eoi_id: sharedId,
      unit_price_stored: 100.1,
    });
    expect(answer.statusCode).toBe(201);
  });

  it('lists the chats a dealer can share a quote in: joined, with someone at another firm', async () => {
    const dealerChats = (await call('GET', '/api/chatter/quote-channels/', 'dealer')).json<
      { channel_url: string; members: { name: string; firm: string }[] }[]
    >();
    const direct = dealerChats.find((channel) => channel.channel_url === demoChatChannelUrls.direct);
    expect(direct?.members.map((member) => member.firm)).toEqual([expect.stringMatching(/^Kaveri/)]);
    expect(dealerChats.map((channel) => channel.channel_url)).toContain(demoChatChannelUrls.group);
    expect(await (await call('GET', '/api/chatter/quote-channels/', 'tapti')).json()).toEqual([]);
  });

  it('refuses sharing in a chat the user is not in, and a chat together with named firms', async () => {
    const outsider = await call('POST', '/api/trade/eoi/', 'tapti', {
      finstrument_id: bondId,
      quantum: faceValue * 1000,
      unit_price_stored: 100.3,
      oto_participant_details: { channel_url: demoChatChannelUrls.direct },
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toEqual({ oto_participant_details: ['Chat not found among your chats.'] });
    const both = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bondId,
      quantum: faceValue * 1000,
      unit_price_stored: 100.3,
      oto_participant_details: { channel_url: demoChatChannelUrls.direct, client_id: firmIdOf.get('tapti') },
    });
    expect(both.json()).toEqual({
      oto_participant_details: ['Share a quote in a chat or with named firms, not both.'],
    });
    const badUrl = await call('POST', '/api/trade/eoi/', 'dealer', {
      finstrument_id: bondId,
      quantum: faceValue * 1000,
      unit_price_stored: 100.3,
      oto_participant_details: { channel_url: 42 },
    });
    expect(badUrl.json()).toEqual({ oto_participant_details: ['channel_url names a chat by its url.'] });
  });
});
