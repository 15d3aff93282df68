import { orderKindEndpoints, orderKinds } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tradeConfirmation } from '../../trading/tradeConfirmation';

/** The confirmation PDF of a settled trade, for either of its firms. */
export function orderConfirmationRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    registerEndpoint(app, orderKindEndpoints[kind].confirmation, async ({ params, principal }) => {
      const { fileName, content } = await tradeConfirmation(app.services, principal, {
        orderId: params.id,
        kind,
      });
      return { fileName, contentType: 'application/pdf', content };
    });
  }
}
