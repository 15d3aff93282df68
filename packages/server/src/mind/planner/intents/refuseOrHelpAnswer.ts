import { asksAdviceOrForecast } from '../questionIntent';
import { streamText } from '../streamText';
import type { PlannerTurn } from '../plannerTurn';

const capabilities =
  "I answer from this platform's own data: a bond's terms, price ↔ yield at a settlement, accrued and consideration, duration and PV01, cash flows; screens by type, rating, maturity, coupon, yield and liquidity; comparisons; the G-sec curve and spreads over it; recent trades and quotes; an issuer's other bonds.";

/** Advice, forecasts and questions outside the data declined; a request for help answered with what the analyst does. */
export async function answerRefuseOrHelp(turn: PlannerTurn): Promise<boolean> {
  const { sink, question } = turn;
  const { intent } = turn.understood;
  if (intent !== 'refuse' && intent !== 'help') return false;
  const lead =
    intent === 'help'
      ? ''
      : asksAdviceOrForecast(question)
        ? "I can't give investment advice or forecast rates and prices, nor tips: I only state what the platform's data and pricing engine compute today. "
        : "I can't answer that from the platform's data. ";
  streamText(sink, `${lead}${capabilities}`);
  return true;
}
