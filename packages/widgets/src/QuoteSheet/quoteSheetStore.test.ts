import { describe, expect, it } from 'vitest';
import { createQuoteSheetStore } from './quoteSheetStore';
import { makeRow } from './test/rowFixtures';

describe('createQuoteSheetStore', () => {
  it('filters and sorts the visible rows', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([
      makeRow({ id: 1, bidYield: 7.3, preferred: true }),
      makeRow({ id: 2, bidYield: 7.1 }),
      makeRow({ id: 3, bidYield: 7.2, preferred: true }),
      makeRow({ id: 4, bidYield: 6.9, finstrumentType: 'CP' }),
    ]);
    store.setView({ preferred: true }, { key: 'bidYield', direction: 'ascending' });
    expect(store.getSnapshot().map((state) => state.row.id)).toEqual([3, 1]);
    store.setView({}, { key: 'bidYield', direction: 'descending' });
    // The CP is never shown: the sheet shows finstrument type Bond only.
    expect(store.getSnapshot().map((state) => state.row.id)).toEqual([1, 3, 2]);
  });

  it('applies patches in order, the last value of a field winning, and marks the changed cells', () => {
    let now = 1000;
    const store = createQuoteSheetStore(() => now);
    store.setRows([makeRow({ id: 1, bidYield: 7.1, bidPrice: 100 }), makeRow({ id: 2 })]);
    const before = store.getSnapshot();
    now = 2000;
    const changed = store.applyPatches([
      { id: 1, bidYield: 7.2 },
      { id: 1, bidYield: 7.05 },
      { id: 99, bidYield: 1 },
    ]);
    expect(changed).toBe(1);
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after[0]?.row.bidYield).toBe(7.05);
    expect(after[0]?.row.bidPrice).toBe(100);
    expect(after[0]?.flashes.bidYield).toMatchObject({ direction: 'down', at: 2000 });
    expect(after[0]?.flashes.bidPrice).toBeUndefined();
    // Untouched rows keep their identity, so memoised rows do not re-render.
    expect(after[1]).toBe(before[1]);
  });

  it('does not notify or copy when nothing changed', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, bidYield: 7.1 })]);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const before = store.getSnapshot();
    expect(store.applyPatches([{ id: 1, bidYield: 7.1 }])).toBe(0);
    expect(store.getSnapshot()).toBe(before);
    expect(notified).toBe(0);
  });

  it('keeps the order on live updates and re-sorts when the sort is set again', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, bidYield: 7.1 }), makeRow({ id: 2, bidYield: 7.2 })]);
    const sort = { key: 'bidYield', direction: 'ascending' } as const;
    store.setView({}, sort);
    store.applyPatches([{ id: 1, bidYield: 7.5 }]);
    expect(store.getSnapshot().map((state) => state.row.id)).toEqual([1, 2]);
    store.setView({}, sort);
    expect(store.getSnapshot().map((state) => state.row.id)).toEqual([2, 1]);
  });

  it('updates hidden rows too, so they are current when the filter shows them', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, preferred: true }), makeRow({ id: 2, bidYield: 7 })]);
    store.setView({ preferred: true }, null);
    store.applyPatches([{ id: 2, bidYield: 6.5 }]);
    expect(store.getRow(2)?.bidYield).toBe(6.5);
    store.setView({}, null);
    expect(store.getSnapshot()[1]?.row.bidYield).toBe(6.5);
  });

  it('applies a price update to every quote of the bond', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([
      makeRow({ id: 1, finstrumentId: 5 }),
      makeRow({ id: 2, finstrumentId: 5, side: 'ASK' }),
      makeRow({ id: 3, finstrumentId: 6 }),
    ]);
    expect(store.applyPatches([{ finstrumentId: 5, marketYield: 7.31, marketPrice: 99.5 }])).toBe(2);
    const rows = store
      .getSnapshot()
      .map((state) => [state.row.id, state.row.marketYield, state.flashes.marketYield?.direction]);
    expect(rows).toEqual([
      [1, 7.31, 'up'],
      [2, 7.31, 'up'],
      [3, null, undefined],
    ]);
  });

  it('flashes the cells a refetch changed and keeps the market level the list does not carry', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, bidYield: 7.1, bidPrice: 100 })]);
    store.applyPatches([{ finstrumentId: 10, marketYield: 7.2 }]);
    store.setRows([makeRow({ id: 1, bidYield: 7.0, bidPrice: 100 })]);
    const [state] = store.getSnapshot();
    expect(state?.row.marketYield).toBe(7.2);
    expect(state?.flashes.bidYield?.direction).toBe('down');
    expect(state?.flashes.bidPrice).toBeUndefined();
  });
});

