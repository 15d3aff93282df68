import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import type { BondClient, Order } from '@bondkit/core';
import { validationMessages } from '@bondkit/core/validation';

/** The brokerage (₹) of a trade the firm is party to (`PATCH api/trade/{id}/brokerage/`), for dealers. */
export function BrokerageField({
  client,
  order,
  onChanged,
}: {
  client: BondClient;
  order: Order;
  onChanged: () => void;
}) {
  const [value, setValue] = useState(order.brokerage == null ? '' : String(order.brokerage));
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value.replace(/,/g, ''));
    if (value.trim() === '') return setError(validationMessages.required);
    if (!Number.isFinite(amount)) return setError(validationMessages.number);
    if (amount < 0) return setError(validationMessages.negative);
    setError(null);
    try {
      await client.trade.updateBrokerage(order.id, { brokerage: amount });
      client.toasts.push({ severity: 'success', summary: 'Brokerage saved' });
      onChanged();
    } catch (caught) {
      if (ApiError.isInstance(caught) && caught.fieldErrors.brokerage) setError(caught.fieldErrors.brokerage);
      else client.toasts.push(toToastMessage(caught));
    }
  };

  return (
    <form className="app-amend-form" onSubmit={(event) => void save(event)} noValidate>
      <label>
        Brokerage (₹)
        <input inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      {error ? <span className="app-field-error">{error}</span> : null}
      <button type="submit" className="app-button">
        Save brokerage
      </button>
    </form>
  );
}
