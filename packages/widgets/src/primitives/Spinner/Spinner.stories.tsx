import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A loading indicator announced to screen readers (`role="status"` with its label).\n\n```tsx\nimport { Spinner } from \'@bondkit/widgets\';\n\n<Spinner label="Loading quotes" />\n```',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Loading quotes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading quotes');
  },
};

export const Large: Story = { args: { label: 'Loading', size: 32 } };

export const Dark: Story = { args: { label: 'Loading' }, globals: { theme: 'dark' } };
