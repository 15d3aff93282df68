import { mindEndpoints } from '@bondkit/core/contract';
import { mindMessageText } from '@bondkit/core/internal';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../http/fastifyTypes';
import { answerStream } from '../../mind/answerStream';
import { suggestedQuestions, type MindService } from '../../mind/mindService';
import { registerEndpoint } from '../../http/registerEndpoint';
import { clientGoneSignal } from '../../http/uiMessageStreamReply';
import { questionOf } from './chatRoutes';

/** A signed-out visitor, by address: the preview's few daily questions are counted per visitor. */
function visitorOf(request: FastifyRequest): string {
  return `preview:${request.ip}`;
}

/**
 * The public preview (a few built-in answers a day per visitor, nothing stored), usage and suggestions.
 */
export function previewRoutes(app: ApiApp, mind: MindService): void {
  registerEndpoint(app, mindEndpoints.askMindPreview, ({ request, body, reply }) => {
    const question = questionOf(body);
    mind.limits.consumePreview(visitorOf(request));
    const earlier = body.messages
      .slice(0, -1)
      .slice(-6)
      .map((message) => ({ role: message.role, text: mindMessageText(message) }));
    return answerStream({
      planner: mind.previewPlanner,
      question: question.text,
      history: async () => earlier,
      readMarket: mind.readMarket,
      waitForWorkTurn: () => mind.workTurns.next(),
      signal: clientGoneSignal(reply),
      onComplete: () => undefined,
    });
  });

  registerEndpoint(app, mindEndpoints.getMindPreviewUsage, ({ request }) =>
    mind.limits.previewUsage(visitorOf(request)),
  );

  registerEndpoint(app, mindEndpoints.getMindUsage, ({ principal }) => mind.limits.usage(principal.user.id));

  registerEndpoint(app, mindEndpoints.listMindSuggestions, () => ({ suggestions: [...suggestedQuestions] }));
}
