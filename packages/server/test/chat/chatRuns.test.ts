import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ChatRun } from '@bondkit/core';
import { ChatHub } from '../../src/chat/chatHub';
import { readRunsFromMessages } from '../../src/chat/chatRunHook';
import { ChatService } from '../../src/chat/chatService';
import { chatRuns, instruments, users } from '../../src/database/schema/index';
import { InMemoryEventPublisher } from '../../src/events/eventPublisher';
import { demoChatChannelUrls } from '../../src/seed/seedChatDemo';
import { startTestServer, type DemoKey, type TestServer } from '../harness';

/**
 * Runs typed into chat become private runs: dealer@ (Meridian) writes 'ISIN 6.43/6.41 25cr T+1' in the
 * direct chat with trader@ (Kaveri); the chat service's hook reads it, and both members see the run in
 * `GET /api/eoi/chat-runs/`, linked to the message; the viewer (in no chat with them) does not.
 */
let server: TestServer;
let service: ChatService;
let bond: { id: number; isin: string; displayName: string };
const chatUserIdOf = new Map<string, string>();

const chatRunsOf = async (caller: DemoKey) =>
  (
    await server.app.inject({
      method: 'GET',
      url: '/api/eoi/chat-runs/',
      headers: await server.authorizationOf(caller),
    })
  ).json<ChatRun[]>();

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  for (const name of ['dealer', 'trader']) {
    const [row] = await db
      .select({ uniqueId: users.uniqueId })
      .from(users)
      .where(eq(users.email, `${name}@demo.bondkit.in`));
    chatUserIdOf.set(name, row!.uniqueId);
  }
  const [row] = await db
    .select({ id: instruments.id, isin: instruments.isin, displayName: instruments.displayName })
    .from(instruments)
    .where(sql`${instruments.instrumentType} = 'GSEC' AND ${instruments.isListed}`)
    .limit(1);
  bond = row!;
  const now = () => server.app.services.now().getTime();
  service = new ChatService(db, new ChatHub(new InMemoryEventPublisher()), now, {
    afterUserMessage: readRunsFromMessages(server.app),
  });
});

afterAll(async () => {
  await server.close();
});

describe('runs read from chat messages', () => {
  it('stores a run typed into a channel for its members, linked to the message', async () => {
    const { json } = await service.sendMessage(chatUserIdOf.get('dealer')!, {
      channelUrl: demoChatChannelUrls.direct,
      type: 'MESG',
      body: `Morning. ${bond.isin} 6.43/6.41 25cr T+1`,
    });
    const messageId = Number(json.message_id);
    for (const member of ['dealer', 'trader'] as const) {
      const runs = await chatRunsOf(member);
      expect(runs[0]).toMatchObject({
        message_id: messageId,
        channel_url: demoChatChannelUrls.direct,
        finstrument_id: bond.id,
        isin: bond.isin,
        display_name: bond.displayName,
        quoted_in: 'yield',
        bid: { level: 6.43, size: 25e7 },
        offer: { level: 6.41, size: 25e7 },
        settlement_delta: 1,
        sender_firm: expect.stringMatching(/Meridian/),
      });
    }
    // Not a member of the chat: nothing.
    expect(await chatRunsOf('viewer')).toEqual([]);
  });

  it('stores nothing for chatter, requests and ambiguous messages', async () => {
    const { db } = server.database;
    const before = (await db.select().from(chatRuns)).length;
    for (const body of ['gm all', `any offer in ${bond.isin}?`, `${bond.isin} 6.43 6.41`]) {
      await service.sendMessage(chatUserIdOf.get('trader')!, {
        channelUrl: demoChatChannelUrls.direct,
        type: 'MESG',
        body,
      });
    }
    expect((await db.select().from(chatRuns)).length).toBe(before);
  });
});
