import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import {
  createFakeBondClient,
  createFakeMindTransport,
  failingMindTransport,
  textAnswerChunks,
} from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { MindChat } from './MindChat';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const answer =
  'The yield of [7.18% GS 2033](/security/12) is **7.0321%**.\n\n| Measure | Value |\n| --- | --- |\n| Clean price | 101.2500 |\n| Link | [javascript](javascript:alert(1)) |';
const curve = {
  type: 'data-chart' as const,
  id: 'c',
  data: {
    kind: 'curve',
    title: 'G-sec yield curve',
    xLabel: 'Tenor (years)',
    yLabel: 'Yield (%)',
    points: [
      { x: 1, y: 6.5, label: 'A' },
      { x: 10, y: 7.1, label: 'B' },
    ],
  },
};

describe('MindChat', () => {
  it('streams an answer with a linked bond, a table and a chart, announces it, and copies it', async () => {
    const user = userEvent.setup();
    const transport = createFakeMindTransport({ answer: () => textAnswerChunks(answer, { data: [curve] }) });
    const onFinish = vi.fn();
    render(
      <MindChat
        transport={transport}
        chatId="c1"
        suggestions={['Show the G-sec curve']}
        onFinish={onFinish}
      />,
      { wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'Show the G-sec curve' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(transport.requests[0]).toMatchObject({ chatId: 'c1', trigger: 'submit-message' });
    expect(screen.getByRole('link', { name: '7.18% GS 2033' })).toHaveAttribute('href', '/security/12');
    // A javascript: link is shown as text, never as a link.
    expect(screen.queryByRole('link', { name: 'javascript' })).toBeNull();
    expect(screen.getByRole('cell', { name: '101.2500' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /G-sec yield curve/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/MIND answered: The yield of 7.18% GS 2033/),
    );

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(answer);
  });

  it('sends with Enter, stops with Escape keeping what arrived, and retries the last question', async () => {
    const user = userEvent.setup();
    const transport = createFakeMindTransport({
      answer: () => textAnswerChunks('one two three four five six seven eight', { size: 4 }),
      chunkDelayMs: 20,
    });
    render(<MindChat transport={transport} />, { wrapper });
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(box, 'Show the curve{Enter}');
    await screen.findByRole('button', { name: 'Stop' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Conversation' })).toHaveTextContent(/one/));
    await user.type(box, '{Escape}');
    await screen.findByRole('button', { name: 'Send' });
    const transcript = screen.getByRole('list', { name: 'Conversation' });
    expect(transcript).not.toHaveTextContent('seven eight');

    await user.click(within(transcript).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(transcript).toHaveTextContent('seven eight'), { timeout: 3000 });
    expect(transport.requests[1]).toMatchObject({ trigger: 'regenerate-message' });
    expect(transport.requests[1]!.messages).toHaveLength(1);
  });

  it('edits a question and resends it, dropping what followed', async () => {
    const user = userEvent.setup();
    const transport = createFakeMindTransport({
      answer: (request) => textAnswerChunks(`answer ${request.messages.length}`),
    });
    render(<MindChat transport={transport} />, { wrapper });
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(box, 'first{Enter}');
    await screen.findByText('answer 1');
    await user.type(box, 'second{Enter}');
    await screen.findByText('answer 3');
    await user.click(await screen.findByRole('button', { name: 'Edit question: first' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your question' });
    await user.clear(editor);
    await user.type(editor, 'first, edited');
    await user.click(screen.getByRole('button', { name: 'Save and resend' }));
    await waitFor(() => expect(transport.requests).toHaveLength(3));
    expect(transport.requests[2]!.messages.map((message) => message.parts[0])).toEqual([
      { type: 'text', text: 'first, edited' },
    ]);
    await screen.findByText('answer 1');
    expect(screen.queryByText('second')).toBeNull();
  });

  it('shows a failed request (a rate limit) as an alert, and a read-only snapshot without a composer', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <MindChat transport={failingMindTransport(429, 'The preview answers 3 questions a day.')} />,
      { wrapper },
    );
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview answers 3 questions a day.');
    unmount();

    render(
      <MindChat
        transport={failingMindTransport(500, 'unused')}
        readOnly
        chatSidebarHidden
        sidebar={{ conversations: [{ id: 'a', title: 'Old' }], onSelect: () => undefined }}
        initialMessages={[
          { id: 'q', role: 'user', parts: [{ type: 'text', text: 'Show the G-sec curve' }] },
          { id: 'a', role: 'assistant', parts: [{ type: 'text', text: 'Done.' }] },
        ]}
      />,
      { wrapper },
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.getByText('Done.')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
