import type { defineTerm } from '../../analyst/glossary';
import { asksWhatARatingMeans } from '../questionIntent';
import { streamText } from '../streamText';
import type { PlannerTurn } from '../plannerTurn';

/** A term defined from the glossary, or said to be unknown. */
export async function answerDefine(turn: PlannerTurn): Promise<boolean> {
  const { sink, tool, question } = turn;
  const { rest, intent } = turn.understood;
  if (intent !== 'define' && intent !== 'unknown-term') return false;
  const result = await tool<ReturnType<typeof defineTerm>>('define', {
    term: asksWhatARatingMeans(question)
      ? 'credit rating'
      : rest.trim().slice(0, 100) || question.slice(0, 100),
  });
  if (!result.found) {
    const phrase =
      /(?:what\s+(?:is|are)(?:\s+an?|\s+the)?|what's|whats|define|explain|meaning of)\s+(.+?)[?.!]*$/i.exec(
        question,
      )?.[1] ?? question;
    streamText(
      sink,
      `I don't know the term "${phrase.trim()}": it is not in the platform's glossary, and I don't define terms I can't check. I can define yield to maturity, yield to call, modified and Macaulay duration, PV01, convexity, accrued interest, clean and dirty price, the spread over the G-sec curve, 2s10s and the bond structures (zero-coupon, FRB, step-up, callable, amortising).`,
    );
    return true;
  }
  // "Difference between a G-sec and an SDL", "YTM vs YTC": each term the question names, defined.
  const compared = /\bdifference\b|\bdiffer\b|\bvs\.?\b|\bversus\b|\bcompare|\band\b|\bor\b/i.test(question)
    ? (result.alsoNamed ?? []).slice(0, 2)
    : [];
  streamText(
    sink,
    `${[result.found, ...compared].map((entry) => `#### ${entry.term}\n\n${entry.definition}`).join('\n\n')}\n\n_Source: the bondkit glossary, which describes the methods of the platform's pricing engine (@bondkit/core/pricing)._`,
  );
  return true;
}
