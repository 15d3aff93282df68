import type { OrderAmendmentStatus } from '@bondkit/core/internal';
import { ApiProblem } from '../errors/ApiProblem';

/** What can happen to a proposed amendment, and who may do it. */
export type OrderAmendmentAction = 'accept' | 'reject' | 'withdraw';

/**
 * PROPOSED → ACCEPTED (the other firm agrees: the trade changes, both holdings move),
 * PROPOSED → REJECTED (the other firm refuses: nothing changes),
 * PROPOSED → WITHDRAWN (the proposing firm takes it back: nothing changes).
 * Every other transition is refused; a decided amendment is final.
 */
export const orderAmendmentTransitions: Readonly<
  Record<OrderAmendmentAction, { to: OrderAmendmentStatus; by: 'proposer' | 'counterparty' }>
> = {
  accept: { to: 'ACCEPTED', by: 'counterparty' },
  reject: { to: 'REJECTED', by: 'counterparty' },
  withdraw: { to: 'WITHDRAWN', by: 'proposer' },
};

/** The status after `action` by a firm that did (`proposedByCaller`) or did not propose it; or the refusal. */
export function nextAmendmentStatus(
  current: string,
  action: OrderAmendmentAction,
  proposedByCaller: boolean,
): OrderAmendmentStatus {
  if (current !== 'PROPOSED') throw new ApiProblem(409, { detail: `This amendment is already ${current}.` });
  const transition = orderAmendmentTransitions[action];
  if (transition.by === 'counterparty' && proposedByCaller)
    throw ApiProblem.forbidden('Only the other firm of the trade can accept or reject this amendment.');
  if (transition.by === 'proposer' && !proposedByCaller)
    throw ApiProblem.forbidden('Only the firm that proposed this amendment can withdraw it.');
  return transition.to;
}
