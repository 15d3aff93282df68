import { inArray } from 'drizzle-orm';
import type { QuoteListRow } from '@bondkit/core';
import type { Db } from '../database/connection';
import { clients } from '../database/schema/index';
import { eoiView, type EoiRow } from './eoiView';
import { instrumentCatalogue } from './instrumentCatalogue';
import { quoteListRowFields } from './marketListFields';

/** Quote list rows (the EOI with its bond's and firm's fields) for one viewer firm. */
export async function quoteListRowsFor(
  db: Db,
  now: Date,
  rows: readonly EoiRow[],
  viewerClientId: number,
): Promise<QuoteListRow[]> {
  if (rows.length === 0) return [];
  const catalogue = await instrumentCatalogue(db, now);
  const firmIds = [...new Set(rows.map((row) => row.clientId))];
  const firms = await db
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
