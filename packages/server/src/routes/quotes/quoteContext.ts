import type { FastifyRequest } from 'fastify';
import type { QuoteListRow } from '@bondkit/core';
import { clients } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import type { QuoteContext } from '../../trading/eoiService';
import { eoiView, type EoiRow } from '../../trading/eoiView';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { inArray } from 'drizzle-orm';
import { quoteListRowFields } from './marketListFields';
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

/** Quote list rows (the EOI with its bond's and firm's fields) for one viewer firm. */
export async function eoiViews(
  app: ApiApp,
  rows: readonly EoiRow[],
  viewerClientId: number,
): Promise<QuoteListRow[]> {
  if (rows.length === 0) return [];
  const catalogue = await instrumentCatalogue(app.services.db, app.services.now());
  const firmIds = [...new Set(rows.map((row) => row.clientId))];
  const firms = await app.services.db
    .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
    .from(clients)
    .where(inArray(clients.id, firmIds));
  const firmNames = new Map(firms.map((firm) => [firm.id, firm.brandName ?? firm.name]));
  return rows.map((row): QuoteListRow => ({
    ...eoiView(row, { viewerClientId }),
    ...quoteListRowFields(
      catalogue.byId.get(row.instrumentId)?.row,
      firmNames.get(row.clientId) ?? null,
      row.clientId === viewerClientId,
    ),
  }));
}
