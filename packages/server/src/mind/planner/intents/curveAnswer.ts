import { curveShape, type YieldCurve } from '../../analyst/curveTool';
import { curveChart } from '../charts';
import { bondLink, percent, table } from '../answerFormat';
import { curveShapeSentence } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** The G-sec curve: its chart, its shape and its key tenors. */
export async function answerCurve(turn: PlannerTurn): Promise<boolean> {
  const { write, announce, sink, tool } = turn;
  const { intent } = turn.understood;
  if (intent !== 'curve') return false;
  announce('Building the G-sec curve from the live market yields of the tradable dated G-secs.');
  const curve = await tool<YieldCurve>('curve', {});
  const [first] = curve.points;
  const last = curve.points.at(-1);
  if (first === undefined || last === undefined) {
    write('There are no tradable dated G-secs in the market data, so there is no curve to show.');
    return true;
  }
  sink.chart(curveChart(curve));
  const pick = (years: number) =>
    curve.points.reduce((best, point) =>
      Math.abs(point.tenorYears - years) < Math.abs(best.tenorYears - years) ? point : best,
    );
  const keys = [2, 5, 10, 30].map(pick).filter((point, index, list) => list.indexOf(point) === index);
  const shape = curveShape(curve);
  write(
    [
      `The G-sec curve from ${curve.points.length} tradable dated G-secs runs from **${percent(first.yieldPercent)}** at ${first.tenorYears.toFixed(1)} years (${bondLink(first.bond)}) to **${percent(last.yieldPercent)}** at ${last.tenorYears.toFixed(1)} years (${bondLink(last.bond)}).`,
      '',
      ...(shape ? [curveShapeSentence(shape), ''] : []),
      table(
        ['Tenor (years)', 'Bond', 'Yield'],
        keys.map((point) => [point.tenorYears.toFixed(2), bondLink(point.bond), percent(point.yieldPercent)]),
      ),
    ].join('\n'),
  );
  return true;
}
