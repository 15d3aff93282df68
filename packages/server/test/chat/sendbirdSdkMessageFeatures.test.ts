import { afterAll, beforeAll, expect, it } from 'vitest';
import { MessageCollectionInitPolicy } from '@sendbird/chat/groupChannel';
import type { BaseMessage, UserMessage } from '@sendbird/chat/message';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/database/migrate';
import type { TestServer } from '../harness';
import {
  closeTwoSdkDesks,
  directChannel,
  type SdkSession,
  sendText,
  startTwoSdkDesks,
} from './sendbirdSdkClient';

let server: TestServer;
let dealer: SdkSession;
let trader: SdkSession;

beforeAll(async () => {
  ({ server, dealer, trader } = await startTwoSdkDesks());
}, 120_000);
afterAll(() => closeTwoSdkDesks({ server, dealer, trader }));

async function sdkError(promise: Promise<unknown>): Promise<{ code: number }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number };
  }
  throw new Error('expected the SDK call to fail');
}

it('edits a message live on the other side and keeps the original for compliance', async () => {
  const { mine, theirs } = await directChannel(dealer, trader);
  const sent = await sendText(mine, 'Bid 7.25 for 5 cr');
  const edited = await mine.updateUserMessage(sent.messageId, { message: 'Bid 7.28 for 5 cr' });
  expect(edited.message).toBe('Bid 7.28 for 5 cr');
  const [, updated] = await trader.waitFor(
    'onMessageUpdated',
    (args) => (args[1] as UserMessage).messageId === sent.messageId,
  );
  expect((updated as UserMessage).message).toBe('Bid 7.28 for 5 cr');
  // Only its sender may edit it.
  expect((await sdkError(theirs.updateUserMessage(sent.messageId, { message: 'hijacked' }))).code).toBe(
    400108,
  );
  const revisions = rowsOf(
    await server.database.db.execute(
      sql`SELECT kind, previous_body FROM chat_message_revisions WHERE message_id = ${sent.messageId}`,
    ),
  );
  expect(revisions).toEqual([{ kind: 'edit', previous_body: 'Bid 7.25 for 5 cr' }]);
});

it('deletes a message for the members (live), and keeps it stored with its history', async () => {
  const { mine, theirs } = await directChannel(dealer, trader);
  const sent = await sendText(mine, 'wrong desk');
  expect((await sdkError(theirs.deleteMessage(sent))).code).toBe(400108);
  await mine.deleteMessage(sent);
  const [, deletedId] = await trader.waitFor('onMessageDeleted', (args) => args[1] === sent.messageId);
  expect(deletedId).toBe(sent.messageId);
  const listed = await theirs.getMessagesByTimestamp(Number.MAX_SAFE_INTEGER, {
    prevResultSize: 50,
    nextResultSize: 0,
  });
  expect(listed.map((message) => message.messageId)).not.toContain(sent.messageId);
  const stored = rowsOf(
    await server.database.db.execute(
      sql`SELECT body, deleted_at FROM chat_messages WHERE id = ${sent.messageId}`,
    ),
  );
  expect(stored[0]?.body).toBe('wrong desk');
  expect(stored[0]?.deleted_at).not.toBeNull();
});

it('shows compliance the edits and deletions with their history, in the transcript and the download', async () => {
  const { mine } = await directChannel(dealer, trader);
  const corrected = await sendText(mine, 'Offer 98.10');
  await mine.updateUserMessage(corrected.messageId, { message: 'Offer 98.15' });
  const removed = await sendText(mine, 'ignore this');
  await mine.deleteMessage(removed);
  const headers = await server.authorizationOf('compliance');
  const transcript = await server.app.inject({
    method: 'GET',
    url: `/api/surveillance/channels/${encodeURIComponent(mine.url)}/messages/`,
    headers,
  });
  expect(transcript.statusCode).toBe(200);
  const messages = transcript.json<{
    messages: {
      message_id: number;
      message: string;
      edited_at: number | null;
      deleted_at: number | null;
      history: { kind: string; previous_message: string }[];
    }[];
  }>().messages;
  const edited = messages.find((message) => message.message_id === corrected.messageId);
  expect(edited?.message).toBe('Offer 98.15');
  expect(edited?.edited_at).toBeGreaterThan(0);
  expect(edited?.history.map((revision) => [revision.kind, revision.previous_message])).toEqual([
    ['edit', 'Offer 98.10'],
  ]);
  const deleted = messages.find((message) => message.message_id === removed.messageId);
  expect(deleted?.message).toBe('ignore this');
  expect(deleted?.deleted_at).toBeGreaterThan(0);
  const download = await server.app.inject({
    method: 'POST',
    url: '/api/download-chats',
    headers,
    payload: { startTime: Date.now() - 3_600_000, endTime: Date.now() + 60_000, channelIds: [mine.url] },
  });
  expect(download.statusCode).toBe(200);
  expect(download.body).toContain('status,earlier_versions');
  expect(download.body).toMatch(/Offer 98\.15.*edited.*\[edit by [^\]]+\] Offer 98\.10/);
  expect(download.body).toMatch(/ignore this.*deleted.*\[delete by/);
});

it('carries replies and mentions', async () => {
  const { mine } = await directChannel(dealer, trader);
  const parent = await sendText(mine, 'ISIN INE001A07RT1 at 7.30?');
  const reply = await sendText(mine, 'Done, @trader', {
    parentMessageId: parent.messageId,
    mentionedUserIds: [trader.userId],
  });
  const [, received] = await trader.waitFor(
    'onMessageReceived',
    (args) => (args[1] as UserMessage).messageId === reply.messageId,
  );
  const message = received as UserMessage;
  expect(message.parentMessageId).toBe(parent.messageId);
  expect(message.parentMessage?.message).toBe('ISIN INE001A07RT1 at 7.30?');
  expect((message.mentionedUsers ?? []).map((user) => user.userId)).toEqual([trader.userId]);
});

it("fills a collection's edits and deletions made while it was offline (message changelogs)", async () => {
  const { mine, theirs } = await directChannel(dealer, trader);
  const kept = await sendText(mine, 'to be corrected');
  const removed = await sendText(mine, 'to be removed');
  const collection = theirs.createMessageCollection({ limit: 30 });
  const updated: BaseMessage[] = [];
  const deleted: number[] = [];
  collection.setMessageCollectionHandler({
    onMessagesUpdated: (_context, _channel, messages) => updated.push(...messages),
    onMessagesDeleted: (_context, _channel, messageIds) => deleted.push(...messageIds),
  });
  await new Promise<void>((resolve, reject) => {
    collection
      .initialize(MessageCollectionInitPolicy.CACHE_AND_REPLACE_BY_API)
      .onApiResult((error) => (error ? reject(error) : resolve()));
  });
  await trader.chat.disconnectWebSocket();
  await mine.updateUserMessage(kept.messageId, { message: 'corrected' });
  await mine.deleteMessage(removed);
  trader.chat.reconnect();
  await trader.waitFor('onReconnectSucceeded', () => true, 30_000);
  await expect.poll(() => deleted, { timeout: 15_000 }).toContain(removed.messageId);
  await expect
    .poll(() => updated.map((message) => (message as UserMessage).message), { timeout: 15_000 })
    .toContain('corrected');
  collection.dispose();
}, 60_000);
