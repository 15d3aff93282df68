// The MIND evaluation's grader (bench/mindEvaluation/expectations.ts): it must fail wrong answers, and tell a true
// figure or real ISIN the answer should not have named apart from an invented one.
import { describe, expect, it } from 'vitest';
import { grade } from '../../bench/mindEvaluation/expectations';

const universe = new Set(['IN0020040005', 'IN2220060007', 'INE513P08009']);
const dataFigures = new Set(['6.4400', '103.9390', '6.8900']);
const yieldOf = { label: 'yield', value: 6.44, decimals: 4 };

describe('the MIND evaluation grader', () => {
  it('passes an answer that states the expected figure and names the expected bond', () => {
    const result = grade(
      'IN0020040005 yields **6.4400%**.',
      { numbers: [yieldOf], isins: ['IN0020040005'] },
      universe,
    );
    expect(result).toMatchObject({
      correct: true,
      hallucinatedNumbers: 0,
      unexpectedFigures: 0,
      missing: [],
    });
  });

  it('fails an answer without the expected figure or at another precision', () => {
    expect(grade('It yields **6.4600%**.', { numbers: [yieldOf] }, universe).correct).toBe(false);
    expect(grade('It yields 6.4%.', { numbers: [yieldOf] }, universe).missing).toEqual(['yield 6.4400']);
  });

  it('fails a headline figure it did not ask for, and counts it as invented only when the data has no such figure', () => {
    const trueButUnasked = grade(
      'Yield 6.4400%; the other bond is at **6.8900%**.',
      { numbers: [yieldOf] },
      universe,
      [],
      '',
      dataFigures,
    );
    expect(trueButUnasked).toMatchObject({ correct: false, unexpectedFigures: 1, hallucinatedNumbers: 0 });
    const invented = grade(
      'Yield 6.4400%, spread **123.4567**.',
      { numbers: [yieldOf] },
      universe,
      [],
      '',
      dataFigures,
    );
    expect(invented).toMatchObject({ correct: false, unexpectedFigures: 1, hallucinatedNumbers: 1 });
  });

  it('fails a figure in an answer that should state none, unless the case says it may be stated', () => {
    const definition =
      "PV01 is the change in a bond's price for a **0.01%** (one basis point) change in its yield.";
    expect(grade(definition, { texts: ['basis point'], noFigures: true }, universe).correct).toBe(false);
    const onePoint = { label: 'one basis point', value: 0.01, decimals: 2 };
    expect(
      grade(definition, { texts: ['basis point'], noFigures: true, mayState: [onePoint] }, universe).correct,
    ).toBe(true);
    expect(
      grade('PV01 is **0.0625** here.', { texts: [], noFigures: true, mayState: [onePoint] }, universe)
        .correct,
    ).toBe(false);
  });

  it('accepts a headline figure the case says may be stated', () => {
    const result = grade(
      'Last trade at **101.2092** (yield 6.4400%).',
      {
        numbers: [yieldOf],
        mayState: [{ label: 'last price', value: 101.2092, decimals: 4 }],
      },
      universe,
    );
    expect(result.correct).toBe(true);
  });

  it('counts a real ISIN outside a screen apart from an ISIN the data does not list', () => {
    const result = grade(
      '**2** match: IN0020040005, INE513P08009 and IN9999999999.',
      { numbers: [{ label: 'matches', value: 2, decimals: 0 }], allowedIsins: new Set(['IN0020040005']) },
      universe,
    );
    expect(result).toMatchObject({ correct: false, offListIsins: 1, hallucinatedIsins: 1 });
  });

  it('restates a made-up ISIN from the question without counting it, and fails any figure in a refusal', () => {
    const question = 'price of INE999Z01012?';
    const refusal = grade(
      'I found no bond with ISIN INE999Z01012.',
      { texts: ['INE999Z01012', ['no bond', 'not found']], noFigures: true },
      universe,
      [],
      question,
    );
    expect(refusal.correct).toBe(true);
    const withFigure = grade(
      'I found no bond with ISIN INE999Z01012; try IN0020040005 at 6.44%.',
      { texts: ['INE999Z01012', ['no bond', 'not found']], noFigures: true },
      universe,
      [],
      question,
      dataFigures,
    );
    expect(withFigure).toMatchObject({ correct: false, unexpectedFigures: 1, hallucinatedNumbers: 0 });
  });

  it('takes any one of the phrases of a text option, case-insensitively', () => {
    expect(grade('Paid MONTHLY.', { texts: [['monthly', '12×']] }, universe).correct).toBe(true);
    expect(grade('Paid twice a year.', { texts: [['monthly', '12×']] }, universe).correct).toBe(false);
  });
});
