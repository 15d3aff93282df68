import { streamText } from '../streamText';
import type { PlannerTurn } from '../plannerTurn';

/** An ISIN or bond name that matches no bond, said so. */
export async function answerUnknownBond(turn: PlannerTurn): Promise<boolean> {
  const { sink } = turn;
  const { references, unresolved, intent } = turn.understood;
  if (!unresolved || references.length > 0 || intent === 'curve' || intent === 'curve-point') return false;
  streamText(
    sink,
    /^IN[A-Z0-9]{10}$/i.test(unresolved)
      ? `I found no bond with ISIN ${unresolved.toUpperCase()} in the platform's instrument master, so I have no figures for it. Check the ISIN, or search by the bond's name.`
      : /^IN[A-Z0-9]+$/i.test(unresolved) && /\d/.test(unresolved)
        ? `I found no bond with ISIN ${unresolved.toUpperCase()}: it is not a valid ISIN (an Indian ISIN has 12 characters, IN and ten more; this one has ${unresolved.length}), so I have no figures for it. Check the ISIN, or search by the bond's name.`
        : `I found no bond: I could not find a bond matching "${unresolved}" in the platform's instrument master, so I have no figures for it. Check the coupon and maturity year, or search by ISIN.`,
  );
  return true;
}
