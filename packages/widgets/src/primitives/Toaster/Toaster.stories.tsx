import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ToastInput } from '@bondkit/core';
import { useToast } from '../../provider/useToast';
import { StoryFrame } from '../../provider/testing/StoryFrame';
import type { SoundPlayer } from '../../provider/soundPlayer';
import { Toaster } from './Toaster';

const playSound = fn<SoundPlayer>();

const samples: Record<string, ToastInput> = {
  Info: { severity: 'info', summary: 'Market update', detail: 'Public runs refreshed.' },
  Success: {
    severity: 'success',
    summary: 'New response',
    detail: 'A dealer answered your RFQ.',
    actionUrl: '#rfq',
    actionText: 'View quote',
  },
  Warning: { severity: 'warn', summary: 'Warning', detail: '2 of 3 quotes were published.' },
  Error: { severity: 'error', summary: 'Error', detail: 'Something went wrong, Please try again.' },
};

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {Object.entries(samples).map(([name, input]) => (
        <button key={name} type="button" onClick={() => toast.push(input)}>
          {name}
        </button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  args: { inline: true },
  decorators: [
    (Story) => (
      <StoryFrame soundPlayer={playSound}>
        <ToastButtons />
        <Story />
      </StoryFrame>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Shows the client's toast store: info, success, warn and error, 4 s each, in groups, with an action link. Errors play the error sound and successes 'newresponse.ogg' (the provider's `soundPlayer`; playback failures are ignored). A 207 answer arrives as a warning with the server's message.\n\n```tsx\nimport { BondkitProvider, Toaster, useToast } from '@bondkit/widgets';\n\n<BondkitProvider client={client}>\n  <App />\n  <Toaster />\n</BondkitProvider>\n\n// anywhere below:\nconst toast = useToast();\ntoast.push({ severity: 'success', summary: 'Quote sent' });\n```",
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSeverities: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    playSound.mockClear();
    for (const name of Object.keys(samples)) await userEvent.click(canvas.getByRole('button', { name }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      'Something went wrong, Please try again.',
    );
    await expect(within(region).getByRole('link', { name: 'View quote' })).toHaveAttribute('href', '#rfq');
    await expect(playSound.mock.calls.map(([sound]) => sound)).toEqual(['success', 'error']);
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss: Market update' }));
    await expect(canvas.queryByText('Public runs refreshed.')).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await expect(await canvas.findByText('2 of 3 quotes were published.')).toBeVisible();
  },
};