describe('createQuoteSheetStore within one frame', () => {
  it('lets the last patch win even when it returns to the value on screen', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, bidYield: 7.1 })]);
    store.applyPatches([
      { id: 1, bidYield: 7.2 },
      { id: 1, bidYield: 7.1 },
    ]);
    expect(store.getRow(1)?.bidYield).toBe(7.1);
  });

  it('flashes against what was on screen before the frame', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, finstrumentId: 4 })]);
    store.applyPatches([
      { finstrumentId: 4, marketYield: 7.15 },
      { finstrumentId: 4, marketYield: 7.13 },
    ]);
    expect(store.getSnapshot()[0]?.flashes.marketYield?.direction).toBe('up');
  });
});

describe('createQuoteSheetStore.mergeRows', () => {
  const ids = (store: ReturnType<typeof createQuoteSheetStore>) =>
    store.getSnapshot().map((state) => state.row.id);

  it('replaces the fetched rows in place, flashing what changed, and leaves the others untouched', () => {
    let now = 1000;
    const store = createQuoteSheetStore(() => now);
    store.setRows([
      makeRow({ id: 1, finstrumentId: 11, bidYield: 7.1 }),
      makeRow({ id: 2, finstrumentId: 12, bidYield: 7.2 }),
      makeRow({ id: 3, finstrumentId: 13, bidYield: 7.3 }),
    ]);
    const before = store.getSnapshot();
    now = 2000;
    const changed = store.mergeRows([makeRow({ id: 2, finstrumentId: 12, bidYield: 7.25 })], {
      quoteIds: [2],
      finstrumentIds: [],
    });
    expect(changed).toBe(1);
    const after = store.getSnapshot();
    expect(ids(store)).toEqual([1, 2, 3]);
    expect(after[1]?.row.bidYield).toBe(7.25);
    expect(after[1]?.flashes.bidYield).toMatchObject({ direction: 'up', at: 2000 });
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
  });

  it('puts new rows first, as the server lists the newest change first, and drops rows asked for and not answered', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, finstrumentId: 11 }), makeRow({ id: 2, finstrumentId: 12 })]);
    const changed = store.mergeRows([makeRow({ id: 9, finstrumentId: 12 })], {
      quoteIds: [2, 9],
      finstrumentIds: [],
    });
    expect(changed).toBe(2);
    expect(ids(store)).toEqual([9, 1]);
    expect(store.totalRows()).toBe(2);
    // The bond index follows: a price update of bond 12 reaches the new row, not the removed one.
    expect(store.applyPatches([{ finstrumentId: 12, marketYield: 7.4 }])).toBe(1);
    expect(store.getRow(9)?.marketYield).toBe(7.4);
  });

  it("replaces a whole bond's rows when the refresh asked for the bond", () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([
      makeRow({ id: 1, finstrumentId: 11 }),
      makeRow({ id: 2, finstrumentId: 11 }),
      makeRow({ id: 3, finstrumentId: 12 }),
    ]);
    store.mergeRows([makeRow({ id: 2, finstrumentId: 11 }), makeRow({ id: 4, finstrumentId: 11 })], {
      quoteIds: [],
      finstrumentIds: [11],
    });
    expect(ids(store)).toEqual([4, 2, 3]);
  });

  it('changes nothing and does not notify when the fetched rows are what the sheet shows', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1, finstrumentId: 11, bidYield: 7.1 })]);
    const before = store.getSnapshot();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    expect(
      store.mergeRows([makeRow({ id: 1, finstrumentId: 11, bidYield: 7.1 })], {
        quoteIds: [1, 5],
        finstrumentIds: [],
      }),
    ).toBe(0);
    expect(notified).toBe(0);
    expect(store.getSnapshot()).toBe(before);
  });

  it('adds no more new rows than the sheet may hold', () => {
    const store = createQuoteSheetStore(() => 0);
    store.setRows([makeRow({ id: 1 }), makeRow({ id: 2 })]);
    store.mergeRows(
      [makeRow({ id: 7 }), makeRow({ id: 8 }), makeRow({ id: 9 })],
      { quoteIds: [7, 8, 9], finstrumentIds: [] },
      3,
    );
    expect(ids(store)).toEqual([7, 1, 2]);
  });
});
