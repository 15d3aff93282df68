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
import type { QuoteFormProps } from './QuoteForm';
import { initialQuoteFormValue } from './quoteFormValue';
import type { QuoteFormChangeReason, QuoteFormValue } from './quoteFormValue';
import { useQuoteForm } from './useQuoteForm';

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
\`\`\`

Controlled or uncontrolled like every stateful widget: \`value\` / \`defaultValue\` /
\`onValueChange(value, { reason })\`. The value is a \`QuoteFormValue\` (bond, side, pricing, priceOverride,
settleBy, settlementDelta, settlementDate, quantumText, counterparty, validity, sendToRfq, clearingCorporation,
rfqMode); \`initialQuoteFormValue(defaults)\` makes one. The reason names the field that changed ('bond', 'side',
'pricing', 'price-override', 'settlement', 'quantum', 'counterparty', 'validity', 'rfq'), or 'pricing-update' when
the pricing input's value changed without the user typing (a computed price arrived).

\`\`\`tsx
const [value, setValue] = useState(() => initialQuoteFormValue(quoteFormDefaultsFromRow(row)));
<QuoteForm value={value} onValueChange={(next, { reason }) => setValue(next)} />
\`\`\`

Headless: \`useQuoteForm(options)\` holds the same value, rules and submit, with prop getters
(\`getFormProps\`, \`getQuantumInputProps\`, \`getBondSearchProps\`, \`getPricingInputProps\`, …) for your own
markup.`;

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

/** The owner holds the value: a desk button fills it, and the user's last change shows with its reason. */
function ControlledQuoteForm(props: QuoteFormProps) {
  const [value, setValue] = useState<QuoteFormValue>(() =>
    initialQuoteFormValue({ bond: housing, bondYield: 7.5, quantum: 50_00_000 }),
  );
  const [lastReason, setLastReason] = useState<QuoteFormChangeReason | null>(null);
  return (
    <div>
      <QuoteForm
        {...props}
        value={value}
        onValueChange={(next, { reason }) => {
          setValue(next);
          // A computed price arriving is not the user's change.
          if (reason !== 'pricing-update') setLastReason(reason);
        }}
      />
      <button
        type="button"
        onClick={() => setValue((current) => ({ ...current, side: 'ASK', quantumText: '1 Cr' }))}
      >
        Ask 1 Cr
      </button>
      <p role="status" aria-label="Owner state">
        Owner holds: {value.side} {value.quantumText}, {value.validity}; last change: {lastReason ?? 'none'}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  name: 'Controlled (value / onValueChange)',
  render: (args) => <ControlledQuoteForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantum = canvas.getByRole('textbox', { name: 'Quantum' });
    await expect(quantum).toHaveValue('50 L');
    await userEvent.clear(quantum);
    await userEvent.type(quantum, '75 L');
    await expect(canvas.getByRole('status', { name: 'Owner state' })).toHaveTextContent(
      'Owner holds: BID 75 L, END_OF_DAY; last change: quantum',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask 1 Cr' }));
    await expect(quantum).toHaveValue('1 Cr');
    await expect(canvas.getByRole('radio', { name: 'Ask' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Validity'), 'ONE_HOUR');
    await expect(canvas.getByRole('status', { name: 'Owner state' })).toHaveTextContent(
      'Owner holds: ASK 1 Cr, ONE_HOUR; last change: validity',
    );
  },
};

/** `useQuoteForm` under markup of your own: a compact quote line with the prop getters. */
function HeadlessQuoteLine() {
  const form = useQuoteForm({
    defaultValues: { bond: housing, bondYield: 7.5 },
    now: () => new Date('2026-11-20T06:00:00Z'),
  });
  return (
    <form {...form.getFormProps({ style: { display: 'grid', gap: 8, maxWidth: 420 } })}>
      <strong>{form.value.bond?.display_name}</strong>
      <label {...form.getLabelProps('quantum')}>Quantum</label>
      <input {...form.getQuantumInputProps()} />
      <small {...form.getHintProps('quantum')}>{form.quantumHint}</small>
      {form.errors.quantum === undefined ? null : (
        <small {...form.getErrorProps('quantum', { style: { color: 'crimson' } })}>
          {form.errors.quantum}
        </small>
      )}
      <button {...form.getSubmitButtonProps()}>{form.submitting ? 'Sending\u2026' : 'Quote'}</button>
    </form>
  );
}

export const Headless: Story = {
  name: 'Headless (useQuoteForm)',
  render: () => <HeadlessQuoteLine />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Quote' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Quote' }));
    const quantum = canvas.getByRole('textbox', { name: 'Quantum' });
    await expect(quantum).toHaveAttribute('aria-invalid', 'true');
    await expect(quantum).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    await userEvent.type(quantum, '50 L');
    await expect(quantum).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByText('\u20B950,00,000 (50 L)')).toBeVisible();
  },
};
