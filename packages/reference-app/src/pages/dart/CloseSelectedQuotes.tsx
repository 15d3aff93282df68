import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { ConfirmButton } from '../transactions/ConfirmButton';

/**
 * The bar over the firm's open quotes: select them all (or none), and close the selected ones in one request
 * (`PUT api/trade/d/eoi/close/`) after a confirmation. The server closes only the firm's own open quotes.
 */
export function CloseSelectedQuotes({
  openIds,
  selected,
  onSelect,
  onClosed,
}: {
  /** The firm's quotes that are still open, in the list's order. */
  openIds: readonly number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  onClosed: () => void;
}) {
  const { client } = useAppServices();
  const chosen = openIds.filter((id) => selected.has(id));
  const all = openIds.length > 0 && chosen.length === openIds.length;
  const count = `${chosen.length} quote${chosen.length === 1 ? '' : 's'}`;

  async function close() {
    try {
      const answer = await client.quotes.closeEois({ eoi_ids: chosen });
      client.toasts.push({ severity: 'success', summary: 'Quotes closed', detail: answer.detail });
      onSelect(new Set());
      onClosed();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    }
  }

  return (
    <div className="app-book__bulk">
      <label className="app-checkbox-row">
        <input
          type="checkbox"
          checked={all}
          ref={(input) => {
            if (input) input.indeterminate = chosen.length > 0 && !all;
          }}
          disabled={openIds.length === 0}
          onChange={() => onSelect(all ? new Set() : new Set(openIds))}
        />{' '}
        Select all open quotes
      </label>
      <span className="app-muted" aria-live="polite">
        {chosen.length === 0 ? 'None selected' : `${count} selected`}
      </span>
      <ConfirmButton
        label={chosen.length === 0 ? 'Close selected' : `Close ${count}`}
        question={`Close ${count}? They leave the market at once.`}
        disabled={chosen.length === 0}
        onConfirm={close}
      />
    </div>
  );
}
