import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import { indianTradeDate } from '@bondkit/core/calendars';
import { inventoryExternalTradeSchema, validationMessages } from '@bondkit/core/validation';
import { TradeTermsFields, type TradeTerms } from '../transactions/TradeTermsFields';

/**
 * Record a trade done outside the platform (`POST api/inventory/external-trade/`): the holding moves and a
 * buy moves the valuation cost to the weighted average. The trade date is required and not in the future.
 */
export function ExternalTradeForm({
  client,
  onRecorded,
  onPremium,
}: {
  client: BondClient;
  onRecorded: () => void;
  onPremium: (error: unknown) => boolean;
}) {
  const [terms, setTerms] = useState<TradeTerms>({ bond: null, side: 'buy', quantity: '', price: '' });
  const { bond, side, quantity, price } = terms;
  const [tradeDate, setTradeDate] = useState(indianTradeDate());
  const [counterparty, setCounterparty] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!bond) found.finstrument_id = validationMessages.required;
    if (tradeDate > indianTradeDate()) found.trade_date = validationMessages.tradeTimeInFuture;
    const parsed = inventoryExternalTradeSchema.safeParse({
      finstrument_id: bond?.id ?? 0,
      buy_or_sell: side,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity.replace(/,/g, '')),
      unit_clean_price: price.trim() === '' ? Number.NaN : Number(price),
      trade_date: tradeDate,
      ...(counterparty.trim() ? { counterparty_name: counterparty.trim() } : {}),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= issue.message;
      }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      await client.inventory.recordExternalTrade(parsed.data);
      client.toasts.push({ severity: 'success', summary: 'External trade recorded' });
      setTerms({ ...terms, quantity: '', price: '' });
      setCounterparty('');
      onRecorded();
    } catch (error) {
      // The plan first: a 402's body is not field errors.
      if (onPremium(error)) return;
      if (ApiError.isInstance(error) && Object.keys(error.fieldErrors).length > 0)
        setErrors({ ...error.fieldErrors });
      else client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) =>
    errors[field] ? (
      <span className="app-field-error" id={`external-${field}-error`}>
        {errors[field]}
      </span>
    ) : null;

  return (
    <section className="app-panel" aria-labelledby="external-title">
      <h2 id="external-title">Record an external trade</h2>
      <form className="app-amend-form" onSubmit={(event) => void submit(event)} noValidate>
        <TradeTermsFields
          terms={terms}
          onChange={setTerms}
          errors={errors}
          sideLabels={{ buy: 'Bought', sell: 'Sold' }}
        />
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
          Counterparty
          <input
            value={counterparty}
            maxLength={200}
            onChange={(event) => setCounterparty(event.target.value)}
          />
        </label>
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          Record trade
        </button>
      </form>
    </section>
  );
}
