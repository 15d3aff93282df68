import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Bond, BondClient } from '@bondkit/core';
import {
  createDemoBonds,
  createDemoCounterparties,
  createFakeBondClient,
  fakeDemoPassword,
} from '@bondkit/core/testing';
import type { FakeBondApi } from '@bondkit/core/testing';
import { indianTradeDate } from '@bondkit/core/calendars';
import { createLocalPricer } from '@bondkit/core/pricing';
import type { BondTerms, PricingQuote } from '@bondkit/core/pricing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { QuoteForm } from './QuoteForm';
import type { QuoteFormProps } from './QuoteForm';

const housing = createDemoBonds()[0] as Bond;
const fixedNow = () => new Date('2026-11-20T06:00:00Z');

async function setup(props: QuoteFormProps = {}) {
  const { client, api } = createFakeBondClient();
  await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  render(
    <BondkitProvider client={client} soundPlayer={null}>
      <QuoteForm now={fixedNow} onSubmitted={onSubmitted} {...props} />
    </BondkitProvider>,
  );
  return { client, api, user, onSubmitted };
}

const quantumInput = () => screen.getByRole('textbox', { name: 'Quantum' });
const pricingInput = () => screen.getByRole('textbox', { name: /price \/ yield/i });
const submit = () => screen.getByRole('button', { name: 'Submit quote' });

function createdPayloads(api: FakeBondApi): unknown[] {
  return api.requests
    .filter((request) => request.method === 'POST' && request.path === 'api/trade/eoi/')
    .map((request) => request.body);
}

function toastDetails(client: BondClient): string[] {
  return client.toasts
    .getSnapshot()
    .map((toast) => `${toast.severity}: ${toast.summary} ${toast.detail ?? ''}`.trim());
}

