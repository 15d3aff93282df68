import { clientEoiEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { listFirmClientEois, quoteClientEoi } from '../../trading/clientEoiQuotes';
import {
  acceptClientEoiQuote,
  clientPortfolio,
  createClientEoi,
  listOwnClientEois,
  withdrawClientEoi,
  type ClientEoiContext,
} from '../../trading/clientEoiRequests';

/**
 * A client's EOIs to its broker-dealer and the broker's quotes on them (`trading/clientEoiRequests.ts`,
 * `trading/clientEoiQuotes.ts`): each service checks the EOI against the caller (its own, or sent to its firm).
 */
export function clientEoiRoutes(app: ApiApp): void {
  const context = (): ClientEoiContext => ({
    db: app.services.db,
    now: app.services.now(),
    events: app.services.events,
  });
  registerEndpoint(app, clientEoiEndpoints.createClientEoi, ({ body, principal }) =>
    createClientEoi(context(), principal, body),
  );
  registerEndpoint(app, clientEoiEndpoints.listClientEois, ({ principal }) =>
    listOwnClientEois(app.services.db, app.services.now(), principal),
  );
  registerEndpoint(app, clientEoiEndpoints.acceptClientEoiQuote, ({ params, body, principal }) =>
    acceptClientEoiQuote(context(), principal, params.id, body.quote_id),
  );
  registerEndpoint(app, clientEoiEndpoints.withdrawClientEoi, ({ params, principal }) =>
    withdrawClientEoi(context(), principal, params.id),
  );
  registerEndpoint(app, clientEoiEndpoints.getClientPortfolio, ({ principal }) =>
    clientPortfolio(app.services.db, app.services.now(), principal),
  );
  registerEndpoint(app, clientEoiEndpoints.listFirmClientEois, ({ principal }) =>
    listFirmClientEois(context(), principal),
  );
  registerEndpoint(app, clientEoiEndpoints.quoteClientEoi, ({ params, body, principal }) =>
    quoteClientEoi(context(), principal, params.id, body),
  );
}
