import { and, desc, eq } from 'drizzle-orm';
import type { OrderAmendment } from '@bondkit/core/validation';
import type { OrderAmendmentProposal, OrderTerms } from '@bondkit/core/internal';
import type { Principal } from '../auth/principal';
import { orderAmendments, orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { ServerServices } from '../services';
import { instrumentCatalogue } from './instrumentCatalogue';
import { resolveSettlementDate } from './instrumentPricing';
import { nextAmendmentStatus, type OrderAmendmentAction } from './orderAmendmentStateMachine';
import { recordOrderAudit } from './orderAudit';
import { applyStatusChange, orderFirms } from './orderService';
import { needsTwoSidedAmendment, type OrderRow } from './orderView';
import { repricedOrderFields } from './repricedOrderFields';
import { publishOrderUpdate } from './tradingEvents';
import { returnedRow } from '../database/returnedRow';

type AmendmentRow = typeof orderAmendments.$inferSelect;

/** The terms of an order that an amendment can change. */
export function orderTerms(row: OrderRow): OrderTerms {
  return {
    quantity: row.quantity,
    unit_clean_price: row.unitCleanPrice,
    bond_yield: row.bondYield,
    settlement_date: row.settlementDate,
    exchange: row.exchange,
  };
}

/** The refusal of a one-sided change to an agreed trade (issue 12, finding 6). */
export function refuseOneSidedChange(row: OrderRow): void {
  if (!needsTwoSidedAmendment(row)) return;
  throw new ApiProblem(409, {
    detail:
      'Both firms agreed to this trade: propose an amendment (POST api/' +
      `${row.kind}/${row.id}/amendments/) and it applies when the counterparty accepts it.`,
  });
}

/**
 * The refusal of a one-sided cancel of an agreed trade (issue 12): cancelling it would move the other firm's
 * holdings without its consent. A PENDING report and a trade with an outside party stay cancellable.
 */
export function refuseOneSidedCancel(row: OrderRow): void {
  if (!needsTwoSidedAmendment(row)) return;
  // The counterparty rejected the money: the trade stands on nothing both firms agree, and the refusal to
  // settle says 'amend the trade, or cancel it'. Either firm's dealer may then cancel it (issue 32).
  if (row.considerationStatus === 'REJECTED') return;
  throw new ApiProblem(409, {
    detail:
      'Both firms agreed to this trade, so one firm cannot cancel it alone. Agree a correction with the ' +
      `counterparty as an amendment (POST api/${row.kind}/${row.id}/amendments/, applied when they accept ` +
      `it); a trade that fails to settle is cancelled at settlement (PATCH api/${row.kind}/settle-cancel/${row.id}/cancel/).`,
  });
}

/**
 * Settle-cancel (issue 12): it records that an agreed trade failed to settle at the clearing corporation.
 * That is a fact about settlement, not a change of terms, so either firm's dealer or back office records it
 * (the other firm sees it live and in the audit trail), but only from the trade's settlement date: before
 * it nothing can have failed, and an agreed trade changes only by a two-sided amendment.
 */
export function refuseSettlementCancelBeforeSettlement(row: OrderRow, today: string): void {
  if (!needsTwoSidedAmendment(row) || row.settlementDate <= today) return;
  throw new ApiProblem(409, {
    detail:
      `This trade settles on ${row.settlementDate}: a failed settlement can be recorded from that day. ` +
      'Before it, agree a correction with the counterparty as an amendment ' +
      `(POST api/${row.kind}/${row.id}/amendments/, applied when they accept it).`,
  });
}

/** An amendment as the viewer's firm sees it. */
function amendmentView(row: AmendmentRow, viewerClientId: number): OrderAmendment {
  return {
    id: row.id,
    order_id: row.orderId,
    status: row.status as OrderAmendment['status'],
    changes: row.changes,
    terms_before: row.termsBefore,
    note: row.note,
    proposed_by_you: row.proposedByClientId === viewerClientId,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The firm's side of the order, or a 404 (an order of other firms does not exist for the caller). */
function assertParty(row: OrderRow, clientId: number): void {
  if (row.buyerClientId !== clientId && row.sellerClientId !== clientId && row.ownerClientId !== clientId)
    throw ApiProblem.notFound('Order not found.');
}

async function lockedOrder(
  transaction: Parameters<Parameters<ServerServices['db']['transaction']>[0]>[0],
  orderId: number,
  kind: string,
  clientId: number,
): Promise<OrderRow> {
  const [row] = await transaction
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kind, kind)))
    .for('update');
  if (!row) throw ApiProblem.notFound('Order not found.');
  assertParty(row, clientId);
  return row;
}

