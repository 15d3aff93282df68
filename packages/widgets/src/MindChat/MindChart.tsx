import { memo, useId } from 'react';

/** A chart MIND sends as a `data-chart` part. */
export interface MindChartData {
  kind: 'curve' | 'cashflows';
  title: string;
  xLabel: string;
  yLabel: string;
  points: { x: number | string; y: number; label: string; href?: string }[];
}

/** Whether a data part is a chart this widget can draw. */
export function isMindChartData(value: unknown): value is MindChartData {
  const chart = value as MindChartData | null;
  return (
    typeof chart === 'object' &&
    chart !== null &&
    (chart.kind === 'curve' || chart.kind === 'cashflows') &&
    Array.isArray(chart.points) &&
    chart.points.every((point) => typeof point?.y === 'number' && Number.isFinite(point.y))
  );
}

const width = 560;
const height = 240;
const margin = { top: 16, right: 16, bottom: 36, left: 56 };

function ticks(minimum: number, maximum: number, count: number): number[] {
  if (maximum === minimum) return [minimum];
  const step = (maximum - minimum) / count;
  return Array.from({ length: count + 1 }, (_, index) => minimum + step * index);
}

/**
 * The yield curve (a line through each G-sec) or cash flows (a bar per payment), drawn as inline SVG with
 * a title and summary for screen readers and the figures in a table they can read.
 */
export const MindChart = memo(function MindChart({ chart }: { chart: MindChartData }) {
  const titleId = useId();
  const descriptionId = useId();
  const { points } = chart;
  if (points.length === 0) return null;
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const ys = points.map((point) => point.y);
  const low = chart.kind === 'cashflows' ? 0 : Math.min(...ys);
  const high = Math.max(...ys);
  const padding = chart.kind === 'curve' ? Math.max((high - low) * 0.1, 0.05) : high * 0.05;
  const yMinimum = chart.kind === 'curve' ? low - padding : 0;
  const yMaximum = high + padding;
  const yScale = (value: number) =>
    margin.top + plotHeight - ((value - yMinimum) / (yMaximum - yMinimum || 1)) * plotHeight;
  const numericX = chart.kind === 'curve' && points.every((point) => typeof point.x === 'number');
  const xs = points.map((point, index) => (numericX ? (point.x as number) : index));
  const xMinimum = Math.min(...xs);
  const xMaximum = Math.max(...xs);
  const xScale = (value: number) =>
    margin.left +
    (xMaximum === xMinimum ? plotWidth / 2 : ((value - xMinimum) / (xMaximum - xMinimum)) * plotWidth);
  const summary =
    chart.kind === 'curve'
      ? `${points.length} points from ${ys[0]!.toFixed(2)}% at ${String(points[0]!.x)} years to ${ys[ys.length - 1]!.toFixed(2)}% at ${String(points[points.length - 1]!.x)} years.`
      : `${points.length} payments from ${String(points[0]!.x)} to ${String(points[points.length - 1]!.x)}.`;
  const barWidth = Math.max(2, Math.min(24, (plotWidth / points.length) * 0.7));
  const format = (value: number) =>
    chart.kind === 'curve'
      ? `${value.toFixed(2)}%`
      : value >= 1e5
        ? `${(value / 1e5).toFixed(1)}L`
        : value.toFixed(0);

  return (
    <figure className="bk-mind-chat__chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{chart.title}</title>
        <desc id={descriptionId}>{summary}</desc>
        {ticks(yMinimum, yMaximum, 4).map((tick) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={yScale(tick)}
              y2={yScale(tick)}
              className="bk-mind-chat__grid"
            />
            <text x={margin.left - 6} y={yScale(tick) + 4} textAnchor="end" className="bk-mind-chat__axis">
              {format(tick)}
            </text>
          </g>
        ))}
        {numericX &&
          ticks(xMinimum, xMaximum, 5).map((tick) => (
            <text
              key={tick}
              x={xScale(tick)}
              y={height - margin.bottom + 16}
              textAnchor="middle"
              className="bk-mind-chat__axis"
            >
              {tick.toFixed(0)}
            </text>
          ))}
        {!numericX && (
          <>
            <text x={margin.left} y={height - margin.bottom + 16} className="bk-mind-chat__axis">
              {String(points[0]!.x)}
            </text>
            <text
              x={width - margin.right}
              y={height - margin.bottom + 16}
              textAnchor="end"
              className="bk-mind-chat__axis"
            >
              {String(points[points.length - 1]!.x)}
            </text>
          </>
        )}
        <text x={width / 2} y={height - 4} textAnchor="middle" className="bk-mind-chat__axis-label">
          {chart.xLabel}
        </text>
        {chart.kind === 'curve' ? (
          <>
            <polyline
              className="bk-mind-chat__line"
              fill="none"
              points={points.map((point, index) => `${xScale(xs[index]!)},${yScale(point.y)}`).join(' ')}
            />
            {points.map((point, index) => (
              <circle
                key={index}
                cx={xScale(xs[index]!)}
                cy={yScale(point.y)}
                r={3}
                className="bk-mind-chat__point"
              >
                <title>{`${point.label}: ${point.y.toFixed(4)}%`}</title>
              </circle>
            ))}
          </>
        ) : (
          points.map((point, index) => (
            <rect
              key={index}
              x={xScale(xs[index]!) - barWidth / 2}
              y={yScale(point.y)}
              width={barWidth}
              height={Math.max(0, margin.top + plotHeight - yScale(point.y))}
              className="bk-mind-chat__bar"
            >
              <title>{`${point.label}: ${point.y.toFixed(2)}`}</title>
            </rect>
          ))
        )}
      </svg>
      <figcaption className="bk-mind-chat__chart-caption">{chart.title}</figcaption>
      {/* The hiding box is a div: a table ignores the 1px height and overflow of .bk-visually-hidden, so a hidden
          table of sixty points stood its full height below the answer and auto-scroll went to that blank space. */}
      <div className="bk-visually-hidden">
        <table>
          <caption>{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.xLabel}</th>
              <th scope="col">{chart.yLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={index}>
                <th scope="row">
                  {chart.kind === 'curve' ? `${point.label} (${String(point.x)})` : String(point.x)}
                </th>
                <td>{point.y}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
});
