import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BondClient } from '@bondkit/core';
import { createFakeBondClient, createFakeTradeStream, fakeDemoPassword } from '@bondkit/core/testing';
import type { FakeBondApi } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { QuoteSheet } from './QuoteSheet';
import { demoRows } from './test/demoRows';

/** A fake client signed in as `email` (the fake backend's dealer by default), with `prepare` run first. */
async function signedInClient(
  email = 'dealer@bondkit.test',
  prepare: (api: FakeBondApi) => void = () => undefined,
): Promise<BondClient> {
  const { client, api } = createFakeBondClient();
  prepare(api);
  await client.signIn({ email, password: fakeDemoPassword });
  return client;
}

type MakeClient = () => BondClient | Promise<BondClient> | null;

/** The provider over a client made once per story (`parameters.makeClient`, default none: a loading client). */
function StoryProvider({ makeClient, children }: { makeClient: MakeClient; children: ReactNode }) {
  const [client] = useState(makeClient);
  return (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const usage = `Shows the market's quotes with live price updates, coalesced once per animation frame, and rows
virtualised so 10,000 quotes scroll smoothly.

\`\`\`tsx
import { BondkitProvider } from '@bondkit/widgets';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import '@bondkit/widgets/styles.css';

<BondkitProvider client={client} stream={tradeStream}>
  <QuoteSheet
    run="public"
    filters={{ keyword: 'GS', preferred: true }}
    defaultSort={{ key: 'bidYield', direction: 'descending' }}
    onQuote={(row) => openQuoteForm(row)}
  />
</BondkitProvider>
\`\`\``;

const meta = {
  title: 'Widgets/QuoteSheet',
  component: QuoteSheet,
  tags: ['autodocs'],
  args: { rows: demoRows(40), hasTradeAccess: true, height: 360, onQuote: fn() },
  parameters: { docs: { description: { component: usage } } },
  decorators: [
    (Story, { parameters }) => (
      <StoryProvider makeClient={(parameters.makeClient as MakeClient | undefined) ?? (() => null)}>
        <Story />
      </StoryProvider>
    ),
  ],
} satisfies Meta<typeof QuoteSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Public Runs' });
    const bondHeader = within(table).getByRole('columnheader', { name: /Bid yield/ });
    await userEvent.click(within(bondHeader).getByRole('button'));
    await expect(bondHeader).toHaveAttribute('aria-sort', 'ascending');
    const quoteButtons = await canvas.findAllByRole('button', { name: /^Quote against/ });
    await userEvent.click(quoteButtons[0] as HTMLElement);
    await expect(args.onQuote).toHaveBeenCalledTimes(1);
  },
};

export const Filtered: Story = {
  args: { filters: { keyword: 'GS', preferred: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cells = await canvas.findAllByRole('cell');
    const names = cells.filter((cell) => cell.getAttribute('data-column') === 'bondName');
    await expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(name).toHaveTextContent('GS');
  },
};

export const Loading: Story = {
  args: { rows: undefined, hasTradeAccess: undefined },
  parameters: { makeClient: () => new Promise<BondClient>(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading quotes');
  },
};

export const Empty: Story = {
  args: { rows: undefined, hasTradeAccess: undefined },
  parameters: { makeClient: () => signedInClient() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('quotes published in the market')).toBeVisible();
  },
};

export const LoadedFromTheClient: Story = {
  args: { rows: undefined, hasTradeAccess: undefined },
  parameters: {
    makeClient: () =>
      signedInClient('dealer@bondkit.test', (api) => {
        api.state.eois.push(
          {
            id: 9001,
            finstrument_id: 3,
            quote_type: 'BID',
            quantum: 5_00_00_000,
            unit_price_stored: 100.4,
            yield_stored: 0.071295,
            state: 'DEFAULT',
            created_at: new Date().toISOString(),
            display_name: '7.18% Government of India 2037',
            isin: 'IN0020240012',
            maturity_date: '2037-07-24',
            rating: 'SOV',
            client_name: 'Acme Securities',
          },
          {
            id: 9002,
            finstrument_id: 1,
            quote_type: 'ASK',
            quantum: 50_00_000,
            unit_price_stored: 99.8512,
            yield_stored: 0.075312,
            state: 'DEFAULT',
            created_at: new Date().toISOString(),
            display_name: '7.50% Demo Housing Finance 2030',
            isin: 'INE001A07TV1',
            maturity_date: '2030-06-15',
            rating: 'AAA',
            client_name: 'Bharat Bonds',
          },
        );
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7.18% Government of India 2037')).toBeVisible();
    await expect(canvas.getByText('5 Cr')).toBeVisible();
    await expect(canvas.getByText('7.1295')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: undefined, hasTradeAccess: undefined },
  parameters: {
    makeClient: () =>
      signedInClient('dealer@bondkit.test', (api) =>
        api.failNext({ path: 'api/trade/d/market/', status: 500, times: 2 }),
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong, Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('quotes published in the market')).toBeVisible();
  },
};

export const WithoutTradeAccess: Story = {
  name: 'Without trade access (disabled)',
  args: { rows: undefined, hasTradeAccess: undefined },
  parameters: { makeClient: () => signedInClient('researcher@bondkit.test') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/available to dealers with trade access/),
    ).toBeVisible();
  },
};

export const SignedOut: Story = {
  name: 'Signed out (asks to sign in)',
  args: { rows: undefined, hasTradeAccess: undefined },
  parameters: {
    makeClient: async () => {
      const { client } = createFakeBondClient();
      await client.loadSession();
      return client;
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see market quotes.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { appearance: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(table.closest('.bk-root')).toHaveClass('bk-theme-dark');
  },
};

export const LongList: Story = {
  name: 'Long list (10,000 rows)',
  args: { rows: demoRows(10_000), height: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Virtualised: only the rows in view are in the DOM.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  },
};

/** A market fed by the core's fake trade stream: a price update every 50 ms for random bonds. */
function LiveMarket({ children }: { children: ReactNode }) {
  const [stream] = useState(() => createFakeTradeStream());
  useEffect(() => {
    let tick = 0;
    const timer = setInterval(() => {
      for (let count = 0; count < 5; count += 1) {
        tick += 1;
        const finstrumentId = 1 + ((tick * 7) % 40);
        stream.emit({
          type: 'price_update',
          finstrument_id: finstrumentId,
          unit_clean_price: Number((99 + ((tick * 13) % 300) / 100).toFixed(4)),
          bond_yield: Number((0.07 + ((tick * 17) % 150) / 100_000).toFixed(6)),
        });
      }
    }, 50);
    return () => clearInterval(timer);
  }, [stream]);
  return (
    <BondkitProvider client={null} stream={stream} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

export const LiveMarketFeed: Story = {
  name: 'Live market',
  decorators: [
    (Story) => (
      <LiveMarket>
        <Story />
      </LiveMarket>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await waitFor(
      () => expect(canvasElement.querySelector('[data-column="marketYield"] [data-flash]')).not.toBeNull(),
      { timeout: 3000 },
    );
  },
};
