import type { PriceToolOutput } from '../../analyst/priceTool';
import { bondLink, marketDate, percent, rupees, table } from '../answerFormat';
import { parseSettlement, parseYieldShift } from '../parseNumbers';
import { holdingsIn, portfolioFigureAsked } from '../portfolioHoldings';
import type { PlannerTurn } from '../plannerTurn';

/**
 * A portfolio of named holdings ("5 crore of A and 10 crore of B"): its total PV01 and value, its duration and
 * yield weighted by each holding's market value, and how its value moves for a parallel shift of the yields.
 */
export async function answerPortfolio(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, tool } = turn;
  const { text, references, rest, intent } = turn.understood;
  if (intent !== 'portfolio') return false;
  const holdings = holdingsIn(text, references);
  const asked = portfolioFigureAsked(rest) ?? 'value';
  const shift = parseYieldShift(rest);
  const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
  announce(
    `Pricing each of the ${holdings.length} holdings at its market yield${shift !== null ? ` and after a ${Math.abs(shift)} bp ${shift > 0 ? 'rise' : 'fall'}` : ''}, settling ${marketDate(settlementDate ?? market.settlementDate)}, and adding them up (duration and yield weighted by market value).`,
  );
  const priced: { now: PriceToolOutput; moved: PriceToolOutput | null; faceValueRupees: number }[] = [];
  for (const holding of holdings) {
    const input = {
      bondId: holding.reference.entry.row.id,
      faceValueRupees: holding.faceValueRupees,
      ...(settlementDate ? { settlementDate } : {}),
    };
    const now = await tool<PriceToolOutput>('price', input);
    const moved =
      shift === null
        ? null
        : await tool<PriceToolOutput>('price', { ...input, yieldPercent: now.yieldPercent + shift / 100 });
    priced.push({ now, moved, faceValueRupees: holding.faceValueRupees });
  }
  const valueOf = (result: PriceToolOutput) => result.consideration?.total ?? 0;
  const totalValue = priced.reduce((sum, holding) => sum + valueOf(holding.now), 0);
  const totalFace = priced.reduce((sum, holding) => sum + holding.faceValueRupees, 0);
  const totalPv01 = priced.reduce((sum, holding) => sum + (holding.now.consideration?.pv01 ?? 0), 0);
  const weighted = (read: (result: PriceToolOutput) => number) =>
    totalValue === 0
      ? 0
      : priced.reduce((sum, holding) => sum + valueOf(holding.now) * read(holding.now), 0) / totalValue;
  const duration = weighted((result) => result.modifiedDuration);
  const averageYield = weighted((result) => result.yieldPercent);
  const change =
    shift === null
      ? null
      : priced.reduce(
          (sum, holding) => sum + valueOf(holding.moved ?? holding.now) - valueOf(holding.now),
          0,
        );
  const bold = (figure: string, on: boolean) => (on ? `**${figure}**` : figure);
  const lines = [
    `The ${holdings.length} holdings (${rupees(totalFace)} face value) are worth ${bold(rupees(totalValue), asked === 'value' && change === null)} (clean plus accrued) for settlement on ${marketDate(priced[0]?.now.settlementDate ?? market.settlementDate)}.`,
    `Total PV01: ${bold(rupees(totalPv01), asked === 'pv01')} for 1 bp. Modified duration ${bold(duration.toFixed(4), asked === 'duration')} years and yield ${bold(percent(averageYield), asked === 'yield')}, each the holdings' average weighted by their market values.`,
  ];
  if (change !== null && shift !== null)
    lines.push(
      `A ${Math.abs(shift)} bp ${shift > 0 ? 'rise' : 'fall'} in every holding's yield changes the portfolio's value by **${change < 0 ? '-' : '+'}${rupees(Math.abs(change))}** (each holding repriced by the engine).`,
    );
  write(
    `${lines.join('\n\n')}\n\n${table(
      ['Holding', 'Face value', 'Yield', 'Value', 'Modified duration', 'PV01 (₹ per bp)'],
      priced.map((holding) => [
        bondLink(holding.now.bond),
        rupees(holding.faceValueRupees),
        percent(holding.now.yieldPercent),
        rupees(valueOf(holding.now)),
        holding.now.modifiedDuration.toFixed(4),
        rupees(holding.now.consideration?.pv01 ?? 0),
      ]),
    )}`,
  );
  return true;
}
