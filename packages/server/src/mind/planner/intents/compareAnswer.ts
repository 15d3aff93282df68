import type { DetailsToolOutput } from '../../analyst/detailsTool';
import { bondNames, compareLead, compareTable } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A comparison of the bonds the question names. */
export async function answerCompare(turn: PlannerTurn): Promise<boolean> {
  const { write, announce, tool } = turn;
  const { references, rest, intent } = turn.understood;
  if (intent !== 'compare') return false;
  const bondIds = references.map((reference) => reference.entry.row.id);
  if (bondIds.length < 2) {
    write(
      'A comparison needs two bonds; I recognised only one. Name both, e.g. "Compare 7.18% GS 2033 and 7.26% GS 2033".',
    );
    return true;
  }
  announce(
    `Comparing ${bondNames(references.slice(0, 5))}: each one's terms, and its price, duration and spread at the market yield.`,
  );
  const details = await tool<DetailsToolOutput[]>('compare', { bondIds: bondIds.slice(0, 5) });
  write(`${compareLead(details, rest)}${compareTable(details)}`);
  return true;
}
