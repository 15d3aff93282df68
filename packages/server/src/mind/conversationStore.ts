import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { MindMessage } from '@bondkit/core/validation';
import type { Db } from '../database/connection';
import { mindConversations, mindMessages, mindShares } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { returnedRow } from '../database/returnedRow';
import type { Principal } from '../auth/principal';

/** The title a conversation has until its first question names it. */
const untitled = 'New conversation';

/** An unguessable id: 128 random bits, URL-safe (22 characters). */
export function unguessableId(): string {
  return randomBytes(16).toString('base64url');
}

/** A stored conversation. */
export type ConversationRow = typeof mindConversations.$inferSelect;

/** The wire form of a conversation in the list. */
export function conversationView(row: ConversationRow, shareId: string | null) {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    share_id: shareId,
  };
}

/** The live (not revoked) share of a conversation, if any. */
async function liveShareId(db: Db, conversationId: string): Promise<string | null> {
  const [share] = await db
    .select({ id: mindShares.id })
    .from(mindShares)
    .where(and(eq(mindShares.conversationId, conversationId), isNull(mindShares.revokedAt)))
    .orderBy(desc(mindShares.createdAt))
    .limit(1);
  return share?.id ?? null;
}

function ownedBy(principal: Principal, id: string) {
  return and(
    eq(mindConversations.id, id),
    eq(mindConversations.userId, principal.user.id),
    eq(mindConversations.clientId, principal.client.id),
  );
}

/**
 * A conversation of the caller, or a 404: another user's conversation (even in the same firm) is
 * answered exactly as a missing one, so ids reveal nothing.
 */
export async function ownConversation(db: Db, principal: Principal, id: string): Promise<ConversationRow> {
  const [row] = await db.select().from(mindConversations).where(ownedBy(principal, id));
  if (!row) throw ApiProblem.notFound('Conversation not found.');
  return row;
}

/** The caller's conversations, newest first, with their live share ids. */
export async function listConversations(db: Db, principal: Principal) {
  const rows = await db
    .select({
      conversation: mindConversations,
      shareId: sql<
        string | null
      >`(SELECT s.id FROM mind_shares s WHERE s.conversation_id = mind_conversations.id AND s.revoked_at IS NULL ORDER BY s.created_at DESC LIMIT 1)`,
    })
    .from(mindConversations)
    .where(
      and(
        eq(mindConversations.userId, principal.user.id),
        eq(mindConversations.clientId, principal.client.id),
        // A conversation nobody asked anything in (a first question that failed) is not listed.
        sql`EXISTS (SELECT 1 FROM mind_messages m WHERE m.conversation_id = mind_conversations.id)`,
      ),
    )
    .orderBy(desc(mindConversations.updatedAt))
    .limit(200);
  return rows.map((row) => conversationView(row.conversation, row.shareId));
}

/** Starts a conversation of the caller, titled `title` (default: untitled until its first question). */
export async function createConversation(
  db: Db,
  principal: Principal,
  title: string | undefined,
  now: Date,
): Promise<ReturnType<typeof conversationView>> {
  // Empty conversations do not pile up: the caller's conversations with no message that are more than an hour
  // old (a first question that failed, a page left) go when a new one starts; a fresh one may still be in use.
  await db
    .delete(mindConversations)
    .where(
      and(
        eq(mindConversations.userId, principal.user.id),
        eq(mindConversations.clientId, principal.client.id),
        lt(mindConversations.updatedAt, new Date(now.getTime() - 3_600_000)),
        sql`NOT EXISTS (SELECT 1 FROM mind_messages m WHERE m.conversation_id = mind_conversations.id)`,
        sql`NOT EXISTS (SELECT 1 FROM mind_shares s WHERE s.conversation_id = mind_conversations.id)`,
      ),
    );
  const row = returnedRow(
    await db
      .insert(mindConversations)
      .values({
        id: unguessableId(),
        userId: principal.user.id,
        clientId: principal.client.id,
        title: title ?? untitled,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return conversationView(row, null);
}

/** A conversation of the caller with its messages, oldest first (a 404 for anyone else's). */
export async function readConversation(db: Db, principal: Principal, id: string) {
  const row = await ownConversation(db, principal, id);
  return {
    ...conversationView(row, await liveShareId(db, row.id)),
    messages: await conversationMessages(db, row.id),
  };
}

/** Renames a conversation of the caller. */
export async function renameConversation(
  db: Db,
  principal: Principal,
  id: string,
  title: string,
  now: Date,
): Promise<ReturnType<typeof conversationView>> {
  const row = await ownConversation(db, principal, id);
  const updated = returnedRow(
    await db
      .update(mindConversations)
      .set({ title, updatedAt: now })
      .where(eq(mindConversations.id, row.id))
      .returning(),
  );
  return conversationView(updated, await liveShareId(db, row.id));
}

/** Deletes a conversation of the caller, with its messages and share links. */
export async function deleteConversation(db: Db, principal: Principal, id: string): Promise<void> {
  const row = await ownConversation(db, principal, id);
  await db.delete(mindConversations).where(eq(mindConversations.id, row.id));
}

/** The stored messages of a conversation, oldest first (those before position `before` when given). */
export async function conversationMessages(
  db: Db,
  conversationId: string,
  before?: number,
): Promise<MindMessage[]> {
  const rows = await db
    .select()
    .from(mindMessages)
    .where(
      before === undefined
        ? eq(mindMessages.conversationId, conversationId)
        : and(eq(mindMessages.conversationId, conversationId), lt(mindMessages.position, before)),
    )
    .orderBy(asc(mindMessages.position));
  return rows.map((row) => ({
    id: row.id,
    role: row.role as MindMessage['role'],
    parts: row.parts as MindMessage['parts'],
    ...(row.metadata === null ? {} : { metadata: row.metadata }),
  }));
}

/**
 * Keeps the first `keep` messages (an edit or retry drops the rest) and appends the question. `storedCount`, when
 * the caller knows it, spares the delete when nothing follows `keep`.
 */
export async function recordQuestion(
  db: Db,
  conversation: ConversationRow,
  keep: number,
  question: { id: string; text: string },
  now: Date,
  storedCount?: number,
): Promise<void> {
  await db.transaction(async (transaction) => {
    if (storedCount === undefined || storedCount > keep)
      await transaction
        .delete(mindMessages)
        .where(and(eq(mindMessages.conversationId, conversation.id), gte(mindMessages.position, keep)));
    await transaction.insert(mindMessages).values({
      id: question.id,
      conversationId: conversation.id,
      position: keep,
      role: 'user',
      parts: [{ type: 'text', text: question.text }],
      createdAt: now,
    });
    await transaction
      .update(mindConversations)
      .set({
        updatedAt: now,
        ...(conversation.title === untitled ? { title: question.text.slice(0, 80) } : {}),
      })
      .where(eq(mindConversations.id, conversation.id));
  });
}

/** Stores the answer after the question at `position`. */
export async function recordAnswer(
  db: Db,
  conversationId: string,
  position: number,
  message: MindMessage,
  now: Date,
): Promise<void> {
  await db
    .insert(mindMessages)
    .values({
      id: message.id,
      conversationId,
      position,
      role: 'assistant',
      parts: message.parts as Record<string, unknown>[],
      metadata: message.metadata ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
  await db.update(mindConversations).set({ updatedAt: now }).where(eq(mindConversations.id, conversationId));
}
