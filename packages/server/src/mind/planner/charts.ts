import type { YieldCurve } from '../analyst/curveTool';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import type { ChartData } from './analystAnswer';
import { rupees } from './answerFormat';

/** The curve as a line chart: tenor against yield, each point linking to its G-sec. */
export function curveChart(curve: YieldCurve): ChartData {
  return {
    kind: 'curve',
    title: 'G-sec yield curve',
    xLabel: 'Tenor (years)',
    yLabel: 'Yield (%)',
    points: curve.points.map((point) => ({
      x: Math.round(point.tenorYears * 100) / 100,
      y: point.yieldPercent,
      label: point.bond.name,
      href: point.bond.link,
    })),
  };
}

/** A bond's cash flows as a bar chart of the total paid on each date. */
export function cashflowChart(detail: DetailsToolOutput): ChartData {
  return {
    kind: 'cashflows',
    title: `Cash flows of ${detail.bond.name} per ${rupees(detail.cashflowFaceValueRupees)} face value`,
    xLabel: 'Payment date',
    yLabel: 'Amount (₹)',
    points: detail.cashflows.map((flow) => ({ x: flow.date, y: flow.total, label: flow.date })),
  };
}
