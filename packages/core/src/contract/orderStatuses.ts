// The order state machine as data: the server enforces it (its `trading/orderStateMachine.ts`, with the
// diagram in the server README), and the fake API of `@bondkit/core/testing` follows the same table, so that
// both refuse the same moves with the same message.

/** An order's states, from reported (PENDING) to SETTLED. */
export const orderStatuses = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'SETTLED'] as const;

/** One of {@link orderStatuses}. */
export type OrderStatus = (typeof orderStatuses)[number];

/** What can be done to an order: the counterparty accepts or rejects it, either side cancels, modifies or settles it. */
export type OrderAction = 'accept' | 'reject' | 'cancel' | 'modify' | 'settle' | 'settle-cancel';

/**
 * The state machine: for each action, the statuses it may start from, where it leads (null: the status
 * stays) and the verb of its refusal ("Cannot {verb} an order that is …").
 */
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

/**
 * Whether an order in status `current` may take `action`: the status it moves to, or the refusal (the
 * detail of a 400) naming the current status and the statuses the action is allowed from.
 */
export function orderTransition(
  current: string,
  action: OrderAction,
): { status: OrderStatus } | { refusal: string } {
  const transition = orderTransitions[action];
  const allowed = transition.from.find((status) => status === current);
  if (allowed === undefined)
    return {
      refusal: `Cannot ${transition.verb} an order that is ${current} (allowed from ${transition.from.join(' or ')}).`,
    };
  return { status: transition.to ?? allowed };
}
