import { describe, expect, it } from 'vitest';
import { eoiCreatePayloadSchema } from '../../src/validation/eoiCreatePayload';
import { inventoryExternalTradeSchema } from '../../src/validation/inventoryPayloads';
import { orderAmendmentProposalSchema } from '../../src/validation/orderAmendments';
import { storedQuantumSchema } from '../../src/validation/storedQuantum';

function firstMessage(value: unknown): string | null {
  const result = storedQuantumSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('storedQuantumSchema', () => {
  it('takes a face value above 0 with at most 12 integer digits', () => {
    expect(firstMessage(500_000)).toBeNull();
    expect(firstMessage(0.5)).toBeNull();
    expect(firstMessage(999_999_999_999)).toBeNull();
  });

  it("refuses the rest in the spec's words", () => {
    expect(firstMessage('500000')).toBe('Should be number');
    expect(firstMessage(Number.NaN)).toBe('Should be number');
    expect(firstMessage(-1)).toBe('Cannot be negative');
    expect(firstMessage(0)).toBe('Cannot be zero');
    expect(firstMessage(1e12)).toBe('Should be at most 12 digits');
  });

  it('is the rule of every payload that carries a quantum', () => {
    const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(messageOf(eoiCreatePayloadSchema.safeParse({ quantum: 1e12, finstrument_id: 1 }))).toBe(
      'Should be at most 12 digits',
    );
    expect(messageOf(orderAmendmentProposalSchema.safeParse({ quantity: 0 }))).toBe('Cannot be zero');
    expect(
      inventoryExternalTradeSchema
        .safeParse({ quantity: -5 })
        .error?.issues.find((issue) => issue.path[0] === 'quantity')?.message,
    ).toBe('Cannot be negative');
  });
});
