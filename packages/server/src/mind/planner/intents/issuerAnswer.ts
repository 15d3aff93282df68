import type { IssuerToolOutput } from '../../analyst/issuerTool';
import { bondResultTable } from '../resultTable';
import { bondRows } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** Every outstanding bond of an issuer. */
export async function answerIssuer(turn: PlannerTurn): Promise<boolean> {
  const { write, announce, sink, tool } = turn;
  const { screen, intent } = turn.understood;
  if (intent !== 'issuer') return false;
  const issuerName = screen.filters.issuers?.[0] ?? '';
  announce(`Listing every outstanding (not matured) bond of ${issuerName} in the instrument master.`);
  const result = await tool<IssuerToolOutput>('issuer', { issuer: issuerName });
  if (result.outstanding.length === 0) {
    write(`${result.issuer} has **0** outstanding bonds on the platform.`);
    return true;
  }
  const tradable = result.outstanding.filter((bond) => bond.tradable).length;
  write(
    `${result.issuer} (${result.issuerType}, ${result.sector}) has **${result.outstanding.length}** outstanding bond${result.outstanding.length === 1 ? '' : 's'} (not matured; ${tradable} tradable), earliest maturity first${result.outstanding.length > 10 ? ' (the first 10 here; all of them in the table below, to expand or export)' : ''}:\n\n${bondRows(result.outstanding.slice(0, 10), false)}`,
  );
  sink.table?.(bondResultTable(`Outstanding bonds of ${result.issuer}`, result.outstanding));
  return true;
}
