import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

const appCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/app.css'), 'utf8');

describe('Find on a phone', () => {
  it('lists each bond as a card with its price and yield, shown instead of the table on a narrow screen', async () => {
    await renderApp('/find', { signInAs: 'dealer@bondkit.test' });
    const cards = within(await screen.findByRole('list', { name: 'Bonds' })).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards.slice(0, 5)) {
      expect(within(card).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/security\/\d+$/),
      );
      const figures = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(figures).toEqual(expect.arrayContaining(['Price', 'Yield']));
    }
    // The switch between the two is the stylesheet's: cards up to 640 px, the table above.
    expect(appCss).toMatch(/@media \(max-width: 640px\) \{\s*\.app-bond-cards \{\s*display: grid;/);
    expect(appCss).toMatch(/\.app-bond-table \{\s*display: none;/);
  });
});
