import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createFakeBondClient, createFakeMindTransport, textAnswerChunks } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { MindChat } from './MindChat';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const rows = Array.from({ length: 25 }, (_, index) => ({
  id: String(index + 1),
  href: `/security/${index + 1}`,
  cells: {
    name: `Bond ${index + 1}`,
    isin: `INE00000${String(index).padStart(4, '0')}`,
    yield: 7 + index / 100,
  },
}));
const resultTable = {
  type: 'data-table' as const,
  id: 't',
  data: {
    title: 'Bonds that match rated AAA',
    total: 25,
    columns: [
      { id: 'name', header: 'Bond', kind: 'text' },
      { id: 'isin', header: 'ISIN', kind: 'text' },
      { id: 'yield', header: 'Yield (%)', kind: 'number' },
    ],
    rows,
  },
};
const suggestions = {
  type: 'data-suggestions' as const,
  id: 's',
  data: { questions: ['Tell me more about the first one', 'Show the G-sec curve'] },
};

describe('MindChat results and follow-ups', () => {
  it('expands a screen to all its results with CSV and Excel export, and offers follow-ups after the answer', async () => {
    const user = userEvent.setup();
    const transport = createFakeMindTransport({
      answer: () =>
        textAnswerChunks('**25** tradable bonds match rated AAA.', { data: [resultTable, suggestions] }),
    });
    const onFinish = vi.fn();
    render(<MindChat transport={transport} chatId="c1" onFinish={onFinish} />, { wrapper });
    await user.type(screen.getByLabelText('Your question'), 'AAA bonds{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalled());

    await user.click(await screen.findByRole('button', { name: 'All 25 results: table and export' }));
    const grid = await screen.findByRole('grid', { name: 'Bonds that match rated AAA' });
    expect(within(grid).getByRole('link', { name: 'Bond 1' })).toHaveAttribute('href', '/security/1');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tell me more about the first one' }));
    await waitFor(() => expect(transport.requests).toHaveLength(2));
    const sent = transport.requests[1]!.messages;
    expect(sent[sent.length - 1]).toMatchObject({
      role: 'user',
      parts: [{ type: 'text', text: 'Tell me more about the first one' }],
    });
  });

  it("links each figure's source by kind, a link only to an in-app page", async () => {
    const user = userEvent.setup();
    const sources = {
      type: 'data-sources' as const,
      id: 'src',
      data: {
        sources: [
          {
            kind: 'bond',
            label: '7.40% NTPC 2030',
            detail: 'INE733E07KK7: terms, market yield and price',
            href: '/security/7',
          },
          {
            kind: 'trade',
            label: '7.40% NTPC 2030: trade of 12 Nov 2026',
            detail: 'clean price 100.2500',
            href: '/security/7#recent-trades',
          },
          { kind: 'quote', label: '7.40% NTPC 2030: bid at 100.1000', detail: 'yield 7.3500%' },
          {
            kind: 'curve-point',
            label: '7.10% GS 2029',
            detail: 'G-sec curve point: 2.60 years at 6.9000%',
            href: '/security/3',
          },
          { kind: 'curve-point', label: 'Injected', detail: 'not a page', href: 'javascript:alert(1)' },
          { kind: 'rumour', label: 'Unknown kind', detail: 'dropped' },
        ],
      },
    };
    const transport = createFakeMindTransport({
      answer: () => textAnswerChunks('The spread is **45.0 bps**.', { data: [sources, suggestions] }),
    });
    const onFinish = vi.fn();
    render(<MindChat transport={transport} chatId="c1" onFinish={onFinish} />, { wrapper });
    await user.type(screen.getByLabelText('Your question'), 'Spread of NTPC 2030{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalled());

    await user.click(screen.getByText('Sources (5): bond, trade, quote, G-sec curve points'));
    expect(screen.getByRole('link', { name: '7.40% NTPC 2030' })).toHaveAttribute('href', '/security/7');
    expect(screen.getByRole('link', { name: '7.40% NTPC 2030: trade of 12 Nov 2026' })).toHaveAttribute(
      'href',
      '/security/7#recent-trades',
    );
    const quotes = screen.getByRole('list', { name: 'Quotes' });
    // A quote source without a page the reader may open is text, not a link.
    expect(within(quotes).queryByRole('link')).toBeNull();
    expect(within(quotes).getByText('7.40% NTPC 2030: bid at 100.1000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7.10% GS 2029' })).toHaveAttribute('href', '/security/3');
    expect(screen.queryByRole('link', { name: 'Injected' })).toBeNull();
    expect(screen.queryByText('Unknown kind')).toBeNull();
  });

  it('searches and pages the conversations, and folds them under a toggle', async () => {
    const user = userEvent.setup();
    const conversations = Array.from({ length: 45 }, (_, index) => ({
      id: `c${index}`,
      title: index % 2 === 0 ? `Curve question ${index}` : `Screen ${index}`,
    }));
    render(
      <MindChat
        transport={createFakeMindTransport({ answer: () => textAnswerChunks('ok') })}
        sidebar={{ conversations, activeConversationId: 'c44', onSelect: () => undefined }}
      />,
      { wrapper },
    );
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    // The first page (20) and the open conversation, which stays listed.
    expect(within(nav).getAllByRole('button', { name: /^(Curve question|Screen) \d+$/ })).toHaveLength(21);
    await user.click(within(nav).getByRole('button', { name: 'Show more (25 more)' }));
    expect(within(nav).getAllByRole('button', { name: /^(Curve question|Screen) \d+$/ })).toHaveLength(41);
    await user.type(within(nav).getByRole('searchbox', { name: 'Search conversations' }), 'curve');
    // 23 titles match: the first 20 and the open one (Curve question 44).
    expect(within(nav).getAllByRole('button', { name: /^Curve question \d+$/ })).toHaveLength(21);
    expect(within(nav).queryByRole('button', { name: /^Screen \d+$/ })).toBeNull();
    await user.clear(within(nav).getByRole('searchbox', { name: 'Search conversations' }));
    await user.type(
      within(nav).getByRole('searchbox', { name: 'Search conversations' }),
      'nothing like this',
    );
    expect(within(nav).getByText('No conversation matches "nothing like this".')).toBeInTheDocument();
    const toggle = within(nav).getByRole('button', { name: 'Conversations (45)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(nav).getByRole('button', { name: 'Hide conversations' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