/**
 * Proposes a change to an accepted two-firm trade. Either firm may propose; the proposal is checked as a
 * trade now (quantity a multiple of the face value, a settlement date the engine can price), so the other
 * firm is never asked to accept something that cannot apply. One open proposal per trade at a time.
 */
export async function proposeOrderAmendment(
  services: Pick<ServerServices, 'db' | 'events' | 'now'>,
  principal: Principal,
  target: { orderId: number; kind: string },
  proposal: OrderAmendmentProposal,
): Promise<OrderAmendment> {
  const clientId = principal.client.id;
  const now = services.now();
  const catalogue = await instrumentCatalogue(services.db, now);
  const { amendment, order } = await services.db.transaction(async (transaction) => {
    const row = await lockedOrder(transaction, target.orderId, target.kind, clientId);
    if (!needsTwoSidedAmendment(row)) {
      throw new ApiProblem(409, {
        detail:
          row.status === 'ACCEPTED'
            ? 'This trade has no counterparty firm on the platform: modify it directly.'
            : `Only an ACCEPTED trade is amended (this one is ${row.status}).`,
      });
    }
    const [open] = await transaction
      .select({ id: orderAmendments.id })
      .from(orderAmendments)
      .where(and(eq(orderAmendments.orderId, row.id), eq(orderAmendments.status, 'PROPOSED')));
    if (open)
      throw new ApiProblem(409, {
        detail: 'An amendment of this trade is already waiting for an answer: withdraw it or wait.',
      });
    const changes: Partial<OrderTerms> = {};
    if (proposal.quantity !== undefined && proposal.quantity !== row.quantity)
      changes.quantity = proposal.quantity;
    if (proposal.unit_clean_price !== undefined && proposal.unit_clean_price !== row.unitCleanPrice)
      changes.unit_clean_price = proposal.unit_clean_price;
    if (proposal.settlement_date !== undefined && proposal.settlement_date !== row.settlementDate) {
      changes.settlement_date = resolveSettlementDate(now, { settlementDate: proposal.settlement_date });
    }
    if (proposal.exchange !== undefined && proposal.exchange !== row.exchange)
      changes.exchange = proposal.exchange;
    if (Object.keys(changes).length === 0)
      throw ApiProblem.nonField('The proposal does not change the trade.');
    const entry = catalogue.byId.get(row.instrumentId);
    if (!entry) throw ApiProblem.badRequest('The bond of this trade is no longer listed.');
    repricedOrderFields(entry, row, changes, now);
    const created = returnedRow(
      await transaction
        .insert(orderAmendments)
        .values({
          orderId: row.id,
          proposedByClientId: clientId,
          proposedByUserId: principal.user.id,
          status: 'PROPOSED',
          changes,
          termsBefore: orderTerms(row),
          note: proposal.note ?? null,
          createdAt: now,
        })
        .returning(),
    );
    await recordOrderAudit(
      transaction,
      {
        orderId: row.id,
        actorUserId: principal.user.id,
        actorClientId: clientId,
        action: 'amendment.proposed',
        details: { amendment_id: created.id, changes, note: proposal.note ?? null },
      },
      now,
    );
    return { amendment: created, order: row };
  });
  publishOrderUpdate(services.events, now, order, orderFirms(order), 'amendment.proposed');
  return amendmentView(amendment, clientId);
}

