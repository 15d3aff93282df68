import type { PriceToolOutput } from '../../analyst/priceTool';
import { bondLink, marketDate, percent, price, rupees } from '../answerFormat';
import { parseFaceValue, parseSettlement, parseYieldShift } from '../parseNumbers';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond repriced after a parallel move in its yield, beside the duration estimate. */
export async function answerYieldShift(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, tool } = turn;
  const { references, rest, intent } = turn.understood;
  const firstReference = references[0];
  // "Price impact of a 25 bp rise on X", "what if yields fall 50bp": the bond repriced at its market yield
  // moved in parallel, from the engine, beside the duration estimate.
  const shiftBps = parseYieldShift(rest);
  if (shiftBps === null || !firstReference || !['risk', 'price', 'details'].includes(intent)) return false;
  const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
  const holding = parseFaceValue(rest) ?? undefined;
  const direction = shiftBps > 0 ? 'rise' : 'fall';
  announce(
    `Repricing ${bondNames([firstReference])} at its market yield and after a ${Math.abs(shiftBps)} bp ${direction} in its yield, with the platform's pricing engine.`,
  );
  const base = await tool<PriceToolOutput>('price', {
    bondId: firstReference.entry.row.id,
    ...(settlementDate ? { settlementDate } : {}),
    ...(holding ? { faceValueRupees: holding } : {}),
  });
  const moved = await tool<PriceToolOutput>('price', {
    bondId: firstReference.entry.row.id,
    yieldPercent: Math.round((base.yieldPercent + shiftBps / 100) * 1e6) / 1e6,
    settlementDate: base.settlementDate,
    ...(holding ? { faceValueRupees: holding } : {}),
  });
  const change = moved.cleanPrice - base.cleanPrice;
  const signed = (value: number, digits: number) =>
    `${value >= 0 ? '+' : '-'}${Math.abs(value).toFixed(digits)}`;
  const holdingChange =
    base.consideration && moved.consideration
      ? ` On ${rupees(base.consideration.faceValueRupees)} face value the position's value changes by **${moved.consideration.total >= base.consideration.total ? '+' : '-'}${rupees(Math.abs(moved.consideration.total - base.consideration.total))}**.`
      : '';
  write(
    `A ${Math.abs(shiftBps)} bp ${direction} in the yield of ${bondLink(base.bond)} (${base.bond.isin}), from ${percent(base.yieldPercent)} to ${percent(moved.yieldPercent)}, moves its clean price from ${price(base.cleanPrice)} to ${price(moved.cleanPrice)}: a change of **${signed(change, 4)}** per 100 (${signed((100 * change) / base.cleanPrice, 2)}%), settling ${marketDate(base.settlementDate)}.${holdingChange}\n\nDuration's estimate of the same move: −modified duration × Δyield × price = ${signed(-base.modifiedDuration * (shiftBps / 10_000) * base.dirtyPrice, 4)} per 100 (modified duration ${base.modifiedDuration.toFixed(4)}); the engine's repricing above also carries the convexity (${base.convexity.toFixed(4)}).`,
  );
  return true;
}
