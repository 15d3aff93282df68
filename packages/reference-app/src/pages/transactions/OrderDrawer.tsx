import { useEffect, useRef } from 'react';
import { genericErrorMessage, toToastMessage } from '@bondkit/core';
import type { BondClient, Order } from '@bondkit/core';
import type { OrderAuditEntry } from '@bondkit/core/validation';
import { yieldFractionToPercent } from '@bondkit/core/pricing';
import { marketDateOf } from '../../app/marketDay';
import { useAsyncData } from '../../app/useAsyncData';
import { formatMarketDate } from '@bondkit/widgets';
import { saveBlob } from '@bondkit/widgets/data-table';
import { SideText } from '../../market/SideText';
import { AmendmentPanel } from './AmendmentPanel';
import { BrokerageField } from './BrokerageField';
import { ConfirmButton } from './ConfirmButton';
import { IntermediaryEditor } from './IntermediaryEditor';
import { codeText, orderStatusLabels } from '@bondkit/core/validation';
import { auditEntryText } from './orderWords';

/** How the consideration's agreement reads in the drawer. */
const considerationLabels = {
  PENDING: 'awaiting the counterparty',
  ACCEPTED: 'accepted by the counterparty',
  REJECTED: 'rejected by the counterparty',
} as const;

/** What the signed-in user may do to orders, from their roles. */
export interface OrderPermissions {
  /** Dealers accept, reject, cancel and amend. */
  deal: boolean;
  /** Dealers and back office settle and settle-cancel. */
  settle: boolean;
}

/**
 * One order or procurement order: its terms, history, audit trail and amendments, with the actions its
 * state and the user's roles allow, each confirmed. `refreshKey` reloads it (a stream update).
 */
