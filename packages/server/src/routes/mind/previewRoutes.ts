import { mindChatRequestSchema, mindSuggestionsSchema, mindUsageSchema } from '@bondkit/core/validation';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../http/fastifyTypes';
import { answerStream } from '../../mind/answerStream';
import { suggestedQuestions, type MindService } from '../../mind/mindService';
import { messageText, questionOf } from './conversationRoutes';
import { clientGoneSignal, sendUiMessageStream } from './streamReply';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

/** A signed-out visitor, by address: the preview's few daily questions are counted per visitor. */
function visitorOf(request: FastifyRequest): string {
  return `preview:${request.ip}`;
}

/** The public preview (a few built-in answers a day per visitor, nothing stored), usage and suggestions. */
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

  app.get('/mind-api/preview/usage/', {
    config: { access: 'public' },
    schema: {
      tags: ['mind'],
      summary: "What this visitor has left of today's preview",
      response: { 200: mindUsageSchema },
    },
    handler: async (request) => mind.limits.previewUsage(visitorOf(request)),
  });

  app.get('/mind-api/usage/', {
    config: { access: 'mind' },
    schema: {
      tags: ['mind'],
      summary: 'Your MIND questions (and LLM tokens) used today',
      response: { 200: mindUsageSchema },
    },
    handler: async (request) => mind.limits.usage(signedInPrincipal(request).user.id),
  });

  app.get('/mind-api/suggestions/', {
    config: { access: 'public' },
    schema: { tags: ['mind'], summary: 'Questions to start with', response: { 200: mindSuggestionsSchema } },
    handler: async () => ({ suggestions: [...suggestedQuestions] }),
  });
}
