import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

// MIND links a trade it quotes to the bond page's trade history: /security/{id}#recent-trades. jsdom lays
// nothing out and has no scrollIntoView: the test gives elements one that records which element asked.
let scrolled: string[] = [];
beforeEach(() => {
  scrolled = [];
  HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolled.push(this.id);
  };
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});

describe("the security page's recent trades anchor", () => {
  it('scrolls to the recent trades once they are drawn when the address names them', async () => {
    await renderApp('/security/1#recent-trades', { signInAs: 'researcher@demo.bondkit.in' });
    const section = await screen.findByRole('region', { name: 'Recent trades' });
    expect(section).toHaveAttribute('id', 'recent-trades');
    await waitFor(() => expect(scrolled).toContain('recent-trades'));
  });

  it('does not scroll without the anchor', async () => {
    await renderApp('/security/1', { signInAs: 'researcher@demo.bondkit.in' });
    await screen.findByRole('region', { name: 'Recent trades' });
    expect(scrolled).not.toContain('recent-trades');
  });
});
