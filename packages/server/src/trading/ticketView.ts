import { inArray, or, eq, type SQL } from 'drizzle-orm';
import type { TradeTicket } from '@bondkit/core';
import type { TradeTicketState } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { clients, tradeTickets, users } from '../database/schema/index';
import type { InstrumentCatalogue } from './instrumentCatalogue';
import { allowedTicketActions, type TicketPosition, type TicketSide } from './ticketStateMachine';

export type TicketRow = typeof tradeTickets.$inferSelect;

/** Who looks at or acts on a ticket: a user and their firm; `canTrade` false shows it read-only. */
export interface TicketViewer {
  userId: number;
  clientId: number;
  canTrade: boolean;
}

/**
 * The ticket rule: the buyer's and the seller's firms see a ticket, and so does the firm of a broker it was
 * sent to; nobody else (a third firm is told it does not exist).
 */
export function canSeeTicket(row: TicketRow, clientId: number): boolean {
  return row.buyerClientId === clientId || row.sellerClientId === clientId || row.brokerClientId === clientId;
}

/** The same rule in SQL, for lists. */
export function ticketVisibleCondition(clientId: number): SQL {
  return or(
    eq(tradeTickets.buyerClientId, clientId),
    eq(tradeTickets.sellerClientId, clientId),
    eq(tradeTickets.brokerClientId, clientId),
  )!;
}

/**
 * The sides a viewer acts for: their firm's side of the trade, and the sides a broker user was named for
 * (spec: the current user's side is decided from broker_details or seller_details).
 */
export function ticketSidesOf(
  row: TicketRow,
  viewer: Pick<TicketViewer, 'userId' | 'clientId'>,
): TicketSide[] {
  const sides = new Set<TicketSide>();
  if (row.buyerClientId === viewer.clientId) sides.add('buy');
  if (row.sellerClientId === viewer.clientId) sides.add('sell');
  if (row.brokerUserId === viewer.userId) {
    if (row.brokerBuy) sides.add('buy');
    if (row.brokerSell) sides.add('sell');
  }
  return [...sides];
}

/** What the state machine reads of a row. */
export function ticketPosition(row: TicketRow): TicketPosition {
  return {
    state: row.state as TradeTicketState,
    buyOrSell: row.buyOrSell as TicketSide,
    buyerClientId: row.buyerClientId,
    priceProposedByClientId: row.priceProposedByClientId,
  };
}

/** Names of the people and firms a set of tickets mentions, loaded once per list. */
export interface TicketNames {
  users: ReadonlyMap<number, string>;
  firms: ReadonlyMap<number, string>;
}

export async function loadTicketNames(db: DbOrTransaction, rows: readonly TicketRow[]): Promise<TicketNames> {
  const userIds = [
    ...new Set(
      rows.flatMap((row) => [row.buyerUserId, row.sellerUserId, row.brokerUserId ?? row.buyerUserId]),
    ),
  ];
  const firmIds = [
    ...new Set(
      rows.flatMap((row) => [
        row.buyerClientId,
        row.sellerClientId,
        row.brokerClientId ?? row.buyerClientId,
        row.custodianClientId ?? row.buyerClientId,
      ]),
    ),
  ];
  if (rows.length === 0) return { users: new Map(), firms: new Map() };
  const [people, firms] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
      .from(clients)
      .where(inArray(clients.id, firmIds)),
  ]);
  return {
    users: new Map(
      people.map((person) => [person.id, `${person.firstName} ${person.lastName ?? ''}`.trim()]),
    ),
    firms: new Map(firms.map((firm) => [firm.id, firm.brandName ?? firm.name])),
  };
}

/**
 * A ticket as `viewer` sees it (their side and the actions they may take now), or, without a viewer, as the
 * chat message carries it to both parties (no side, no actions, no history).
 */
export function ticketView(
  row: TicketRow,
  catalogue: InstrumentCatalogue,
  names: TicketNames,
  viewer: TicketViewer | null,
): TradeTicket {
  const entry = catalogue.byId.get(row.instrumentId);
  const party = (userId: number, clientId: number) => ({
    user_id: userId,
    client_id: clientId,
    name: names.users.get(userId) ?? null,
    brand_name: names.firms.get(clientId) ?? null,
  });
  const sides = viewer === null ? [] : ticketSidesOf(row, viewer);
  const view: TradeTicket = {
    id: row.id,
    source: row.source,
    state: row.state as TradeTicketState,
    buy_or_sell: row.buyOrSell as TicketSide,
    finstrument_id: row.instrumentId,
    display_name: entry?.row.displayName ?? null,
    isin: entry?.row.isin ?? null,
    quantity: row.quantity,
    unit_clean_price: row.unitCleanPrice,
    bond_yield: row.bondYield,
    fixed_field: row.fixedField as 'yield' | 'price' | null,
    price_proposed_by_client_id: row.priceProposedByClientId,
    exchange: row.exchange,
    settlement_date: row.settlementDate,
    principal: row.principal,
    accrued_interest: row.accruedInterest,
    consideration: row.consideration,
    custodian:
      row.custodianClientId === null
        ? null
        : { client_id: row.custodianClientId, name: names.firms.get(row.custodianClientId) ?? '' },
    order_id: row.orderId,
    channel_url: row.channelUrl,
    note: row.note,
    buyer_details: party(row.buyerUserId, row.buyerClientId),
    seller_details: party(row.sellerUserId, row.sellerClientId),
    broker_details:
      row.brokerUserId === null
        ? null
        : {
            buy: row.brokerBuy,
            sell: row.brokerSell,
            user_id: row.brokerUserId,
            name: names.users.get(row.brokerUserId) ?? null,
          },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  if (viewer === null) return view;
  return {
    ...view,
    my_side: sides.length === 1 ? sides[0]! : null,
    allowed_actions: viewer.canTrade ? allowedTicketActions(ticketPosition(row), sides) : [],
    history: row.history.map((entry) => ({ ...entry })),
  };
}
