import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { priceFromYield, roundCleanPrice, roundYieldPercent, yieldFromPrice } from '@bondkit/core/pricing';
import type { BondTerms, PricingInputValue } from '@bondkit/core/pricing';
import { createFakeBondClient, fakeDemoPassword } from '@bondkit/core/testing';
import { CannotBePricedError } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import { BondkitProvider } from '../provider/BondkitProvider';
import { PricingInput } from './PricingInput';
import { usePricingInput } from './usePricingInput';
import { preloadLocalEngine } from './lazyLocalPricer';

const gsec: BondTerms = { couponRate: 7.18, frequency: 2, maturityDate: '2033-08-14', convention: 'GSEC' };
// A Friday: T+1 settles on Monday 23 November.
const tradeDate = '2026-11-20';

function wrapper(client: BondClient | null = createFakeBondClient().client) {
  return ({ children }: { children: ReactNode }) => (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const input = () => screen.getByRole('textbox');

// PricingInput loads the pricing engine when it mounts with a bond's terms; loaded, it prices within the
// keystroke's event, which these tests check (the load itself is lazyLocalPricer.test.ts's).
beforeAll(() => preloadLocalEngine());
describe('PricingInput', () => {
  it('computes the price from a typed yield within the same event when the terms are known', () => {
    const seen: PricingInputValue[] = [];
    render(
      <PricingInput bondTerms={gsec} tradeDate={tradeDate} onValueChange={(value) => seen.push(value)} />,
      { wrapper: wrapper() },
    );
    fireEvent.change(input(), { target: { value: '7.1' } });
    // No await: the counterpart is already in the DOM and was reported from inside the change handler.
    const expected = roundCleanPrice(
      priceFromYield(gsec, { settlementDate: '2026-11-23', yield: 7.1 }).cleanPrice,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Price ${expected.toFixed(4)}`);
    expect(seen.at(-1)).toMatchObject({
      bondYield: 7.1,
      cleanPrice: expected,
      fixedField: 'yield',
      settlementDate: '2026-11-23',
    });
  });

  it('reports each change with its reason', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<PricingInput bondTerms={gsec} tradeDate={tradeDate} onValueChange={onValueChange} />, {
      wrapper: wrapper(),
    });
    await user.type(input(), '7');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ bondYield: 7 }), {
      reason: 'input',
    });
    await user.click(screen.getByRole('radio', { name: 'T+0' }));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ settlementDate: '2026-11-20' }),
      {
        reason: 'settlement-delta',
      },
    );
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ fixedField: 'price' }), {
      reason: 'fixed-field',
    });
  });

  it('reads a value above the threshold as a price and switches the fixed field', async () => {
    const user = userEvent.setup();
    render(<PricingInput bondTerms={gsec} tradeDate={tradeDate} />, { wrapper: wrapper() });
    await user.type(input(), '101.25');
    expect(screen.getByRole('radio', { name: 'Price' })).toHaveAttribute('aria-checked', 'true');
    const expected = roundYieldPercent(
      yieldFromPrice(gsec, { settlementDate: '2026-11-23', cleanPrice: 101.25 }).yield,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Yield ${expected.toFixed(4)}%`);
    expect(input()).toHaveAccessibleName('Price / Yield, clean price');
  });

  it('moves the computed counterpart into the field when the fixed field is switched', async () => {
    const user = userEvent.setup();
    render(<PricingInput bondTerms={gsec} tradeDate={tradeDate} defaultValue={{ bondYield: 7.1 }} />, {
      wrapper: wrapper(),
    });
    const price = roundCleanPrice(
      priceFromYield(gsec, { settlementDate: '2026-11-23', yield: 7.1 }).cleanPrice,
    );
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    expect(input()).toHaveValue(String(price));
  });

  it("shows the spec's messages and ties them to the input", async () => {
    const user = userEvent.setup();
    render(<PricingInput bondTerms={gsec} tradeDate={tradeDate} />, { wrapper: wrapper() });
    await user.type(input(), '7');
    await user.clear(input());
    expect(screen.getByRole('alert')).toHaveTextContent('Yield is required');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('Yield is required'));
    await user.type(input(), '101');
    await user.clear(input());
    expect(screen.getByRole('alert')).toHaveTextContent('Price is required');
    await user.type(input(), '251');
    expect(screen.getByRole('alert')).toHaveTextContent('Should be less than 250');
    await user.clear(input());
    await user.type(input(), 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Should be number');
  });

  it('keeps yields within 0 to 100 and prices from 1 when the fixed field does not switch', async () => {
    const user = userEvent.setup();
    render(<PricingInput bondTerms={gsec} tradeDate={tradeDate} autoSwitch={false} />, {
      wrapper: wrapper(),
    });
    await user.type(input(), '101');
    expect(screen.getByRole('alert')).toHaveTextContent('Yield above 100%');
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    await user.clear(input());
    await user.type(input(), '0.5');
    expect(screen.getByRole('alert')).toHaveTextContent(/at least 1/);
    await user.clear(input());
    await user.type(input(), '99.5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows yields and prices with 4 decimals and steps by 0.0001 with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PricingInput bondTerms={gsec} tradeDate={tradeDate} defaultValue={{ bondYield: 7 }} />, {
      wrapper: wrapper(),
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Price \d+\.\d{4}$/);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('7.0002');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('7.0001');
  });

  it("prefills the bond's current price and prices through the server when the terms are not known", async () => {
    const user = userEvent.setup();
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    const onValueChange = vi.fn();
    render(<PricingInput finstrumentId={1} tradeDate={tradeDate} onValueChange={onValueChange} />, {
      wrapper: wrapper(client),
    });
    // The demo bond 1's price info: yield 0.075312, price 99.7811.
    await waitFor(() => expect(input()).toHaveValue('7.5312'));
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ bondYield: 7.5312 }), {
      reason: 'prefill',
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Price 99.7811'));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cleanPrice: 99.7811, bondYield: 7.5312 }),
      { reason: 'pricing' },
    );
    expect(api.requests.some((request) => request.path === 'api/finstrument/1/price-info/')).toBe(true);
    await user.clear(input());
    await user.type(input(), '7.6');
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ bondYield: 7.6 }), {
        reason: 'pricing',
      }),
    );
    const last = api.requests.filter((request) => request.path === 'api/finstrument/1/price/').at(-1);
    expect(last?.body).toEqual({ fixed_field: 'yield', bond_yield: 0.076, settlement_delta: 1 });
  });

  it('ignores a failed price lookup and a failed server price silently, telling onError', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    api.failNext({
      path: 'api/finstrument/1/price-info/',
      status: 404,
      body: { detail: 'Not found.' },
      times: 5,
    });
    api.failNext({ path: 'api/finstrument/1/price/', status: 400, body: { detail: 'nope' }, times: 10 });
    render(<PricingInput finstrumentId={1} tradeDate={tradeDate} onError={onError} />, {
      wrapper: wrapper(client),
    });
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === 'api/finstrument/1/price-info/')).toBe(true),
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 404 });
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(input(), '7.5');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Price \/ Yield/ })).toHaveAttribute('data-status', 'error'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Price \u2014');
    // The failed server price is reported too.
    const priceFailures = onError.mock.calls.filter(
      ([error]) => (error as { status?: number }).status === 400,
    );
    expect(priceFailures.length).toBeGreaterThanOrEqual(1);
    expect(onError.mock.calls.at(-1)?.[0]).toMatchObject({ status: 400 });
  });

  it("says why the server cannot price a bond instead of 'Price –' (issue 35)", async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    const message = 'Cannot be priced: its coupon and maturity terms are not on record.';
    api.state.priceInfos.set(1, {
      price: { unit_clean_price: null, bond_yield: null, settlement_date: '2026-11-23' },
      can_be_priced: false,
      pricing_unavailable_reason: { code: 'terms_not_on_record', message },
      allow_price_modification: false,
    });
    render(<PricingInput finstrumentId={1} tradeDate={tradeDate} onError={onError} />, {
      wrapper: wrapper(client),
    });
    // The price lookup says so before anything is typed.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
    expect(input()).toHaveValue('');
    await user.type(input(), '7.5');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Price \/ Yield/ })).toHaveAttribute('data-status', 'error'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('status')).not.toHaveTextContent('Price');
    // The server price's failure carries the reason, for the owner's onError.
    const failure: unknown = onError.mock.calls.at(-1)?.[0];
    expect(CannotBePricedError.isInstance(failure) && failure.reason).toEqual({
      code: 'terms_not_on_record',
      message,
    });
  });

  it('keeps what the user typed, and a starting value, over the prefill', async () => {
    const user = userEvent.setup();
    const { client, api } = createFakeBondClient({ api: { latencyMs: 80 } });
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    const { unmount } = render(<PricingInput finstrumentId={1} tradeDate={tradeDate} />, {
      wrapper: wrapper(client),
    });
    await user.type(input(), '7.1');
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === 'api/finstrument/1/price-info/')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(input()).toHaveValue('7.1');
    unmount();
    const lookups = () => api.requests.filter((request) => request.path === 'api/finstrument/2/price-info/');
    // With the market check off, nothing needs the bond's price: it is not looked up.
    render(
      <PricingInput
        finstrumentId={2}
        tradeDate={tradeDate}
        defaultValue={{ bondYield: 8 }}
        marketDistanceLimitBp={null}
      />,
      { wrapper: wrapper(client) },
    );
    // A starting value is shown with the spec's 4 decimals.
    expect(input()).toHaveValue('8.0000');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lookups()).toHaveLength(0);
    expect(input()).toHaveValue('8.0000');
  });

  it('does not fill an input the user has focused, even before the first keystroke', async () => {
    const user = userEvent.setup();
    const { client, api } = createFakeBondClient({ api: { latencyMs: 80 } });
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    render(<PricingInput finstrumentId={1} tradeDate={tradeDate} />, { wrapper: wrapper(client) });
    // Focused while the bond's price is still being looked up: the answer must not land under the caret
    // (it was joined to what was typed next, '7.5312' + '7.2875').
    await user.click(input());
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === 'api/finstrument/1/price-info/')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(input()).toHaveValue('');
    await user.type(input(), '7.2875');
    expect(input()).toHaveValue('7.2875');
  });

  it('is disabled by its prop and inside a disabled fieldset', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <PricingInput bondTerms={gsec} tradeDate={tradeDate} disabled onValueChange={onValueChange} />,
      { wrapper: wrapper() },
    );
    expect(input()).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Price' })).toBeDisabled();
    await user.type(input(), '7');
    expect(onValueChange).not.toHaveBeenCalled();
    rerender(
      <fieldset disabled>
        <PricingInput bondTerms={gsec} tradeDate={tradeDate} />
      </fieldset>,
    );
    expect(input()).toBeDisabled();
  });

  it('follows a controlled value and reprices it', () => {
    function Owner() {
      const [value, setValue] = useState<PricingInputValue | undefined>(undefined);
      return (
        <>
          <button type="button" onClick={() => setValue({ ...base, bondYield: 6.9 })}>
            Set 6.9
          </button>
          <PricingInput bondTerms={gsec} tradeDate={tradeDate} value={value} onValueChange={setValue} />
          <span data-testid="owner">{value?.cleanPrice ?? 'none'}</span>
        </>
      );
    }
    const base: PricingInputValue = {
      cleanPrice: null,
      bondYield: null,
      fixedField: 'yield',
      settlementDate: null,
      canBePriced: true,
      allowPriceModification: true,
      considerationDetails: null,
    };
    render(<Owner />, { wrapper: wrapper() });
    act(() => screen.getByRole('button', { name: 'Set 6.9' }).click());
    expect(input()).toHaveValue('6.9');
    const expected = roundCleanPrice(
      priceFromYield(gsec, { settlementDate: '2026-11-23', yield: 6.9 }).cleanPrice,
    );
    expect(screen.getByTestId('owner')).toHaveTextContent(String(expected));
    fireEvent.change(input(), { target: { value: '7.2' } });
    expect(input()).toHaveValue('7.2');
  });

  it('says how to fix it when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PricingInput bondTerms={gsec} />)).toThrow(
      /PricingInput must be used inside <BondkitProvider>/,
    );
    vi.mocked(console.error).mockRestore();
  });

  it('usePricingInput works with no options at all: typing validates, nothing is priced', () => {
    const { result } = renderHook(() => usePricingInput());
    expect(result.current.value).toMatchObject({ fixedField: 'yield', bondYield: null, cleanPrice: null });
    act(() => result.current.type('7.5'));
    expect(result.current.state.status).not.toBe('invalid');
    expect(result.current.value).toMatchObject({ fixedField: 'yield', bondYield: 7.5, cleanPrice: null });
    act(() => result.current.type('abc'));
    expect(result.current.state.status).toBe('invalid');
  });
});
