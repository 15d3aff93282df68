import * as z from 'zod';
import { eoiSchema } from '@bondkit/core/internal';
import {
  eoiCreatePayloadSchema,
  fixedFieldSchema,
  storedPriceSchema,
  storedYieldSchema,
  validationMessages,
  plainText,
} from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';
import { idParametersSchema } from '../../http/commonSchemas';
import { ChatHub } from '../../chat/chatHub';
import { ChatService } from '../../chat/chatService';
import { chatChannelOfQuote, postQuoteMessage } from '../../trading/chatQuotes';
import { createEoi, updateEoi } from '../../trading/eoiService';
import { eoiViews, quoteContextOf } from './quoteContext';

/** Creating, answering, countering and updating quotes (EOIs). Dealers only: they hold trade access. */
export function createQuoteRoutes(app: ApiApp): void {
  // Quotes shared in a chat are posted there through a chat service of their own, as trade tickets are: its
  // hub only publishes frames on the event bus, and the chat module's hub (which holds the sockets) sends them.
  const hub = new ChatHub(app.services.events);
  const chat = new ChatService(app.services.db, hub, () => app.services.now().getTime());
  app.addHook('preClose', async () => hub.close());

  for (const [url, summary] of [
    ['/api/trade/eoi/', 'Create a quote (EOI)'],
    ['/api/eoi/add/', 'Create a quote (EOI), or respond to one with respond_eoi_id'],
  ] as const) {
    app.post(url, {
      config: { access: 'dealer' },
      schema: { tags: ['quotes'], summary, body: eoiCreatePayloadSchema, response: { 201: eoiSchema } },
      handler: async (request, reply) => {
        const context = await quoteContextOf(app, request);
        const row = await createEoi(context, request.body, app.services.events);
        const [view] = await eoiViews(app, [row], context.party.clientId);
        const channelUrl = chatChannelOfQuote(row.otoParticipantDetails);
        if (channelUrl !== null) {
          // The quote stands as a private run whatever happens to its chat message; the log says why one failed.
          try {
            await postQuoteMessage(app.services.db, chat, channelUrl, row, view!);
          } catch (error) {
            request.log.warn({ err: error }, 'quote shared in chat: message not posted');
          }
        }
        return reply.code(201).send(view!);
      },
    });
  }

  app.post('/api/eoi/add-negotiation/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['quotes'],
      summary: 'Counter in a negotiation: a new price on the quote `respond_eoi_id` answers',
      body: eoiCreatePayloadSchema,
      response: { 201: eoiSchema },
    },
    handler: async (request, reply) => {
      const context = await quoteContextOf(app, request);
      const row = await createEoi(context, request.body, app.services.events, 'negotiation');
      const [view] = await eoiViews(app, [row], context.party.clientId);
      return reply.code(201).send(view!);
    },
  });

  app.put('/api/eoi/update/:id/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['quotes'],
      summary: "Update one of your firm's open quotes",
      params: idParametersSchema,
      body: z.strictObject({
        quantum: z
          .number()
          .min(0, validationMessages.negative)
          .refine((value) => value !== 0, validationMessages.zero)
          .refine((value) => value < 1e12, validationMessages.quantumDigits)
          .optional(),
        unit_price_stored: z.nullable(storedPriceSchema).optional(),
        yield_stored: z.nullable(storedYieldSchema).optional(),
        fixed_field: z.optional(z.nullable(fixedFieldSchema)),
        expiry_date_stored: z.iso.datetime({ offset: true }).nullable().optional(),
        validity: z.nullable(plainText(200)).optional(),
        is_best: z.boolean().optional(),
        price_overridden: z.boolean().optional(),
      }),
      response: { 200: eoiSchema },
    },
    handler: async (request) => {
      const context = await quoteContextOf(app, request);
      const row = await updateEoi(context, request.params.id, request.body, app.services.events);
      const [view] = await eoiViews(app, [row], context.party.clientId);
      return view!;
    },
  });
}
