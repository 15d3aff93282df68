import { and, eq, isNull } from 'drizzle-orm';
import {
  mindSharedConversationSchema,
  type MindShare,
  type MindSharedConversation,
} from '@bondkit/core/internal';
import type { Db } from '../database/connection';
import { mindShares } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { Principal } from '../auth/principal';
import { conversationMessages, ownConversation, unguessableId } from './conversationStore';

// Share links: the owner snapshots a conversation behind an unguessable id (128 random bits) that anyone may
// read; sharing again replaces the link, and revoking makes it answer 404 from then on.

/** Snapshots a conversation of the caller behind a new link, revoking the earlier one. */
export async function shareConversation(
  db: Db,
  principal: Principal,
  conversationId: string,
  now: Date,
): Promise<MindShare> {
  const conversation = await ownConversation(db, principal, conversationId);
  const messages = await conversationMessages(db, conversation.id);
  if (messages.length === 0) throw ApiProblem.nonField('Ask a question before sharing the conversation.');
  const id = unguessableId();
  await db.transaction(async (transaction) => {
    await transaction
      .update(mindShares)
      .set({ revokedAt: now })
      .where(and(eq(mindShares.conversationId, conversation.id), isNull(mindShares.revokedAt)));
    await transaction.insert(mindShares).values({
      id,
      conversationId: conversation.id,
      title: conversation.title,
      messages,
      createdAt: now,
    });
  });
  return { share_id: id, created_at: now.toISOString() };
}

/** Revokes the live share link of a conversation of the caller (nothing to do when there is none). */
export async function revokeShare(
  db: Db,
  principal: Principal,
  conversationId: string,
  now: Date,
): Promise<void> {
  const conversation = await ownConversation(db, principal, conversationId);
  await db
    .update(mindShares)
    .set({ revokedAt: now })
    .where(and(eq(mindShares.conversationId, conversation.id), isNull(mindShares.revokedAt)));
}

/** A live shared snapshot, for anyone with its id; a revoked or unknown one is a 404. */
export async function sharedConversation(db: Db, shareId: string): Promise<MindSharedConversation> {
  const [share] = await db
    .select()
    .from(mindShares)
    .where(and(eq(mindShares.id, shareId), isNull(mindShares.revokedAt)));
  if (!share) throw ApiProblem.notFound('This shared conversation does not exist or its link was revoked.');
  return {
    share_id: share.id,
    title: share.title,
    shared_at: share.createdAt.toISOString(),
    messages: withoutTradeOnlyLinks(mindSharedConversationSchema.shape.messages.parse(share.messages)),
  };
}

/**
 * A snapshot is public: a quote's source keeps its figures but not its link to the dealing terminal's market
 * depth, a page only users with trade access may open (the bond pages and their trades are public).
 */
function withoutTradeOnlyLinks(
  messages: MindSharedConversation['messages'],
): MindSharedConversation['messages'] {
  return messages.map((message) => ({
    ...message,
    parts: message.parts.map((part) => {
      if (part.type !== 'data-sources') return part;
      const data = (part as { data?: { sources?: unknown } }).data;
      if (!Array.isArray(data?.sources)) return part;
      return {
        ...part,
        data: {
          ...data,
          sources: data.sources.map((source: unknown) => {
            if (
              typeof source !== 'object' ||
              source === null ||
              (source as { kind?: unknown }).kind !== 'quote'
            )
              return source;
            const { href: _href, ...rest } = source as { href?: unknown };
            return rest;
          }),
        },
      };
    }),
  }));
}
