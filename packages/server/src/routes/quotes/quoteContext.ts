import type { FastifyRequest } from 'fastify';
import type { QuoteListRow } from '@bondkit/core';
import type { ApiApp } from '../../http/fastifyTypes';
import type { QuoteContext } from '../../trading/eoiService';
import type { EoiRow } from '../../trading/eoiView';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { quoteListRowsFor } from '../../trading/quoteListRows';
import { mayOverridePrice } from '../../trading/priceOverride';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import type { Principal } from '../../auth/principal';

/** The quoting context of a signed-in request. */
export async function quoteContextOf(app: ApiApp, request: FastifyRequest): Promise<QuoteContext> {
  return quoteContextFor(app, signedInPrincipal(request));
}

/** The quoting context of a signed-in user, at the server's now. */
export async function quoteContextFor(app: ApiApp, principal: Principal): Promise<QuoteContext> {
  const now = app.services.now();
  return {
    db: app.services.db,
    now,
    catalogue: await instrumentCatalogue(app.services.db, now),
    party: {
      userId: principal.user.id,
      userAccountId: principal.account.id,
      clientId: principal.client.id,
      rfqExchanges: principal.client.rfqExchanges,
      mayOverridePrice: mayOverridePrice(principal),
    },
  };
}

/** Quote list rows (the EOI with its bond's and firm's fields) for one viewer firm (`trading/quoteListRows`). */
export function eoiViews(
  app: ApiApp,
  rows: readonly EoiRow[],
  viewerClientId: number,
): Promise<QuoteListRow[]> {
  return quoteListRowsFor(app.services.db, app.services.now(), rows, viewerClientId);
}
