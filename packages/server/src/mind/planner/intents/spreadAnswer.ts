import type { BondSummary } from '../../analyst/bondSummary';
import type { DetailsToolOutput } from '../../analyst/detailsTool';
import { bondLink, percent } from '../answerFormat';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** The spread of named bonds over one tenor of the G-sec curve, or over the curve at their own tenors. */
export async function answerSpread(turn: PlannerTurn): Promise<boolean> {
  const { write, announce, tool } = turn;
  const { references, rest, tenors, intent } = turn.understood;
  if (intent !== 'spread') return false;
  const bondIds = references.map((reference) => reference.entry.row.id);
  const bondId = bondIds[0];
  // "How many bps over the 2-year G-sec?", "pickup over the 5 year": over one point of the curve, not the
  // curve at the bond's own tenor.
  const [overTenor] = tenors.tenors;
  if (overTenor !== undefined && tenors.tenors.length === 1) {
    announce(
      `Measuring the yield of ${bondNames(references.slice(0, 1))} over the ${overTenor}-year point of the G-sec curve.`,
    );
    const detail = await tool<DetailsToolOutput>('details', { bondId });
    const curve = await tool<{
      points: { tenorYears: number; yieldPercent: number | null; from: BondSummary[] }[];
    }>('curvePoints', { tenorsYears: [overTenor] });
    const point = curve.points[0];
    const bondYield = detail.bond.marketYieldPercent;
    if (!point || point.yieldPercent === null || bondYield === null) {
      write(`I can't measure that: ${bondLink(detail.bond)} has no market yield or there is no G-sec curve.`);
      return true;
    }
    const spread = Math.round((bondYield - point.yieldPercent) * 1000) / 10;
    write(
      `${bondLink(detail.bond)} (${detail.bond.isin}) yields ${percent(bondYield)}, **${spread.toFixed(1)} bps** over the ${overTenor}-year G-sec yield of ${percent(point.yieldPercent)} (read from the curve between ${point.from.map((bond) => bondLink(bond)).join(' and ')}).${detail.spreadBps === null ? '' : ` Over the curve at its own tenor the spread is ${detail.spreadBps.toFixed(1)} bps.`}`,
    );
    return true;
  }

  announce(`Measuring the spread of ${bondNames(references.slice(0, 5))} over the G-sec curve.`);
  // The spread is the figure asked for; the yield is a headline too only when the question asks it.
  const yieldAskedToo = /\b(?:yield|ytm)\b(?!\s+(?:over|above|pick-?up|spread))/.test(
    rest.toLowerCase().replace(/\byield (?:spread|pick-?up)\b/g, ''),
  );
  const lines: string[] = [];
  for (const id of bondIds.slice(0, 5)) {
    const detail = await tool<DetailsToolOutput>('details', { bondId: id });
    lines.push(
      detail.spreadBps === null
        ? `${bondLink(detail.bond)} has no market yield to measure a spread from.`
        : detail.bond.instrumentType === 'GSEC'
          ? `${bondLink(detail.bond)} is a G-sec: it is on the curve (spread 0 bps by definition); its yield is **${percent(detail.bond.marketYieldPercent)}**.`
          : `${bondLink(detail.bond)} yields ${yieldAskedToo ? `**${percent(detail.bond.marketYieldPercent)}**` : percent(detail.bond.marketYieldPercent)}, **${detail.spreadBps.toFixed(1)} bps** over the G-sec curve at its tenor (linear between the neighbouring G-secs).`,
    );
  }
  // "The Z-spread of …": the platform measures the spread over the G-sec yield curve, and says so.
  if (/\bz-?spread\b|\bzero[- ]volatility spread\b|\boption[- ]adjusted spread\b|\boas\b/i.test(rest))
    lines.push(
      "The platform does not compute a Z-spread or an option-adjusted spread: the figure above is the spread over the G-sec yield curve at the bond's tenor (the G-spread).",
    );
  write(lines.join('\n\n'));
  return true;
}
