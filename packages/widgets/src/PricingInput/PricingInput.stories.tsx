import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BondClient } from '@bondkit/core';
import type { BondTerms } from '@bondkit/core/pricing';
import { createFakeBondClient, fakeDemoPassword } from '@bondkit/core/testing';
import type { FakeBondApiOptions } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { preloadLocalEngine } from './lazyLocalPricer';
import { PricingInput } from './PricingInput';

const gsec: BondTerms = { couponRate: 7.18, frequency: 2, maturityDate: '2033-08-14', convention: 'GSEC' };

async function signedInClient(options: FakeBondApiOptions = {}): Promise<BondClient> {
  const { client } = createFakeBondClient({ api: options });
  await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
  return client;
}

function Provider({
  client,
  children,
}: {
  client: BondClient | Promise<BondClient> | null;
  children: ReactNode;
}) {
  return (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const usage = `Type a yield or a clean price; the other is computed. Values below the threshold read as a yield,
above it as a price, and the Yield / Price toggle follows. With the bond's terms the counterpart is computed
in the page as you type; without them the server prices it.

\`\`\`tsx
import { PricingInput } from '@bondkit/widgets/pricing-input';

<PricingInput
  finstrumentId={bond.id}
  bondTerms={{ couponRate: 7.18, frequency: 2, maturityDate: '2033-08-14', convention: 'GSEC' }}
  defaultSettlementDelta={1}
  onValueChange={(value, { reason }) => setQuote(value)}
/>
\`\`\``;

const meta = {
  title: 'Widgets/PricingInput',
  component: PricingInput,
  tags: ['autodocs'],
  args: { bondTerms: gsec, tradeDate: '2026-11-20', onValueChange: fn() },
  // The input loads the pricing engine when it mounts with terms; loaded first, it prices within the
  // keystroke's event, which the play functions check.
  loaders: [
    async () => {
      await preloadLocalEngine();
      return {};
    },
  ],
  parameters: { docs: { description: { component: usage } } },
  decorators: [
    (Story) => (
      <Provider client={null}>
        <Story />
      </Provider>
    ),
  ],
} satisfies Meta<typeof PricingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '7.1');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Price \d+\.\d{4}/);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ bondYield: 7.1, fixedField: 'yield' }),
      { reason: 'input' },
    );
    await userEvent.clear(input);
    await userEvent.type(input, '101.5');
    await expect(canvas.getByRole('radio', { name: 'Price' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Yield \d+\.\d{4}%/);
    await userEvent.click(canvas.getByRole('radio', { name: 'T+0' }));
    await expect(canvas.getByText('Settles 20 Nov 2026')).toBeVisible();
  },
};

export const PricedByTheServer: Story = {
  args: { bondTerms: undefined, finstrumentId: 1 },
  decorators: [
    (Story) => (
      <Provider client={signedInClient({ latencyMs: 150 })}>
        <Story />
      </Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // With no starting value the input shows the bond's current yield (price info), priced by the server.
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('7.5312'), { timeout: 3000 });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Price 99.7811'), {
      timeout: 3000,
    });
    await userEvent.clear(canvas.getByRole('textbox'));
    await userEvent.type(canvas.getByRole('textbox'), '7.6');
    await waitFor(() => expect(canvas.getByRole('status')).not.toHaveTextContent('Price 99.7811'), {
      timeout: 3000,
    });
  },
};

export const Loading: Story = {
  name: 'Loading (server pricing pending)',
  // A pricer that never answers stands in for a slow server.
  args: { bondTerms: undefined, pricer: { price: () => new Promise(() => undefined) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '7.25');
    await expect(canvas.getByRole('group', { name: /Price \/ Yield/ })).toHaveAttribute(
      'data-status',
      'pricing',
    );
  },
};

export const Empty: Story = {
  args: { bondTerms: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('Price \u2014');
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '7');
    await userEvent.clear(input);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Yield is required');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '300');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Should be less than 250');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { bondYield: 7.1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Price' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { appearance: { theme: 'dark' }, defaultValue: { bondYield: 7.1 } },
};

export const FarFromTheMarket: Story = {
  name: 'Far from the market (asks for a confirmation)',
  args: { market: { bondYield: 6.43, cleanPrice: null }, onMarketCheckChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '6.95');
    await expect(await canvas.findByText(/6\.95% is 52 bp above the market 6\.43%/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm 6.95' }));
    await waitFor(() =>
      expect(args.onMarketCheckChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 'confirmed' }),
      ),
    );
  },
};
