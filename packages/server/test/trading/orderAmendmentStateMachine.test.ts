import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../src/errors/ApiProblem';
import {
  nextAmendmentStatus,
  orderAmendmentTransitions,
  type OrderAmendmentAction,
} from '../../src/trading/orderAmendmentStateMachine';

describe('the amendment state machine', () => {
  it('lets the other firm accept or reject and the proposer withdraw, once, from PROPOSED only', () => {
    const allowed: Record<string, string> = {
      'PROPOSED accept other': 'ACCEPTED',
      'PROPOSED reject other': 'REJECTED',
      'PROPOSED withdraw proposer': 'WITHDRAWN',
    };
    for (const status of ['PROPOSED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN']) {
      for (const action of Object.keys(orderAmendmentTransitions) as OrderAmendmentAction[]) {
        for (const who of ['proposer', 'other'] as const) {
          const key = `${status} ${action} ${who}`;
          const run = () => nextAmendmentStatus(status, action, who === 'proposer');
          if (allowed[key]) expect(run(), key).toBe(allowed[key]);
          else expect(run, key).toThrow(ApiProblem);
        }
      }
    }
  });
});
