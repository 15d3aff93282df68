import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Bond, BondClient } from '@bondkit/core';
import {
  createDemoBonds,
  createDemoCounterparties,
  createFakeBondClient,
  fakeDemoPassword,
} from '@bondkit/core/testing';
import type { FakeBondApi } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { initialQuoteFormValue } from './quoteFormValue';
import type { QuoteFormValue } from './quoteFormValue';
import { useQuoteForm } from './useQuoteForm';
import type { UseQuoteFormOptions } from './quoteFormState';

const housing = createDemoBonds()[0] as Bond;
const fixedNow = () => new Date('2026-11-20T06:00:00Z');
const ready = { bond: housing, bondYield: 7.5, quantum: 50_00_000 };

async function signedInClient(): Promise<{ client: BondClient; api: FakeBondApi }> {
  const { client, api } = createFakeBondClient();
  await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
  return { client, api };
}

async function renderQuoteForm(options: UseQuoteFormOptions) {
  const { client, api } = await signedInClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
  const hook = renderHook((props: UseQuoteFormOptions) => useQuoteForm({ now: fixedNow, ...props }), {
    wrapper,
    initialProps: options,
  });
  return { ...hook, api };
}

function createdPayloads(api: FakeBondApi): unknown[] {
  return api.requests
    .filter((request) => request.method === 'POST' && request.path === 'api/trade/eoi/')
    .map((request) => request.body);
}

/** A change event as React hands it to an input's handler. */
function typed(text: string, nativeEvent: object = {}) {
  return {
    target: { value: text },
    currentTarget: { value: text },
    nativeEvent,
  } as unknown as ChangeEvent<HTMLInputElement>;
}

