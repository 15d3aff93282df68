import { orderTransition, type OrderAction, type OrderStatus } from '@bondkit/core/contract';
import { ApiProblem } from '../errors/ApiProblem';

// The order state machine. Its table (statuses, actions, where each leads) is data in
// `@bondkit/core/contract` (`orderStatuses.ts`), so that the server and the client's fake API read one table;
// this file is where the server enforces it. Diagram: the server README. PENDING: reported, waiting for the
// counterparty; ACCEPTED: a trade (holdings move); REJECTED: refused by the counterparty (spec: a rejection
// sends REJECTED); CANCELLED; SETTLED.
export { orderStatuses, orderTransitions, type OrderAction, type OrderStatus } from '@bondkit/core/contract';

/** Statuses counted as open (the stream's open-order count). */
export const openOrderStatuses: readonly OrderStatus[] = ['PENDING', 'ACCEPTED'];

/** The status after `action`, or a 400 naming the current status. */
export function nextOrderStatus(current: string, action: OrderAction): OrderStatus {
  const result = orderTransition(current, action);
  if ('refusal' in result) throw ApiProblem.badRequest(result.refusal);
  return result.status;
}

/** Whether holdings reflect an order in this status (the trade happened and is not undone). */
export function holdsInventory(status: string): boolean {
  return status === 'ACCEPTED' || status === 'SETTLED';
}
