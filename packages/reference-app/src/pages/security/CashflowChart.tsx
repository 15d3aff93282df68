import type { BondCashflow } from '@bondkit/core';
import { formatRupees } from './formatRupees';
import { formatMarketMonth } from '@bondkit/core/calendars';

export interface CashflowChartProps {
  cashflows: readonly BondCashflow[];
  /** Drawing size in SVG units; the chart scales to its container. Default 640 × 220. */
  width?: number;
  height?: number;
}

const margin = { top: 12, right: 8, bottom: 28, left: 8 };

/**
 * The cash flows as stacked bars (interest over principal) in inline SVG: no chart library, a few hundred
 * bytes. Each bar has a title for hover and the figure a text summary for screen readers; the table next
 * to it holds the exact numbers.
 */
export function CashflowChart({ cashflows, width = 640, height = 220 }: CashflowChartProps) {
  if (cashflows.length === 0) return null;
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const largest = Math.max(...cashflows.map((flow) => flow.total), 1);
  const slot = innerWidth / cashflows.length;
  const barWidth = Math.max(1, Math.min(28, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(cashflows.length / 8));
  const total = cashflows.reduce((sum, flow) => sum + flow.total, 0);
  const summary = `${cashflows.length} payments from ${cashflows[0]?.date ?? ''} to ${cashflows.at(-1)?.date ?? ''}, ${formatRupees(total)} in all.`;

  return (
    <figure className="app-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Cash flow chart: ${summary}`}>
        <line
          x1={margin.left}
          x2={width - margin.right}
          y1={margin.top + innerHeight}
          y2={margin.top + innerHeight}
          className="app-chart__axis"
        />
        {cashflows.map((flow, index) => {
          const x = margin.left + index * slot + (slot - barWidth) / 2;
          const principalHeight = (flow.principal / largest) * innerHeight;
          const interestHeight = (flow.interest / largest) * innerHeight;
          const base = margin.top + innerHeight;
          return (
            <g key={`${flow.date}-${index}`}>
              <title>{`${flow.date}: interest ${formatRupees(flow.interest)}, principal ${formatRupees(flow.principal)}`}</title>
              <rect
                x={x}
                y={base - principalHeight}
                width={barWidth}
                height={principalHeight}
                className="app-chart__principal"
              />
              <rect
                x={x}
                y={base - principalHeight - interestHeight}
                width={barWidth}
                height={interestHeight}
                className="app-chart__interest"
              />
              {index % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={height - 8} textAnchor="middle" className="app-chart__label">
                  {formatMarketMonth(flow.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="app-chart__key app-chart__key--interest">Interest</span>
        <span className="app-chart__key app-chart__key--principal">Principal</span>
      </figcaption>
    </figure>
  );
}
