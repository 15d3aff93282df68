import type { PriceToolOutput } from '../../analyst/priceTool';
import { bondLink, marketDate, percent, price, rupees, table } from '../answerFormat';
import { parseFaceValue, parsePriceOrYield, parseSettlement } from '../parseNumbers';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's durations, PV01 and convexity, or the face value a PV01 limit allows. */
export async function answerRisk(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, tool } = turn;
  const { references, rest, intent } = turn.understood;
  const firstReference = references[0];
  if (intent !== 'risk' || !firstReference) return false;
  const lower = rest.toLowerCase();
  const askedFor = {
    modified:
      /\bmodified\b|\bmod(?:ified)? dur|\bduration\b(?!.*macaulay)/.test(lower) &&
      !/\bmacaulay\b/.test(lower),
    macaulay: /\bmacaulay\b/.test(lower),
    pv01: /\bpv01\b|\bdv01\b|\bbasis point\b/.test(lower),
    convexity: /\bconvexity\b/.test(lower),
  };
  const all = !Object.values(askedFor).some(Boolean);
  // "PV01 of 7.30% GS 2053 at 7.2%": the risk at the yield or price the question fixes, else the market's.
  const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
  const holding = parseFaceValue(rest) ?? undefined;
  const level = parsePriceOrYield(rest);
  announce(
    `Computing the risk measures of ${bondNames([firstReference])} ${level.yieldPercent !== undefined ? `at a yield of ${level.yieldPercent}%` : level.cleanPrice !== undefined ? `at a clean price of ${level.cleanPrice}` : 'at its market yield'} for ${settlementDate ? `settlement on ${marketDate(settlementDate)}` : 'T+1 settlement'}.`,
  );
  const result = await tool<PriceToolOutput>('price', {
    bondId: firstReference.entry.row.id,
    ...level,
    ...(settlementDate ? { settlementDate } : {}),
    ...(holding ? { faceValueRupees: holding } : {}),
  });
  // "Our PV01 limit is ₹50,000: how much face value can we hold?": the limit over the PV01 per rupee of face.
  if (
    holding !== undefined &&
    // The amount is the limit ("a PV01 of ₹50,000", "PV01 limit of 1 lakh"), and the face value is asked.
    /\b(?:limit|cap|budget)\b[^?.]{0,20}\b(?:pv01|dv01)\b[^?.]{0,10}\bof\b|\b(?:pv01|dv01) (?:limit|cap|budget) (?:is |of )/i.test(
      rest,
    ) &&
    /\bhow much (?:face|notional|of it|can)\b|\bmaximum (?:face|holding|position|notional)\b|\bcan (?:we|i) (?:hold|buy|carry)\b/i.test(
      rest,
    ) &&
    result.pv01 > 0
  ) {
    const maximumFace = (holding / result.pv01) * 100;
    write(
      `A PV01 limit of ${rupees(holding)} allows at most **${rupees(maximumFace)}** face value of ${bondLink(result.bond)} (${result.bond.isin}): its PV01 is ${result.pv01.toFixed(4)} per 100 of face value at ${result.solvedFrom === 'market' ? 'its market yield of ' : 'a yield of '}${percent(result.yieldPercent)}, settling ${marketDate(result.settlementDate)}, so each rupee of PV01 carries ${rupees(100 / result.pv01)} of face value.`,
    );
    return true;
  }
  const figure = (_asked: boolean, value: string) => value;
  // "DV01 of 5 crore": the holding's rupees per basis point is the headline, the per-100 figure beside it.
  const holdingPv01 = askedFor.pv01 && result.consideration ? result.consideration : null;
  const asked = [
    askedFor.modified && !all ? `modified duration **${result.modifiedDuration.toFixed(4)}** years` : '',
    askedFor.macaulay ? `Macaulay duration **${result.macaulayDuration.toFixed(4)}** years` : '',
    holdingPv01
      ? `PV01 of ${rupees(holdingPv01.faceValueRupees)} face value **${rupees(holdingPv01.pv01)}** for 1 bp (${result.pv01.toFixed(4)} per 100 face)`
      : askedFor.pv01
        ? `PV01 **${result.pv01.toFixed(4)}** (₹ per 100 face for 1 bp)`
        : '',
    askedFor.convexity ? `convexity **${result.convexity.toFixed(4)}**` : '',
  ].filter(Boolean);
  const headline = asked.length ? [`${bondLink(result.bond)}: ${asked.join(', ')}.`] : [];
  write(
    [
      ...(headline.length ? [...headline, ''] : []),
      `Risk of ${bondLink(result.bond)} (${result.bond.isin}) at ${result.solvedFrom === 'market' ? 'its market yield of ' : 'a yield of '}${percent(result.yieldPercent)} (clean price ${price(result.cleanPrice)}), settling ${marketDate(result.settlementDate)}:`,
      '',
      table(
        ['Measure', 'Value'],
        [
          ['Modified duration (years)', figure(askedFor.modified, result.modifiedDuration.toFixed(4))],
          ['Macaulay duration (years)', figure(askedFor.macaulay, result.macaulayDuration.toFixed(4))],
          ['PV01 (per 100, ₹)', figure(askedFor.pv01, result.pv01.toFixed(4))],
          ['Convexity', figure(askedFor.convexity, result.convexity.toFixed(4))],
          // "What if I hold 20 crore?": the holding's rupees per basis point and its value at the market.
          ...(result.consideration
            ? [
                [
                  `PV01 of ${rupees(result.consideration.faceValueRupees)} face (₹ per bp)`,
                  rupees(result.consideration.pv01),
                ],
                [
                  `Value of ${rupees(result.consideration.faceValueRupees)} face (clean plus accrued)`,
                  rupees(result.consideration.total),
                ],
              ]
            : []),
        ],
      ),
    ].join('\n'),
  );
  return true;
}