describe('useQuoteForm', () => {
  it("prices from today in India by the form's clock, the day its checks and settlement dates use", async () => {
    // 20:00 UTC on 30 June is already 1 July in India: the machine's own date would be a day behind.
    const { result } = await renderQuoteForm({ now: () => new Date('2031-06-30T20:00:00Z') });
    expect(result.current.getPricingInputProps().tradeDate).toBe('2031-07-01');
    expect(result.current.getSettlementDateInputProps().min).toBe('2031-07-01');
  });

  it('holds an uncontrolled value from defaultValue and reports each change with its reason', async () => {
    const onValueChange = vi.fn<(value: QuoteFormValue, details: { reason: string }) => void>();
    const { result } = await renderQuoteForm({ defaultValue: { quantumText: '50 L' }, onValueChange });
    expect(result.current.value).toEqual(initialQuoteFormValue({}, { quantumText: '50 L' }));
    expect(result.current.quantum).toBe(50_00_000);
    expect(result.current.quantumHint).toBe('\u20B950,00,000 (50 L)');
    act(() => result.current.setField('side', 'ASK'));
    expect(result.current.value.side).toBe('ASK');
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ side: 'ASK', quantumText: '50 L' }),
      { reason: 'side' },
    );
    // Two changes in one event build on each other.
    act(() => {
      result.current.setField('sendToRfq', true);
      result.current.setField('rfqMode', 'OTO');
    });
    expect(result.current.value).toMatchObject({ side: 'ASK', sendToRfq: true, rfqMode: 'OTO' });
    expect(onValueChange.mock.calls.map(([, details]) => details.reason)).toEqual(['side', 'rfq', 'rfq']);
    // Setting what is already there is no change.
    act(() => result.current.setField('side', 'ASK'));
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it("shows a controlled owner's value and only reports the changes it asks for", async () => {
    const onValueChange = vi.fn();
    const owned = initialQuoteFormValue(ready);
    const { result, rerender } = await renderQuoteForm({ value: owned, onValueChange });
    act(() => result.current.getQuantumInputProps().onChange(typed('1 Cr')));
    expect(onValueChange).toHaveBeenCalledWith({ ...owned, quantumText: '1 Cr' }, { reason: 'quantum' });
    // The owner did not take it: the form still shows the owner's value.
    expect(result.current.value).toBe(owned);
    expect(result.current.getQuantumInputProps().value).toBe('50 L');
    rerender({ value: { ...owned, quantumText: '1 Cr', side: 'ASK' }, onValueChange });
    expect(result.current.getQuantumInputProps().value).toBe('1 Cr');
    expect(result.current.getPricingInputProps().label).toBe('Ask price / yield');
    // The pricing input is controlled too, from the owner's pricing.
    expect(result.current.getPricingInputProps().value).toMatchObject({
      fixedField: 'yield',
      bondYield: 7.5,
    });
  });

  it('hands the pricing input a pricing set with setField, and leaves it its own once it reports', async () => {
    const { result } = await renderQuoteForm({ defaultValues: ready });
    // The starting yield goes in as the input's default, not as a controlled value.
    expect(result.current.getPricingInputProps()).toMatchObject({
      value: undefined,
      defaultValue: { fixedField: 'yield', bondYield: 7.5 },
    });
    const set = { ...initialQuoteFormValue(ready).pricing!, bondYield: 7.25 };
    act(() => result.current.setField('pricing', set));
    expect(result.current.getPricingInputProps().value).toBe(set);
    const reported = { ...set, cleanPrice: 99.9, canBePriced: true };
    act(() => result.current.getPricingInputProps().onValueChange(reported, { reason: 'controlled' }));
    expect(result.current.value.pricing).toBe(reported);
    expect(result.current.getPricingInputProps().value).toBeUndefined();
  });

  it('asks a one-to-one RFQ for its counterparty: the submit stops before any request, then sends the participant', async () => {
    const onSubmitted = vi.fn();
    const { result, api } = await renderQuoteForm({ defaultValues: ready, onSubmitted });
    expect(result.current.counterpartyRequired).toBe(false);
    act(() => {
      result.current.setField('sendToRfq', true);
      result.current.setField('rfqMode', 'OTO');
    });
    expect(result.current.counterpartyRequired).toBe(true);
    expect(result.current.check().errors).toEqual({ counterparty: 'This field is required' });
    let outcome = await act(() => result.current.submit());
    expect(outcome.status).toBe('invalid');
    expect(result.current.errors).toEqual({ counterparty: 'This field is required' });
    expect(result.current.getCounterpartySearchProps()).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': `${result.current.getId('counterparty')}-error`,
    });
    expect(createdPayloads(api)).toEqual([]);
    const party = createDemoCounterparties().users[0]!;
    act(() => result.current.getCounterpartySearchProps().onValueChange(party));
    // Once a submit was tried the rules are checked live.
    expect(result.current.errors).toEqual({});
    await waitFor(() => expect(result.current.rfqWindow.status).toBe('ready'));
    outcome = await act(() => result.current.submit());
    expect(outcome).toMatchObject({ status: 'submitted' });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(createdPayloads(api)[0]).toMatchObject({
      send_to_rfq: true,
      rfq_mode: 'OTO',
      clearing_corporation: 'NSCCL',
      user_account_id: 11,
      oto_participant_details: { participant_code: 'NS0011', name: 'Dara Demo' },
    });
  });

  it('asks a private run for a counterparty, and a quote shared in a chat never', async () => {
    const privateRun = await renderQuoteForm({ run: 'private', defaultValues: ready });
    expect(privateRun.result.current.counterpartyRequired).toBe(true);
    privateRun.unmount();
    const shared = await renderQuoteForm({
      run: 'private',
      chatChannelUrl: 'sendbird_group_channel_desk',
      defaultValues: ready,
      defaultValue: { sendToRfq: true, rfqMode: 'OTO' },
    });
    expect(shared.result.current.counterpartyRequired).toBe(false);
    expect(shared.result.current.sharedInChat).toBe(true);
    expect(shared.result.current.check().errors).toEqual({});
  });

  it("merges the caller's props in the prop getters: its handler first, preventBondkitDefault skips the form's", async () => {
    const { result } = await renderQuoteForm({ id: 'quote' });
    const callerChange = vi.fn();
    const props = result.current.getQuantumInputProps({ onChange: callerChange, className: 'mine' });
    expect(props).toMatchObject({
      id: 'quote-quantum',
      className: 'mine',
      type: 'text',
      inputMode: 'decimal',
      'aria-invalid': false,
      'aria-describedby': 'quote-quantum-hint',
    });
    act(() => props.onChange(typed('2 Cr')));
    expect(callerChange).toHaveBeenCalledTimes(1);
    expect(result.current.value.quantumText).toBe('2 Cr');
    act(() =>
      result.current
        .getQuantumInputProps({
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            (event.nativeEvent as { preventBondkitDefault?: boolean }).preventBondkitDefault = true;
          },
        })
        .onChange(typed('3 Cr')),
    );
    expect(result.current.value.quantumText).toBe('2 Cr');
    expect(result.current.getLabelProps('quantum')).toEqual({
      id: 'quote-quantum-label',
      htmlFor: 'quote-quantum',
    });
    expect(result.current.getBondSearchProps()['aria-labelledby']).toBe('quote-bond-label');
    // A required field missing: its element says so and names its message.
    await act(() => result.current.submit());
    expect(result.current.getBondSearchProps()).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': 'quote-bond-error',
    });
    expect(result.current.getErrorProps('bond')).toEqual({ id: 'quote-bond-error' });
  });

  it('clears the server message on a field the user changes, not on a computed price', async () => {
    const { result, api } = await renderQuoteForm({ defaultValues: ready });
    api.failNext({
      path: 'api/trade/eoi/',
      method: 'POST',
      status: 400,
      body: { quantum: ['Quantum exceeds your limit for this bond'], yield_stored: ['Off the market'] },
    });
    const outcome = await act(() => result.current.submit());
    expect(outcome.status).toBe('failed');
    expect(result.current.errors).toEqual({
      quantum: 'Quantum exceeds your limit for this bond',
      pricing: 'Off the market',
    });
    const pricing = result.current.getPricingInputProps();
    act(() =>
      pricing.onValueChange(
        { ...initialQuoteFormValue(ready).pricing!, cleanPrice: 99.85, canBePriced: true },
        { reason: 'pricing' },
      ),
    );
    expect(result.current.errors.pricing).toBe('Off the market');
    act(() => result.current.setField('quantumText', '25 L'));
    expect(result.current.errors).toEqual({ pricing: 'Off the market' });
    // The user typing a new yield is a correction.
    act(() =>
      result.current
        .getPricingInputProps()
        .onValueChange({ ...initialQuoteFormValue(ready).pricing!, bondYield: 7.4 }, { reason: 'input' }),
    );
    expect(result.current.errors).toEqual({});
    expect(result.current.value.pricing?.bondYield).toBe(7.4);
  });
});
