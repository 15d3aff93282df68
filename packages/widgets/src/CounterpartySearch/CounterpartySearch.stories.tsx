import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../provider/testing/StoryFrame';
import type { StoryClientOptions } from '../provider/testing/storyClients';
import { createManyCounterparties } from '../provider/testing/storyClients';
import { CounterpartySearch } from './CounterpartySearch';

const usage = `The counterparty search box: members (users) and companies (clients) under their headings, from
\`client.participants.getUsersAndClientsUnified\`, 3 characters and 300 ms debounce. Two parties are the same
when their user_id or client_id match: repeats are dropped and the chosen party is marked selected. The
placeholder picks the empty text ('No Buyers Found', 'No Sellers Found', 'No Entities Found').

\`\`\`tsx
import { BondkitProvider } from '@bondkit/widgets/provider';
import { CounterpartySearch } from '@bondkit/widgets/counterparty-search';

<BondkitProvider client={client}>
  <CounterpartySearch placeholder="Search Buyers" onValueChange={(party) => setBuyer(party)} />
</BondkitProvider>
\`\`\`

Headless: \`useCounterpartySearch()\` with \`useCombobox()\`.`;

const meta = {
  title: 'Widgets/CounterpartySearch',
  component: CounterpartySearch,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  decorators: [
    (Story, context) => (
      <StoryFrame
        options={{ signedIn: true, ...(context.parameters.storyClient as StoryClientOptions | undefined) }}
      >
        <Story />
      </StoryFrame>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof CounterpartySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 4000 };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox', { name: 'Counterparty' });
    await userEvent.type(input, 'example');
    const members = await canvas.findByRole('group', { name: 'Member' }, wait);
    const companies = canvas.getByRole('group', { name: 'Company' });
    await expect(within(members).getByRole('option')).toHaveTextContent('Kiran Example');
    await expect(within(companies).getByRole('option')).toHaveTextContent('Example Securities');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ user_id: 12 }), {
      reason: 'keyboard',
    });
    await expect(input).toHaveValue('Kiran Example');
  },
};

/** The grouped list open, with the chosen party marked. */
export const OpenWithSelection: Story = {
  args: {
    value: {
      user_id: 12,
      client_id: 102,
      nsccl_code: 'NS0012',
      iccl_code: 'IC0012',
      user_name: 'Kiran Example',
      brand_name: 'Example Securities',
      name: 'Kiran Example',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox');
    await userEvent.clear(input);
    // Another party (the signed-in dealer's own firm is nobody's counterparty to her).
    await userEvent.type(input, 'bina');
    const option = await canvas.findByRole('option', { name: /Bina Broker/ }, wait);
    await expect(option).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
  },
};

export const Loading: Story = {
  parameters: { storyClient: { latencyMs: 600_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'example');
    await expect(await canvas.findByText('Searching...', { selector: 'p' }, wait)).toBeVisible();
  },
};

export const EmptyBuyers: Story = {
  args: { placeholder: 'Search Buyers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'nobody');
    await expect(await canvas.findByText('No Buyers Found', { selector: 'p' }, wait)).toBeVisible();
  },
};

export const EmptySellers: Story = {
  args: { placeholder: 'Search Sellers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'nobody');
    await expect(await canvas.findByText('No Sellers Found', { selector: 'p' }, wait)).toBeVisible();
  },
};

export const SearchFails: Story = {
  name: 'Error',
  parameters: { storyClient: { failSearches: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'example');
    // A failed search says so: 'No Entities Found' would claim the server answered.
    await expect(
      await canvas.findByText(/^Search failed\. Please try again\./, { selector: 'p' }, wait),
    ).toBeVisible();
    await expect(canvas.queryByText('No Entities Found', { selector: 'p' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox')).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'example');
    const listbox = await canvas.findByRole('listbox', {}, wait);
    await expect(listbox.closest('.bk-popover')).toHaveClass('bk-theme-dark');
  },
};

export const LongList: Story = {
  parameters: { storyClient: { counterparties: createManyCounterparties(60) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox');
    await userEvent.type(input, 'example');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(120), wait);
    await userEvent.keyboard('{ArrowDown}{End}');
    const options = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[119]?.id);
  },
};
