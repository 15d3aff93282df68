import { describe, expect, it } from 'vitest';
import { createQuoteRefreshQueue } from './quoteRefreshQueue';

describe('createQuoteRefreshQueue', () => {
  it('has nothing to do until something is queued, and empties when taken', () => {
    const queue = createQuoteRefreshQueue();
    expect(queue.hasPending()).toBe(false);
    expect(queue.take()).toBeNull();
    queue.addQuotes([5]);
    expect(queue.hasPending()).toBe(true);
    expect(queue.take()).toEqual({ kind: 'partial', quoteIds: [5], finstrumentIds: [] });
    expect(queue.hasPending()).toBe(false);
    expect(queue.take()).toBeNull();
  });

  it('folds the quotes of several messages into one plan, each id once', () => {
    const queue = createQuoteRefreshQueue();
    queue.addQuotes([5, 6], [11]);
    queue.addQuotes([6, 7], [12]);
    queue.addBonds([13]);
    expect(queue.take()).toEqual({ kind: 'partial', quoteIds: [5, 6, 7], finstrumentIds: [13] });
  });

  it("does not refetch a bond whose changed quotes a partial refresh names, in either message's order", () => {
    const queue = createQuoteRefreshQueue();
    queue.addBonds([11]);
    expect(queue.hasPending()).toBe(true);
    queue.addQuotes([5], [11]);
    expect(queue.take()).toEqual({ kind: 'partial', quoteIds: [5], finstrumentIds: [] });
    queue.addQuotes([6], [12]);
    queue.addBonds([12, 14]);
    expect(queue.take()).toEqual({ kind: 'partial', quoteIds: [6], finstrumentIds: [14] });
  });

  it('a bond named only as covered is no work on its own', () => {
    const queue = createQuoteRefreshQueue();
    queue.addBonds([11]);
    queue.addQuotes([], [11]);
    expect(queue.hasPending()).toBe(false);
    expect(queue.take()).toBeNull();
  });

  it('a full refresh swallows everything queued with it', () => {
    const queue = createQuoteRefreshQueue();
    queue.addQuotes([5], [11]);
    queue.requestFull();
    queue.addBonds([12]);
    expect(queue.take()).toEqual({ kind: 'full' });
    expect(queue.take()).toBeNull();
  });
});
