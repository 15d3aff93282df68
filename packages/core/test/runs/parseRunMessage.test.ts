import { describe, expect, it } from 'vitest';
import { indexRunBonds, parseRunMessage } from '../../src/runs/index';
import { loadRunCorpus, scoreRunCorpus } from './scoreRunCorpus';

const corpus = loadRunCorpus();
const bonds = indexRunBonds(corpus.bonds);
const parse = (text: string) => parseRunMessage(text, { bonds });

describe('parseRunMessage', () => {
  it('reads the desk corpus with at least 95 % precision and 90 % recall', () => {
    const score = scoreRunCorpus(corpus);
    expect(score.messages).toBeGreaterThanOrEqual(200);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });

  it("reads the issue's examples: a short name, a coupon and year, an issuer and year", () => {
    expect(parse('GS 2033 6.43/6.41 25cr').runs).toEqual([
      {
        bond: { id: 101, isin: 'IN0020230085', displayName: '7.26% GS 2033' },
        quotedIn: 'yield',
        bid: { level: 6.43, size: 25e7 },
        offer: { level: 6.41, size: 25e7 },
        settlementDelta: null,
        text: 'GS 2033 6.43/6.41 25cr',
      },
    ]);
    expect(parse('GS33 6.43 bid').runs[0]).toMatchObject({ bid: { level: 6.43, size: null }, offer: null });
    expect(parse('7.26 GS 2033 offer 6.4125 T+1').runs[0]).toMatchObject({
      bond: { id: 101 },
      bid: null,
      offer: { level: 6.4125 },
      settlementDelta: 1,
    });
    expect(parse('NHAI 2035 offer 101.20 50L').runs[0]).toMatchObject({
      bond: { id: 109 },
      quotedIn: 'price',
      offer: { level: 101.2, size: 50e5 },
    });
    expect(parse('GS33 6.43/41').runs[0]).toMatchObject({ bid: { level: 6.43 }, offer: { level: 6.41 } });
  });

  it('does not guess: a short name several bonds fit, crossed levels, a number with no unit', () => {
    expect(parse('REC 29 7.29/7.26')).toEqual({
      runs: [],
      ambiguous: [
        {
          text: 'REC 29 7.29/7.26',
          reason: 'REC 29 fits 2 bonds: 7.55% REC 2029, 7.77% REC 2029',
        },
      ],
    });
    expect(parse('GS33 6.41/6.43').ambiguous[0]?.reason).toBe('the bid and the offer are crossed');
    expect(parse('GS33 6.43/6.41 25').ambiguous[0]?.reason).toBe('cannot tell what 25 is');
    // The benchmark is what a short name means when it is one of several.
    expect(parse('GS34 6.52/6.50').runs[0]?.bond.id).toBe(102);
  });

  it('is not fooled by requests, trade reports and questions that name a bond and a level', () => {
    for (const text of [
      'any offer in GS33?',
      'GS33 traded 6.42 50cr',
      'looking for 25cr NHAI 2031 at 7.18',
      'Confirm 25cr GS33 at 6.42 T+1',
    ]) {
      expect(parse(text)).toEqual({ runs: [], ambiguous: [] });
    }
  });

  it('reads every line of a run sheet, and takes a bond list or its index', () => {
    const sheet = 'Morning runs:\nGS33 6.43/6.41 25cr\nNABARD 28 7.23/7.20 5cr T+0';
    const parsed = parseRunMessage(sheet, { bonds: corpus.bonds });
    expect(parsed.runs.map((run) => [run.bond.id, run.settlementDelta])).toEqual([
      [101, null],
      [113, 0],
    ]);
  });
});
