import * as z from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { mindShareSchema, mindSharedConversationSchema } from '@bondkit/core/validation';
import { mindShares } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { conversationMessages, ownConversation, unguessableId } from '../../mind/conversationStore';
import { conversationParametersSchema } from './conversationRoutes';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const shareParametersSchema = z.strictObject({
  shareId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a share id.'),
});

/**
 * Share links: the owner snapshots a conversation behind an unguessable id (128 random bits) that anyone
 * may read; sharing again replaces the link, and revoking makes it answer 404 from then on.
 */
export function shareRoutes(app: ApiApp): void {
  app.post('/mind-api/conversations/:id/share/', {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary: 'Share a read-only snapshot of the conversation (replaces an earlier link)',
      params: conversationParametersSchema,
      response: { 201: mindShareSchema },
    },
    handler: async (request, reply) => {
      const db = app.services.db;
      const conversation = await ownConversation(db, signedInPrincipal(request), request.params.id);
      const messages = await conversationMessages(db, conversation.id);
      if (messages.length === 0) throw ApiProblem.nonField('Ask a question before sharing the conversation.');
      const now = app.services.now();
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
      return reply.code(201).send({ share_id: id, created_at: now.toISOString() });
    },
  });

  app.delete('/mind-api/conversations/:id/share/', {
    config: { access: 'mind' },
    schema: { tags: ['mind'], summary: 'Revoke the share link', params: conversationParametersSchema },
    handler: async (request, reply) => {
      const db = app.services.db;
      const conversation = await ownConversation(db, signedInPrincipal(request), request.params.id);
      await db
        .update(mindShares)
        .set({ revokedAt: app.services.now() })
        .where(and(eq(mindShares.conversationId, conversation.id), isNull(mindShares.revokedAt)));
      return reply.code(204).send();
    },
  });

  app.get('/mind-api/public/:shareId/', {
    config: { access: 'public' },
    schema: {
      tags: ['mind'],
      summary: 'A shared conversation (read-only snapshot)',
      params: shareParametersSchema,
      response: { 200: mindSharedConversationSchema },
    },
    handler: async (request) => {
      const [share] = await app.services.db
        .select()
        .from(mindShares)
        .where(and(eq(mindShares.id, request.params.shareId), isNull(mindShares.revokedAt)));
      if (!share)
        throw ApiProblem.notFound('This shared conversation does not exist or its link was revoked.');
      return {
        share_id: share.id,
        title: share.title,
        shared_at: share.createdAt.toISOString(),
        messages: mindSharedConversationSchema.shape.messages.parse(share.messages),
      };
    },
  });
}
