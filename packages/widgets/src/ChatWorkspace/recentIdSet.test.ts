import { expect, it } from 'vitest';
import { createRecentIdSet } from './recentIdSet';

it('says whether an id is seen for the first time, remembering the last few', () => {
  const seen = createRecentIdSet(2);
  expect(seen.first(1)).toBe(true);
  expect(seen.first(1)).toBe(false);
  expect(seen.first(2)).toBe(true);
  expect(seen.first(3)).toBe(true);
  // 1 was the oldest of three: forgotten.
  expect(seen.first(1)).toBe(true);
  expect(seen.first(3)).toBe(false);
});
