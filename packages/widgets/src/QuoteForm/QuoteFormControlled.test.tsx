import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Bond, BondClient } from '@bondkit/core';
import { createDemoBonds, createFakeBondClient, fakeDemoPassword } from '@bondkit/core/testing';
import type { FakeBondApi } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { QuoteForm } from './QuoteForm';
import type { QuoteFormProps } from './QuoteForm';
import { initialQuoteFormValue } from './quoteFormValue';
import type { QuoteFormChangeReason, QuoteFormValue } from './quoteFormValue';

const housing = createDemoBonds()[0] as Bond;
const fixedNow = () => new Date('2026-11-20T06:00:00Z');

async function signedInClient(): Promise<{ client: BondClient; api: FakeBondApi }> {
  const { client, api } = createFakeBondClient();
  await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
  return { client, api };
}

const quantumInput = () => screen.getByRole('textbox', { name: 'Quantum' });
const pricingInput = () => screen.getByRole('textbox', { name: /price \/ yield/i });
const submit = () => screen.getByRole('button', { name: 'Submit quote' });

function createdPayloads(api: FakeBondApi): unknown[] {
  return api.requests
    .filter((request) => request.method === 'POST' && request.path === 'api/trade/eoi/')
    .map((request) => request.body);
}

type ValueChangeSpy = ReturnType<
  typeof vi.fn<(value: QuoteFormValue, details: { reason: QuoteFormChangeReason }) => void>
>;

function reasons(onValueChange: ValueChangeSpy): QuoteFormChangeReason[] {
  return onValueChange.mock.calls.map(([, details]) => details.reason);
}

/** An owner holding the form's value in its state, with a button that changes it from outside. */
function Owner({
  start,
  onValueChange,
  ...props
}: { start: QuoteFormValue } & Omit<QuoteFormProps, 'value' | 'defaultValue' | 'defaultValues'>) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuoteForm
        {...props}
        value={value}
        onValueChange={(next, details) => {
          setValue(next);
          onValueChange?.(next, details);
        }}
      />
      <button
        type="button"
        onClick={() =>
          setValue((current) => ({
            ...current,
            side: 'ASK',
            quantumText: '1 Cr',
            validity: 'ONE_HOUR',
            pricing: { ...current.pricing!, fixedField: 'yield', bondYield: 7.25, cleanPrice: null },
          }))
        }
      >
        Fill from the desk
      </button>
    </>
  );
}

describe('QuoteForm value API', () => {
  it('starts uncontrolled from defaultValue and reports every change with its reason', async () => {
    const { client } = await signedInClient();
    const user = userEvent.setup();
    const onValueChange: ValueChangeSpy = vi.fn();
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <QuoteForm
          now={fixedNow}
          defaultValues={{ bond: housing, bondYield: 7.5 }}
          defaultValue={{ quantumText: '50 L', validity: 'ONE_HOUR', sendToRfq: true, rfqMode: 'OTO' }}
          onValueChange={onValueChange}
        />
      </BondkitProvider>,
    );
    expect(quantumInput()).toHaveValue('50 L');
    expect(screen.getByLabelText('Validity')).toHaveValue('ONE_HOUR');
    expect(screen.getByRole('checkbox', { name: 'Send to RFQ' })).toBeChecked();
    expect(screen.getByLabelText('RFQ mode')).toHaveValue('OTO');
    // The one-to-one RFQ asks for its counterparty from the start.
    expect(screen.getByText('Counterparty')).toBeInTheDocument();
    await waitFor(() => expect(pricingInput()).toHaveValue('7.5000'));
    onValueChange.mockClear();
    await user.click(screen.getByRole('radio', { name: 'Ask' }));
    await user.type(quantumInput(), '0');
    await user.click(screen.getByRole('radio', { name: 'Date' }));
    await user.selectOptions(screen.getByLabelText('RFQ mode'), 'OTM');
    expect(reasons(onValueChange)).toEqual(['side', 'quantum', 'settlement', 'rfq']);
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ side: 'ASK', quantumText: '50 L0', settleBy: 'date', rfqMode: 'OTM' }),
      { reason: 'rfq' },
    );
    expect(screen.getByText('Counterparty (optional)')).toBeInTheDocument();
    await user.clear(pricingInput());
    await user.type(pricingInput(), '7.4');
    expect(onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ pricing: expect.objectContaining({ bondYield: 7.4 }) }),
      { reason: 'pricing' },
    );
  });

  it("shows a controlled owner's value, takes the owner's changes (the pricing input's too) and submits them", async () => {
    const { client, api } = await signedInClient();
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <Owner
          now={fixedNow}
          start={initialQuoteFormValue({ bond: housing, bondYield: 7.5, quantum: 50_00_000 })}
          onSubmitted={onSubmitted}
        />
      </BondkitProvider>,
    );
    expect(quantumInput()).toHaveValue('50 L');
    await waitFor(() => expect(pricingInput()).toHaveValue('7.5000'));
    await user.clear(quantumInput());
    await user.type(quantumInput(), '75 L');
    expect(quantumInput()).toHaveValue('75 L');
    await user.click(screen.getByRole('button', { name: 'Fill from the desk' }));
    expect(quantumInput()).toHaveValue('1 Cr');
    expect(screen.getByRole('radio', { name: 'Ask' })).toBeChecked();
    expect(screen.getByLabelText('Validity')).toHaveValue('ONE_HOUR');
    expect(pricingInput()).toHaveAccessibleName(/Ask price \/ yield/);
    await waitFor(() => expect(pricingInput()).toHaveValue('7.25'));
    // 7.25 % is 28 bp below the bond's market yield (7.5312 %): the form asks for a confirmation first.
    await user.click(await screen.findByRole('button', { name: 'Confirm 7.25' }));
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(createdPayloads(api)[0]).toMatchObject({
      quote_type: 'ASK',
      quantum: 1_00_00_000,
      yield_stored: 0.0725,
      fixed_field: 'yield',
      validity: 'ONE_HOUR',
    });
  });

  it('keeps showing the controlled value when the owner does not take a change', async () => {
    const { client } = await signedInClient();
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const value = initialQuoteFormValue({ quantum: 50_00_000 });
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <QuoteForm now={fixedNow} value={value} onValueChange={onValueChange} />
      </BondkitProvider>,
    );
    await user.type(quantumInput(), '0');
    expect(onValueChange).toHaveBeenCalledWith({ ...value, quantumText: '50 L0' }, { reason: 'quantum' });
    expect(quantumInput()).toHaveValue('50 L');
    await user.click(screen.getByRole('checkbox', { name: 'Send to RFQ' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ ...value, sendToRfq: true }, { reason: 'rfq' });
    expect(screen.getByRole('checkbox', { name: 'Send to RFQ' })).not.toBeChecked();
    expect(screen.queryByLabelText('RFQ mode')).toBeNull();
  });
});
