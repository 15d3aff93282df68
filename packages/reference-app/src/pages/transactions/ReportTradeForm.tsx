import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import { indianBondMarketCalendar } from '@bondkit/core/calendars';
import { isBusinessDay } from '@bondkit/core/pricing';
import { validationMessages } from '@bondkit/core/validation';
import { marketDateOf } from '../../app/marketDay';
import { IntermediaryPickers, type IntermediaryChoice } from './IntermediaryPickers';
import { TradeTermsFields, type TradeTerms } from './TradeTermsFields';

/** The local date-time as the `datetime-local` input shows it (YYYY-MM-DDTHH:MM). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Report a trade done outside the platform (`POST api/orders/` with an outside counterparty's name): it is
 * booked at once and the holding moves. The trade time is required and not later than now (the spec's
 * 'Trade time cannot be later than the current time.'); the settlement date, when given, must be a
 * business day (the server checks it against the market calendar).
 */
export function ReportTradeForm({
  client,
  onReported,
  onPremium,
}: {
  client: BondClient;
  onReported: () => void;
  /** Called with a failure first; true when it was a 402 the page handles with its Premium prompt. */
  onPremium: (error: unknown) => boolean;
}) {
  const [terms, setTerms] = useState<TradeTerms>({ bond: null, side: 'buy', quantity: '', price: '' });
  const { bond, side, quantity, price } = terms;
  const [settlementDate, setSettlementDate] = useState('');
  const [counterparty, setCounterparty] = useState('');
  const [tradeTime, setTradeTime] = useState(localNow());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [intermediaries, setIntermediaries] = useState<IntermediaryChoice>({
    facilitator_id: null,
    agent_id: null,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const quantityValue = Number(quantity.replace(/,/g, ''));
    const priceValue = Number(price);
    if (!bond) found.finstrument_id = validationMessages.required;
    if (quantity.trim() === '') found.quantity = validationMessages.required;
    else if (!Number.isFinite(quantityValue)) found.quantity = validationMessages.number;
    else if (quantityValue <= 0)
      found.quantity = quantityValue === 0 ? validationMessages.zero : validationMessages.negative;
    if (price.trim() === '') found.unit_clean_price = 'Price is required';
    else if (!Number.isFinite(priceValue)) found.unit_clean_price = validationMessages.number;
    if (counterparty.trim() === '') found.counterparty_name = validationMessages.required;
    // The server's rules, said before the request: settlement on a business day, not before today (India).
    if (settlementDate !== '' && settlementDate < marketDateOf(Date.now()))
      found.settlement_date = validationMessages.settlementBeforeTrade;
    else if (settlementDate !== '' && !isBusinessDay(settlementDate, indianBondMarketCalendar))
      found.settlement_date = validationMessages.settlementNotBusinessDay;
    if (tradeTime === '') found.trade_time = validationMessages.required;
    else if (new Date(tradeTime).getTime() > Date.now())
      found.trade_time = validationMessages.tradeTimeInFuture;
    setErrors(found);
    if (Object.keys(found).length > 0 || !bond) return;
    try {
      await client.orders.reportTrade({
        finstrument_id: bond.id,
        buy_or_sell: side,
        quantity: quantityValue,
        unit_clean_price: priceValue,
        counterparty_name: counterparty.trim(),
        trade_time: new Date(tradeTime).toISOString(),
        ...(settlementDate ? { settlement_date: settlementDate } : {}),
        ...(intermediaries.facilitator_id === null ? {} : { facilitator_id: intermediaries.facilitator_id }),
        ...(intermediaries.agent_id === null ? {} : { agent_id: intermediaries.agent_id }),
      });
      client.toasts.push({ severity: 'success', summary: 'Trade reported' });
      setTerms({ ...terms, quantity: '', price: '' });
      onReported();
    } catch (error) {
      // The plan first: a 402's body is not field errors.
      if (onPremium(error)) return;
      if (ApiError.isInstance(error) && Object.keys(error.fieldErrors).length > 0)
        setErrors({ ...error.fieldErrors });
      else client.toasts.push(toToastMessage(error));
    }
  };

  const fieldError = (field: string) =>
    errors[field] ? <span className="app-field-error">{errors[field]}</span> : null;

  return (
    <section className="app-panel" aria-labelledby="report-title">
      <h2 id="report-title">Report an external trade</h2>
      <form className="app-amend-form" onSubmit={(event) => void submit(event)} noValidate>
        <TradeTermsFields terms={terms} onChange={setTerms} errors={errors} />
        <label>
          Counterparty
          <input
            value={counterparty}
            maxLength={200}
            onChange={(event) => setCounterparty(event.target.value)}
          />
          {fieldError('counterparty_name')}
        </label>
        <label>
          Trade time
          <input
            type="datetime-local"
            value={tradeTime}
            max={localNow()}
            onChange={(event) => setTradeTime(event.target.value)}
          />
          {fieldError('trade_time')}
        </label>
        <label>
          Settlement date
          <input
            type="date"
            min={marketDateOf(Date.now())}
            value={settlementDate}
            onChange={(event) => setSettlementDate(event.target.value)}
          />
          {fieldError('settlement_date')}
        </label>
        <IntermediaryPickers
          client={client}
          value={intermediaries}
          onChange={setIntermediaries}
          errors={errors}
        />
        <button type="submit" className="app-button app-button--primary">
          Report trade
        </button>
      </form>
    </section>
  );
}
