// How an answer is graded: what it must say (numbers at their precision, texts, ISINs) and what it may not
// (ISINs outside the expected set, headline figures that are not the expected ones). An unexpected figure or ISIN
// makes the answer wrong; it counts as invented only when the data has no such figure or ISIN at all.

/** A figure the answer must state, at the precision it is shown with. */
export interface ExpectedNumber {
  label: string;
  value: number;
  decimals: number;
}

export interface Expectation {
  numbers?: ExpectedNumber[];
  /** Phrases the answer must contain (case-insensitive); an array inside means any one of them. */
  texts?: (string | string[])[];
  /** ISINs the answer must name. */
  isins?: string[];
  /** The only ISINs the answer may name (a screen's matches); any other is counted as hallucinated. */
  allowedIsins?: ReadonlySet<string>;
  /**
   * The answer must state no figures at all (a decline, an unknown bond, quotes the caller may not see), except
   * those of `mayState`.
   */
  noFigures?: boolean;
  /** True figures the answer may state as headlines without being asked for (a traded bond's print price). */
  mayState?: ExpectedNumber[];
}

/** One question of the evaluation; `turn` > 0 continues the conversation of the case before it. */
export interface EvaluationCase {
  category: string;
  question: string;
  turn: number;
  expect: Expectation;
  /** The held-out set's half: `dev` to improve MIND from, `test` to measure it on (never tuned on). */
  half?: 'dev' | 'test';
}

export interface Grade {
  correct: boolean;
  /** Figures the answer should not state that are no figure of the data either (see `grade`'s `dataFigures`). */
  hallucinatedNumbers: number;
  /** ISINs the data API does not list. */
  hallucinatedIsins: number;
  /** Real ISINs outside the expected set (a screen's non-matches). */
  offListIsins: number;
  /** Figures the answer should not state, invented or not. */
  unexpectedFigures: number;
  missing: string[];
}

const numberPattern = /-?\d[\d,]*(?:\.\d+)?/g;

function numbersIn(text: string): number[] {
  return [...text.matchAll(numberPattern)].map((match) => Number(match[0].replace(/,/g, '')));
}

function states(text: string, expected: ExpectedNumber): boolean {
  const tolerance = 0.5 * 10 ** -expected.decimals + 1e-9;
  return numbersIn(text).some(
    (value) => Math.abs(value - expected.value) <= tolerance + 10 ** -expected.decimals,
  );
}

/**
 * Grades an answer against its expectation; `universe` is every ISIN the data API lists, `dataFigures` every
 * figure it lists (market yields and prices, coupons) as `toFixed(4)`, so that a true figure the answer should not
 * have stated is told apart from an invented one.
 */
export function grade(
  answer: string,
  expect: Expectation,
  universe: ReadonlySet<string>,
  stated: readonly ExpectedNumber[] = [],
  question = '',
  dataFigures: ReadonlySet<string> = new Set(),
): Grade {
  const missing: string[] = [];
  const lower = answer.toLowerCase();
  for (const number of expect.numbers ?? [])
    if (!states(answer, number)) missing.push(`${number.label} ${number.value.toFixed(number.decimals)}`);
  for (const text of expect.texts ?? []) {
    const options = Array.isArray(text) ? text : [text];
    if (!options.some((option) => lower.includes(option.toLowerCase())))
      missing.push(`"${options.join('" or "')}"`);
  }
  for (const isin of expect.isins ?? []) if (!answer.includes(isin)) missing.push(isin);

  // An ISIN the question itself names ("I found no bond with ISIN IN9876543210") is restated, not invented.
  const named = [...new Set(answer.match(/\bIN[A-Z0-9]{10}\b/g) ?? [])].filter(
    (isin) => !question.includes(isin),
  );
  const hallucinatedIsins = named.filter((isin) => !universe.has(isin)).length;
  const offListIsins = expect.allowedIsins
    ? named.filter((isin) => universe.has(isin) && !expect.allowedIsins!.has(isin)).length
    : 0;

  // Headline figures are bold: each must be one the evaluation computed (or a count it expects).
  const trueFigures = [...(expect.numbers ?? []), ...(expect.mayState ?? []), ...stated];
  const isExpected = (value: number) =>
    trueFigures.some((number) => Math.abs(number.value - value) <= 10 ** -number.decimals + 1e-9);
  // A count is no market figure: only a fraction can be one the data lists.
  const isTrue = (value: number) =>
    isExpected(value) || (!Number.isInteger(value) && dataFigures.has(value.toFixed(4)));
  const bold = [...answer.matchAll(/\*\*([^*]+)\*\*/g)].flatMap((match) => numbersIn(match[1]!));
  let unexpected: number[] = [];
  if (expect.noFigures) {
    // Names are not figures: a bond's name in a link ("[7.18% GS 2033](…)") or a phrase quoted from the question.
    const withoutNames = answer
      .replace(/\bIN[A-Z0-9]{10}\b/g, '')
      .replace(/_Data:[^\n]*_/g, '')
      .replace(/\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/"[^"]*"/g, '');
    // A figure the case says may be stated is no market figure either (a PV01 definition's "0.01%").
    const allowed = (value: number) =>
      (expect.mayState ?? []).some(
        (number) => Math.abs(number.value - value) <= 10 ** -number.decimals + 1e-9,
      );
    unexpected = [...numbersIn(withoutNames).filter((value) => !Number.isInteger(value)), ...bold].filter(
      (value) => !allowed(value),
    );
  } else if (expect.numbers?.length) {
    unexpected = bold.filter((value) => !isExpected(value));
  }
  return {
    correct: missing.length === 0 && hallucinatedIsins === 0 && offListIsins === 0 && unexpected.length === 0,
    hallucinatedNumbers: unexpected.filter((value) => !isTrue(value)).length,
    hallucinatedIsins,
    offListIsins,
    unexpectedFigures: unexpected.length,
    missing,
  };
}
