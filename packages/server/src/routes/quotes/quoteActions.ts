import { quoteActionEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { viewerOf } from '../../authorization/viewer';
import { endEois } from '../../trading/eoiService';
import { closeOwnQuote, endOwnQuote, type QuoteCloser } from '../../trading/closeQuote';
import type { EoiRow } from '../../trading/eoiView';
import { eoiViews, quoteContextFor } from './quoteContext';
import type { Principal } from '../../auth/principal';

/** Closing quotes (withdrawing them, or trading against an opposing quote) and expiring them. */
export function quoteActionRoutes(app: ApiApp): void {
  const closerOf = async (principal: Principal): Promise<QuoteCloser> => ({
    context: await quoteContextFor(app, principal),
    viewer: viewerOf(principal),
    events: app.services.events,
  });
  /** The quote as its firm's list shows it now. */
  const ownRow = async (closer: QuoteCloser, row: EoiRow) => {
    const [view] = await eoiViews(app, [row], closer.context.party.clientId);
    if (view === undefined) throw new Error('A quote list row was not built for a closed quote.');
    return view;
  };

  registerEndpoint(app, quoteActionEndpoints.closeQuote, async ({ params, body, principal }) => {
    const closer = await closerOf(principal);
    const closed = await closeOwnQuote(closer, params.id, {
      opposingId: body.opposing_eoi,
      confirm: body.confirm,
      brokerId: body.broker_id,
    });
    return ownRow(closer, closed);
  });

  registerEndpoint(app, quoteActionEndpoints.closeQuotes, async ({ body, principal }) => {
    const closed = await endEois(
      { db: app.services.db, now: app.services.now(), clientId: principal.client.id },
      [...new Set(body.eoi_ids)],
      'CLOSED',
      app.services.events,
    );
    return { detail: `Closed ${closed.length} quote${closed.length === 1 ? '' : 's'}.` };
  });

  registerEndpoint(app, quoteActionEndpoints.expireQuote, async ({ params, principal }) => {
    const closer = await closerOf(principal);
    return ownRow(closer, await endOwnQuote(closer, params.id, 'EXPIRED'));
  });
}
