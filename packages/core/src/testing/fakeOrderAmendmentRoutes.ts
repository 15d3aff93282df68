import { orderKindEndpoints, orderKinds } from '../contract/orderKindEndpoints';
import type { OrderKind } from '../client/schemas/order';
import type {
  OrderAmendment,
  OrderAmendmentProposal,
  OrderAmendmentStatus,
  OrderTerms,
  SessionUser,
} from '../validation/index';
import { fakeSignedInEndpoint } from './fakeAccess';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import { fakeOrderTools, isFakeResponse } from './fakeOrderTools';
import { needsTwoSidedAmendment, orderNotFound, recordOrderAudit, termsOf } from './fakeOrderState';
import { fakeSettlementDate } from './fakeTradePricing';
import type { FakeOrder, FakeOrderAmendment } from './fakeOrderState';
import type { FakeState } from './fakeState';

// Two-sided amendments of agreed trades and an order's audit trail, as the server's
// `trading/orderAmendmentService.ts` answers them: either firm proposes, the other accepts (the trade
// changes) or rejects, the proposer may withdraw; a decided amendment is final.

type AmendmentAction = 'accept' | 'reject' | 'withdraw';

const amendmentTransitions = {
  accept: { to: 'ACCEPTED', by: 'counterparty' },
  reject: { to: 'REJECTED', by: 'counterparty' },
  withdraw: { to: 'WITHDRAWN', by: 'proposer' },
} as const satisfies Record<AmendmentAction, { to: OrderAmendmentStatus; by: 'proposer' | 'counterparty' }>;

/** The status after `action` by the proposing firm or the other one, or the server's refusal. */
function nextAmendmentStatus(
  amendment: FakeOrderAmendment,
  action: AmendmentAction,
  clientId: number,
): OrderAmendmentStatus | FakeResponse {
  if (amendment.status !== 'PROPOSED')
    return json(409, { detail: `This amendment is already ${amendment.status}.` });
  const transition = amendmentTransitions[action];
  const proposedByCaller = amendment.proposed_by_client_id === clientId;
  if (transition.by === 'counterparty' && proposedByCaller)
    return json(403, { detail: 'Only the other firm of the trade can accept or reject this amendment.' });
  if (transition.by === 'proposer' && !proposedByCaller)
    return json(403, { detail: 'Only the firm that proposed this amendment can withdraw it.' });
  return transition.to;
}

function amendmentView(amendment: FakeOrderAmendment, viewerClientId: number): OrderAmendment {
  const { proposed_by_client_id: proposer, ...shown } = amendment;
  return { ...shown, proposed_by_you: proposer === viewerClientId };
}

