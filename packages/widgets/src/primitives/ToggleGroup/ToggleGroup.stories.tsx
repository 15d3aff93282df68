import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleGroup } from './ToggleGroup';

const meta = {
  title: 'Primitives/ToggleGroup',
  component: ToggleGroup,
  tags: ['autodocs'],
  args: {
    label: 'Fixed field',
    options: [
      { value: 'yield', label: 'Yield' },
      { value: 'price', label: 'Price' },
    ],
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The spec's two-option toggle: one option is always selected.\n\n```tsx\nimport { ToggleGroup } from '@bondkit/widgets';\n\n<ToggleGroup\n  label=\"Fixed field\"\n  options={[{ value: 'yield', label: 'Yield' }, { value: 'price', label: 'Price' }]}\n  onValueChange={(value) => setFixedField(value)}\n/>\n```",
      },
    },
  },
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Price' }));
    await expect(canvas.getByRole('radio', { name: 'Price' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('price', { reason: 'click' });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Yield' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Price' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
