import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TradeTicket } from '@bondkit/core';
import {
  openTradeTicketStates,
  type TradeTicketBroker,
  type TradeTicketCreate,
} from '@bondkit/core/internal';
import {
  type TradeTicketPrice,
  type TradeTicketState,
  type TradeTicketUpdate,
} from '@bondkit/core/validation';
import type { ChatService } from '../chat/chatService';
import type { Db, DbOrTransaction } from '../database/connection';
import { clients, orders, tradeTickets, userAccounts, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import type { InstrumentCatalogue } from './instrumentCatalogue';
import { priceFixedField, resolveSettlementDate, wirePrice } from './instrumentPricing';
import { tradeMoney } from './orderService';
import { publishPlatformTrade, recordPlatformTrade } from './platformTrade';
import { postTicketMessage, resolveTicketChannel } from './ticketChat';
import { eventOfPathAction, nextTicketState, type TicketEvent, type TicketSide } from './ticketStateMachine';
import {
  canSeeTicket,
  loadTicketNames,
  ticketPosition,
  ticketSidesOf,
  ticketView,
  ticketVisibleCondition,
  type TicketRow,
  type TicketViewer,
} from './ticketView';
import { returnedRow } from '../database/returnedRow';

/** What the ticket operations need. */
export interface TicketContext {
  db: Db;
  now: Date;
  events: EventPublisher;
  catalogue: InstrumentCatalogue;
  chat: ChatService;
  /** A chat post that failed after the ticket was saved (the ticket stands; the log says why). */
  onChatError: (error: unknown) => void;
}

/** A dealer as a ticket party: platform user, chat user, firm. */
interface TicketParty {
  userId: number;
  chatUserId: string;
  clientId: number;
}

/**
 * A user at another trading firm who holds a role in `roles` there (a dealer for a counterparty; any trading
 * role for a broker), or a 400 on `field`. Looked up by platform user id; a user of the caller's own firm is
 * refused too (a ticket is between two firms).
 */
async function loadOtherFirmUser(
  db: DbOrTransaction,
  userId: number,
  viewerClientId: number,
  field: string,
  condition: ReturnType<typeof sql>,
  message: string,
): Promise<TicketParty> {
  const [found] = await db
    .select({ userId: users.id, chatUserId: users.uniqueId, clientId: userAccounts.clientId })
    .from(users)
    .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
    .innerJoin(clients, eq(clients.id, userAccounts.clientId))
    .where(
      and(
        eq(users.id, userId),
        eq(userAccounts.status, 'active'),
        sql`${clients.managedByClientId} IS NULL`,
        condition,
      ),
    )
    .limit(1);
  if (!found) throw ApiProblem.field(field, message);
  if (found.clientId === viewerClientId)
    throw ApiProblem.field(field, 'A ticket is between two firms: choose someone at another firm.');
  return found;
}

const isDealer = sql`${userAccounts.roles} @> '["clientdealer"]'::jsonb`;

/** A ticket the viewer's firm may see; a 404 otherwise (also for a third firm). */
async function loadTicket(db: Pick<Db, 'select'>, ticketId: number, clientId: number): Promise<TicketRow> {
  const [row] = await db.select().from(tradeTickets).where(eq(tradeTickets.id, ticketId));
  if (!row || !canSeeTicket(row, clientId)) throw ApiProblem.notFound('Ticket not found.');
  return row;
}

/** One ticket as the viewer sees it. */
export async function viewTicket(context: TicketContext, row: TicketRow, viewer: TicketViewer) {
  return ticketView(row, context.catalogue, await loadTicketNames(context.db, [row]), viewer);
}

/** A visible ticket, as the viewer sees it, or a 404. */
export async function getTicket(context: TicketContext, ticketId: number, viewer: TicketViewer) {
  return viewTicket(context, await loadTicket(context.db, ticketId, viewer.clientId), viewer);
}

/** The firm's tickets, latest first: open ones, or all (`status: 'all'`). */
export async function listTickets(
  context: TicketContext,
  viewer: TicketViewer,
  status: 'open' | 'all',
): Promise<TradeTicket[]> {
  const rows = await context.db
    .select()
    .from(tradeTickets)
    .where(
      status === 'open'
        ? and(
            ticketVisibleCondition(viewer.clientId),
            inArray(tradeTickets.state, [...openTradeTicketStates]),
          )
        : ticketVisibleCondition(viewer.clientId),
    )
    .orderBy(desc(tradeTickets.updatedAt), desc(tradeTickets.id))
    .limit(200);
  const names = await loadTicketNames(context.db, rows);
  return rows.map((row) => ticketView(row, context.catalogue, names, viewer));
}

/** A price for a ticket, priced by the engine from the fixed field at the ticket's settlement. */
function priceTicket(
  context: TicketContext,
  row: Pick<TicketRow, 'instrumentId' | 'settlementDelta'>,
  price: TradeTicketPrice,
) {
  const entry = context.catalogue.byId.get(row.instrumentId);
  if (!entry) throw ApiProblem.field('finstrument_id', 'Finstrument not found.');
  const field = price.fixed_field === 'price' ? 'unit_clean_price' : 'bond_yield';
  if (!entry.terms) throw ApiProblem.field(field, 'This bond cannot be priced, so it cannot be ticketed.');
  const settlementDate = resolveSettlementDate(context.now, { settlementDelta: row.settlementDelta });
  const priced = wirePrice(
    priceFixedField(
      entry.terms,
      {
        fixedField: price.fixed_field,
        yieldFraction: price.bond_yield ?? null,
        cleanPrice: price.unit_clean_price ?? null,
      },
      settlementDate,
    ),
  );
  return {
    unitCleanPrice: priced.unit_clean_price,
    bondYield: priced.bond_yield,
    fixedField: price.fixed_field,
    settlementDate: priced.settlement_date,
  };
}

function describePrice(row: Pick<TicketRow, 'unitCleanPrice' | 'bondYield' | 'fixedField'>): string {
  if (row.unitCleanPrice === null) return 'no price yet';
  const yieldText = row.bondYield === null ? '' : `${(row.bondYield * 100).toFixed(4)}%`;
  return row.fixedField === 'yield'
    ? `${yieldText} (₹${row.unitCleanPrice.toFixed(4)})`
    : `₹${row.unitCleanPrice.toFixed(4)} (${yieldText})`;
}

function rupees(value: number | null): string {
  return value === null
    ? '-'
    : `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The chat line of a step, readable without the ticket card. */
function stepText(row: TicketRow, action: string, bondName: string): string {
  const head = `Ticket #${row.id}`;
  switch (action) {
    case 'created':
      return `${head}: ${row.buyOrSell === 'buy' ? 'Buy' : 'Sell'} ${row.quantity.toLocaleString('en-IN')} of ${bondName} at ${describePrice(row)}`;
    case 'price':
      return `${head}: price ${describePrice(row)}`;
    case 'accept_price':
      return `${head}: price agreed at ${describePrice(row)}; consideration ${rupees(row.consideration)} (principal ${rupees(row.principal)} + accrued ${rupees(row.accruedInterest)})`;
    case 'accept_consideration':
      return `${head}: consideration ${rupees(row.consideration)} accepted`;
    case 'reject_consideration':
      return `${head}: consideration rejected`;
    case 'confirm':
      return `${head}: trade confirmed, order #${row.orderId}`;
    case 'send_to_broker':
      return `${head}: sent to a broker`;
    case 'modify':
      return `${head}: terms changed (${row.quantity.toLocaleString('en-IN')} of ${bondName})`;
    default:
      return `${head}: ${row.state.toLowerCase().replace(/_/g, ' ')}`;
  }
}

/**
 * After a step commits: the ticket appears in its chat (unless the step is quiet) and both firms (and a
 * broker's) get their open-ticket list on the stream.
 */
async function announce(
  context: TicketContext,
  row: TicketRow,
  actorUserId: number,
  action: string,
  postToChat: boolean,
): Promise<void> {
  if (postToChat && row.channelUrl !== null) {
    try {
      const names = await loadTicketNames(context.db, [row]);
      const shared = ticketView(row, context.catalogue, names, null);
      const [actor] = await context.db
        .select({ chatUserId: users.uniqueId })
        .from(users)
        .where(eq(users.id, actorUserId));
      await postTicketMessage(
        context.db,
        context.chat,
        row.channelUrl,
        actor?.chatUserId ?? '',
        shared,
        stepText(row, action, shared.display_name ?? `#${row.instrumentId}`),
      );
    } catch (error) {
      context.onChatError(error);
    }
  }
  await publishOpenTickets(
    context,
    [row.buyerClientId, row.sellerClientId, row.brokerClientId].filter((id): id is number => id !== null),
  );
}

/** Each firm's complete list of open tickets (the stream's `open_tickets`, which replaces the previous list). */
async function publishOpenTickets(context: TicketContext, firms: readonly number[]): Promise<void> {
  for (const clientId of new Set(firms)) {
    const rows = await context.db
      .select()
      .from(tradeTickets)
      .where(and(ticketVisibleCondition(clientId), inArray(tradeTickets.state, [...openTradeTicketStates])))
      .orderBy(desc(tradeTickets.updatedAt))
      .limit(200);
    context.events.publish({
      type: 'trade_stream.open_tickets',
      clientId,
      occurredAt: context.now,
      payload: {
        tickets: rows.map((row) => ({
          id: row.id,
          finstrument_id: row.instrumentId,
          buy_or_sell: row.buyOrSell,
          state: row.state,
          quantity: row.quantity,
          unit_clean_price: row.unitCleanPrice,
          updated_at: row.updatedAt.toISOString(),
        })),
      },
    });
  }
}

/**
 * Opens a ticket with a dealer at another firm, in the chat between them (created if needed): OPEN, or
 * NEGOTIATING when it carries a first price (the creator's). MANUAL tickets always carry one.
 */
export async function createTicket(
  context: TicketContext,
  viewer: TicketViewer,
  body: Omit<TradeTicketCreate, 'exchange' | 'settlement_delta'> & {
    exchange: 'NSE' | 'BSE';
    settlement_delta: number;
  },
  source: 'CHAT' | 'MANUAL',
): Promise<TradeTicket> {
  if (!context.catalogue.byId.has(body.finstrument_id))
    throw ApiProblem.field('finstrument_id', 'Finstrument not found.');
  const counterparty = await loadOtherFirmUser(
    context.db,
    body.counterparty_user_id,
    viewer.clientId,
    'counterparty_user_id',
    isDealer,
    'Counterparty not found: choose a dealer at another firm.',
  );
  const [creator] = await context.db
    .select({ chatUserId: users.uniqueId })
    .from(users)
    .where(eq(users.id, viewer.userId));
  const price = body.price
    ? priceTicket(
        context,
        { instrumentId: body.finstrument_id, settlementDelta: body.settlement_delta },
        body.price,
      )
    : null;
  const channelUrl = await resolveTicketChannel(
    context.db,
    context.chat,
    creator!.chatUserId,
    counterparty.chatUserId,
    body.channel_url,
  );
  const creatorBuys = body.buy_or_sell === 'buy';
  const state: TradeTicketState = price ? 'NEGOTIATING' : 'OPEN';
  const row = returnedRow(
    await context.db
      .insert(tradeTickets)
      .values({
        instrumentId: body.finstrument_id,
        source,
        state,
        buyOrSell: body.buy_or_sell,
        createdByUserId: viewer.userId,
        buyerUserId: creatorBuys ? viewer.userId : counterparty.userId,
        buyerClientId: creatorBuys ? viewer.clientId : counterparty.clientId,
        sellerUserId: creatorBuys ? counterparty.userId : viewer.userId,
        sellerClientId: creatorBuys ? counterparty.clientId : viewer.clientId,
        channelUrl,
        quantity: body.quantity,
        unitCleanPrice: price?.unitCleanPrice ?? null,
        bondYield: price?.bondYield ?? null,
        fixedField: price?.fixedField ?? null,
        settlementDate: price?.settlementDate ?? null,
        priceProposedByClientId: price ? viewer.clientId : null,
        exchange: body.exchange,
        settlementDelta: body.settlement_delta,
        note: body.note ?? null,
        history: [
          {
            at: context.now.toISOString(),
            action: 'created',
            from: null,
            to: state,
            by_user_id: viewer.userId,
          },
        ],
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning(),
  );
  await announce(context, row, viewer.userId, 'created', true);
  return viewTicket(context, row, viewer);
}

/** What a step writes besides the state, computed inside the transaction from the locked row. */
type StepChanges = (
  row: TicketRow,
  side: TicketSide,
  /** Every read inside a step goes through it: the embedded database has one connection. */
  transaction: DbOrTransaction,
) => Promise<Partial<typeof tradeTickets.$inferInsert>>;

/**
 * Applies one event of the state machine to a ticket: locks it, checks the viewer's firm may see it (404
 * otherwise) and that the state and the viewer's side allow the event (400 / 403), writes the changes and the
 * history, then announces it. Returns the ticket as the viewer sees it.
 */
export async function applyTicketEvent(
  context: TicketContext,
  viewer: TicketViewer,
  ticketId: number,
  event: TicketEvent | ((row: TicketRow) => TicketEvent),
  options: {
    changes?: StepChanges;
    /** Default true: the step appears in the ticket's chat. */
    postToChat?: boolean;
    /** The step's name in the history and the chat line; default the event. */
    label?: string;
  } = {},
): Promise<TradeTicket> {
  const { row, eventName, label } = await context.db.transaction(async (transaction) => {
    const [locked] = await transaction
      .select()
      .from(tradeTickets)
      .where(eq(tradeTickets.id, ticketId))
      .for('update');
    if (!locked || !canSeeTicket(locked, viewer.clientId)) throw ApiProblem.notFound('Ticket not found.');
    const eventName = typeof event === 'function' ? event(locked) : event;
    const label = options.label ?? eventName;
    const next = nextTicketState(ticketPosition(locked), eventName, ticketSidesOf(locked, viewer));
    const changes = options.changes ? await options.changes(locked, next.side, transaction) : {};
    const updated = returnedRow(
      await transaction
        .update(tradeTickets)
        .set({
          ...changes,
          state: next.state,
          history: [
            ...locked.history,
            {
              at: context.now.toISOString(),
              action: label,
              from: locked.state,
              to: next.state,
              by_user_id: viewer.userId,
            },
          ],
          updatedAt: context.now,
        })
        .where(eq(tradeTickets.id, ticketId))
        .returning(),
    );
    return { row: updated, eventName, label };
  });
  // Both firms see the order a confirmation created at once (order lists, toasts, open-order counts).
  if (eventName === 'confirm' && row.orderId !== null) await publishConfirmedOrder(context, row.orderId);
  await announce(context, row, viewer.userId, label, options.postToChat ?? true);
  return viewTicket(context, row, viewer);
}

async function publishConfirmedOrder(context: TicketContext, orderId: number): Promise<void> {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (order) await publishPlatformTrade(context.db, context.events, context.now, order);
}

/** `PATCH …/{id}/price/`: a price from the viewer's side (first price, counter, or after a refused consideration). */
export function proposeTicketPrice(
  context: TicketContext,
  viewer: TicketViewer,
  ticketId: number,
  price: TradeTicketPrice,
) {
  return applyTicketEvent(context, viewer, ticketId, 'propose_price', {
    changes: async (row, side) => ({
      ...priceTicket(context, row, price),
      priceProposedByClientId: side === 'buy' ? row.buyerClientId : row.sellerClientId,
      principal: null,
      accruedInterest: null,
      consideration: null,
      custodianClientId: null,
    }),
  });
}

/** Accepting the price on the table fixes the consideration: principal + accrued, to the paisa, from the engine. */
export function acceptTicketPrice(context: TicketContext, viewer: TicketViewer, ticketId: number) {
  // `accept` on an agreed price is refused with the route to use instead (accept-consideration).
  const event = (row: TicketRow) => eventOfPathAction('accept', row.state as TradeTicketState);
  return applyTicketEvent(context, viewer, ticketId, event, {
    changes: async (row) => {
      const entry = context.catalogue.byId.get(row.instrumentId);
      if (!entry || row.unitCleanPrice === null)
        throw ApiProblem.nonField('This ticket has no price to accept.');
      const settlementDate = resolveSettlementDate(context.now, { settlementDelta: row.settlementDelta });
      const money = tradeMoney(entry, row.quantity, row.unitCleanPrice, settlementDate);
      return {
        settlementDate,
        principal: money.principal,
        accruedInterest: money.accrued,
        consideration: money.total,
      };
    },
  });
}

/** `PATCH …/accept-consideration/{id}/`: the buyer takes the consideration, settling through a custodian on the ticket's exchange. */
export function acceptTicketConsideration(
  context: TicketContext,
  viewer: TicketViewer,
  ticketId: number,
  custodianId: number,
) {
  return applyTicketEvent(context, viewer, ticketId, 'accept_consideration', {
    changes: async (row, _side, transaction) => {
      const [custodian] = await transaction
        .select({ id: clients.id })
        .from(clients)
        .where(
          and(
            eq(clients.id, custodianId),
            sql`${clients.custodianExchanges} @> ${JSON.stringify([row.exchange])}::jsonb`,
          ),
        );
      if (!custodian) throw ApiProblem.field('custodian_id', `Custodian not found on ${row.exchange}.`);
      return { custodianClientId: custodian.id };
    },
  });
}

/**
 * The seller confirms: in the same transaction the order both firms see is recorded (the code path of an
 * accepted quote, `recordPlatformTrade`), holdings move, and the ticket keeps the order's id.
 */
export function confirmTicket(context: TicketContext, viewer: TicketViewer, ticketId: number) {
  return applyTicketEvent(context, viewer, ticketId, 'confirm', {
    changes: async (row, _side, transaction) => {
      if (row.unitCleanPrice === null || row.consideration === null || row.settlementDate === null)
        throw ApiProblem.nonField('This ticket has no agreed consideration to confirm.');
      const [buyer] = await transaction
        .select({ name: clients.name, brandName: clients.brandName })
        .from(clients)
        .where(eq(clients.id, row.buyerClientId));
      const order = await recordPlatformTrade(
        transaction,
        {
          instrumentId: row.instrumentId,
          ownerClientId: row.sellerClientId,
          createdByUserId: viewer.userId,
          buyerClientId: row.buyerClientId,
          sellerClientId: row.sellerClientId,
          counterpartyName: buyer?.brandName ?? buyer?.name ?? null,
          quantity: row.quantity,
          unitCleanPrice: row.unitCleanPrice,
          bondYield: row.bondYield,
          settlementDate: row.settlementDate,
          accruedInterest: row.accruedInterest ?? 0,
          consideration: row.consideration,
          exchange: row.exchange,
          clusterId: null,
          sourceEoiId: null,
          // The ticket's buyer accepted the consideration (with its custodian) before the seller confirmed.
          considerationStatus: 'ACCEPTED',
        },
        context.now,
      );
      return { orderId: order.id };
    },
  });
}

/** `PATCH …/send-to-broker/{id}/`: a broker (any trading role at a broking firm other than the two parties) joins. */
export function sendTicketToBroker(
  context: TicketContext,
  viewer: TicketViewer,
  ticketId: number,
  broker: TradeTicketBroker,
) {
  return applyTicketEvent(context, viewer, ticketId, 'modify', {
    label: 'send_to_broker',
    changes: async (row, _side, transaction) => {
      const found = await loadOtherFirmUser(
        transaction,
        broker.user_id,
        viewer.clientId,
        'user_id',
        sql`${clients.isBroker} = true AND ${userAccounts.roles} ?| array['clientdealer', 'clientviewer', 'backoffice']::text[]`,
        'Broker not found: choose a dealer at a broking firm.',
      );
      if (found.clientId === row.buyerClientId || found.clientId === row.sellerClientId)
        throw ApiProblem.field('user_id', 'The broker must be at a third firm, not one of the two parties.');
      return {
        brokerUserId: found.userId,
        brokerClientId: found.clientId,
        brokerBuy: broker.buy,
        brokerSell: broker.sell,
      };
    },
  });
}

/** `PATCH …/{id}/`: new terms before a price is agreed; `send_to_clients` posts the changed ticket in the chat. */
export function modifyTicket(
  context: TicketContext,
  viewer: TicketViewer,
  ticketId: number,
  body: TradeTicketUpdate,
) {
  return applyTicketEvent(context, viewer, ticketId, 'modify', {
    postToChat: body.send_to_clients ?? false,
    changes: async () => ({
      ...(body.quantity === undefined ? {} : { quantity: body.quantity }),
      ...(body.settlement_delta === undefined ? {} : { settlementDelta: body.settlement_delta }),
      ...(body.exchange === undefined ? {} : { exchange: body.exchange }),
      ...(body.note === undefined ? {} : { note: body.note }),
    }),
  });
}

/** The confirmed ticket and its order, for `GET …/confirmed-trade/{id}/` and the confirmation PDF. */
export async function loadConfirmedTicket(context: TicketContext, ticketId: number, viewer: TicketViewer) {
  const row = await loadTicket(context.db, ticketId, viewer.clientId);
  if (row.state !== 'CONFIRMED' || row.orderId === null)
    throw new ApiProblem(409, {
      detail: `This ticket is ${row.state}: a trade exists once it is CONFIRMED.`,
    });
  return row;
}
