import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery } from '../../src/trading/search/searchAliases';
import { relevanceCases, relevanceFailures, relevanceUniverse } from './searchRelevanceCases';

describe('search relevance on the demo universe', () => {
  const universe = relevanceUniverse();
  const cases = relevanceCases(universe);

  it('holds at least 100 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
  });

  it('finds what people type first: G-secs for "GOI", a state\'s SDLs by its name, an issuer by its initials', () => {
    expect(relevanceFailures(universe, cases)).toEqual([]);
  });

  it("rewrites the market shorthand into the catalogue's words and leaves ISINs alone", () => {
    expect(normalizeSearchQuery('G-sec 2033')).toBe('GSEC 2033');
    expect(normalizeSearchQuery('GS33')).toBe('GS 2033');
    expect(normalizeSearchQuery('7.26 33')).toBe('7.26 2033');
    expect(normalizeSearchQuery('Orissa SDL')).toBe('ODISHA SDL');
    expect(normalizeSearchQuery('91 day T-bill')).toBe('91 DTB DTB');
    expect(normalizeSearchQuery('IN0020230085')).toBe('IN0020230085');
    expect(normalizeSearchQuery('in00')).toBe('IN00');
  });
});
