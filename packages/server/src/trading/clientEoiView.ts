import type { ClientEoi, ClientEoiStatus } from '@bondkit/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { clientEoiVisibility } from '../authorization/clientEoiRules';
import type { Db } from '../database/connection';
import { clients, eois, orders, users } from '../database/schema/index';
import type { EoiRow } from './eoiView';
import { instrumentCatalogue } from './instrumentCatalogue';

/** Whether a broker's quote can still be accepted at `now`: open and not past its validity. */
export function isCurrentQuote(quote: EoiRow, now: Date): boolean {
  return (
    quote.status === 'OPEN' &&
    (quote.expiryDateStored === null || quote.expiryDateStored.getTime() > now.getTime())
  );
}

function statusOf(request: EoiRow, currentQuote: EoiRow | null): ClientEoiStatus {
  if (request.status === 'OPEN') return currentQuote ? 'QUOTED' : 'OPEN';
  if (request.status === 'EXPIRED') return 'EXPIRED';
  return request.closedAgainstEoiId !== null ? 'ACCEPTED' : 'WITHDRAWN';
}

/**
 * Client EOIs as both their client and their broker see them: the bond, both firms and the requester named,
 * the broker's current quote (the accepted one, once accepted; none when the last one expired or was
 * replaced) and the order an accepted quote made. Five queries whatever the number of rows.
 */
export async function clientEoiViews(db: Db, now: Date, requests: readonly EoiRow[]): Promise<ClientEoi[]> {
  if (requests.length === 0) return [];
  const catalogue = await instrumentCatalogue(db, now);
  const requestIds = requests.map((row) => row.id);
  const quotes = await db
    .select()
    .from(eois)
    .where(and(eq(eois.visibility, clientEoiVisibility), inArray(eois.respondEoiId, requestIds)))
    .orderBy(desc(eois.id));
  const firmIds = [...new Set(requests.flatMap((row) => [row.clientId, row.brokerId ?? row.clientId]))];
  const userIds = [...new Set([...requests, ...quotes].map((row) => row.userId))];
  const [firms, people, quoteOrders] = await Promise.all([
    db
      .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
      .from(clients)
      .where(inArray(clients.id, firmIds)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds)),
    quotes.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: orders.id, sourceEoiId: orders.sourceEoiId })
          .from(orders)
          .where(
            inArray(
              orders.sourceEoiId,
              quotes.map((quote) => quote.id),
            ),
          ),
  ]);
  const firmById = new Map(
    firms.map((firm) => [firm.id, { id: firm.id, name: firm.brandName ?? firm.name }]),
  );
  const nameOfUser = new Map(
    people.map((person) => [person.id, [person.firstName, person.lastName].filter(Boolean).join(' ')]),
  );
  const orderOfQuote = new Map(quoteOrders.map((order) => [order.sourceEoiId, order.id]));
  return requests.map((request) => {
    const entry = catalogue.byId.get(request.instrumentId);
    // A catalogue row is never deleted; a missing one is a server fault, not the caller's.
    if (!entry)
      throw new Error(`Client EOI ${request.id} is of bond ${request.instrumentId}, not in the catalogue.`);
    const ownQuotes = quotes.filter((quote) => quote.respondEoiId === request.id);
    const accepted =
      request.closedAgainstEoiId === null
        ? undefined
        : ownQuotes.find((quote) => quote.id === request.closedAgainstEoiId);
    const current = accepted ?? ownQuotes.find((quote) => isCurrentQuote(quote, now)) ?? null;
    const shownQuote = request.status === 'OPEN' || accepted ? current : null;
    const client = firmById.get(request.clientId);
    const broker = firmById.get(request.brokerId ?? -1);
    if (!client || !broker) throw new Error(`Client EOI ${request.id} names a firm that does not exist.`);
    return {
      id: request.id,
      finstrument_id: request.instrumentId,
      display_name: entry.row.displayName,
      isin: entry.row.isin,
      quote_type: request.quoteType as ClientEoi['quote_type'],
      quantum: request.quantum,
      unit_price_stored: request.unitPriceStored,
      yield_stored: request.yieldStored,
      status: statusOf(request, request.status === 'OPEN' ? current : null),
      client,
      broker,
      requested_by: nameOfUser.get(request.userId) ?? '',
      created_at: request.createdAt.toISOString(),
      quote:
        shownQuote && shownQuote.unitPriceStored !== null && shownQuote.expiryDateStored !== null
          ? {
              id: shownQuote.id,
              unit_clean_price: shownQuote.unitPriceStored,
              bond_yield: shownQuote.yieldStored,
              quoted_by: nameOfUser.get(shownQuote.userId) ?? '',
              quoted_at: shownQuote.createdAt.toISOString(),
              valid_until: shownQuote.expiryDateStored.toISOString(),
            }
          : null,
      order_id: accepted ? (orderOfQuote.get(accepted.id) ?? null) : null,
    };
  });
}
