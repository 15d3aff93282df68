import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/contract/index';

const issues = (body: unknown, schema: z.core.$ZodType = endpoints.modifyWholeOrder.body) =>
  z.safeParse(schema, body).error?.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]) ??
  [];

describe('order change bodies', () => {
  it('requires size and price in a whole change, each refused with its own field message', () => {
    // Built by spreading the partial change's fields: not zod's `required`, whose refusal read
    // "Invalid input: expected nonoptional, received undefined".
    for (const schema of [endpoints.modifyWholeOrder.body, endpoints.modifyWholeProcurementOrder.body]) {
      const refused = issues({}, schema);
      expect(refused.map(([path]) => path)).toEqual(['quantity', 'unit_clean_price']);
      for (const [, message] of refused) expect(message).not.toContain('nonoptional');
    }
  });

  it('takes a whole change with size and price, and a partial change with neither', () => {
    expect(issues({ quantity: 10_000_000, unit_clean_price: 101.25 })).toEqual([]);
    expect(issues({}, endpoints.modifyOrder.body)).toEqual([]);
    expect(issues({ shoe_size: 9 })).toContainEqual(['', expect.stringContaining('shoe_size')]);
  });
});