/** The amendment and audit routes of the fake; amendments live in `state.orderBook.amendments`. */
export function fakeOrderAmendmentRoutes(state: FakeState): FakeRoute[] {
  const book = state.orderBook;
  const tools = fakeOrderTools(state);

  function propose(
    kind: OrderKind,
    id: number,
    proposal: OrderAmendmentProposal,
    user: SessionUser,
  ): { ok: OrderAmendment } | FakeResponse {
    const order = tools.find(kind, id, user);
    if (!order) return orderNotFound();
    if (!needsTwoSidedAmendment(order))
      return json(409, {
        detail:
          order.status === 'ACCEPTED'
            ? 'This trade has no counterparty firm on the platform: modify it directly.'
            : `Only an ACCEPTED trade is amended (this one is ${order.status}).`,
      });
    if (
      book.amendments.some((amendment) => amendment.order_id === order.id && amendment.status === 'PROPOSED')
    )
      return json(409, {
        detail: 'An amendment of this trade is already waiting for an answer: withdraw it or wait.',
      });
    const changes: Partial<OrderTerms> = {};
    if (proposal.quantity !== undefined && proposal.quantity !== order.quantity)
      changes.quantity = proposal.quantity;
    if (proposal.unit_clean_price !== undefined && proposal.unit_clean_price !== order.unit_clean_price)
      changes.unit_clean_price = proposal.unit_clean_price;
    if (proposal.settlement_date !== undefined && proposal.settlement_date !== order.settlement_date) {
      const checked = fakeSettlementDate(new Date(), { date: proposal.settlement_date });
      if (typeof checked !== 'string') return checked;
      changes.settlement_date = checked;
    }
    if (proposal.exchange !== undefined && proposal.exchange !== order.exchange)
      changes.exchange = proposal.exchange;
    if (Object.keys(changes).length === 0)
      return json(400, { non_field_errors: ['The proposal does not change the trade.'] });
    const at = new Date().toISOString();
    const amendment: FakeOrderAmendment = {
      id: tools.nextId(),
      order_id: order.id,
      proposed_by_client_id: user.id,
      status: 'PROPOSED',
      changes,
      terms_before: termsOf(order),
      note: proposal.note ?? null,
      created_at: at,
      decided_at: null,
    };
    book.amendments.push(amendment);
    recordOrderAudit(book, tools.nextId, {
      order,
      user,
      action: 'amendment.proposed',
      details: { amendment_id: amendment.id, changes, note: amendment.note },
      at,
    });
    return { ok: amendmentView(amendment, user.id) };
  }

  function decide(
    kind: OrderKind,
    target: { id: number; amendmentId: number },
    action: AmendmentAction,
    user: SessionUser,
  ): { ok: OrderAmendment } | FakeResponse {
    const order = tools.find(kind, target.id, user);
    if (!order) return orderNotFound();
    const amendment = book.amendments.find(
      (candidate) => candidate.id === target.amendmentId && candidate.order_id === order.id,
    );
    if (!amendment) return json(404, { detail: 'Amendment not found.' });
    const status = nextAmendmentStatus(amendment, action, user.id);
    if (typeof status !== 'string') return status;
    const before = termsOf(order);
    if (status === 'ACCEPTED') {
      const refusal = applyAmendment(order, amendment);
      if (refusal) return refusal;
    }
    const at = new Date().toISOString();
    Object.assign(amendment, { status, decided_at: at });
    recordOrderAudit(book, tools.nextId, {
      order,
      user,
      action: `amendment.${status.toLowerCase()}`,
      details: {
        amendment_id: amendment.id,
        ...(status === 'ACCEPTED' ? { before, after: termsOf(order) } : {}),
      },
      at,
    });
    return { ok: amendmentView(amendment, user.id) };
  }

  /** Applies an accepted amendment to its trade; a refusal when the trade moved on since the proposal. */
  function applyAmendment(order: FakeOrder, amendment: FakeOrderAmendment): FakeResponse | undefined {
    if (order.status !== 'ACCEPTED')
      return json(409, { detail: `The trade is ${order.status} now: this amendment can no longer apply.` });
    const current = termsOf(order);
    const unchanged = (Object.keys(amendment.terms_before) as (keyof OrderTerms)[]).every(
      (key) => amendment.terms_before[key] === current[key],
    );
    if (!unchanged)
      return json(409, {
        detail: 'The trade changed since this amendment was proposed: ask for a new proposal.',
      });
    const repriced = tools.reprice(order, amendment.changes);
    if (isFakeResponse(repriced)) return repriced;
    Object.assign(order, repriced, { updated_at: new Date().toISOString() });
    return undefined;
  }

  return orderKinds.flatMap((kind) => {
    const endpoints = orderKindEndpoints[kind];
    return [
      fakeSignedInEndpoint(state, endpoints.listAmendments, ({ params }, user) => {
        const order = tools.find(kind, params.id, user);
        if (!order) return orderNotFound();
        const amendments = book.amendments
          .filter((amendment) => amendment.order_id === order.id)
          .sort((a, b) => b.id - a.id);
        return { ok: { results: amendments.map((amendment) => amendmentView(amendment, user.id)) } };
      }),
      fakeSignedInEndpoint(state, endpoints.proposeAmendment, ({ params, body }, user) =>
        propose(kind, params.id, body, user),
      ),
      fakeSignedInEndpoint(state, endpoints.decideAmendment, ({ params, body }, user) =>
        decide(kind, params, body.decision === 'ACCEPTED' ? 'accept' : 'reject', user),
      ),
      fakeSignedInEndpoint(state, endpoints.withdrawAmendment, ({ params }, user) =>
        decide(kind, params, 'withdraw', user),
      ),
      fakeSignedInEndpoint(state, endpoints.auditTrail, ({ params }, user) => {
        const order = tools.find(kind, params.id, user);
        if (!order) return orderNotFound();
        const rows = book.audit.filter((row) => row.order_id === order.id).sort((a, b) => a.id - b.id);
        return {
          ok: {
            results: rows.map((row) => {
              const byYourFirm = row.actor_client_id === user.id;
              return {
                id: row.id,
                action: row.action,
                // The other firm's people are named by firm only: who decided there is their business.
                actor_name: byYourFirm ? row.actor_name : 'Counterparty',
                by_your_firm: byYourFirm,
                details: row.details,
                created_at: row.created_at,
              };
            }),
          },
        };
      }),
    ];
  });
}
