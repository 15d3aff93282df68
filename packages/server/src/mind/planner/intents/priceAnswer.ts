import type { PriceToolOutput } from '../../analyst/priceTool';
import { marketDate } from '../answerFormat';
import { parseFaceValue, parsePriceOrYield, parseSettlement } from '../parseNumbers';
import { bondNames, marketFigureAsked, optionYieldAsked, pricingLines } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';
import { dirtyPriceGiven } from '../dirtyPrice';
import { parseTwoLevels, twoLevelsAnswer } from '../twoLevels';

/** A bond priced at its market yield, or at the price or yield the question fixes. */
export async function answerPrice(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, tool } = turn;
  const { references, rest, intent } = turn.understood;
  if (intent !== 'price') return false;
  const bondId = references[0]?.entry.row.id;
  const faceValueRupees = parseFaceValue(rest) ?? undefined;
  const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
  // "Yield at 99 and at 101": the bond priced at each level.
  const twoLevels = bondId === undefined ? null : parseTwoLevels(rest);
  if (twoLevels !== null) {
    announce(
      `Pricing ${bondNames(references.slice(0, 1))} at ${twoLevels.kind === 'cleanPrice' ? 'clean prices' : 'yields'} of ${twoLevels.levels.map((level) => `${level}${twoLevels.kind === 'yieldPercent' ? '%' : ''}`).join(' and ')}, settling ${marketDate(settlementDate ?? market.settlementDate)}, with the platform's pricing engine.`,
    );
    const [first, second] = twoLevels.levels;
    const priceAt = (level: number) =>
      tool<PriceToolOutput>('price', {
        bondId,
        [twoLevels.kind]: level,
        ...(settlementDate ? { settlementDate } : {}),
      });
    write(twoLevelsAnswer([await priceAt(first), await priceAt(second)], twoLevels.kind));
    return true;
  }
  const fixed = parsePriceOrYield(rest);
  // "If I pay 99 including accrued", "at a dirty price of 101.20": the price given is the full price; the engine
  // solves from the clean price, the full price less the accrued interest at that settlement.
  if (fixed.cleanPrice !== undefined && bondId !== undefined && dirtyPriceGiven(rest)) {
    const dirtyPrice = fixed.cleanPrice;
    announce(
      `Pricing ${bondNames(references.slice(0, 1))} at a dirty (full) price of ${dirtyPrice}, settling ${marketDate(settlementDate ?? market.settlementDate)}: the clean price is that less the accrued interest.`,
    );
    const settlement = settlementDate ? { settlementDate } : {};
    const accrued = (await tool<PriceToolOutput>('price', { bondId, ...settlement })).accruedInterest;
    const result = await tool<PriceToolOutput>('price', {
      bondId,
      cleanPrice: Math.round((dirtyPrice - accrued) * 10_000) / 10_000,
      ...settlement,
      ...(faceValueRupees ? { faceValueRupees } : {}),
    });
    write(
      `A dirty price of ${dirtyPrice.toFixed(4)} less accrued interest of ${accrued.toFixed(4)} is a clean price of ${result.cleanPrice.toFixed(4)}: the yield of ${bondNames(references.slice(0, 1))} is **${result.yieldPercent.toFixed(4)}%** for settlement on ${marketDate(result.settlementDate)}.`,
    );
    return true;
  }
  announce(
    `Pricing ${bondNames(references.slice(0, 1))} ${fixed.cleanPrice !== undefined ? `at a clean price of ${fixed.cleanPrice}` : fixed.yieldPercent !== undefined ? `at a yield of ${fixed.yieldPercent}%` : 'at its live market yield'}, settling ${marketDate(settlementDate ?? market.settlementDate)}, with the platform's pricing engine.`,
  );
  const result = await tool<PriceToolOutput>('price', {
    bondId,
    ...fixed,
    ...(settlementDate ? { settlementDate } : {}),
    ...(faceValueRupees ? { faceValueRupees } : {}),
  });
  write(pricingLines(result, optionYieldAsked(rest), marketFigureAsked(rest)));
  return true;
}
