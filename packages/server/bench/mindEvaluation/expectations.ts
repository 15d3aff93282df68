// How an answer is graded: what it must say (numbers at their precision, texts, ISINs) and what it may not
// (ISINs outside the expected set, headline figures that are not the expected ones).

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
  /** The answer must state no figures at all (a decline, an unknown bond, quotes the caller may not see). */
  noFigures?: boolean;
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
  hallucinatedNumbers: number;
  hallucinatedIsins: number;
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

/** Grades an answer against its expectation; `universe` is every ISIN the data API lists. */
export function grade(
  answer: string,
  expect: Expectation,
  universe: ReadonlySet<string>,
  stated: readonly ExpectedNumber[] = [],
  question = '',
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
  let hallucinatedIsins = named.filter((isin) => !universe.has(isin)).length;
  if (expect.allowedIsins)
    hallucinatedIsins += named.filter((isin) => universe.has(isin) && !expect.allowedIsins!.has(isin)).length;

  // Headline figures are bold: each must be one the evaluation computed (or a count it expects).
  let hallucinatedNumbers = 0;
  const bold = [...answer.matchAll(/\*\*([^*]+)\*\*/g)].flatMap((match) => numbersIn(match[1]!));
  if (expect.noFigures) {
    // Names are not figures: a bond's name in a link ("[7.18% GS 2033](…)") or a phrase quoted from the question.
    const withoutNames = answer
      .replace(/\bIN[A-Z0-9]{10}\b/g, '')
      .replace(/_Data:[^\n]*_/g, '')
      .replace(/\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/"[^"]*"/g, '');
    const figures = numbersIn(withoutNames).filter((value) => !Number.isInteger(value));
    hallucinatedNumbers += figures.length + bold.length;
  } else if (expect.numbers?.length) {
    for (const value of bold)
      if (
        ![...expect.numbers, ...stated].some(
          (number) => Math.abs(number.value - value) <= 10 ** -number.decimals + 1e-9,
        )
      )
        hallucinatedNumbers += 1;
  }
  return {
    correct: missing.length === 0 && hallucinatedIsins === 0 && hallucinatedNumbers === 0,
    hallucinatedNumbers,
    hallucinatedIsins,
    missing,
  };
}
