import { useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { SurveillanceAlert } from '@bondkit/core/validation';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { formatMarketTime, marketDateTimeOf } from '../../app/marketDay';

const kindLabels: Record<SurveillanceAlert['kind'], string> = {
  price_deviation: 'Price far from market',
  late_report: 'Reported late',
  quick_cancel: 'Cancelled soon after placing',
};

const alertColumns: DataTableColumn<SurveillanceAlert>[] = [
  { id: 'kind', header: 'Alert', value: (alert) => kindLabels[alert.kind], width: '10rem' },
  {
    id: 'item',
    header: 'On',
    value: (alert) => `${alert.item_kind[0]!.toUpperCase()}${alert.item_kind.slice(1)} ${alert.item_id}`,
    width: '7rem',
  },
  {
    id: 'bond',
    header: 'Bond',
    value: (alert) => `${alert.bond_name} (${alert.isin})`,
    width: 'minmax(12rem, 2fr)',
  },
  { id: 'detail', header: 'Detail', value: (alert) => alert.detail, width: 'minmax(13rem, 3fr)' },
  { id: 'by', header: 'Placed by', value: (alert) => alert.placed_by, width: '8rem' },
  {
    id: 'placed',
    header: 'Placed (IST)',
    kind: 'date',
    value: (alert) => marketDateTimeOf(Date.parse(alert.placed_at)),
    render: (alert) => formatMarketTime(alert.placed_at),
    width: '11rem',
  },
  {
    id: 'review',
    header: 'Review',
    // Who reviewed it and when: what an auditor reading the review asks first.
    value: (alert) =>
      alert.reviewed
        ? `Reviewed${alert.reviewed_by ? ` by ${alert.reviewed_by}` : ''}${
            alert.reviewed_at ? `, ${formatMarketTime(alert.reviewed_at)}` : ''
          }: ${alert.review_note ?? ''}`
        : 'Open',
    width: 'minmax(8rem, 2fr)',
  },
];

/**
 * The firm's quotes, tickets and orders with their alerts (a price at least the threshold from the fair
 * value at the simulated market yield, a trade reported late, a quote withdrawn soon after it was placed),
 * each marked reviewed with a note.
 */
export function TradeReviewSection() {
  const { client } = useAppServices();
  const [reloadKey, setReloadKey] = useState(0);
  const review = useAsyncData(`surveillance:trades:${reloadKey}`, () => client.surveillance.tradeReview());
  const [reviewing, setReviewing] = useState<SurveillanceAlert | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function markReviewed() {
    if (!reviewing) return;
    if (note.trim() === '') {
      setNoteError('A review note is required.');
      return;
    }
    setSaving(true);
    try {
      await client.surveillance.reviewAlert({ alert_id: reviewing.id, note });
      client.toasts.push({ severity: 'success', summary: 'Alert marked reviewed' });
      setReviewing(null);
      setNote('');
      setReloadKey((key) => key + 1);
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const data = review.status === 'ready' ? review.data : null;
  return (
    <div className="app-surveillance__trades">
      {data ? (
        <p className="app-surveillance__note">
          {data.reviewed_items} quotes, tickets and orders of the last 90 days reviewed. Alerts: a price{' '}
          {data.thresholds.price_deviation_percent}% or more from the fair value at the bond’s market yield; a
          trade reported {data.thresholds.late_report_minutes} minutes or more after it was done; a quote
          withdrawn within {data.thresholds.quick_cancel_seconds} seconds.{' '}
          {data.alerts.filter((alert) => !alert.reviewed).length} open.
        </p>
      ) : null}
      <DataTable
        label="Trade alerts"
        columns={alertColumns}
        rows={data?.alerts ?? []}
        getRowId={(alert) => alert.id}
        status={review.status === 'error' ? 'error' : review.status === 'loading' ? 'loading' : 'success'}
        onRetry={() => setReloadKey((key) => key + 1)}
        emptyText="No alerts."
        exportFileName="trade-alerts"
        height={380}
        renderRowActions={(alert) =>
          alert.reviewed ? null : (
            <button
              type="button"
              className="app-button"
              aria-label={`Mark alert ${alert.id} reviewed`}
              onClick={() => {
                setReviewing(alert);
                setNote('');
                setNoteError(null);
              }}
            >
              Review
            </button>
          )
        }
      />
      {reviewing ? (
        <form
          className="app-panel app-surveillance__review"
          aria-label="Review alert"
          onSubmit={(event) => {
            event.preventDefault();
            void markReviewed();
          }}
        >
          <h2>
            {kindLabels[reviewing.kind]}: {reviewing.bond_name}
          </h2>
          <p>{reviewing.detail}</p>
          <label className="app-field">
            Review note
            <textarea
              value={note}
              rows={3}
              maxLength={2000}
              aria-invalid={noteError ? true : undefined}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteError(null);
              }}
            />
            {noteError ? (
              <span className="app-field__error" role="alert">
                {noteError}
              </span>
            ) : null}
          </label>
          <div className="app-actions">
            <button type="submit" className="app-button app-button--primary" disabled={saving}>
              Mark reviewed
            </button>
            <button type="button" className="app-button" onClick={() => setReviewing(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
