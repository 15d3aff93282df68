import * as z from 'zod';
import { eq } from 'drizzle-orm';
import {
  mindChatRequestSchema,
  mindConversationListSchema,
  mindConversationSchema,
  mindConversationSummarySchema,
  mindCreateConversationSchema,
  mindQuestionTextSchema,
  mindRenameConversationSchema,
  type MindChatRequest,
} from '@bondkit/core/validation';
import { mindConversations } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { answerStream } from '../../mind/answerStream';
import {
  conversationMessages,
  conversationView,
  listConversations,
  liveShareId,
  ownConversation,
  recordAnswer,
  recordQuestion,
  unguessableId,
  untitled,
} from '../../mind/conversationStore';
import type { MindService } from '../../mind/mindService';
import { clientGoneSignal, sendUiMessageStream } from './streamReply';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { returnedRow } from '../../database/returnedRow';

/** Path parameter `{id}` of a conversation: an unguessable id. */
export const conversationParametersSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a conversation id.'),
});

/** The text of a message's text parts. */
export function messageText(message: { parts: readonly { type: string; text?: unknown }[] }): string {
  return message.parts
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n');
}

/** The question of a chat request: the last message, which must be the user's, as checked text. */
export function questionOf(body: MindChatRequest): { id: string; text: string } {
  const last = body.messages[body.messages.length - 1]!;
  if (last.role !== 'user')
    throw ApiProblem.field('messages', 'The last message must be the question (role user).');
  const parsed = mindQuestionTextSchema.safeParse(messageText(last));
  if (!parsed.success)
    throw ApiProblem.field('messages', parsed.error.issues[0]?.message ?? 'Question is required');
  return { id: last.id, text: parsed.data };
}

const prefix = '/mind-api';

/** Conversations of the signed-in market researcher: list, create, read, rename, delete, and chat. */
export function conversationRoutes(app: ApiApp, mind: MindService): void {
  app.get(`${prefix}/conversations/`, {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary: 'Your MIND conversations, newest first',
      response: { 200: mindConversationListSchema },
    },
    handler: async (request) => ({
      conversations: await listConversations(app.services.db, signedInPrincipal(request)),
    }),
  });

  app.post(`${prefix}/conversations/`, {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary: 'Start a conversation',
      body: mindCreateConversationSchema,
      response: { 201: mindConversationSummarySchema },
    },
    handler: async (request, reply) => {
      const principal = signedInPrincipal(request);
      const now = app.services.now();
      const row = returnedRow(
        await app.services.db
          .insert(mindConversations)
          .values({
            id: unguessableId(),
            userId: principal.user.id,
            clientId: principal.client.id,
            title: request.body.title ?? untitled,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      return reply.code(201).send(conversationView(row, null));
    },
  });

  app.get(`${prefix}/conversations/:id/`, {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary: 'A conversation with its messages',
      params: conversationParametersSchema,
      response: { 200: mindConversationSchema },
    },
    handler: async (request) => {
      const row = await ownConversation(app.services.db, signedInPrincipal(request), request.params.id);
      return {
        ...conversationView(row, await liveShareId(app.services.db, row.id)),
        messages: await conversationMessages(app.services.db, row.id),
      };
    },
  });

  app.patch(`${prefix}/conversations/:id/`, {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary: 'Rename a conversation',
      params: conversationParametersSchema,
      body: mindRenameConversationSchema,
      response: { 200: mindConversationSummarySchema },
    },
    handler: async (request) => {
      const row = await ownConversation(app.services.db, signedInPrincipal(request), request.params.id);
      const updated = returnedRow(
        await app.services.db
          .update(mindConversations)
          .set({ title: request.body.title, updatedAt: app.services.now() })
          .where(eq(mindConversations.id, row.id))
          .returning(),
      );
      return conversationView(updated, await liveShareId(app.services.db, row.id));
    },
  });

  app.delete(`${prefix}/conversations/:id/`, {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary: 'Delete a conversation and its share links',
      params: conversationParametersSchema,
    },
    handler: async (request, reply) => {
      const row = await ownConversation(app.services.db, signedInPrincipal(request), request.params.id);
      await app.services.db.delete(mindConversations).where(eq(mindConversations.id, row.id));
      return reply.code(204).send();
    },
  });

  app.post(`${prefix}/conversations/:id/chat/`, {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary:
        'Ask a question: the answer streams as Server-Sent Events in the AI SDK UI message stream protocol (v1)',
      params: conversationParametersSchema,
      body: mindChatRequestSchema,
    },
    handler: async (request, reply) => {
      const principal = signedInPrincipal(request);
      const db = app.services.db;
      // Checked first: a question that is refused as input is not counted.
      const question = questionOf(request.body);
      const { conversation, messageCount: storedCount } = await mind.limits.consumeQuestionInConversation(
        principal,
        request.params.id,
      );
      // The client sends the history it kept: an edit or a retry keeps fewer messages than are stored.
      const keep = Math.min(request.body.messages.length - 1, storedCount);
      // The question is stored in a work turn, after the answer's first words (and those of the other questions
      // arriving now) are out; the answer is stored after it, before the stream ends.
      const askedAt = app.services.now();
      const questionStored = mind.workTurns
        .next()
        .then(() => recordQuestion(db, conversation, keep, question, askedAt, storedCount));
      questionStored.catch(() => undefined);
      const batches = answerStream({
        planner: mind.planner,
        question: question.text,
        history: async () =>
          (await conversationMessages(db, conversation.id, keep)).map((message) => ({
            role: message.role,
            text: messageText(message),
          })),
        readMarket: mind.readMarket,
        waitForWorkTurn: () => mind.workTurns.next(),
        signal: clientGoneSignal(reply),
        onComplete: async ({ assembled, tokensUsed }) => {
          await questionStored;
          await mind.limits.addTokens(principal.user.id, tokensUsed);
          if (assembled.message.parts.length > 0)
            await recordAnswer(db, conversation.id, keep + 1, assembled.message, app.services.now());
        },
      });
      return sendUiMessageStream(request, reply, batches);
    },
  });
}
