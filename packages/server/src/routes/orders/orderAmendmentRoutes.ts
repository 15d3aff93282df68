import * as z from 'zod';
import {
  orderAmendmentDecisionSchema,
  orderAmendmentListSchema,
  orderAmendmentProposalSchema,
  orderAmendmentSchema,
  orderAuditListSchema,
} from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';
import {
  decideOrderAmendment,
  listOrderAmendments,
  loadPartyOrder,
  proposeOrderAmendment,
} from '../../trading/orderAmendmentService';
import { orderAuditTrail } from '../../trading/orderAudit';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const orderKinds = ['orders', 'procurement-orders'] as const;
const positiveId = z.coerce.number().int().positive();

/**
 * Two-sided amendments of accepted trades and the audit trail of an order (issue 12, finding 6): either
 * firm proposes, the other accepts (the trade and both holdings change) or rejects; the proposer may
 * withdraw. Every change of an order leaves an audit row.
 */
export function orderAmendmentRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    const base = `/api/${kind}/:id/`;

    app.get(`${base}amendments/`, {
      config: { access: 'trading' },
      schema: {
        tags: ['orders'],
        summary: `Amendments of one of your firm's ${kind}, newest first`,
        params: z.strictObject({ id: positiveId }),
        response: { 200: orderAmendmentListSchema },
      },
      handler: async (request) => {
        const clientId = signedInPrincipal(request).client.id;
        const order = await loadPartyOrder(app.services, { orderId: request.params.id, kind }, clientId);
        return { results: await listOrderAmendments(app.services, order, clientId) };
      },
    });

    app.post(`${base}amendments/`, {
      config: { access: 'dealer' },
      schema: {
        tags: ['orders'],
        summary: 'Propose a change to an accepted trade; it applies when the other firm accepts it',
        params: z.strictObject({ id: positiveId }),
        body: orderAmendmentProposalSchema,
        response: { 201: orderAmendmentSchema },
      },
      handler: async (request, reply) => {
        const amendment = await proposeOrderAmendment(
          app.services,
          signedInPrincipal(request),
          { orderId: request.params.id, kind },
          request.body,
        );
        return reply.code(201).send(amendment);
      },
    });

    app.put(`${base}amendments/:amendmentId/`, {
      config: { access: 'dealer' },
      schema: {
        tags: ['orders'],
        summary: "Accept or reject the other firm's proposed amendment",
        params: z.strictObject({ id: positiveId, amendmentId: positiveId }),
        body: orderAmendmentDecisionSchema,
        response: { 200: orderAmendmentSchema },
      },
      handler: async (request) =>
        decideOrderAmendment(
          app.services,
          signedInPrincipal(request),
          { orderId: request.params.id, kind, amendmentId: request.params.amendmentId },
          request.body.decision === 'ACCEPTED' ? 'accept' : 'reject',
        ),
    });

    app.post(`${base}amendments/:amendmentId/withdraw/`, {
      config: { access: 'dealer' },
      schema: {
        tags: ['orders'],
        summary: 'Withdraw an amendment your firm proposed',
        params: z.strictObject({ id: positiveId, amendmentId: positiveId }),
        body: z.looseObject({}).optional(),
        response: { 200: orderAmendmentSchema },
      },
      handler: async (request) =>
        decideOrderAmendment(
          app.services,
          signedInPrincipal(request),
          { orderId: request.params.id, kind, amendmentId: request.params.amendmentId },
          'withdraw',
        ),
    });

    app.get(`${base}audit/`, {
      config: { access: 'trading' },
      schema: {
        tags: ['orders'],
        summary: `The audit trail of one of your firm's ${kind}: every change, oldest first`,
        params: z.strictObject({ id: positiveId }),
        response: { 200: orderAuditListSchema },
      },
      handler: async (request) => {
        const clientId = signedInPrincipal(request).client.id;
        const order = await loadPartyOrder(app.services, { orderId: request.params.id, kind }, clientId);
        return { results: await orderAuditTrail(app.services.db, order.id, clientId) };
      },
    });
  }
}
