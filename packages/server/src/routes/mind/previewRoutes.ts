import { mindEndpoints } from '@bondkit/core/contract';
import { mindChatRequestSchema } from '@bondkit/core/validation';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../http/fastifyTypes';
import { answerStream } from '../../mind/answerStream';
import { suggestedQuestions, type MindService } from '../../mind/mindService';
import { registerEndpoint } from '../../http/registerEndpoint';
import { messageText, questionOf } from './chatRoutes';
import { clientGoneSignal, sendUiMessageStream } from './streamReply';

/** A signed-out visitor, by address: the preview's few daily questions are counted per visitor. */
function visitorOf(request: FastifyRequest): string {
  return `preview:${request.ip}`;
}

/**
 * The public preview (a few built-in answers a day per visitor, nothing stored; its chat stream is off the
 * contract, as a UI message stream is not JSON), usage and suggestions.
 */
export function previewRoutes(app: ApiApp, mind: MindService): void {
  app.post('/mind-api/preview/chat/', {
    config: { access: 'public' },
    schema: {
      tags: ['mind'],
      summary: 'Ask the preview analyst (limited per visitor and day; answers stream as a UI message stream)',
      body: mindChatRequestSchema,
    },
    handler: async (request, reply) => {
      const question = questionOf(request.body);
      mind.limits.consumePreview(visitorOf(request));
      const earlier = request.body.messages
        .slice(0, -1)
        .slice(-6)
        .map((message) => ({ role: message.role, text: messageText(message) }));
      const batches = answerStream({
        planner: mind.previewPlanner,
        question: question.text,
        history: async () => earlier,
        readMarket: mind.readMarket,
        waitForWorkTurn: () => mind.workTurns.next(),
        signal: clientGoneSignal(reply),
        onComplete: () => undefined,
      });
      return sendUiMessageStream(request, reply, batches);
    },
  });

  registerEndpoint(app, mindEndpoints.getMindPreviewUsage, ({ request }) =>
    mind.limits.previewUsage(visitorOf(request)),
  );

  registerEndpoint(app, mindEndpoints.getMindUsage, ({ principal }) => mind.limits.usage(principal.user.id));

  registerEndpoint(app, mindEndpoints.listMindSuggestions, () => ({ suggestions: [...suggestedQuestions] }));
}
