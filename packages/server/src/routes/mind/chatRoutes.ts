import { mindEndpoints } from '@bondkit/core/contract';
import { mindChatQuestion, mindMessageText, type MindChatRequest } from '@bondkit/core/validation';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { clientGoneSignal } from '../../http/uiMessageStreamReply';
import { answerStream } from '../../mind/answerStream';
import { conversationMessages, recordAnswer, recordQuestion } from '../../mind/conversationStore';
import type { MindService } from '../../mind/mindService';
import { hasTradeAccess } from '../../trading/tradeAccess';

/** The question of a chat request (core's rule), or a 400 on `messages`. */
export function questionOf(body: MindChatRequest): { id: string; text: string } {
  const question = mindChatQuestion(body);
  if ('problem' in question) throw ApiProblem.field('messages', question.problem);
  return question;
}

/** Asking in a conversation of the signed-in market researcher: the answer streams as it is worked out. */
export function chatRoutes(app: ApiApp, mind: MindService): void {
  registerEndpoint(app, mindEndpoints.askMind, async ({ principal, params, body, reply }) => {
    const db = app.services.db;
    // Checked first: a question that is refused as input is not counted.
    const question = questionOf(body);
    const { conversation, messageCount: storedCount } = await mind.limits.consumeQuestionInConversation(
      principal,
      params.id,
    );
    // The client sends the history it kept: an edit or a retry keeps fewer messages than are stored.
    const keep = Math.min(body.messages.length - 1, storedCount);
    // The question is stored in a work turn, after the answer's first words (and those of the other questions
    // arriving now) are out; the answer is stored after it, before the stream ends.
    const askedAt = app.services.now();
    const questionStored = mind.workTurns
      .next()
      .then(() => recordQuestion(db, conversation, keep, question, askedAt, storedCount));
    questionStored.catch(() => undefined);
    return answerStream({
      planner: mind.planner,
      question: question.text,
      history: async () =>
        (await conversationMessages(db, conversation.id, keep)).map((message) => ({
          role: message.role,
          text: mindMessageText(message),
        })),
      readMarket: mind.readMarket,
      // MIND shows the quote book exactly when `GET api/quote/depth/` would: the same trade-access rule.
      caller: { tradeAccess: hasTradeAccess(principal) },
      waitForWorkTurn: () => mind.workTurns.next(),
      signal: clientGoneSignal(reply),
      onComplete: async ({ assembled, tokensUsed }) => {
        await questionStored;
        await mind.limits.addTokens(principal.user.id, tokensUsed);
        if (assembled.message.parts.length > 0)
          await recordAnswer(db, conversation.id, keep + 1, assembled.message, app.services.now());
      },
    });
  });
}
