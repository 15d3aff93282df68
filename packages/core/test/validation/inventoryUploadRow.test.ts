import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { inventoryUploadRowInput, inventoryUploadRowSchema } from '../../src/validation/inventoryPayloads';

describe('a positions upload row', () => {
  it('reads its number cells as every upload does: separators dropped, a blank cost is none', () => {
    expect(inventoryUploadRowInput({ quantity: '1,00,00,000', valuation_cost: '1,001.25' })).toEqual({
      quantity: 1_00_00_000,
      valuation_cost: 1001.25,
    });
    expect(inventoryUploadRowInput({ quantity: '5000000', valuation_cost: '' })).toEqual({
      quantity: 5_000_000,
      valuation_cost: null,
    });
  });

  it('refuses a blank quantity as missing, and text as no number', () => {
    const blank = z.safeParse(inventoryUploadRowSchema, inventoryUploadRowInput({ quantity: '' }));
    const text = z.safeParse(inventoryUploadRowSchema, inventoryUploadRowInput({ quantity: 'ten' }));
    expect(blank.success).toBe(false);
    expect(text.success).toBe(false);
    expect(blank.error?.issues[0]?.path).toEqual(['quantity']);
    expect(text.error?.issues[0]?.path).toEqual(['quantity']);
  });
});
