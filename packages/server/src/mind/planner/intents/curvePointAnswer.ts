import type { BondSummary } from '../../analyst/bondSummary';
import type { TradeActivityOutput } from '../../analyst/activityTool';
import { bondLink, marketDate, percent, signed } from '../answerFormat';
import { recognizePeriod } from '../recognizeEntities';
import type { PlannerTurn } from '../plannerTurn';

/** The G-sec yield at a tenor, or the spread between two tenors. */
export async function answerCurvePoint(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, tool } = turn;
  const { rest, tenors, intent } = turn.understood;
  if (intent !== 'curve-point') return false;
  // A spread between tenors is the longer's yield minus the shorter's, whichever is named first ("10y
  // minus 2y", "2s10s", "between 30 and 5 years"): the market's convention for the slope.
  const [firstTenor, secondTenor] = tenors.tenors;
  const pairs = (
    tenors.pairs.length
      ? tenors.pairs
      : firstTenor !== undefined &&
          secondTenor !== undefined &&
          /\bspread\b|\bsteep|\bslope\b|\bbetween\b|\bminus\b|\bdifference\b|\bgap\b|\bover\b|\bvs\.?\b|\bversus\b/.test(
            rest.toLowerCase(),
          )
        ? [[firstTenor, secondTenor] as [number, number]]
        : []
  ).map(([one, other]) => [Math.min(one, other), Math.max(one, other)] as [number, number]);
  const asked = pairs.length ? [...new Set(pairs.flat())] : [...new Set(tenors.tenors)];
  announce(
    `Reading the G-sec curve at ${asked.map((tenor) => `${tenor} year${tenor === 1 ? '' : 's'}`).join(' and ')} (linear between the neighbouring tradable G-secs).`,
  );
  const result = await tool<{
    points: { tenorYears: number; yieldPercent: number | null; from: BondSummary[] }[];
  }>('curvePoints', { tenorsYears: asked });
  const at = (tenor: number) => result.points.find((point) => point.tenorYears === tenor);
  const basis = (tenor: number) => {
    const point = at(tenor);
    return point
      ? `${tenor}-year: ${percent(point.yieldPercent)} (from ${point.from.map((bond) => bondLink(bond)).join(' and ')})`
      : '';
  };
  if (result.points.some((point) => point.yieldPercent === null)) {
    write('There are no tradable dated G-secs in the market data, so there is no curve to read.');
    return true;
  }
  // The tool reads one point per tenor asked, each with a yield once the check above has passed.
  const pointAt = (tenor: number) => {
    const point = at(tenor);
    if (point === undefined) throw new Error(`The curve has no point at ${tenor} years.`);
    return point;
  };
  const yieldAt = (tenor: number) => {
    const { yieldPercent } = pointAt(tenor);
    if (yieldPercent === null) throw new Error(`The curve has no yield at ${tenor} years.`);
    return yieldPercent;
  };
  if (pairs.length) {
    const lines = pairs.map(([short, long]) => {
      const spread = Math.round((yieldAt(long) - yieldAt(short)) * 1000) / 10;
      return `The ${short}s${long}s spread (the ${long}-year minus the ${short}-year G-sec yield) is **${spread.toFixed(1)} bps**.`;
    });
    write(`${lines.join('\n\n')}\n\n${asked.map((tenor) => `- ${basis(tenor)}`).join('\n')}`);
    return true;
  }
  // "How did the 10 year do this week?", "the 10y last Friday": the platform keeps live yields, not past curves;
  // the prints of the G-secs the point is read from show how the tenor traded over that period.
  const named = pairs.length === 0 && asked.length === 1 ? recognizePeriod(rest, market.today) : null;
  // "This week" asked on a Monday is the week just gone, not today alone.
  const period =
    named !== null && named.from === market.today && /\bthis week\b/i.test(rest)
      ? {
          from: new Date(Date.parse(`${market.today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10),
          to: market.today,
        }
      : named;
  const [tenor] = asked;
  if (period !== null && tenor !== undefined) {
    const point = pointAt(tenor);
    const activities = await Promise.all(
      point.from.map((bond) =>
        tool<TradeActivityOutput>('tradeActivity', { bondId: bond.id, from: period.from, to: period.to }),
      ),
    );
    turn.sources.add('trade prints');
    const span =
      period.from === period.to
        ? marketDate(period.from)
        : `${marketDate(period.from)} to ${marketDate(period.to)}`;
    const traded = activities.map((activity) =>
      activity.first && activity.last
        ? `- ${bondLink(activity.bond)}: ${activity.trades} trade${activity.trades === 1 ? '' : 's'}, first at ${percent(activity.first.yieldPercent)} (${marketDate(activity.first.tradeDate)}), last at ${percent(activity.last.yieldPercent)} (${marketDate(activity.last.tradeDate)}): ${signed(Math.round((activity.last.yieldPercent - activity.first.yieldPercent) * 1000) / 10, 1)} bps; now ${percent(activity.bond.marketYieldPercent)}.`
        : `- ${bondLink(activity.bond)}: no trades printed; now ${percent(activity.bond.marketYieldPercent)}.`,
    );
    write(
      `The platform reads the curve from live market yields and keeps no past curves, so the ${tenor}-year G-sec yield for ${span} is not on record; today it is ${percent(point.yieldPercent)}, read between the two G-secs below. How they traded over ${span}:\n\n${traded.join('\n')}`,
    );
    return true;
  }
  write(
    asked
      .map(
        (tenor) =>
          `The ${tenor}-year G-sec yield is **${percent(pointAt(tenor).yieldPercent)}**, read from the curve between ${pointAt(
            tenor,
          )
            .from.map((bond) => `${bondLink(bond)} (${percent(bond.marketYieldPercent)})`)
            .join(' and ')}.`,
      )
      .join('\n\n'),
  );
  return true;
}
