import { describe, expect, it } from 'vitest';
import type { TableFilter } from '../../src/validation/tableFilterOperators';
import {
  matchesTableFilter,
  tableFilterOperatorSchema,
  tableFilterOperators,
} from '../../src/validation/tableFilterOperators';

describe('table filter operators', () => {
  it('are the spec operators in order', () => {
    expect(tableFilterOperators).toEqual([
      'equals',
      'lt',
      'lte',
      'gt',
      'gte',
      'dateIs',
      'dateAfter',
      'dateBefore',
    ]);
    expect(tableFilterOperatorSchema.safeParse('contains').success).toBe(false);
  });

  it.each<[unknown, TableFilter, boolean]>([
    [5, { operator: 'equals', value: 5 }, true],
    ['5.0', { operator: 'equals', value: '5' }, true],
    ['Acme', { operator: 'equals', value: 'acme' }, true],
    ['Acme', { operator: 'equals', value: 'Acne' }, false],
    [4, { operator: 'lt', value: 5 }, true],
    [5, { operator: 'lt', value: 5 }, false],
    [5, { operator: 'lte', value: 5 }, true],
    [6, { operator: 'lte', value: 5 }, false],
    [10, { operator: 'gt', value: 9 }, true],
    [9, { operator: 'gt', value: 9 }, false],
    [9, { operator: 'gte', value: 9 }, true],
    [8, { operator: 'gte', value: 9 }, false],
    ['10', { operator: 'gt', value: '9' }, true],
    [null, { operator: 'equals', value: 0 }, false],
    ['2025-03-10T18:00:00Z', { operator: 'dateIs', value: '2025-03-10' }, true],
    ['2025-03-11', { operator: 'dateIs', value: '2025-03-10' }, false],
    ['2025-03-11', { operator: 'dateAfter', value: new Date('2025-03-10T00:00:00Z') }, true],
    ['2025-03-10', { operator: 'dateAfter', value: '2025-03-10' }, false],
    ['2025-03-09', { operator: 'dateBefore', value: '2025-03-10' }, true],
    ['2025-03-10', { operator: 'dateBefore', value: '2025-03-10' }, false],
    ['not a date', { operator: 'dateIs', value: '2025-03-10' }, false],
  ])('%j with %j is %s', (value, filter, expected) => {
    expect(matchesTableFilter(value, filter)).toBe(expected);
  });
});
