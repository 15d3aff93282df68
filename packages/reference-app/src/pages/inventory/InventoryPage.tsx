import { useEffect, useState } from 'react';
import { rolesOf } from '@bondkit/core/access';
import { toToastMessage } from '@bondkit/core';
import type { InventoryPosition } from '@bondkit/core';
import { DataTable } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { useSessionState } from '../../app/useSessionState';
import { ErrorPage } from '../error/ErrorPage';
import { isPremiumRequired } from '../error/premiumRequired';
import { formatRupees } from '../security/formatRupees';
import { ConfirmButton } from '../transactions/ConfirmButton';
import { ExposureChart } from './ExposureChart';
import { ExternalTradeForm } from './ExternalTradeForm';
import { defaultHoldingLayout, holdingColumns } from './holdingColumns';
import { exposureByIssuerType, exposureByMaturity, inventoryTotals } from './inventoryFigures';
import { PositionsUpload } from './PositionsUpload';
import { ValuationCostEditor } from './ValuationCostEditor';
import { SupportRequestButton } from '../error/SupportRequestButton';

/**
 * Inventory: the firm's holdings valued at current prices by the engine (clean, accrued, dirty,
 * consideration, P&L against the valuation cost, duration and PV01, per line and in total), exposure by
 * maturity and issuer type, and for dealers the book's upkeep: edit a cost, confirm the previous day's
 * holdings, offer a holding to the market in one click, record an external trade, upload positions. A
 * trade accepted or settled on the stream (`order_update`) reloads the book. A feature the firm's plan
 * lacks answers 402, and the page shows the Premium prompt.
 */
export function InventoryPage() {
  const { client } = useAppServices();
  const session = useSessionState(client);
  const canDeal = session.data ? rolesOf(session.data).includes('clientdealer') : false;
  const [refreshKey, setRefreshKey] = useState(0);
  const [editing, setEditing] = useState<InventoryPosition | null>(null);
  const [premium, setPremium] = useState(false);
  const reload = () => setRefreshKey((key) => key + 1);

  useEffect(() => client.stream.on('order_update', () => setRefreshKey((key) => key + 1)), [client]);

  const book = useAsyncData(`inventory:${refreshKey}`, () => client.inventory.list());
  const [shown, setShown] = useState<readonly InventoryPosition[]>([]);
  useEffect(() => {
    if (book.status === 'ready') setShown(book.data);
  }, [book]);

  /** A 402 from a premium feature: show the Premium prompt instead of a toast. */
  const onPremium = (error: unknown) => {
    if (!isPremiumRequired(error)) return false;
    setPremium(true);
    return true;
  };

  if (premium) return <ErrorPage status={402} />;

  const totals = inventoryTotals(shown);
  const today = shown[0]?.settlement_date ?? new Date().toISOString().slice(0, 10);

  const offer = async (holding: InventoryPosition) => {
    try {
      await client.inventory.offer({
        finstrument_id: holding.finstrument_id,
        quote_type: 'ASK',
        quantum: holding.quantity,
        unit_price_stored: holding.market_price,
      });
      client.toasts.push({
        severity: 'success',
        summary: 'Offered to the market',
        detail: `₹${holding.quantity.toLocaleString('en-IN')} of ${holding.display_name ?? holding.isin} at ${holding.market_price?.toFixed(4)}, on the dart sheet.`,
      });
    } catch (error) {
      if (!onPremium(error)) client.toasts.push(toToastMessage(error));
    }
  };

  return (
    <main className="app-page app-page--wide app-inventory" aria-labelledby="inventory-title">
      <h1 id="inventory-title">Inventory</h1>
      <p className="app-request-links">
        <SupportRequestButton
          requestType="REQUEST_ACCESS_INVENTORY"
          label="Request inventory access for your team"
          title="Request inventory access"
        />
      </p>
      <dl className="app-inventory__totals" aria-label="Book totals">
        <div>
          <dt>Holdings</dt>
          <dd>{totals.holdings}</dd>
        </div>
        <div>
          <dt>Face value</dt>
          <dd data-testid="total-face-value">{formatRupees(totals.faceValue)}</dd>
        </div>
        <div>
          <dt>Consideration</dt>
          <dd data-testid="total-consideration">{formatRupees(totals.consideration)}</dd>
        </div>
        <div>
          <dt>P&amp;L</dt>
          <dd>{formatRupees(totals.unrealisedPnl)}</dd>
        </div>
        <div>
          <dt>Mod. duration</dt>
          <dd>{totals.modifiedDuration?.toFixed(2) ?? '-'}</dd>
        </div>
        <div>
          <dt>PV01</dt>
          <dd>{formatRupees(totals.pv01)}</dd>
        </div>
      </dl>
      {totals.unvalued > 0 ? (
        <p className="app-muted">
          {totals.unvalued} holding{totals.unvalued === 1 ? '' : 's'} could not be priced (matured or without
          terms) and {totals.unvalued === 1 ? 'is' : 'are'} left out of the totals.
        </p>
      ) : null}
      {canDeal ? (
        <div className="app-actions">
          <ConfirmButton
            label="Confirm previous day's holdings"
            question="Confirm these holdings as they stand?"
            onConfirm={async () => {
              try {
                const answer = await client.inventory.confirmPrevious();
                client.toasts.push({ severity: 'success', summary: answer.detail });
                reload();
              } catch (error) {
                if (!onPremium(error)) client.toasts.push(toToastMessage(error));
              }
            }}
          />
        </div>
      ) : null}
      {editing ? (
        <ValuationCostEditor
          key={editing.id}
          client={client}
          holding={editing}
          onPremium={onPremium}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      <DataTable
        label="Holdings"
        mode="client"
        columns={holdingColumns}
        rows={shown}
        getRowId={(holding) => String(holding.id)}
        status={
          book.status === 'error'
            ? 'error'
            : book.status === 'loading' && shown.length === 0
              ? 'loading'
              : 'success'
        }
        emptyText="No holdings yet: upload your positions or record a trade."
        onRetry={reload}
        persistKey="inventory"
        defaultColumnLayout={defaultHoldingLayout}
        exportFileName="inventory"
        height={420}
        actionsColumnWidth={canDeal ? '9.5rem' : undefined}
        renderRowActions={
          canDeal
            ? (holding) => (
                <span className="app-row-actions">
                  <button
                    type="button"
                    className="app-button"
                    aria-label={`Edit cost of ${holding.display_name ?? holding.isin}`}
                    onClick={() => setEditing(holding)}
                  >
                    Edit cost
                  </button>
                  <button
                    type="button"
                    className="app-button"
                    disabled={holding.quantity <= 0 || holding.market_price == null}
                    aria-label={`Offer ${holding.display_name ?? holding.isin} to the market`}
                    onClick={() => void offer(holding)}
                  >
                    Offer
                  </button>
                </span>
              )
            : undefined
        }
      />
      <div className="app-inventory__charts">
        <ExposureChart title="Exposure by maturity" bars={exposureByMaturity(shown, today)} />
        <ExposureChart title="Exposure by issuer type" bars={exposureByIssuerType(shown)} />
      </div>
      {canDeal ? (
        <div className="app-inventory__forms">
          <ExternalTradeForm client={client} onRecorded={reload} onPremium={onPremium} />
          <PositionsUpload client={client} onWritten={reload} onPremium={onPremium} />
        </div>
      ) : null}
    </main>
  );
}
