import type { TradeTicketAction, TradeTicketState } from '@bondkit/core/validation';
import type { TradeTicketPathAction } from '@bondkit/core/internal';

// The trade ticket state machine as data: the server enforces it (its `trading/ticketStateMachine.ts`,
// with the diagram in the server README), the fake API of `@bondkit/core/testing` follows it, and both answer
// each caller the actions it may take now from the same table.

/** A side of a ticket. A dealer's firm holds one; a broker may hold one or both. */
export type TicketSide = 'buy' | 'sell';

/**
 * What can happen to a ticket. `propose_price` is `PATCH …/{id}/price/` (a first price, a counter, or a new
 * price after a refused consideration); `accept_price` and `reject` answer the price on the table (or an
 * OPEN ticket without one); the buyer, who pays it, takes or refuses the consideration; the seller confirms
 * the trade, which creates the order; either side cancels until then; `modify` changes terms before a price
 * is agreed (`PATCH …/{id}/`).
 */
export type TicketEvent =
  | 'propose_price'
  | 'accept_price'
  | 'reject'
  | 'accept_consideration'
  | 'reject_consideration'
  | 'confirm'
  | 'cancel'
  | 'modify';

/**
 * Who may cause an event: either side; the `responder` (on an OPEN ticket the side that did not create it,
 * on a NEGOTIATING one the side that did not propose the price on the table); the buyer; the seller.
 */
type TicketActor = 'either' | 'responder' | 'buyer' | 'seller';

export interface TicketTransition {
  from: readonly TradeTicketState[];
  /** Null: the state stays (a modification). */
  to: TradeTicketState | null;
  actor: TicketActor;
  /** For messages: "Cannot {verb} a ticket that is …". */
  verb: string;
  /** The action the client shows for it (`allowed_actions`). */
  action: TradeTicketAction;
}

/** The state machine, the one table both the routes and `allowed_actions` read. */
export const ticketTransitions: Readonly<Record<TicketEvent, TicketTransition>> = {
  propose_price: {
    from: ['OPEN', 'NEGOTIATING', 'CONSIDERATION_REJECTED'],
    to: 'NEGOTIATING',
    actor: 'either',
    verb: 'price',
    action: 'price',
  },
  accept_price: {
    from: ['NEGOTIATING'],
    to: 'PRICE_AGREED',
    actor: 'responder',
    verb: 'accept the price of',
    action: 'accept',
  },
  reject: {
    from: ['OPEN', 'NEGOTIATING'],
    to: 'REJECTED',
    actor: 'responder',
    verb: 'reject',
    action: 'reject',
  },
  accept_consideration: {
    from: ['PRICE_AGREED'],
    to: 'CONSIDERATION_ACCEPTED',
    actor: 'buyer',
    verb: 'accept the consideration of',
    action: 'accept_consideration',
  },
  reject_consideration: {
    from: ['PRICE_AGREED'],
    to: 'CONSIDERATION_REJECTED',
    actor: 'buyer',
    verb: 'reject the consideration of',
    action: 'reject',
  },
  confirm: {
    from: ['CONSIDERATION_ACCEPTED'],
    to: 'CONFIRMED',
    actor: 'seller',
    verb: 'confirm',
    action: 'confirm',
  },
  cancel: {
    from: ['OPEN', 'NEGOTIATING', 'PRICE_AGREED', 'CONSIDERATION_ACCEPTED', 'CONSIDERATION_REJECTED'],
    to: 'CANCELLED',
    actor: 'either',
    verb: 'cancel',
    action: 'cancel',
  },
  modify: { from: ['OPEN', 'NEGOTIATING'], to: null, actor: 'either', verb: 'modify', action: 'modify' },
};

/** What the machine reads of a ticket. */
export interface TicketPosition {
  state: TradeTicketState;
  /** The creator's side. */
  buyOrSell: TicketSide;
  buyerClientId: number;
  /** The firm whose price is on the table; null before any price. */
  priceProposedByClientId: number | null;
}

const otherSide = (side: TicketSide): TicketSide => (side === 'buy' ? 'sell' : 'buy');

/** The sides that may cause `event` on this ticket now (whatever its state). */
function sidesThatMay(ticket: TicketPosition, event: TicketEvent): TicketSide[] {
  switch (ticketTransitions[event].actor) {
    case 'either':
      return ['buy', 'sell'];
    case 'buyer':
      return ['buy'];
    case 'seller':
      return ['sell'];
    case 'responder': {
      if (ticket.state === 'NEGOTIATING' && ticket.priceProposedByClientId !== null)
        return [ticket.priceProposedByClientId === ticket.buyerClientId ? 'sell' : 'buy'];
      return [otherSide(ticket.buyOrSell)];
    }
  }
}

/**
 * The event of `PATCH …/actions/{id}/{action}/`: `reject` on an agreed price refuses the consideration; `accept`
 * on an agreed price is null (the consideration is accepted with a custodian, through accept-consideration).
 */
export function ticketEventOfPathAction(
  action: TradeTicketPathAction,
  state: TradeTicketState,
): TicketEvent | null {
  switch (action) {
    case 'accept':
      return state === 'PRICE_AGREED' ? null : 'accept_price';
    case 'reject':
      return state === 'PRICE_AGREED' ? 'reject_consideration' : 'reject';
    case 'cancel':
      return 'cancel';
    case 'confirm':
      return 'confirm';
  }
}

/** Why a caller may not cause an event now: the state does not allow it (400), or not from their side (403). */
export type TicketRefusal = { status: 400 | 403; detail: string };

function describeActor(ticket: TicketPosition, event: TicketEvent): string {
  const actor = ticketTransitions[event].actor;
  if (actor === 'buyer') return 'Only the buyer can';
  if (actor === 'seller') return 'Only the seller can';
  return ticket.state === 'NEGOTIATING'
    ? 'Only the side answering the price on the table can'
    : 'Only the counterparty of the ticket can';
}

/**
 * The state after `event` for a caller holding `sides`, and the side it acts for; or the refusal, naming the
 * state and where the event is allowed from (400), or who may (403).
 */
export function ticketTransition(
  ticket: TicketPosition,
  event: TicketEvent,
  sides: readonly TicketSide[],
): { state: TradeTicketState; side: TicketSide } | TicketRefusal {
  const transition = ticketTransitions[event];
  if (!transition.from.includes(ticket.state))
    return {
      status: 400,
      detail: `Cannot ${transition.verb} a ticket that is ${ticket.state} (allowed from ${transition.from.join(' or ')}).`,
    };
  const side = sidesThatMay(ticket, event).find((candidate) => sides.includes(candidate));
  if (side === undefined)
    return {
      status: 403,
      detail: `${describeActor(ticket, event)} ${transition.verb.split(' ')[0]} this ticket now.`,
    };
  return { state: transition.to ?? ticket.state, side };
}

/** The actions a caller holding `sides` can take now (`allowed_actions`). */
export function allowedTicketActions(
  ticket: TicketPosition,
  sides: readonly TicketSide[],
): TradeTicketAction[] {
  const actions = new Set<TradeTicketAction>();
  for (const [event, transition] of Object.entries(ticketTransitions) as [TicketEvent, TicketTransition][]) {
    if (!transition.from.includes(ticket.state)) continue;
    if (sidesThatMay(ticket, event).some((side) => sides.includes(side))) actions.add(transition.action);
  }
  return [...actions];
}
