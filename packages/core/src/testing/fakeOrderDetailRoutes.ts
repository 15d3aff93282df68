import { orderKindEndpoints, orderKinds } from '../contract/orderKindEndpoints';
import type { Order, OrderKind } from '../client/schemas/order';
import type { SessionUser } from '../validation/index';
import { fakeSignedInEndpoint } from './fakeAccess';
import { pdfDocument } from './fakePdf';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import { fakeOrderTools, isFakeResponse, refuseUnlessDealerOrBackOffice } from './fakeOrderTools';
import {
  canDecideConsideration,
  intermediaryRefusal,
  orderNotFound,
  recordOrderAudit,
} from './fakeOrderState';
import type { FakeOrder } from './fakeOrderState';
import type { FakeState } from './fakeState';

// A trade's details after it is reported, as the server's `trading/orderDetails.ts` and
// `trading/tradeConfirmation.ts` answer them: its facilitator and agent, the counterparty's decision on
// its consideration, and the confirmation of a settled trade as a PDF.

const rupees = (amount: number | null) =>
  amount === null ? '-' : `Rs ${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** The detail routes of the fake: intermediaries, consideration decisions and confirmation PDFs. */
export function fakeOrderDetailRoutes(state: FakeState): FakeRoute[] {
  const book = state.orderBook;
  const tools = fakeOrderTools(state);

  /** Changes a visible order of `kind` with an audit row: the server's `changeOrder`. */
  function changeOrder(
    kind: OrderKind,
    id: number,
    user: SessionUser,
    action: string,
    change: (
      order: FakeOrder,
    ) => { set: Partial<FakeOrder>; details: Record<string, unknown> } | FakeResponse,
  ): { ok: Order } | FakeResponse {
    const order = tools.find(kind, id, user);
    if (!order) return orderNotFound();
    const changed = change(order);
    if (isFakeResponse(changed)) return changed;
    const at = new Date().toISOString();
    Object.assign(order, changed.set, { updated_at: at });
    recordOrderAudit(book, tools.nextId, { order, user, action, details: changed.details, at });
    return { ok: tools.view(order, user) };
  }

  function confirmation(kind: OrderKind, id: number, user: SessionUser): { ok: Blob } | FakeResponse {
    const order = tools.find(kind, id, user);
    if (!order) return orderNotFound();
    if (order.status !== 'SETTLED')
      return json(409, {
        detail: `A confirmation is issued once the trade is settled (this one is ${order.status}).`,
      });
    const view = tools.view(order, user);
    const settled = order.history.findLast((step) => step.to === 'SETTLED');
    return {
      ok: new Blob(
        [
          pdfDocument(`Trade confirmation #${order.id}`, [
            `${user.brand_name ?? user.name} - ${view.buy_or_sell === 'buy' ? 'bought' : 'sold'}`,
            `Bond: ${view.display_name ?? order.finstrument_id} ${view.isin ?? ''}`.trim(),
            `Counterparty: ${view.counterparty_name ?? '-'}`,
            `Quantity: ${rupees(order.quantity)}`,
            `Clean price: ${order.unit_clean_price}`,
            `Yield: ${order.bond_yield === null ? '-' : `${(order.bond_yield * 100).toFixed(4)}%`}`,
            `Settlement date: ${order.settlement_date}${order.exchange ? ` on ${order.exchange}` : ''}`,
            `Accrued interest: ${rupees(order.accrued_interest)}`,
            `Consideration: ${rupees(order.consideration)}`,
            `Brokerage: ${rupees(order.brokerage)}`,
            `Settled at: ${settled?.at ?? '-'}`,
          ]),
        ],
        { type: 'application/pdf' },
      ),
    };
  }

  return orderKinds.flatMap((kind) => {
    const endpoints = orderKindEndpoints[kind];
    return [
      fakeSignedInEndpoint(state, endpoints.setIntermediaries, ({ params, body }, user) => {
        const refusal = refuseUnlessDealerOrBackOffice(user, "choose a trade's facilitator and agent");
        if (refusal) return refusal;
        return changeOrder(kind, params.id, user, 'intermediaries', (order) => {
          if (order.status !== 'PENDING' && order.status !== 'ACCEPTED')
            return json(400, {
              detail: `Cannot change the facilitator or agent of an order that is ${order.status}.`,
            });
          const choice = { facilitator: body.facilitator_id, agent: body.agent_id };
          const unknown =
            intermediaryRefusal(book, choice.facilitator, 'facilitator') ??
            intermediaryRefusal(book, choice.agent, 'agent');
          if (unknown) return unknown;
          // A firm sets one, null clears it, a field left out stays.
          const set = {
            facilitator_id: choice.facilitator === undefined ? order.facilitator_id : choice.facilitator,
            agent_id: choice.agent === undefined ? order.agent_id : choice.agent,
          };
          return {
            set,
            details: {
              before: { facilitator_id: order.facilitator_id, agent_id: order.agent_id },
              after: set,
            },
          };
        });
      }),
      fakeSignedInEndpoint(state, endpoints.decideConsideration, ({ params }, user) => {
        const refusal = refuseUnlessDealerOrBackOffice(user, 'accept or reject a consideration');
        if (refusal) return refusal;
        const decision = params.action === 'accept' ? 'ACCEPTED' : 'REJECTED';
        return changeOrder(kind, params.id, user, `consideration.${params.action}`, (order) => {
          // Who may act comes before what the state allows, as with the order's other actions.
          if (order.consideration_status === null)
            return json(400, {
              detail:
                'This trade is with an outside party: there is no counterparty here to agree its consideration.',
            });
          if (order.owner_client_id === user.id)
            return json(403, { detail: 'Only the counterparty can accept or reject the consideration.' });
          if (!canDecideConsideration(order, user.id))
            return json(400, {
              detail:
                order.consideration_status === 'PENDING'
                  ? `Cannot decide the consideration of an order that is ${order.status}.`
                  : `The consideration is already ${order.consideration_status}.`,
            });
          return {
            set: { consideration_status: decision },
            details: { consideration: order.consideration, from: order.consideration_status, to: decision },
          };
        });
      }),
      fakeSignedInEndpoint(state, endpoints.confirmation, ({ params }, user) =>
        confirmation(kind, params.id, user),
      ),
    ];
  });
}
