import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeBondClient, createFakeMindTransport, textAnswerChunks } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { MindChat } from './MindChat';

const answer = [
  'At a clean price of **101.2500**, the yield of [7.18% GS 2033](/security/12) is **7.0125%** for settlement on 2026-11-24.',
  '',
  '| Measure | Value |',
  '| --- | --- |',
  '| Clean price (per 100) | 101.2500 |',
  '| Yield | 7.0125% |',
  '| Modified duration (years) | 5.4321 |',
  '',
  '_Data: bondkit instrument master; live market yields. Market as of 23 Nov 2026, 14:05 IST._',
].join('\n');

const curveChart = {
  type: 'data-chart' as const,
  id: 'curve',
  data: {
    kind: 'curve',
    title: 'G-sec yield curve',
    xLabel: 'Tenor (years)',
    yLabel: 'Yield (%)',
    points: [
      { x: 0.9, y: 6.42, label: '7.06% GS 2028' },
      { x: 3.4, y: 6.61, label: '7.17% GS 2030' },
      { x: 6.7, y: 6.88, label: '7.18% GS 2033' },
      { x: 13, y: 7.05, label: '6.92% GS 2039' },
      { x: 26.6, y: 7.21, label: '7.30% GS 2053' },
    ],
  },
};

const transport = createFakeMindTransport({
  answer: (request) => {
    const question = String((request.messages.at(-1)?.parts[0] as { text?: string } | undefined)?.text ?? '');
    return /curve/i.test(question)
      ? textAnswerChunks('The G-sec curve runs from **6.4200%** at 0.9 years to **7.2100%** at 26.6 years.', {
          data: [curveChart],
        })
      : textAnswerChunks(answer);
  },
  chunkDelayMs: 5,
});

const usage = `The MIND analyst chat. Give it a transport (\`createMindClient(client).transport\`, or any backend speaking
the AI SDK UI message stream protocol):

\`\`\`tsx
import { MindChat } from '@bondkit/widgets/mind-chat';
import { createMindClient } from '@bondkit/core/mind';

const mind = createMindClient(client);
<MindChat transport={mind.transport} chatId={conversation.id} suggestions={suggestions} />
\`\`\``;

const meta = {
  title: 'Widgets/MindChat',
  component: MindChat,
  tags: ['autodocs'],
  args: {
    transport,
    chatId: 'story',
    suggestions: [
      'What is the yield of 7.18% GS 2033 at 101.25 for settlement tomorrow?',
      'Show the G-sec curve',
    ],
    onFinish: fn(),
  },
  parameters: { docs: { description: { component: usage } } },
  decorators: [
    (Story) => (
      <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
        <Story />
      </BondkitProvider>
    ),
  ],
} satisfies Meta<typeof MindChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ask a suggested question: the answer streams in with a linked bond and a table. */
export const AskASuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /7.18% GS 2033 at 101.25/ }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    await expect(canvas.getByRole('link', { name: '7.18% GS 2033' })).toHaveAttribute('href', '/security/12');
    await expect(canvas.getByRole('cell', { name: '7.0125%' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/MIND answered/));
  },
};

/** The curve, drawn inline, typed and sent from the keyboard. */
export const CurveFromTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your question' }),
      'Show the G-sec curve{Enter}',
    );
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    await expect(canvas.getByRole('img', { name: /G-sec yield curve/ })).toBeInTheDocument();
  },
};

/** With the conversation sidebar. */
export const WithSidebar: Story = {
  args: {
    sidebar: {
      conversations: [
        { id: 'a', title: 'Longest SDLs' },
        { id: 'b', title: 'AAA PSU 2030s over the curve' },
      ],
      activeConversationId: 'a',
      onSelect: fn(),
      onNew: fn(),
      onRename: fn(),
      onDelete: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('navigation', { name: 'Conversations' });
    await expect(within(sidebar).getByRole('button', { name: 'Longest SDLs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A shared snapshot: read-only, no sidebar (the route's `chatSidebarHidden`). */
export const SharedSnapshot: Story = {
  args: {
    readOnly: true,
    chatSidebarHidden: true,
    initialMessages: [
      {
        id: 'q',
        role: 'user',
        parts: [{ type: 'text', text: 'What is the yield of 7.18% GS 2033 at 101.25?' }],
      },
      { id: 'a', role: 'assistant', parts: [{ type: 'text', text: answer }, curveChart] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('img', { name: /G-sec yield curve/ })).toBeInTheDocument();
  },
};

/** Dark theme. */
export const Dark: Story = {
  args: { appearance: { theme: 'dark' } },
  globals: { theme: 'dark' },
};
