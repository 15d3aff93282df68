import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeSection } from './readmeSection';

const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
const pages = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.mdx'));

describe("Storybook's docs pages", () => {
  it('exist for all eight widgets', () => {
    expect(pages.map((file) => file.replace('.mdx', '')).sort()).toEqual([
      'BondSearch',
      'ChatWorkspace',
      'CounterpartySearch',
      'DataTable',
      'MindChat',
      'PricingInput',
      'QuoteForm',
      'QuoteSheet',
    ]);
  });

  it('name README sections that exist, so a renamed heading fails here rather than in Storybook', () => {
    for (const page of pages) {
      const text = readFileSync(join(import.meta.dirname, page), 'utf8');
      const headings = [...text.matchAll(/readmeSection\(readme, '([^']+)'\)/g)].map((match) => match[1]!);
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings)
        expect(readmeSection(readme, heading), `${page}: ${heading}`).toMatch(/^## /);
    }
  });

  it('drops the snippets’ hidden preludes', () => {
    expect(readmeSection(readme, 'PricingInput')).not.toContain('snippet-prelude');
    expect(readmeSection('## A\ntext\n<!-- snippet-prelude\nx\n-->\n```ts\n```\n## B\n', 'A')).toBe(
      '## A\ntext\n```ts\n```',
    );
  });
});
