import type { orderStatuses } from '@bondkit/core/contract';
import { ApiProblem } from '../errors/ApiProblem';

/**
 * Order statuses, as the contract lists them (the unified list filters by them). PENDING: reported,
 * waiting for the counterparty; ACCEPTED: a trade (holdings move); REJECTED: refused by the counterparty
 * (spec: a rejection sends REJECTED); CANCELLED; SETTLED.
 */
export { orderStatuses } from '@bondkit/core/contract';
export type OrderStatus = (typeof orderStatuses)[number];

/** What can be done to an order. */
export type OrderAction = 'accept' | 'reject' | 'cancel' | 'modify' | 'settle' | 'settle-cancel';

/** The state machine: for each action, the statuses it may start from and where it leads (null: stays). */
export const orderTransitions: Readonly<
  Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus | null; verb: string }>
> = {
  accept: { from: ['PENDING'], to: 'ACCEPTED', verb: 'accept' },
  reject: { from: ['PENDING'], to: 'REJECTED', verb: 'reject' },
  cancel: { from: ['PENDING', 'ACCEPTED'], to: 'CANCELLED', verb: 'cancel' },
  modify: { from: ['PENDING', 'ACCEPTED'], to: null, verb: 'modify' },
  settle: { from: ['ACCEPTED'], to: 'SETTLED', verb: 'settle' },
  'settle-cancel': { from: ['ACCEPTED'], to: 'CANCELLED', verb: 'cancel (settle-cancel)' },
};

/** Statuses counted as open (the stream's open-order count). */
export const openOrderStatuses: readonly OrderStatus[] = ['PENDING', 'ACCEPTED'];

/** The status after `action`, or a 400 naming the current status. */
export function nextOrderStatus(current: string, action: OrderAction): OrderStatus {
  const transition = orderTransitions[action];
  if (!(transition.from as readonly string[]).includes(current)) {
    throw ApiProblem.badRequest(
      `Cannot ${transition.verb} an order that is ${current} (allowed from ${transition.from.join(' or ')}).`,
    );
  }
  return transition.to ?? (current as OrderStatus);
}

/** Whether holdings reflect an order in this status (the trade happened and is not undone). */
export function holdsInventory(status: string): boolean {
  return status === 'ACCEPTED' || status === 'SETTLED';
}
