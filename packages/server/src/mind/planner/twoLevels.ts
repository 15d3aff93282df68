import type { PriceToolOutput } from '../analyst/priceTool';
import { bondLink, marketDate, percent, price, table } from './answerFormat';

/** Two clean prices or two yields a question prices one bond at ("at 99 and at 101", "at 7% and 7.5%"). */
export type TwoLevels =
  { kind: 'cleanPrice'; levels: [number, number] } | { kind: 'yieldPercent'; levels: [number, number] };

/** The two levels a question names side by side, or null when it names one or none. */
export function parseTwoLevels(question: string): TwoLevels | null {
  const lower = question.toLowerCase();
  const join = String.raw`\s*(?:and|&|or|vs\.?|versus|,)\s*(?:at\s+|@\s*)?`;
  const yields = new RegExp(
    String.raw`(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*%?${join}(\d{1,2}(?:\.\d+)?)\s*%(?:\s*(?:yield|ytm))?`,
  ).exec(lower);
  if (yields && /\byields?\b|\bytm\b|%/.test(yields[0]) && /%/.test(yields[0]))
    return { kind: 'yieldPercent', levels: [Number(yields[1]), Number(yields[2])] };
  const prices = new RegExp(
    String.raw`\b(?:at|@|prices?(?: of)?)\s*(\d{2,3}(?:\.\d+)?)(?!\s*%)${join}(\d{2,3}(?:\.\d+)?)\b(?!\s*%|\s*(?:crores?|cr|lakhs?|lacs?|years?|bps))`,
  ).exec(lower);
  if (prices) {
    const levels: [number, number] = [Number(prices[1]), Number(prices[2])];
    if (levels.every((level) => level >= 20 && level <= 250)) return { kind: 'cleanPrice', levels };
  }
  return null;
}

/** One bond priced at two levels: the figures solved for in bold, both rows in one table. */
export function twoLevelsAnswer(
  results: readonly [PriceToolOutput, PriceToolOutput],
  kind: TwoLevels['kind'],
): string {
  const [first, second] = results;
  const solved = (result: PriceToolOutput) =>
    kind === 'cleanPrice'
      ? `at a clean price of ${price(result.cleanPrice)} the yield is **${percent(result.yieldPercent)}**`
      : `at a yield of ${percent(result.yieldPercent)} the clean price is **${price(result.cleanPrice)}**`;
  return `${bondLink(first.bond)} (${first.bond.isin}), settling ${marketDate(first.settlementDate)}: ${solved(first)}; ${solved(second)}.\n\n${table(
    ['Clean price', 'Yield', 'Accrued (per 100)', 'Dirty price', 'Modified duration'],
    results.map((result) => [
      price(result.cleanPrice),
      percent(result.yieldPercent),
      result.accruedInterest.toFixed(4),
      price(result.dirtyPrice),
      result.modifiedDuration.toFixed(4),
    ]),
  )}`;
}