/**
 * Accepts, rejects or withdraws a proposal. Accepting applies the changes to the trade and moves both
 * firms' holdings by the difference (the old trade reversed, the new one applied) in the same
 * transaction, with an audit row; rejecting and withdrawing change nothing but the proposal.
 */
export async function decideOrderAmendment(
  services: Pick<ServerServices, 'db' | 'events' | 'now'>,
  principal: Principal,
  target: { orderId: number; kind: string; amendmentId: number },
  action: OrderAmendmentAction,
): Promise<OrderAmendment> {
  const clientId = principal.client.id;
  const now = services.now();
  const catalogue = await instrumentCatalogue(services.db, now);
  const { amendment, order } = await services.db.transaction(async (transaction) => {
    const row = await lockedOrder(transaction, target.orderId, target.kind, clientId);
    const [proposal] = await transaction
      .select()
      .from(orderAmendments)
      .where(and(eq(orderAmendments.id, target.amendmentId), eq(orderAmendments.orderId, row.id)))
      .for('update');
    if (!proposal) throw ApiProblem.notFound('Amendment not found.');
    const status = nextAmendmentStatus(proposal.status, action, proposal.proposedByClientId === clientId);
    let after = row;
    if (status === 'ACCEPTED') {
      if (row.status !== 'ACCEPTED')
        throw new ApiProblem(409, {
          detail: `The trade is ${row.status} now: this amendment can no longer apply.`,
        });
      const current = orderTerms(row);
      const unchanged = (Object.keys(proposal.termsBefore) as (keyof OrderTerms)[]).every(
        (key) => proposal.termsBefore[key] === current[key],
      );
      if (!unchanged)
        throw new ApiProblem(409, {
          detail: 'The trade changed since this amendment was proposed: ask for a new proposal.',
        });
      const entry = catalogue.byId.get(row.instrumentId);
      if (!entry) throw ApiProblem.badRequest('The bond of this trade is no longer listed.');
      const updated = returnedRow(
        await transaction
          .update(orders)
          .set({ ...repricedOrderFields(entry, row, proposal.changes, now), updatedAt: now })
          .where(eq(orders.id, row.id))
          .returning(),
      );
      after = updated;
      await applyStatusChange(transaction, row, after, now);
    }
    const decided = returnedRow(
      await transaction
        .update(orderAmendments)
        .set({ status, decidedByUserId: principal.user.id, decidedAt: now })
        .where(eq(orderAmendments.id, proposal.id))
        .returning(),
    );
    await recordOrderAudit(
      transaction,
      {
        orderId: row.id,
        actorUserId: principal.user.id,
        actorClientId: clientId,
        action: `amendment.${status.toLowerCase()}`,
        details: {
          amendment_id: proposal.id,
          ...(status === 'ACCEPTED' ? { before: orderTerms(row), after: orderTerms(after) } : {}),
        },
      },
      now,
    );
    return { amendment: decided, order: after };
  });
  publishOrderUpdate(
    services.events,
    now,
    order,
    orderFirms(order),
    `amendment.${amendment.status.toLowerCase()}`,
  );
  return amendmentView(amendment, clientId);
}

/** The amendments of an order, newest first. */
export async function listOrderAmendments(
  services: Pick<ServerServices, 'db'>,
  order: OrderRow,
  viewerClientId: number,
): Promise<OrderAmendment[]> {
  assertParty(order, viewerClientId);
  const rows = await services.db
    .select()
    .from(orderAmendments)
    .where(eq(orderAmendments.orderId, order.id))
    .orderBy(desc(orderAmendments.id));
  return rows.map((row) => amendmentView(row, viewerClientId));
}

/** An order the caller's firm is party to, by id and kind; a 404 otherwise (others' orders do not exist for it). */
export async function loadPartyOrder(
  services: Pick<ServerServices, 'db'>,
  target: { orderId: number; kind: string },
  clientId: number,
): Promise<OrderRow> {
  const [row] = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, target.orderId), eq(orders.kind, target.kind)));
  if (!row) throw ApiProblem.notFound('Order not found.');
  assertParty(row, clientId);
  return row;
}
