import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { detailResponseSchema, eoiSchema } from '@bondkit/core/internal';
import { recordIdSchema, validationMessages } from '@bondkit/core/validation';
import { eois } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { idParametersSchema } from '../../http/commonSchemas';
import { endEois } from '../../trading/eoiService';
import { loadAnswerableQuote, loadOwnQuote } from '../../authorization/quoteRules';
import { checkBroker } from '../../authorization/participantRules';
import { viewerOf } from '../../authorization/viewer';
import { executeTrade } from '../../trading/tradeExecution';
import { eoiViews, quoteContextOf } from './quoteContext';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

/** Closing quotes (withdrawing them, or trading against an opposing quote) and expiring them. */
export function quoteActionRoutes(app: ApiApp): void {
  app.put('/api/trade/d/eoi/:id/close/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['quotes'],
      summary:
        'Close your quote: withdraw it, or (with opposing_eoi and confirm) trade it against an opposing quote',
      params: idParametersSchema,
      body: z.strictObject({
        opposing_eoi: z.optional(recordIdSchema),
        confirm: z.boolean().optional(),
        broker_id: z.optional(recordIdSchema),
      }),
      response: { 200: eoiSchema },
    },
    handler: async (request) => {
      const context = await quoteContextOf(app, request);
      const clientId = context.party.clientId;
      const { opposing_eoi: opposingId, confirm, broker_id: brokerId } = request.body;
      if (opposingId === undefined) {
        const [closed] = await endEois(
          { db: app.services.db, now: context.now, clientId },
          [request.params.id],
          'CLOSED',
          app.services.events,
        );
        const [view] = await eoiViews(app, [closed!], clientId);
        return view!;
      }
      const viewer = viewerOf(signedInPrincipal(request));
      const mine = await loadOwnQuote(app.services.db, viewer, request.params.id);
      if (mine.status !== 'OPEN')
        throw ApiProblem.badRequest(`This quote is ${mine.status}; only an OPEN quote can be closed.`);
      // The quote rule: a quote the caller may not see (another firm's private quote, a negotiation of two
      // other firms) is a 404, whatever its id.
      const { quote: opposing, negotiation } = await loadAnswerableQuote(
        app.services.db,
        viewer,
        opposingId,
        'opposing_eoi',
        context.now,
      );
      if (opposing.instrumentId !== mine.instrumentId || opposing.quoteType === mine.quoteType) {
        throw ApiProblem.field('opposing_eoi', 'The opposing quote must be the other side of the same bond.');
      }
      if (confirm !== true)
        throw ApiProblem.field('confirm', 'Confirm to close this quote against the opposing quote.');
      if (mine.clusterId !== null && negotiation !== null && mine.clusterId !== negotiation.id) {
        throw ApiProblem.field('opposing_eoi', 'These quotes belong to different negotiations.');
      }
      if (brokerId !== undefined) await checkBroker(app.services.db, brokerId, 'broker_id');
      await executeTrade({
        db: app.services.db,
        now: context.now,
        events: app.services.events,
        catalogue: context.catalogue,
        acceptor: { userId: context.party.userId, clientId },
        clusterId: negotiation?.id ?? null,
        acceptedEoiId: opposing.id,
        acceptorEoiId: mine.id,
        exchange: null,
        brokerId: brokerId ?? null,
      });
      const [after] = await app.services.db.select().from(eois).where(eq(eois.id, mine.id));
      const [view] = await eoiViews(app, [after!], clientId);
      return view!;
    },
  });

  app.put('/api/trade/d/eoi/close/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['quotes'],
      summary: "Withdraw several of your firm's open quotes",
      body: z.strictObject({ eoi_ids: z.array(recordIdSchema).min(1, validationMessages.required).max(500) }),
      response: { 200: detailResponseSchema },
    },
    handler: async (request) => {
      const clientId = signedInPrincipal(request).client.id;
      const closed = await endEois(
        { db: app.services.db, now: app.services.now(), clientId },
        [...new Set(request.body.eoi_ids)],
        'CLOSED',
        app.services.events,
      );
      return { detail: `Closed ${closed.length} quote${closed.length === 1 ? '' : 's'}.` };
    },
  });

  app.post('/api/eoi/expire/:id/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['quotes'],
      summary: "Expire one of your firm's open quotes",
      params: idParametersSchema,
      body: z.looseObject({}).optional(),
      response: { 200: eoiSchema },
    },
    handler: async (request) => {
      const clientId = signedInPrincipal(request).client.id;
      const [expired] = await endEois(
        { db: app.services.db, now: app.services.now(), clientId },
        [request.params.id],
        'EXPIRED',
        app.services.events,
      );
      const [view] = await eoiViews(app, [expired!], clientId);
      return view!;
    },
  });
}
