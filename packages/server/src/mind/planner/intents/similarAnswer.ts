import type { ScreenToolInput, ScreenToolOutput } from '../../analyst/screenTool';
import { ratingGrade } from '../../../trading/instrumentView';
import { bondResultTable } from '../resultTable';
import { describeFilters } from '../describeFilters';
import { addMonths } from '../parseNumbers';
import { bondNames, bondRows } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** Bonds like a named one: the same kind and rating grade, maturing within two years of it. */
export async function answerSimilar(turn: PlannerTurn): Promise<boolean> {
  const { write, announce, sink, tool } = turn;
  const { references, intent } = turn.understood;
  const firstReference = references[0];
  // A question is 'similar' only when it names one bond, so the reference is always there.
  if (intent !== 'similar' || !firstReference) return false;
  // The same kind of bond and rating grade, maturing within two years of it, other issuers included.
  const { entry } = firstReference;
  const maturity = entry.row.maturityDate;
  const filters: ScreenToolInput = {
    instrumentTypes: [entry.row.instrumentType],
    maturityFrom: addMonths(maturity, -24),
    maturityTo: addMonths(maturity, 24),
    limit: 5000,
  };
  const grade = entry.row.rating === 'SOVEREIGN' ? null : ratingGrade(entry.row.rating);
  if (grade !== null) filters.ratings = [grade];
  announce(`Screening for bonds like ${bondNames(references.slice(0, 1))}: ${describeFilters(filters)}.`);
  const result = await tool<ScreenToolOutput>('screen', filters);
  const others = result.bonds.filter((bond) => bond.id !== entry.row.id);
  write(
    others.length
      ? `**${others.length}** other tradable bond${others.length === 1 ? ' is' : 's are'} like ${bondNames(references.slice(0, 1))} (${describeFilters(filters)}); the ${Math.min(others.length, 10)} highest-yielding here (all of them in the table below, to expand or export):\n\n${bondRows(others.slice(0, 10), false)}`
      : `No other tradable bond is like ${bondNames(references.slice(0, 1))} (${describeFilters(filters)}).`,
  );
  sink.table?.(bondResultTable(`Bonds like ${entry.row.displayName}`, others));
  return true;
}
