import {
  ticketEventOfPathAction,
  ticketTransition,
  type TicketEvent,
  type TicketPosition,
  type TicketSide,
} from './tradeTicketTransitions';
import { type TradeTicketPathAction } from '@bondkit/core/internal';
import { type TradeTicketState } from '@bondkit/core/validation';
import { ApiProblem } from '../errors/ApiProblem';

// The ticket state machine. Its table (states, events, who may cause each, `allowed_actions`) is data in
// `tradeTicketTransitions.ts` beside this file (a server rule since issue 37: only the server applies it);
// this file is where the server enforces it. Diagram: the server README.
export {
  allowedTicketActions,
  ticketTransitions,
  type TicketEvent,
  type TicketPosition,
  type TicketSide,
} from './tradeTicketTransitions';

/**
 * The state after `event`, for a caller holding `sides`, and the side it acts for; a 400 when the state does
 * not allow the event (naming the state and where it is allowed from), a 403 when the caller's side may not.
 */
export function nextTicketState(
  ticket: TicketPosition,
  event: TicketEvent,
  sides: readonly TicketSide[],
): { state: TradeTicketState; side: TicketSide } {
  const result = ticketTransition(ticket, event, sides);
  if ('status' in result)
    throw result.status === 400 ? ApiProblem.badRequest(result.detail) : ApiProblem.forbidden(result.detail);
  return result;
}

/** The event of `PATCH …/actions/{id}/{action}/`: `reject` on an agreed price refuses the consideration. */
export function eventOfPathAction(action: TradeTicketPathAction, state: TradeTicketState): TicketEvent {
  const event = ticketEventOfPathAction(action, state);
  if (event === null)
    throw ApiProblem.field(
      'custodian_id',
      'Accept the consideration with a custodian (accept-consideration), not with accept.',
    );
  return event;
}