describe('QuoteForm', () => {
  it('finds a bond, prices it, and submits the quote through the client', async () => {
    const { api, user, onSubmitted, client } = await setup();
    await user.type(screen.getByRole('combobox', { name: 'Bond' }), 'Housing');
    await user.click(await screen.findByRole('option', { name: /Demo Housing Finance/ }, { timeout: 3000 }));
    // The chosen bond's current yield fills the empty pricing input, priced by the server.
    await waitFor(() => expect(pricingInput()).toHaveValue('7.5312'));
    await waitFor(() => expect(pricingInput()).toHaveAccessibleDescription(/Price 99\.7811/));
    await user.type(quantumInput(), '2.5 Cr');
    expect(screen.getByText('\u20B92,50,00,000 (2.5 Cr)')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const [quote, payload] = onSubmitted.mock.calls[0] as [{ id: number }, Record<string, unknown>];
    expect(quote.id).toBeGreaterThan(0);
    expect(payload).toMatchObject({
      finstrument_id: 1,
      quote_type: 'BID',
      quantum: 2_50_00_000,
      yield_stored: 0.075312,
      unit_price_stored: null,
      fixed_field: 'yield',
      settlement_delta: 1,
      source: 'WEBSITE',
      state: 'DEFAULT',
      validity: 'END_OF_DAY',
      send_to_rfq: false,
      expiry_date_stored: '2026-11-20T18:29:59.000Z',
    });
    expect(payload).not.toHaveProperty('settlement');
    expect(createdPayloads(api)).toHaveLength(1);
    expect(toastDetails(client)).toContain('success: Quote submitted 7.50% Demo Housing Finance 2030');
  });

  it("shows the spec's messages when required fields are missing and sends nothing", async () => {
    const { api, user } = await setup();
    await user.click(submit());
    // Bond, yield and quantum: the quote form's 'This field is required' (spec section 5).
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    const bondBox = screen.getByRole('combobox', { name: 'Bond' });
    expect(bondBox).toHaveAttribute('aria-invalid', 'true');
    expect(bondBox).toHaveAccessibleDescription('This field is required');
    expect(quantumInput()).toHaveAttribute('aria-invalid', 'true');
    expect(quantumInput()).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(pricingInput()).toHaveAttribute('aria-invalid', 'true');
    expect(createdPayloads(api)).toHaveLength(0);
  });

  it('checks the quantum as typed in lakh or crore', async () => {
    const { user } = await setup({ defaultValues: { bond: housing, bondYield: 7.5 } });
    await user.click(submit());
    for (const [typed, message] of [
      ['0', 'Cannot be zero'],
      ['lots', 'Should be number'],
      ['-5 L', 'Cannot be negative'],
      ['1234567890123', 'Should be at most 12 digits'],
    ] as const) {
      await user.clear(quantumInput());
      await user.type(quantumInput(), typed);
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.clear(quantumInput());
    await user.type(quantumInput(), '50 L');
    expect(quantumInput()).toHaveAttribute('aria-invalid', 'false');
  });

  it("checks the fixed yield or price with the quote form's rules", async () => {
    const { user, onSubmitted } = await setup({ defaultValues: { bond: housing, quantum: 50_00_000 } });
    await waitFor(() => expect(pricingInput()).toHaveValue('7.5312'));
    await user.clear(pricingInput());
    await user.type(pricingInput(), '7.123456');
    await user.click(submit());
    expect(await screen.findByText('Should be at most 7 characters')).toBeInTheDocument();
    expect(pricingInput()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(pricingInput());
    await user.type(pricingInput(), '7.1234');
    await waitFor(() => expect(screen.queryByText('Should be at most 7 characters')).toBeNull());
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("prices in the page from the bond's terms when told them (the engine loads on first use), not on the server", async () => {
    const terms: BondTerms = {
      couponRate: 7.18,
      frequency: 2,
      maturityDate: '2033-08-14',
      convention: 'GSEC',
    };
    const { api, user } = await setup({
      defaultValues: { bond: housing, quantum: 50_00_000 },
      getBondTerms: () => terms,
    });
    // The bond's current yield fills the input first (the server's price lookup); the user types over it.
    await waitFor(() => expect(pricingInput()).toHaveValue('7.5312'));
    await user.clear(pricingInput());
    await user.type(pricingInput(), '7.1');
    // The counterpart the engine computes for T+1 from the trade date of the form's clock (today in India by it).
    const tradeDate = indianTradeDate(fixedNow());
    const expected = createLocalPricer(terms).price(
      { fixedField: 'yield', tradeDate, settlementDelta: 1, yieldFraction: 0.071 },
      { signal: new AbortController().signal },
    ) as PricingQuote;
    await waitFor(() =>
      expect(pricingInput()).toHaveAccessibleDescription(
        new RegExp(`Price ${expected.cleanPrice.toFixed(4)}`),
      ),
    );
    // Only the prefill's price lookup went to the server: no server pricing of what was typed.
    const serverPricing = api.requests.filter((request) => /finstrument\/\d+\/price\/$/.test(request.path));
    expect(serverPricing).toEqual([]);
  });

  it('sends a settlement date instead of the delta, never both', async () => {
    const { user, onSubmitted } = await setup({
      defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 },
    });
    await user.click(screen.getByRole('radio', { name: 'Date' }));
    await user.click(submit());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    const date = screen.getByLabelText('Settlement date');
    // The picker starts at today's trade date in India and refuses a market holiday (Guru Nanak Jayanti).
    expect(date).toHaveAttribute('min', '2026-11-20');
    await user.type(date, '2026-11-24');
    await user.click(submit());
    expect(
      await screen.findByText('Settlement date must be a business day (not a weekend or market holiday).'),
    ).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const payload = onSubmitted.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(payload.settlement).toBe('2026-11-25');
    expect(payload).not.toHaveProperty('settlement_delta');
  });

  it('sends the side, a fixed price and the counterparty', async () => {
    const { user, onSubmitted } = await setup({
      run: 'private',
      defaultValues: { bond: housing, cleanPrice: 99.85, quantum: 1_00_00_000, side: 'ASK' },
    });
    await user.click(submit());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Counterparty')).toBeInTheDocument();
    const partyBox = screen.getByRole('combobox', { name: 'Counterparty' });
    expect(partyBox).toHaveAttribute('aria-invalid', 'true');
    expect(partyBox).toHaveAccessibleDescription('This field is required');
    // A member of another firm: the search lists no one of the dealer's own.
    const party = createDemoCounterparties().users.find((member) => member.user_name === 'Kiran Example');
    await user.type(screen.getByRole('combobox', { name: 'Counterparty' }), (party?.name ?? '').slice(0, 4));
    await user.click(
      await screen.findByRole('option', { name: new RegExp(party?.name ?? '') }, { timeout: 3000 }),
    );
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[1]).toMatchObject({
      quote_type: 'ASK',
      unit_price_stored: 99.85,
      yield_stored: null,
      fixed_field: 'price',
      user_account_id: party?.user_id,
    });
  });

  it('shares the quote in a chat: names the chat instead of a counterparty, no RFQ', async () => {
    const { user, onSubmitted, api } = await setup({
      run: 'private',
      chatChannelUrl: 'sendbird_group_channel_desk',
      defaultValues: { bond: housing, cleanPrice: 99.85, quantum: 1_00_00_000, side: 'ASK' },
    });
    expect(screen.queryByRole('combobox', { name: /Counterparty/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Send to RFQ' })).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(createdPayloads(api)[0]).toMatchObject({
      quote_type: 'ASK',
      unit_price_stored: 99.85,
      source: 'CHAT',
      send_to_rfq: false,
      oto_participant_details: { channel_url: 'sendbird_group_channel_desk' },
    });
  });

  it('adds the RFQ options when the quote goes to RFQ', async () => {
    const { user, onSubmitted } = await setup({
      defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Send to RFQ' }));
    await user.selectOptions(screen.getByLabelText('Clearing corporation'), 'ICCL');
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[1]).toMatchObject({
      send_to_rfq: true,
      clearing_corporation: 'ICCL',
      rfq_mode: 'OTM',
    });
  });

  it('asks a public one-to-one RFQ for its counterparty and sends the participant of the clearing corporation', async () => {
    const { api, user, onSubmitted } = await setup({
      defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 },
    });
    // A public quote names no one; a one-to-one RFQ goes to one participant, who must be named.
    expect(screen.getByText('Counterparty (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Send to RFQ' }));
    await user.selectOptions(screen.getByLabelText('RFQ mode'), 'OTO');
    expect(screen.getByText('Counterparty')).toBeInTheDocument();
    expect(screen.queryByText('Counterparty (optional)')).toBeNull();
    await user.click(submit());
    const partyBox = screen.getByRole('combobox', { name: 'Counterparty' });
    await waitFor(() => expect(partyBox).toHaveAccessibleDescription('This field is required'));
    expect(partyBox).toHaveAttribute('aria-invalid', 'true');
    expect(createdPayloads(api)).toHaveLength(0);
    // One to many again: the counterparty is optional and the quote goes without one.
    await user.selectOptions(screen.getByLabelText('RFQ mode'), 'OTM');
    expect(screen.getByText('Counterparty (optional)')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.selectOptions(screen.getByLabelText('RFQ mode'), 'OTO');
    await user.selectOptions(screen.getByLabelText('Clearing corporation'), 'ICCL');
    const party = createDemoCounterparties().users[1]!;
    await user.type(partyBox, party.user_name!.slice(0, 5));
    await user.click(await screen.findByRole('option', { name: new RegExp(party.name!) }, { timeout: 3000 }));
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(createdPayloads(api)[0]).toMatchObject({
      send_to_rfq: true,
      rfq_mode: 'OTO',
      clearing_corporation: 'ICCL',
      user_account_id: party.user_id,
      oto_participant_details: { participant_code: 'IC0012', name: 'Kiran Example' },
    });
  });

  it('shows the RFQ window when RFQ is ticked, and a closed window stops the submit before any request', async () => {
    const { api, user, onSubmitted } = await setup({
      defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 },
    });
    api.state.tradeTimings = { ...api.state.tradeTimings, is_open: false };
    await user.click(screen.getByRole('checkbox', { name: 'Send to RFQ' }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Exchange RFQ window 09:00–17:00 India time, exchange business days: closed now.',
    );
    await user.click(submit());
    expect(
      await screen.findByText(
        'The exchange RFQ window is closed (09:00–17:00 IST on exchange business days). Untick Send to RFQ to publish the quote to the market, or trade OTC: it goes through, marked off-hours.',
      ),
    ).toBeInTheDocument();
    expect(createdPayloads(api)).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
    // Without RFQ the same quote goes to the market.
    await user.click(screen.getByRole('checkbox', { name: 'Send to RFQ' }));
    await user.click(submit());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[1]).toMatchObject({ send_to_rfq: false });
  });

  it("shows the server's field errors on their fields and in a toast", async () => {
    const { api, user, client, onSubmitted } = await setup({
      defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 },
    });
    api.failNext({
      path: 'api/trade/eoi/',
      method: 'POST',
      status: 400,
      body: { quantum: ['Quantum exceeds your limit for this bond'], non_field_errors: ['Market is closed'] },
    });
    await user.click(submit());
    expect(await screen.findByText('Quantum exceeds your limit for this bond')).toBeInTheDocument();
    expect(quantumInput()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(
      toastDetails(client).some(
        (text) => text.startsWith('error: Error') && text.includes('Market is closed'),
      ),
    ).toBe(true);
    // The field's message goes once the user corrects it.
    await user.clear(quantumInput());
    await user.type(quantumInput(), '25 L');
    expect(screen.queryByText('Quantum exceeds your limit for this bond')).toBeNull();
  });

  it('says a failed submit above the button even without a toaster, and calls onError', async () => {
    const onError = vi.fn();
    const onSubmitError = vi.fn();
    const { api, user } = await setup({
      defaultValues: { bond: housing, bondYield: 7.5, quantum: 50_00_000 },
      onError,
      onSubmitError,
    });
    api.failNext({ path: 'api/trade/eoi/', method: 'POST', status: 503 });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, Please try again.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 503 });
    expect(onSubmitError).toHaveBeenCalledWith(onError.mock.calls[0]?.[0]);
    // A refusal whose every message sits on a field is said there only.
    api.failNext({
      path: 'api/trade/eoi/',
      method: 'POST',
      status: 400,
      body: { quantum: ['Quantum exceeds your limit for this bond'] },
    });
    await user.click(submit());
    expect(await screen.findByText('Quantum exceeds your limit for this bond')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is disabled as a whole while disabled', async () => {
    await setup({ disabled: true });
    expect(
      within(screen.getByRole('form', { name: 'Quote' })).getByRole('textbox', { name: 'Quantum' }),
    ).toBeDisabled();
    expect(pricingInput()).toBeDisabled();
  });

  describe('price override', () => {
    async function chooseHousing(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByRole('combobox', { name: 'Bond' }), 'Housing');
      await user.click(
        await screen.findByRole('option', { name: /Demo Housing Finance/ }, { timeout: 3000 }),
      );
      await waitFor(() => expect(pricingInput()).toHaveAccessibleDescription(/Price 99\.7811/));
    }

    it('lets a permitted dealer send a price other than the one computed from the yield, and shows it', async () => {
      const { user, onSubmitted } = await setup();
      await chooseHousing(user);
      await user.click(screen.getByRole('checkbox', { name: 'Override price' }));
      const own = screen.getByRole('textbox', { name: /Your price/ });
      // It starts at the computed price, which the dealer then moves.
      expect(own).toHaveValue('99.7811');
      await user.clear(own);
      await user.type(own, '100.25');
      expect(own).toHaveAccessibleDescription('Computed from the yield: 99.7811; yours 0.4689 above');
      await user.type(quantumInput(), '50 L');
      await user.click(submit());
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
      expect(onSubmitted.mock.calls[0]![1]).toMatchObject({
        yield_stored: 0.075312,
        unit_price_stored: 100.25,
        fixed_field: 'yield',
        price_overridden: true,
      });
    });

    it("checks the dealer's price with the quote form's price rules", async () => {
      const { api, user } = await setup();
      await chooseHousing(user);
      await user.click(screen.getByRole('checkbox', { name: 'Override price' }));
      const own = screen.getByRole('textbox', { name: /Your price/ });
      await user.clear(own);
      await user.type(own, '300');
      await user.type(quantumInput(), '50 L');
      await user.click(submit());
      expect(await screen.findByText('Should be less than 250')).toBeInTheDocument();
      expect(own).toHaveAttribute('aria-invalid', 'true');
      expect(createdPayloads(api)).toHaveLength(0);
    });

    it('sends no override once the box is cleared', async () => {
      const { user, onSubmitted } = await setup();
      await chooseHousing(user);
      const box = screen.getByRole('checkbox', { name: 'Override price' });
      await user.click(box);
      await user.click(box);
      expect(screen.queryByRole('textbox', { name: /Your price/ })).toBeNull();
      await user.type(quantumInput(), '50 L');
      await user.click(submit());
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
      expect(onSubmitted.mock.calls[0]![1]).toMatchObject({
        unit_price_stored: null,
        price_overridden: false,
      });
    });

    it('is not offered when the price info does not allow modification, nor with the price fixed', async () => {
      const { api, user } = await setup();
      const info = api.state.priceInfos.get(1)!;
      api.state.priceInfos.set(1, { ...info, allow_price_modification: false });
      await chooseHousing(user);
      expect(screen.queryByRole('checkbox', { name: 'Override price' })).toBeNull();
      api.state.priceInfos.set(1, info);
      await user.clear(pricingInput());
      await user.type(pricingInput(), '99.5');
      await waitFor(() => expect(pricingInput()).toHaveAccessibleDescription(/Yield/));
      expect(screen.queryByRole('checkbox', { name: 'Override price' })).toBeNull();
    });
  });
});