export function OrderDrawer({
  client,
  orderId,
  kind,
  permissions,
  refreshKey,
  onChanged,
  onClose,
}: {
  client: BondClient;
  orderId: number;
  kind: 'orders' | 'procurement-orders';
  permissions: OrderPermissions;
  refreshKey: number;
  onChanged: () => void;
  onClose: () => void;
}) {
  // Focus moves into the drawer when a trade opens, as into any panel that opens: a keyboard user reads it
  // next, and the table's Open button no longer holds focus (Chrome scrolled the narrowed table sideways
  // to keep that button in view, hiding the first columns).
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, [orderId]);
  const details = useAsyncData(`order:${kind}:${orderId}:${refreshKey}`, async () => {
    const [order, amendments, audit] = await Promise.all([
      client.orders.getOrder(orderId, kind),
      client.orders.listAmendments(orderId, kind),
      client.orders.auditTrail(orderId, kind),
    ]);
    return { order, amendments, audit };
  });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      client.toasts.push({ severity: 'success', summary: success });
      onChanged();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    }
  };

  let body;
  if (details.status === 'loading') body = <p>Loading the trade…</p>;
  else if (details.status === 'error') body = <p role="alert">{genericErrorMessage}</p>;
  else {
    const { order, amendments, audit } = details.data;
    body = (
      <>
        <dl className="app-details">
          <dt>Bond</dt>
          <dd>{order.display_name ?? order.isin ?? order.finstrument_id}</dd>
          <dt>Status</dt>
          <dd data-testid="order-status" data-status={order.status}>
            {codeText(orderStatusLabels, order.status)}
          </dd>
          <dt>Your side</dt>
          <dd>
            <SideText side={order.buy_or_sell} />
          </dd>
          <dt>Counterparty</dt>
          <dd>{order.counterparty_name ?? '-'}</dd>
          <dt>Face value</dt>
          <dd>₹{order.quantity.toLocaleString('en-IN')}</dd>
          <dt>Clean price</dt>
          <dd>{order.unit_clean_price?.toFixed(4) ?? '-'}</dd>
          <dt>Yield</dt>
          <dd>
            {order.bond_yield === null ? '-' : `${yieldFractionToPercent(order.bond_yield).toFixed(4)}%`}
          </dd>
          <dt>Settlement date</dt>
          <dd>{order.settlement_date === null ? '-' : formatMarketDate(order.settlement_date)}</dd>
          <dt>Brokerage</dt>
          <dd>{order.brokerage == null ? '-' : `₹${order.brokerage.toLocaleString('en-IN')}`}</dd>
          <dt>Consideration</dt>
          <dd>
            {order.consideration === undefined ? '-' : `₹${order.consideration.toLocaleString('en-IN')}`}
            {order.consideration_status ? (
              <span data-testid="consideration-status">
                {' '}
                ({considerationLabels[order.consideration_status]})
              </span>
            ) : null}
          </dd>
          <dt>Facilitator</dt>
          <dd>{order.facilitator?.name ?? '-'}</dd>
          <dt>Agent</dt>
          <dd>{order.agent?.name ?? '-'}</dd>
        </dl>
        {permissions.settle && (order.status === 'PENDING' || order.status === 'ACCEPTED') ? (
          <IntermediaryEditor
            key={`${order.facilitator?.id ?? 0}:${order.agent?.id ?? 0}`}
            client={client}
            order={order}
            kind={kind}
            run={run}
          />
        ) : null}
        {permissions.deal && order.status !== 'CANCELLED' && order.status !== 'REJECTED' ? (
          <BrokerageField client={client} order={order} onChanged={onChanged} />
        ) : null}
        <div className="app-actions">
          <OrderActions
            order={order}
            kind={kind}
            client={client}
            permissions={permissions}
            run={run}
            rejection={
              order.consideration_status === 'REJECTED'
                ? ([...audit].reverse().find((entry) => entry.action === 'consideration.reject') ?? null)
                : null
            }
          />
        </div>
        <AmendmentPanel
          client={client}
          order={order}
          amendments={amendments}
          canAct={permissions.deal}
          onChanged={onChanged}
        />
        <section aria-labelledby="audit-title">
          <h3 id="audit-title">History and audit trail</h3>
          <ol className="app-list">
            {audit.map((entry) => (
              <li key={entry.id}>{auditEntryText(entry, marketDateOf(client.now()))}</li>
            ))}
          </ol>
        </section>
      </>
    );
  }

  return (
    <aside className="app-panel app-drawer" aria-labelledby="order-drawer-title">
      <div className="app-panel__head">
        <h2 id="order-drawer-title" ref={titleRef} tabIndex={-1}>
          Trade {orderId}
        </h2>
        <button type="button" className="app-link-button" onClick={onClose}>
          Close
        </button>
      </div>
      {body}
    </aside>
  );
}

