// Safe quote entry: a prefilled market yield is selected on focus and typing replaces it, a prefill never
// lands under a user who is typing, the yield/price threshold never flips a prefilled or partly typed value,
// and a quote far from the market asks for a confirmation naming the distance. Typed with user-event at a
// human pace and at 10 ms a key, with the bond's price lookup (the prefill) racing the keystrokes.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { Bond, BondClient } from '@bondkit/core';
import { createDemoBonds, createFakeBondClient, fakeDemoPassword } from '@bondkit/core/testing';
import type { BondTerms, PricingInputValue } from '@bondkit/core/pricing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { QuoteForm } from '../QuoteForm/QuoteForm';
import { PricingInput } from './PricingInput';
import { preloadLocalEngine } from './lazyLocalPricer';

const tradeDate = '2026-11-20';
const gsec: BondTerms = { couponRate: 7.18, frequency: 2, maturityDate: '2033-08-14', convention: 'GSEC' };
// The fake's demo bond 1 is priced at yield 7.5312 % (clean price 99.7811 by the pricing engine).
const prefilledYield = '7.5312';
const lookupLatencyMs = 120;

function wrapper(client: BondClient) {
  return ({ children }: { children: ReactNode }) => (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: /price \/ yield/i });
const fixedField = () =>
  screen.getByRole('radio', { name: 'Yield' }).getAttribute('aria-checked') === 'true' ? 'yield' : 'price';

