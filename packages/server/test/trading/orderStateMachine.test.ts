import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../src/errors/ApiProblem';
import {
  holdsInventory,
  nextOrderStatus,
  orderStatuses,
  orderTransitions,
  type OrderAction,
} from '../../src/trading/orderStateMachine';

describe('the order state machine', () => {
  it('allows exactly the listed transitions', () => {
    const expected: Record<string, string> = {
      'PENDING accept': 'ACCEPTED',
      'PENDING reject': 'REJECTED',
      'PENDING cancel': 'CANCELLED',
      'PENDING modify': 'PENDING',
      'ACCEPTED cancel': 'CANCELLED',
      'ACCEPTED modify': 'ACCEPTED',
      'ACCEPTED settle': 'SETTLED',
      'ACCEPTED settle-cancel': 'CANCELLED',
    };
    for (const status of orderStatuses) {
      for (const action of Object.keys(orderTransitions) as OrderAction[]) {
        const key = `${status} ${action}`;
        if (expected[key]) expect(nextOrderStatus(status, action), key).toBe(expected[key]);
        else expect(() => nextOrderStatus(status, action), key).toThrow(ApiProblem);
      }
    }
  });

  it('names the current state in the 400', () => {
    try {
      nextOrderStatus('SETTLED', 'cancel');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiProblem);
      expect((error as ApiProblem).statusCode).toBe(400);
      expect((error as ApiProblem).body).toEqual({
        detail: 'Cannot cancel an order that is SETTLED (allowed from PENDING or ACCEPTED).',
      });
    }
  });

  it('holds inventory only for traded orders', () => {
    expect(orderStatuses.filter(holdsInventory)).toEqual(['ACCEPTED', 'SETTLED']);
  });
});