function OrderActions({
  order,
  kind,
  client,
  permissions,
  run,
  rejection,
}: {
  order: Order;
  kind: 'orders' | 'procurement-orders';
  client: BondClient;
  permissions: OrderPermissions;
  run: (action: () => Promise<unknown>, success: string) => Promise<void>;
  /** The audit row of the counterparty's rejection of the consideration, when it stands. */
  rejection: OrderAuditEntry | null;
}) {
  const actions = [];
  // A rejected consideration is not a dead end: the server refuses Settle until the trade is amended (which
  // asks the counterparty again) or cancelled, so the drawer offers exactly those.
  const considerationRejected = order.consideration_status === 'REJECTED' && order.status === 'ACCEPTED';
  if (considerationRejected) {
    actions.push(
      <p key="consideration-rejected" className="app-notice app-notice--warning" role="note">
        {rejection === null
          ? 'The counterparty rejected the consideration.'
          : `${auditEntryText(rejection, marketDateOf(client.now()))}.`}{' '}
        The trade cannot settle as it is: amend it (the counterparty is asked again) or cancel it.
        {permissions.deal ? null : ' A dealer of your firm proposes the amendment.'}
      </p>,
    );
    if (permissions.deal && order.changes_by_amendment !== false)
      actions.push(
        <button
          key="amend"
          type="button"
          className="app-button app-button--primary"
          onClick={() => {
            const form = document.querySelector<HTMLElement>('.app-amend-form input');
            form?.focus();
          }}
        >
          Amend the trade
        </button>,
      );
  }
  // The counterparty agrees the money the reporting firm booked; the server says when (can_decide_consideration).
  if (order.can_decide_consideration === true && permissions.settle) {
    const consideration = `₹${(order.consideration ?? 0).toLocaleString('en-IN')}`;
    actions.push(
      <ConfirmButton
        key="accept-consideration"
        label="Accept consideration"
        variant="primary"
        question={`Accept the consideration of ${consideration}?`}
        onConfirm={() =>
          run(() => client.orders.decideConsideration(order.id, 'accept', kind), 'Consideration accepted')
        }
      />,
      <ConfirmButton
        key="reject-consideration"
        label="Reject consideration"
        question={`Reject the consideration of ${consideration}? The trade cannot settle until it is amended.`}
        onConfirm={() =>
          run(() => client.orders.decideConsideration(order.id, 'reject', kind), 'Consideration rejected')
        }
      />,
    );
  }
  if (order.status === 'PENDING' && permissions.deal && order.is_owner === false) {
    actions.push(
      <ConfirmButton
        key="accept"
        label="Accept"
        variant="primary"
        question="Accept this trade? Holdings move on both sides."
        onConfirm={() =>
          run(
            () => client.orders.acceptOrReject(order.id, { reported_order_status: 'ACCEPTED' }, kind),
            'Trade accepted',
          )
        }
      />,
      <ConfirmButton
        key="reject"
        label="Reject"
        question="Reject this trade?"
        onConfirm={() =>
          run(
            () => client.orders.acceptOrReject(order.id, { reported_order_status: 'REJECTED' }, kind),
            'Trade rejected',
          )
        }
      />,
    );
  }
  // An agreed two-firm trade is corrected by an amendment (below), never cancelled by one firm: the server
  // refuses that with 409, so the button is not offered, unless the counterparty rejected the consideration.
  if (
    (order.status === 'PENDING' || order.status === 'ACCEPTED') &&
    permissions.deal &&
    (order.changes_by_amendment !== true || considerationRejected)
  ) {
    actions.push(
      <ConfirmButton
        key="cancel"
        label="Cancel trade"
        question="Cancel this trade? Holdings move back."
        onConfirm={() => run(() => client.orders.cancel(order.id, kind), 'Trade cancelled')}
      />,
    );
  }
  if (order.status === 'ACCEPTED' && permissions.settle) {
    if (!considerationRejected)
      actions.push(
        <ConfirmButton
          key="settle"
          label="Settle"
          variant="primary"
          question="Mark this trade settled?"
          onConfirm={() => run(() => client.orders.settleCancel(order.id, 'settle', kind), 'Trade settled')}
        />,
      );
    // A failed settlement of an agreed trade is recorded from its settlement date (the server refuses it
    // before, with 409); until then the drawer says when.
    const settlesOn = order.settlement_date;
    if (order.changes_by_amendment !== true || settlesOn === null || settlesOn <= marketDateOf(client.now()))
      actions.push(
        <ConfirmButton
          key="settle-cancel"
          label="Settle-cancel"
          question="Record that this trade failed to settle? It is cancelled and holdings move back."
          onConfirm={() =>
            run(() => client.orders.settleCancel(order.id, 'cancel', kind), 'Trade cancelled at settlement')
          }
        />,
      );
    else
      actions.push(
        <p key="settle-cancel" className="app-muted">
          A failed settlement can be recorded from the settlement date, {formatMarketDate(settlesOn)}.
        </p>,
      );
  }
  if (order.status === 'SETTLED') {
    actions.push(
      <button
        key="confirmation"
        type="button"
        className="app-button"
        onClick={() =>
          void client.orders.downloadConfirmation(order.id, kind).then(
            (blob) => saveBlob(blob, `trade-confirmation-${order.id}.pdf`),
            (error: unknown) => client.toasts.push(toToastMessage(error)),
          )
        }
      >
        Download confirmation
      </button>,
    );
  }
  return actions.length === 0 ? <p>No actions for this trade in its state.</p> : <>{actions}</>;
}
