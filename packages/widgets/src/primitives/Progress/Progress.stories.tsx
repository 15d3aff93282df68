import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './Progress';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  tags: ['autodocs'],
  args: { label: 'Uploading the IM', style: { width: 240 } },
  parameters: {
    docs: {
      description: {
        component:
          'A progress bar (`role="progressbar"`), determinate with `value` or indeterminate without.\n\n```tsx\nimport { Progress } from \'@bondkit/widgets\';\n\n<Progress label="Uploading the IM" value={40} />\n```',
      },
    },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  args: { value: 40, valueText: '40 of 100 pages' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading the IM' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Dark: Story = { args: { value: 70 }, globals: { theme: 'dark' } };
