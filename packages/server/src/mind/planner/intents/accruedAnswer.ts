import type { PriceToolOutput } from '../../analyst/priceTool';
import { bondLink, marketDate, rupees, table } from '../answerFormat';
import { parseFaceValue, parsePriceOrYield, parseSettlement } from '../parseNumbers';
import { bondNames, marketFigureAsked, pricingLines } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's accrued interest at a settlement, per 100 or on a holding. */
export async function answerAccrued(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, tool } = turn;
  const { references, rest, intent } = turn.understood;
  const firstReference = references[0];
  if (intent !== 'accrued' || !firstReference) return false;
  const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
  const holding = parseFaceValue(rest) ?? undefined;
  // "Accrued … and the total consideration at 99.25": priced at that level, the accrued and the total together.
  const level = parsePriceOrYield(rest);
  // (Without a price, at the market yield, when both are asked: "accrued and total consideration for 10 lacs".)
  const totalAsked =
    /\bconsideration\b|\btotal (?:cost|amount|payable|value)\b|\bsettlement amount\b|\ball[- ]in\b|\bdirty price\b/i;
  const bothAsked =
    /\baccru\w*\b[^?.]{0,40}\b(?:and|\+|&|plus|with)\b[^?.]{0,20}\b(?:total |the )?(?:consideration|settlement amount|amount payable)\b|\b(?:consideration|settlement amount)\b[^?.]{0,20}(?:\band\b|\+|&|\bplus\b)[^?.]{0,20}\baccru\w*|\bneed accrued too\b/i;
  if (
    ((level.cleanPrice !== undefined || level.yieldPercent !== undefined) && totalAsked.test(rest)) ||
    bothAsked.test(rest)
  ) {
    announce(
      `Pricing ${bondNames([firstReference])} at ${level.cleanPrice !== undefined ? `a clean price of ${level.cleanPrice}` : level.yieldPercent !== undefined ? `a yield of ${level.yieldPercent}%` : 'its market yield'}, settling ${marketDate(settlementDate ?? market.settlementDate)}: its accrued interest and the total consideration.`,
    );
    const priced = await tool<PriceToolOutput>('price', {
      bondId: firstReference.entry.row.id,
      ...level,
      ...(settlementDate ? { settlementDate } : {}),
      ...(holding ? { faceValueRupees: holding } : {}),
    });
    write(pricingLines(priced, null, marketFigureAsked(rest)));
    return true;
  }
  announce(
    `Computing the accrued interest of ${bondNames([firstReference])} for settlement on ${marketDate(settlementDate ?? market.settlementDate)}.`,
  );
  const result = await tool<PriceToolOutput>('price', {
    bondId: firstReference.entry.row.id,
    ...(settlementDate ? { settlementDate } : {}),
    ...(holding ? { faceValueRupees: holding } : {}),
  });
  // Inside the record-date window the seller keeps the coming coupon: the buyer is paid back the days
  // to it, a negative accrued a reader would otherwise take for an error.
  const days = result.exInterest
    ? `for the ${-result.accruedDays} days to the coupon of ${marketDate(result.nextCouponDate)}`
    : `over the ${result.accruedDays} days since the last coupon`;
  const exInterest = result.exInterest
    ? `\n\nSettlement falls in the record-date window before the coupon of ${marketDate(result.nextCouponDate)}, so the bond trades ex-interest: the seller keeps that coupon, and the accrued interest is negative (the buyer is credited the ${-result.accruedDays} days to it).`
    : '';
  write(
    result.consideration
      ? `Accrued interest on ${rupees(result.consideration.faceValueRupees)} face value of ${bondLink(result.bond)} (${result.bond.isin}) for settlement on ${marketDate(result.settlementDate)}: **${rupees(result.consideration.accrued)}** (${result.accruedInterest.toFixed(4)} per 100, ${days}).${exInterest}`
      : `Accrued interest on ${bondLink(result.bond)} (${result.bond.isin}) for settlement on ${marketDate(result.settlementDate)}: **${result.accruedInterest.toFixed(4)}** per 100 of face value, ${days}.${exInterest}\n\n${table(
          ['Measure', 'Value'],
          [
            ['Accrued interest (per 100)', result.accruedInterest.toFixed(4)],
            ['Accrued days', String(result.accruedDays)],
          ],
        )}`,
  );
  return true;
}
