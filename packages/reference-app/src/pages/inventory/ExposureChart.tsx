import type { ExposureBar } from './inventoryFigures';
import { formatRupees } from '../security/formatRupees';

/**
 * Horizontal bars of exposure (consideration) in plain HTML: each bar's width is its share of the largest,
 * and the figure is written next to it, so the chart reads without colour and on a phone.
 */
export function ExposureChart({ title, bars }: { title: string; bars: readonly ExposureBar[] }) {
  const largest = Math.max(...bars.map((bar) => Math.abs(bar.value)), 1);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <figure className="app-exposure">
      <figcaption>{title}</figcaption>
      {bars.length === 0 ? (
        <p className="app-muted">Nothing valued yet.</p>
      ) : (
        <dl className="app-exposure__bars">
          {bars.map((bar) => (
            <div key={bar.label} className="app-exposure__row">
              <dt>{bar.label}</dt>
              <dd>
                {/* The track is all the width the figure leaves; the bar is its share of the largest in it. */}
                <span className="app-exposure__track" aria-hidden="true">
                  <span
                    className="app-exposure__bar"
                    style={{ width: `${(Math.abs(bar.value) / largest) * 100}%` }}
                  />
                </span>
                <span className="app-exposure__value">
                  {formatRupees(bar.value)}
                  {total > 0 ? ` (${Math.round((bar.value / total) * 100)}%)` : ''}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </figure>
  );
}
