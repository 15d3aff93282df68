import type { DetailsToolOutput } from '../../analyst/detailsTool';
import { bondLink } from '../answerFormat';
import { bondNames, bondRows } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** The other tradable bonds of a named bond's issuer. */
export async function answerSameIssuer(turn: PlannerTurn): Promise<boolean> {
  const { write, announce, tool } = turn;
  const { references, intent } = turn.understood;
  if (intent !== 'same-issuer') return false;
  const bondId = references[0]?.entry.row.id;
  announce(`Looking up the other tradable bonds of the issuer of ${bondNames(references.slice(0, 1))}.`);
  const detail = await tool<DetailsToolOutput>('details', { bondId });
  write(
    detail.sameIssuer.length
      ? `Other tradable bonds of ${detail.bond.issuer} (issuer of ${bondLink(detail.bond)}):\n\n${bondRows(detail.sameIssuer, false)}`
      : `${detail.bond.issuer} has no other tradable bond than ${bondLink(detail.bond)}.`,
  );
  return true;
}
