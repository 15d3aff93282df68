import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import {
  indianBondMarketCalendar,
  indianTradeDate,
  marketTimeZone,
  startOfIndianDate,
} from '@bondkit/core/calendars';
import { isBusinessDay } from '@bondkit/core/pricing';
import { timeSchema, validationMessages } from '@bondkit/core/validation';
import { firstMessage } from '../../forms/fieldErrors';
import { marketDateOf } from '../../app/marketDay';
import { IntermediaryPickers, type IntermediaryChoice } from './IntermediaryPickers';
import { TradeTermsFields, type TradeTerms } from './TradeTermsFields';
import { useClearingParticipants } from './useClearingParticipants';

/** The time in India now, as the trade-time field takes it (HH:MM, 24-hour). */
function indianTimeNow(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: marketTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

/** The instant of a trade done on the Indian date `date` at `time` (HH:MM) India time. */
function tradeInstant(date: string, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return startOfIndianDate(date) + (hours * 60 + minutes) * 60_000;
}

/**
 * Report a trade done outside the platform (`POST api/orders/` with an outside counterparty's name): it is
 * booked at once and the holding moves. The trade is dated and timed as India reads it: the time typed as
 * HH:MM, 24-hour (the spec's 'Please enter valid time in HH:MM 24-hour format'), required and not later
 * than now ('Trade time cannot be later than the current time.'); the settlement date, when given, must be a
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
  const [tradeDate, setTradeDate] = useState(() => indianTradeDate());
  const [tradeTime, setTradeTime] = useState(indianTimeNow);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const participants = useClearingParticipants(client, counterparty);
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
    const timeMessage =
      tradeTime.trim() === '' ? validationMessages.required : firstMessage(timeSchema, tradeTime.trim());
    if (tradeDate === '') found.trade_date = validationMessages.required;
    else if (timeMessage !== null) found.trade_time = timeMessage;
    else if (tradeInstant(tradeDate, tradeTime.trim()) > Date.now())
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
        trade_time: new Date(tradeInstant(tradeDate, tradeTime.trim())).toISOString(),
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
            list="report-trade-participants"
            autoComplete="off"
            onChange={(event) => setCounterparty(event.target.value)}
          />
          {fieldError('counterparty_name')}
        </label>
        {/* NSCCL and ICCL clearing participants as suggestions; any other name may still be typed. */}
        <datalist id="report-trade-participants">
          {participants.map((participant) => (
            <option
              key={`${participant.corporation}:${participant.code}`}
              value={participant.name}
              label={`${participant.corporation} ${participant.code}`}
            />
          ))}
        </datalist>
        <label>
          Trade date
          <input
            type="date"
            value={tradeDate}
            max={indianTradeDate()}
            onChange={(event) => setTradeDate(event.target.value)}
          />
          {fieldError('trade_date')}
        </label>
        <label>
          Trade time (HH:MM, 24-hour, India)
          <input
            value={tradeTime}
            inputMode="numeric"
            placeholder="HH:MM"
            maxLength={5}
            aria-invalid={errors.trade_time ? true : undefined}
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
