import type { FastifyRequest } from 'fastify';
import type { Eoi } from '@bondkit/core';
import { clients } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import type { QuoteContext } from '../../trading/eoiService';
import { eoiView, type EoiRow } from '../../trading/eoiView';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { inArray } from 'drizzle-orm';
import { marketRowBondFields } from './marketListFields';
import { mayOverridePrice } from '../../trading/priceOverride';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

/** The quoting context of a signed-in request. */
export async function quoteContextOf(app: ApiApp, request: FastifyRequest): Promise<QuoteContext> {
  const principal = signedInPrincipal(request);
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

/** EOI views with bond names, maturity, rating, type and preferred flag, and firm names, for one viewer firm. */
export async function eoiViews(app: ApiApp, rows: readonly EoiRow[], viewerClientId: number) {
  if (rows.length === 0) return [];
  const catalogue = await instrumentCatalogue(app.services.db, app.services.now());
  const firmIds = [...new Set(rows.map((row) => row.clientId))];
  const firms = await app.services.db
    .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
    .from(clients)
    .where(inArray(clients.id, firmIds));
  const firmNames = new Map(firms.map((firm) => [firm.id, firm.brandName ?? firm.name]));
  return rows.map((row) => {
    const entry = catalogue.byId.get(row.instrumentId);
    const view: Eoi = {
      ...eoiView(row, {
        displayName: entry?.row.displayName,
        isin: entry?.row.isin,
        clientName: firmNames.get(row.clientId) ?? null,
        viewerClientId,
      }),
      // A quote sheet shows the bond's maturity and rating and filters by its type and preferred flag.
      ...marketRowBondFields(entry?.row),
    };
    return view;
  });
}
