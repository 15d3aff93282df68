import { parseFaceValue } from './parseNumbers';
import type { BondReference } from './resolveBonds';

/** A bond of a portfolio the question states, with its face value in rupees. */
export interface Holding {
  reference: BondReference;
  faceValueRupees: number;
}

const amount = String.raw`(?:₹|rs\.?\s*|inr\s*)?\d+(?:\.\d+)?\s*(?:crores?|cr|lakhs?|lacs?|lac|mn|million|bn|billion)\b|(?:₹|\brs\.?|\binr)\s*[\d,]{4,}`;

/**
 * The holdings a question states ("5 crore of 7.18% GS 2033 and 10 crore of 6.27% GS 2033", "A 5 cr, B 3 cr"):
 * each named bond with the amount written just before it ("5 cr of A", "5 cr A") or just after it ("A: 5 cr").
 * Empty unless every bond named has its own amount.
 */
export function holdingsIn(text: string, references: readonly BondReference[]): Holding[] {
  if (references.length < 2) return [];
  const holdings: Holding[] = [];
  for (const [index, reference] of references.entries()) {
    const before = text.slice(references[index - 1]?.end ?? 0, reference.start);
    const after = text.slice(reference.end, references[index + 1]?.start ?? text.length);
    const amountBefore = new RegExp(
      `(${amount})\\s*(?:face(?: value)?\\s*)?(?:of|in|:)?\\s*(?:the\\s+)?$`,
      'i',
    ).exec(before);
    const amountAfter = new RegExp(`^\\s*[:,-]?\\s*(?:for\\s+)?(${amount})`, 'i').exec(after);
    const written = amountBefore?.[1] ?? amountAfter?.[1];
    const faceValueRupees = written ? parseFaceValue(written) : null;
    if (faceValueRupees === null || faceValueRupees <= 0) return [];
    holdings.push({ reference, faceValueRupees });
  }
  return holdings;
}

/** What a question asks of a portfolio: its PV01, duration, yield, value, or how it moves for a yield shift. */
export function portfolioFigureAsked(text: string): 'pv01' | 'duration' | 'yield' | 'value' | null {
  const lower = text.toLowerCase();
  if (/\bpv01\b|\bdv01\b|\bbasis point value\b|\b1 ?bp\b/.test(lower)) return 'pv01';
  if (/\bduration\b/.test(lower)) return 'duration';
  if (/\byield\b|\bytm\b/.test(lower)) return 'yield';
  if (
    /\bworth\b|\bvalue\b|\bmark[- ]to[- ]market\b|\bmtm\b|\bvaluation\b|\blose\b|\bgain\b|\bmove\b/.test(
      lower,
    )
  )
    return 'value';
  return null;
}
