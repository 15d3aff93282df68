import { describe, expect, it } from 'vitest';
import { eoiSchema } from '../../src/client/schemas/eoi';

const quote = {
  id: 1,
  finstrument_id: 2,
  quote_type: 'BID',
  quantum: 50_00_000,
  unit_price_stored: 99.5,
  yield_stored: 0.0725,
  state: 'DEFAULT',
};

describe('eoiSchema: market list rows', () => {
  it("reads the bond's maturity, rating, finstrument type and preferred flag", () => {
    const row = eoiSchema.parse({
      ...quote,
      maturity_date: '2033-08-14',
      rating: 'AAA',
      finstrument_type: 'Bond',
      is_preferred: true,
    });
    expect(row).toMatchObject({
      maturity_date: '2033-08-14',
      rating: 'AAA',
      finstrument_type: 'Bond',
      is_preferred: true,
    });
    // Rows of servers that do not send them still parse.
    expect(eoiSchema.parse(quote).maturity_date).toBeUndefined();
  });

  it('refuses a row whose bond fields have the wrong type', () => {
    expect(eoiSchema.safeParse({ ...quote, is_preferred: 'yes' }).success).toBe(false);
    expect(eoiSchema.safeParse({ ...quote, maturity_date: 20330814 }).success).toBe(false);
  });
});
