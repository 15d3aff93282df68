import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../provider/testing/StoryFrame';
import type { StoryClientOptions } from '../provider/testing/storyClients';
import { createManyBonds } from '../provider/testing/storyClients';
import { BondSearch } from './BondSearch';

const usage = `The bond search box: a WAI-ARIA combobox over \`client.market.getFinstrumentList\`, searching from 3
characters with a 300 ms debounce. Unlisted, matured and disabled-ISIN bonds are listed with their labels but
cannot be chosen. Keyboard: ArrowDown/ArrowUp move, Home/End jump, Enter chooses, Escape closes then clears.

\`\`\`tsx
import { createBondClient } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { BondSearch } from '@bondkit/widgets/bond-search';
import '@bondkit/widgets/styles.css';

const client = createBondClient({ apiBase: 'https://api.example.com/' });

<BondkitProvider client={client}>
  <BondSearch onValueChange={(bond, { reason }) => console.log(bond?.identifiers.ISIN, reason)} />
</BondkitProvider>
\`\`\`

Headless: \`useBondSearch()\` with \`useCombobox()\` for your own markup.`;

const meta = {
  title: 'Widgets/BondSearch',
  component: BondSearch,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  decorators: [
    (Story, context) => (
      <StoryFrame options={context.parameters.storyClient as StoryClientOptions | undefined}>
        <Story />
      </StoryFrame>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof BondSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 4000 };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Bond' });
    await expect(input).toHaveAttribute('placeholder', 'Search for Bonds by Name, ISIN, Issuer...');
    await userEvent.click(input);
    await expect(await canvas.findByText('Start typing to search...', { selector: 'p' })).toBeVisible();
    await userEvent.type(input, 'demo');
    const options = await canvas.findAllByRole('option', {}, wait);
    await expect(options).toHaveLength(5);
    await expect(options[2]).toHaveTextContent('(UNLISTED) ');
    await expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    await expect(options[3]).toHaveTextContent('(MATURED) ');
    await expect(options[4]).toHaveTextContent('(ISIN DISABLED)');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), {
      reason: 'keyboard',
    });
    await expect(input).toHaveValue('8.10% Demo Power Grid 2028');
  },
};

/** The list open on a highlighted option, as the accessibility check sees it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'india');
    const option = await canvas.findByRole('option', {}, wait);
    await expect(option.querySelector('mark')).toHaveTextContent('India');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
  },
};

export const Loading: Story = {
  parameters: { storyClient: { latencyMs: 600_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'demo');
    await expect(await canvas.findByText('Searching...', { selector: 'p' }, wait)).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'no such bond');
    await expect(await canvas.findByText('No bonds found', { selector: 'p' }, wait)).toBeVisible();
  },
};

/** A failing search empties the results (the spec). */
export const SearchFails: Story = {
  name: 'Error',
  parameters: { storyClient: { failSearches: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'demo');
    // A failed search says so (with the cause in development), never "No bonds found".
    await expect(
      await canvas.findByText(/^Search failed\. Please try again\./, { selector: 'p' }, wait),
    ).toBeVisible();
    await expect(canvas.queryByText('No bonds found', { selector: 'p' })).toBeNull();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'demo');
    const listbox = await canvas.findByRole('listbox', {}, wait);
    await expect(listbox.closest('.bk-popover')).toHaveClass('bk-theme-dark');
  },
};

/** Stripe-style rules: per-element overrides that reach the portalled listbox too. */
export const AppearanceRules: Story = {
  args: {
    appearance: {
      rules: {
        '.Input': { borderColor: 'rgb(99, 91, 255)', borderWidth: '2px', borderRadius: '10px' },
        '.Option--highlighted': { backgroundColor: 'rgb(237, 235, 255)', fontWeight: '600' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    // The rules' CSS generator loads on first use.
    await waitFor(() => expect(getComputedStyle(input).borderTopColor).toBe('rgb(99, 91, 255)'));
    await userEvent.type(input, 'demo');
    await canvas.findByRole('listbox', {}, wait);
    await userEvent.keyboard('{ArrowDown}');
    const highlighted = canvasElement.ownerDocument.querySelector('.bk-listbox__option[data-highlighted]');
    await expect(highlighted).not.toBeNull();
    await expect(getComputedStyle(highlighted as Element).backgroundColor).toBe('rgb(237, 235, 255)');
  },
};

/** 100 results (the API's largest page) in the spec's 180px dropdown: End scrolls to the last. */
export const LongList: Story = {
  args: { limit: 100 },
  parameters: { storyClient: { bonds: createManyBonds(120) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'demo');
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(50), wait);
    const popover = canvas.getByRole('listbox').closest('.bk-popover') as HTMLElement;
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(180);
    await userEvent.keyboard('{ArrowDown}{End}');
    const options = canvas.getAllByRole('option');
    const last = options[options.length - 1] as HTMLElement;
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await waitFor(() => {
      const box = popover.getBoundingClientRect();
      const lastBox = last.getBoundingClientRect();
      return expect(lastBox.bottom).toBeLessThanOrEqual(box.bottom + 1);
    });
  },
};

export const Themed: Story = {
  args: {
    appearance: { variables: { colorPrimary: '#7a1fa2', radiusMedium: '0px', colorHighlight: '#f3d9fa' } },
    className: 'partner-bond-search',
    style: { maxWidth: 360 },
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.partner-bond-search') as HTMLElement;
    await expect(root.style.getPropertyValue('--bk-color-primary')).toBe('#7a1fa2');
  },
};
