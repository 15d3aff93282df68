import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import type { BondClient, InventoryPosition } from '@bondkit/core';
import { valuationCostEditSchema, validationMessages } from '@bondkit/core/validation';

/** Edit the valuation cost (clean price per 100) of one holding; P&L is measured against it. */
export function ValuationCostEditor({
  client,
  holding,
  onSaved,
  onClose,
  onPremium,
}: {
  client: BondClient;
  holding: InventoryPosition;
  onSaved: () => void;
  onClose: () => void;
  onPremium: (error: unknown) => boolean;
}) {
  const [cost, setCost] = useState(holding.valuation_cost?.toFixed(4) ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = valuationCostEditSchema.safeParse({
      id: holding.id,
      valuation_cost: cost.trim() === '' ? Number.NaN : Number(cost),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? validationMessages.number);
      return;
    }
    try {
      await client.inventory.editValuationCost(parsed.data);
      client.toasts.push({ severity: 'success', summary: 'Valuation cost saved' });
      onSaved();
    } catch (caught) {
      if (onPremium(caught)) return;
      if (ApiError.isInstance(caught) && caught.fieldErrors.valuation_cost)
        setError(caught.fieldErrors.valuation_cost);
      else client.toasts.push(toToastMessage(caught));
    }
  };

  return (
    <form className="app-panel app-amend-form" onSubmit={(event) => void save(event)} noValidate>
      <label>
        Valuation cost of {holding.display_name ?? holding.isin}
        <input
          inputMode="decimal"
          value={cost}
          aria-invalid={error !== null}
          aria-describedby={error ? 'valuation-cost-error' : undefined}
          onChange={(event) => setCost(event.target.value)}
        />
      </label>
      {error ? (
        <span className="app-field-error" id="valuation-cost-error">
          {error}
        </span>
      ) : null}
      <button type="submit" className="app-button app-button--primary">
        Save cost
      </button>
      <button type="button" className="app-button" onClick={onClose}>
        Cancel
      </button>
    </form>
  );
}
