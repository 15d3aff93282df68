import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Bond, BondClient } from '@bondkit/core';
import { createDemoBonds, createFakeBondClient, fakeDemoPassword } from '@bondkit/core/testing';
import type { FakeBondApi } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { Toaster } from '../primitives/Toaster/Toaster';
import { QuoteForm } from './QuoteForm';

const housing = createDemoBonds()[0] as Bond;

async function signedInClient(prepare: (api: FakeBondApi) => void = () => undefined): Promise<BondClient> {
  const { client, api } = createFakeBondClient({ api: { latencyMs: 50 } });
  prepare(api);
  await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
  return client;
}

type MakeClient = () => BondClient | Promise<BondClient> | null;

/**
 * The provider with one toaster, over a client made once per story (`parameters.makeClient`, default a
 * signed-in dealer): a decorator running again must not make a new client.
 */
function StoryProvider({ makeClient, children }: { makeClient: MakeClient; children: ReactNode }) {
  const [client] = useState(makeClient);
  return (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
      <Toaster inline />
    </BondkitProvider>
  );
}

const usage = `Quote entry for partner portals and the dart workspace: bond, side, price or yield, quantum in lakh or
crore, settlement by T+n or a date, counterparty, validity and the RFQ options. Submits through the client and
reports the created quote.

\`\`\`tsx
import { QuoteForm } from '@bondkit/widgets/quote-form';

<QuoteForm
  run="public"
  onSubmitted={(quote) => console.log('quote', quote.id)}
/>
\`\`\``;

const meta = {
  title: 'Widgets/QuoteForm',
  component: QuoteForm,
  tags: ['autodocs'],
  args: { onSubmitted: fn(), now: () => new Date('2026-11-20T06:00:00Z') },
  parameters: { docs: { description: { component: usage } } },
  decorators: [
    (Story, { parameters }) => (
      <StoryProvider
        makeClient={(parameters.makeClient as MakeClient | undefined) ?? (() => signedInClient())}
      >
        <Story />
      </StoryProvider>
    ),
  ],
} satisfies Meta<typeof QuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bondBox = await canvas.findByRole('combobox', { name: 'Bond' });
    await waitFor(() => expect(bondBox).toBeEnabled());
    await userEvent.type(bondBox, 'Housing');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: /Demo Housing Finance/ }, { timeout: 3000 }),
    );
    const pricing = canvas.getByRole('textbox', { name: /price \/ yield/i });
    // The bond's current yield fills the empty input; the dealer types their own over it.
    await waitFor(() => expect(pricing).toHaveValue('7.5312'));
    await userEvent.clear(pricing);
    await userEvent.type(pricing, '7.52');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantum' }), '2.5 Cr');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('Quote submitted')).toBeVisible();
  },
};

export const Prefilled: Story = {
  name: 'Prefilled (quoting against a row)',
  args: { defaultValues: { bond: housing, side: 'ASK', bondYield: 7.52, quantum: 50_00_000 } },
};

export const Validation: Story = {
  name: 'Error: required fields',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit quote' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit quote' }));
    // Bond, yield and quantum (spec section 5, quote form fields).
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(3);
  },
};

export const ServerError: Story = {
  name: 'Error: refused by the server',
  args: { defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 } },
  parameters: {
    makeClient: () =>
      signedInClient((api) =>
        api.failNext({
          path: 'api/trade/eoi/',
          method: 'POST',
          status: 400,
          body: { quantum: ['Quantum exceeds your limit for this bond'] },
        }),
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit quote' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit quote' }));
    await expect(await canvas.findAllByText(/Quantum exceeds your limit/)).not.toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: 'Quantum' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  name: 'Loading (client not ready)',
  parameters: { makeClient: () => null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit quote' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Quantum' })).toBeDisabled();
  },
};

export const PrivateRunWithRfq: Story = {
  name: 'Private run, sent to RFQ',
  args: { run: 'private', defaultValues: { bond: housing, bondYield: 7.5, quantum: 1_00_00_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send to RFQ' }));
    await userEvent.selectOptions(canvas.getByLabelText('RFQ mode'), 'OTO');
    await expect(canvas.getByText('Counterparty')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    appearance: { theme: 'dark' },
    defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 },
  },
};
