import { describe, expect, it } from 'vitest';
import { BondSearchIndex, type SearchableInstrument } from '../../src/trading/search/bondSearchIndex';
import { trigramsOf, wordSimilarity } from '../../src/trading/search/trigrams';

const bond = (
  id: number,
  displayName: string,
  issuerName: string,
  isin: string,
  available = true,
): SearchableInstrument => ({ id, displayName, issuerName, isin, available, isLiquid: false });

const index = new BondSearchIndex([
  bond(1, '7.18% GS 2033', 'Government of India', 'IN0020230085'),
  bond(2, '7.26% GS 2033', 'Government of India', 'IN0020220151'),
  bond(3, '7.42% MH SDL 2034', 'State Government of Maharashtra', 'IN2220230189'),
  bond(4, '8.10% KONARK POWER 2030', 'Konark Power Limited', 'INE010A07015'),
  bond(5, '6.54% GS 2032', 'Government of India', 'IN0020210244', false),
  bond(6, 'GS 2033 STRIP', 'Government of India', 'IN0020230093'),
]);

describe('bond search ranking', () => {
  it('puts an exact ISIN first', () => {
    const hits = index.search('in0020230085', 10);
    expect(hits[0]).toEqual({ id: 1, score: 1000, match: 'isin' });
  });

  it('ranks an ISIN prefix, then a name prefix, then word matches', () => {
    expect(index.search('IN00202300', 10).map((hit) => hit.match)).toEqual(['isin', 'isin']);
    const hits = index.search('GS 2033', 10);
    expect(hits[0]).toMatchObject({ id: 6, match: 'prefix' });
    expect(
      hits
        .slice(1, 3)
        .map((hit) => hit.id)
        .sort(),
    ).toEqual([1, 2]);
    expect(hits.slice(1, 3).every((hit) => hit.match === 'words')).toBe(true);
  });

  it('matches issuer words and word prefixes', () => {
    expect(index.search('Maharash', 10).map((hit) => hit.id)).toEqual([3]);
    expect(index.search('konark pow', 10).map((hit) => hit.id)).toEqual([4]);
  });

  it('finds misspellings by trigram similarity, after the exact matches', () => {
    const hits = index.search('Maharastra', 10);
    expect(hits[0]).toMatchObject({ id: 3, match: 'fuzzy' });
    expect(hits[0]!.score).toBeLessThan(100);
    expect(index.search('GS 2O33', 10).map((hit) => hit.id)).toContain(1);
    expect(index.search('zzzqqq', 10)).toEqual([]);
  });

  it('ranks available bonds before unavailable ones at the same score', () => {
    const hits = index.search('Government of India', 10).filter((hit) => hit.match === 'words');
    expect(hits.map((hit) => hit.id)).toEqual([1, 2, 6, 5]);
  });

  it('computes pg_trgm trigrams and word similarity', () => {
    expect([...trigramsOf('GS')].sort()).toEqual(['  g', ' gs', 'gs ']);
    expect(trigramsOf('7.18% GS').has(' 18')).toBe(true);
    expect(wordSimilarity(3, 4)).toBe(0.75);
    expect(wordSimilarity(0, 0)).toBe(0);
  });
});