async function signedInClient(latencyMs = lookupLatencyMs) {
  const { client, api } = createFakeBondClient({ api: { latencyMs } });
  await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
  return { client, api };
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// PricingInput loads the pricing engine when it mounts with a bond's terms; loaded, it prices within the
// keystroke's event, which these tests check (the load itself is lazyLocalPricer.test.ts's).
beforeAll(() => preloadLocalEngine());
describe('PricingInput: safe quote entry', () => {
  it.each([
    ['at a human pace (120 ms a key)', 120],
    ['at 10 ms a key', 10],
  ])('a prefilled value is selected on focus and typing replaces it, %s', async (_pace, delay) => {
    const { client } = await signedInClient();
    const seen: PricingInputValue[] = [];
    render(
      <PricingInput finstrumentId={1} tradeDate={tradeDate} onValueChange={(value) => seen.push(value)} />,
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(input()).toHaveValue(prefilledYield));
    const user = userEvent.setup({ delay });
    await user.click(input());
    expect((input() as HTMLInputElement).selectionStart).toBe(0);
    expect((input() as HTMLInputElement).selectionEnd).toBe(prefilledYield.length);
    await user.keyboard('6.55');
    expect(input()).toHaveValue('6.55');
    expect(fixedField()).toBe('yield');
    expect(seen.at(-1)).toMatchObject({ fixedField: 'yield' });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ bondYield: 6.55, fixedField: 'yield' }));
  });

  // The user starts at several moments around the lookup's answer (before it, as it lands, after it): at
  // every one, what ends in the box is exactly what was typed, read as a yield.
  it.each([0, 60, 110, 125, 140, 200])(
    'typing 6.55 at 10 ms a key, starting %i ms after the bond was chosen, gives 6.55 as a yield',
    async (startAfterMs) => {
      const { client } = await signedInClient();
      render(<PricingInput finstrumentId={1} tradeDate={tradeDate} />, { wrapper: wrapper(client) });
      await sleep(startAfterMs);
      const user = userEvent.setup({ delay: 10 });
      await user.click(input());
      await user.keyboard('6.55');
      // Give a late lookup every chance to land on top of what was typed.
      await sleep(lookupLatencyMs * 2);
      expect(input()).toHaveValue('6.55');
      expect(fixedField()).toBe('yield');
    },
  );

  it('a prefill never lands while the user is typing, at a human pace', async () => {
    const { client, api } = await signedInClient(300);
    render(<PricingInput finstrumentId={1} tradeDate={tradeDate} />, { wrapper: wrapper(client) });
    const user = userEvent.setup({ delay: 150 });
    await user.click(input());
    await user.keyboard('6.5');
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === 'api/finstrument/1/price-info/')).toBe(true),
    );
    await sleep(400);
    await user.keyboard('5');
    expect(input()).toHaveValue('6.55');
  });

  it('the threshold never flips a prefilled value that the user edits instead of replacing', async () => {
    const { client } = await signedInClient();
    render(<PricingInput finstrumentId={1} tradeDate={tradeDate} marketDistanceLimitBp={null} />, {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(input()).toHaveValue(prefilledYield));
    const user = userEvent.setup({ delay: 10 });
    await user.click(input());
    // The caret put before the prefill (a click at the text's start): '6' joins it as '67.5312', which
    // reads as a valid price. It stays a yield, for the user to see and correct, never a silent price.
    const element = input() as HTMLInputElement;
    element.setSelectionRange(0, 0);
    await user.keyboard('6');
    expect(element).toHaveValue(`6${prefilledYield}`);
    expect(fixedField()).toBe('yield');
  });

  it('a value the user types from empty still switches to price by the threshold', async () => {
    const { client } = await signedInClient();
    render(<PricingInput bondTerms={gsec} tradeDate={tradeDate} />, { wrapper: wrapper(client) });
    const user = userEvent.setup({ delay: 10 });
    await user.type(input(), '101.25');
    expect(fixedField()).toBe('price');
  });

  it('asks for a confirmation naming the distance when a quote is more than 25 bp from the market', async () => {
    const { client } = await signedInClient(0);
    const onMarketCheckChange = vi.fn();
    render(
      <PricingInput
        bondTerms={gsec}
        tradeDate={tradeDate}
        market={{ bondYield: 6.43, cleanPrice: null }}
        onMarketCheckChange={onMarketCheckChange}
      />,
      { wrapper: wrapper(client) },
    );
    const user = userEvent.setup();
    await user.type(input(), '6.68');
    // 25 bp exactly is within the default limit.
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    await user.clear(input());
    await user.type(input(), '6.95');
    expect(screen.getByText(/6\.95% is 52 bp above the market 6\.43%/)).toBeInTheDocument();
    expect(onMarketCheckChange).toHaveBeenLastCalledWith({
      status: 'unconfirmed',
      message: '6.95% is 52 bp above the market 6.43%',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm 6.95' }));
    expect(onMarketCheckChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'confirmed' }));
    // A changed quote is a new question.
    await user.type(input(), '5');
    expect(onMarketCheckChange).toHaveBeenLastCalledWith({
      status: 'unconfirmed',
      message: '6.955% is 52.5 bp above the market 6.43%',
    });
    await user.clear(input());
    await user.type(input(), '6.10');
    expect(screen.getByText(/6\.10% is 33 bp below the market 6\.43%/)).toBeInTheDocument();
  });

  it('takes its limit from a prop, and asks for a price outside the exchange price band', async () => {
    const { client } = await signedInClient(0);
    render(
      <PricingInput
        bondTerms={gsec}
        tradeDate={tradeDate}
        marketDistanceLimitBp={100}
        market={{ bondYield: 7, cleanPrice: 100, priceBand: { low: 95, high: 101 } }}
      />,
      { wrapper: wrapper(client) },
    );
    const user = userEvent.setup();
    await user.type(input(), '7.5');
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    await user.clear(input());
    await user.type(input(), '101.5');
    expect(fixedField()).toBe('price');
    expect(
      screen.getByText(/101\.5000 is above today's price band 95\.0000 to 101\.0000/),
    ).toBeInTheDocument();
  });

  it('QuoteForm does not send a far quote until the user confirms it', async () => {
    const { client, api } = await signedInClient(0);
    const housing = createDemoBonds()[0] as Bond;
    const onSubmitted = vi.fn();
    render(
      <QuoteForm
        now={() => new Date('2026-11-20T06:00:00Z')}
        defaultValues={{ bond: housing }}
        onSubmitted={onSubmitted}
      />,
      { wrapper: wrapper(client) },
    );
    const user = userEvent.setup();
    await waitFor(() => expect(input()).toHaveValue(prefilledYield));
    await user.type(screen.getByRole('textbox', { name: 'Quantum' }), '1 Cr');
    await user.click(input());
    await user.keyboard('8.1');
    await waitFor(() =>
      expect(screen.getByText(/8\.10% is 56\.9 bp above the market 7\.5312%/)).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() =>
      expect(input()).toHaveAccessibleDescription(
        /Confirm the price: 8\.10% is 56\.9 bp above the market 7\.5312%/,
      ),
    );
    expect(api.requests.filter((request) => request.path === 'api/trade/eoi/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm 8.1' }));
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });
});
