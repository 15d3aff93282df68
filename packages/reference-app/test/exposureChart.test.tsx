import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExposureChart } from '../src/pages/inventory/ExposureChart';

const appCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/app.css'), 'utf8');

/** The declarations of one selector's rule in app.css. */
function ruleOf(selector: string): string {
  const start = appCss.indexOf(`${selector} {`);
  expect(start, `${selector} in app.css`).toBeGreaterThanOrEqual(0);
  return appCss.slice(start, appCss.indexOf('}', start));
}

describe('the exposure chart', () => {
  it('draws each bar as its share of the largest, with nothing in the CSS capping a bar', () => {
    render(
      <ExposureChart
        title="Exposure by maturity"
        bars={[
          { label: '5 to 10 years', value: 55 },
          { label: 'Over 10 years', value: 36 },
          { label: 'Up to 1 year', value: 9 },
        ]}
      />,
    );
    const widths = [...document.querySelectorAll<HTMLElement>('.app-exposure__bar')].map(
      (bar) => bar.style.width,
    );
    expect(widths.map((width) => Number.parseFloat(width).toFixed(1))).toEqual(['100.0', '65.5', '16.4']);
    // A cap (it was 60%) makes every bar above it as long as the largest: 36% drew as long as 55%.
    expect(ruleOf('.app-exposure__bar')).not.toMatch(/max-width/);
    // The bar's 100% is a track that takes the width the figure leaves, not the whole row.
    expect(document.querySelector('.app-exposure__bar')?.parentElement).toHaveClass('app-exposure__track');
    expect(ruleOf('.app-exposure__track')).toMatch(/flex: 1/);
    expect(screen.getByText(/\(55%\)/)).toBeVisible();
  });
});
