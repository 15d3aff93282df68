import type { TermsPriceOutput } from '../../analyst/termsPriceTool';
import { describedBond, describedBondAnswer } from '../hypotheticalBond';
import type { PlannerTurn } from '../plannerTurn';

/** A bond the question describes by its terms (no bond named), priced by the engine. */
export async function answerHypotheticalBond(turn: PlannerTurn): Promise<boolean> {
  const { write, announce, tool } = turn;
  const { text, references } = turn.understood;
  // "The YTM of a bond with a 7% coupon, 5 years to maturity, at 98": a described bond, priced by the engine.
  const described = references.length === 0 ? describedBond(text) : null;
  if (described === null) return false;
  announce(
    `Pricing the bond the question describes (a ${described.couponPercent}% coupon, ${described.yearsToMaturity} years to maturity) with the platform's pricing engine.`,
  );
  const result = await tool<TermsPriceOutput>('priceTerms', described);
  write(describedBondAnswer(result));
  return true;
}
