import { asksWhoHoldsOrTrades } from '../questionIntent';
import { streamText } from '../streamText';
import type { PlannerTurn } from '../plannerTurn';

/** Who holds or trades which bonds: no data of the analyst's, said so. */
export async function answerWhoHolds(turn: PlannerTurn): Promise<boolean> {
  const { sink, question } = turn;
  // "Who holds 7.26% GS 2033?", "which bonds did Meridian trade?": who owns or trades what is no data of
  // the analyst's (the trade prints are anonymous), said so rather than answered with something else.
  if (!asksWhoHoldsOrTrades(question)) return false;
  streamText(
    sink,
    "I have no data on who holds, buys or sells which bonds: the platform's trade prints are anonymous, and other firms' positions and trades are not mine to read. I can give a bond's trades (how many, how much, at what yields), its quotes within your rights, and its terms and prices.",
  );
  return true;
}
