import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bondCategories, clientFinstrumentPage } from '../../src/trading/clientFinstrumentList';
import { instrumentCatalogue } from '../../src/trading/instrumentCatalogue';
import { refusal } from '../apiProblemRefusal';
import { startTestServer, type TestServer } from '../harness';

// The find page's list without HTTP: categories from the catalogue, pages after a cursor that together
// hold every matching bond once, and refusals by field for a forged cursor or an unknown category.

let server: TestServer;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const page = (limit: number, cursor: string | null = null, categoryValues?: Record<string, string[]>) =>
  clientFinstrumentPage(
    server.database.db,
    { pagination_params: { limit, cursor }, ...(categoryValues ? { category_values: categoryValues } : {}) },
    now,
  );

describe('the client finstrument list (trading/clientFinstrumentList)', () => {
  it('pages through every bond of a category once, in id order, the last page saying there is no more', async () => {
    const catalogue = await instrumentCatalogue(server.database.db, now);
    const rating = bondCategories(catalogue).find((category) => category.key === 'rating');
    const grade = rating?.values[0];
    if (!grade) throw new Error('The demo bonds have no rating category.');
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const answer = await page(7, cursor, { rating: [grade] });
      seen.push(...answer.results.map((bond) => bond.id));
      cursor = answer.pagination_response.next_cursor;
      expect(answer.pagination_response.has_more).toBe(cursor !== null);
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen.length).toBeGreaterThan(0);
    expect([...seen].sort((first, second) => first - second)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await page(100, null, { rating: [grade] });
    if (!all.pagination_response.has_more) expect(seen).toEqual(all.results.map((bond) => bond.id));
  });

  it('refuses a cursor it did not write and a category it does not have, by field', async () => {
    expect((await refusal(page(5, 'not-a-cursor'))).body).toEqual({
      pagination_params: { cursor: ['Invalid cursor.'] },
    });
    expect((await refusal(page(5, null, { colour: ['blue'] }))).body).toEqual({
      category_values: { colour: ['"colour" is not a valid category.'] },
    });
    // An empty filter filters nothing, whatever its key.
    await expect(page(5, null, { colour: [] })).resolves.toMatchObject({ results: expect.any(Array) });
  });
});
