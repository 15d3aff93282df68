import {
  mindChatRequestSchema,
  mindQuestionTextSchema,
  type MindChatRequest,
} from '@bondkit/core/validation';
import { mindConversationParametersSchema } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { answerStream } from '../../mind/answerStream';
import { conversationMessages, recordAnswer, recordQuestion } from '../../mind/conversationStore';
import type { MindService } from '../../mind/mindService';
import { clientGoneSignal, sendUiMessageStream } from './streamReply';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

/** The text of a message's text parts. */
export function messageText(message: { parts: readonly { type: string; text?: unknown }[] }): string {
  return message.parts
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n');
}

/** The question of a chat request: the last message, which must be the user's, as checked text. */
export function questionOf(body: MindChatRequest): { id: string; text: string } {
  const last = body.messages.at(-1);
  if (last?.role !== 'user')
    throw ApiProblem.field('messages', 'The last message must be the question (role user).');
  const parsed = mindQuestionTextSchema.safeParse(messageText(last));
  if (!parsed.success)
    throw ApiProblem.field('messages', parsed.error.issues[0]?.message ?? 'Question is required');
  return { id: last.id, text: parsed.data };
}

/**
 * Asking in a conversation of the signed-in market researcher. Off the contract: it answers an AI SDK UI
 * message stream (Server-Sent Events), which the contract's JSON and file answers cannot declare.
 */
export function chatRoutes(app: ApiApp, mind: MindService): void {
  app.post('/mind-api/conversations/:id/chat/', {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary:
        'Ask a question: the answer streams as Server-Sent Events in the AI SDK UI message stream protocol (v1)',
      params: mindConversationParametersSchema,
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
