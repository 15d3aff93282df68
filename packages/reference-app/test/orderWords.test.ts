import { describe, expect, it } from 'vitest';
import { auditEntryText } from '../src/pages/transactions/orderWords';

describe('the audit trail in words', () => {
  it('reads a consideration rejected by the other firm as a sentence with the time in India', () => {
    expect(
      auditEntryText(
        {
          action: 'consideration.reject',
          actor_name: 'Kaveri Asset Management',
          created_at: '2026-11-27T05:12:00.000Z',
        },
        '2026-11-27',
      ),
    ).toBe('Consideration rejected by Kaveri Asset Management, 10:42 IST');
    expect(
      auditEntryText(
        { action: 'amendment.proposed', actor_name: 'Asha Rao', created_at: '2026-11-26T05:12:00.000Z' },
        '2026-11-27',
      ),
    ).toBe('Amendment proposed by Asha Rao, 26 Nov 2026, 10:42 IST');
    expect(
      auditEntryText(
        { action: 'brokerage.waived', actor_name: 'Asha Rao', created_at: '2026-11-27T05:12:00.000Z' },
        '2026-11-27',
      ),
    ).toBe('Brokerage waived by Asha Rao, 10:42 IST');
  });
});
