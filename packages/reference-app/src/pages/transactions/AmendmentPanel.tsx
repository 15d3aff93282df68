import { useState } from 'react';
import type { FormEvent } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { BondClient, Order } from '@bondkit/core';
import type { OrderAmendment } from '@bondkit/core/validation';
import { ConfirmButton } from './ConfirmButton';

function describeChanges(amendment: OrderAmendment): string {
  const parts: string[] = [];
  const { changes, terms_before: before } = amendment;
  if (changes.quantity !== undefined)
    parts.push(
      `face value ₹${before.quantity.toLocaleString('en-IN')} → ₹${changes.quantity.toLocaleString('en-IN')}`,
    );
  if (changes.unit_clean_price !== undefined)
    parts.push(`price ${before.unit_clean_price.toFixed(4)} → ${changes.unit_clean_price.toFixed(4)}`);
  if (changes.settlement_date !== undefined)
    parts.push(`settlement ${before.settlement_date} → ${changes.settlement_date}`);
  if (changes.exchange !== undefined)
    parts.push(`exchange ${before.exchange ?? 'OTC'} → ${changes.exchange ?? 'OTC'}`);
  return parts.join('; ');
}

/**
 * Modify an agreed trade as a two-sided amendment: propose new terms; the other firm accepts (the trade
 * and both holdings change) or rejects; the proposer may withdraw.
 */
export function AmendmentPanel({
  client,
  order,
  amendments,
  canAct,
  onChanged,
}: {
  client: BondClient;
  order: Order;
  amendments: readonly OrderAmendment[];
  canAct: boolean;
  onChanged: () => void;
}) {
  const kind = order.kind ?? 'orders';
  const [quantity, setQuantity] = useState(String(order.quantity));
  const [price, setPrice] = useState(order.unit_clean_price?.toFixed(4) ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = amendments.find((amendment) => amendment.status === 'PROPOSED');

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      client.toasts.push({ severity: 'success', summary: success });
      onChanged();
    } catch (caught) {
      client.toasts.push(toToastMessage(caught));
    }
  };

  const propose = (event: FormEvent) => {
    event.preventDefault();
    const newQuantity = Number(quantity.replace(/,/g, ''));
    const newPrice = Number(price);
    if (!Number.isFinite(newQuantity) || newQuantity <= 0) return setError('Enter the face value in rupees.');
    if (!Number.isFinite(newPrice) || newPrice <= 0) return setError('Enter the clean price.');
    setError(null);
    void run(
      () =>
        client.orders.proposeAmendment(
          order.id,
          {
            ...(newQuantity !== order.quantity ? { quantity: newQuantity } : {}),
            ...(newPrice !== order.unit_clean_price ? { unit_clean_price: newPrice } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          },
          kind,
        ),
      'Amendment proposed: it applies when the counterparty accepts it',
    );
  };

  return (
    <section aria-labelledby="amendments-title">
      <h3 id="amendments-title">Amendments</h3>
      {amendments.length === 0 ? <p>No amendments.</p> : null}
      <ul className="app-list">
        {amendments.map((amendment) => (
          <li key={amendment.id}>
            <strong>{amendment.status}</strong>{' '}
            {amendment.proposed_by_you ? '(proposed by your firm)' : '(proposed by the counterparty)'}:{' '}
            {describeChanges(amendment)}
            {amendment.note ? ` (“${amendment.note}”)` : ''}
            {amendment.status === 'PROPOSED' && canAct ? (
              <span className="app-actions">
                {amendment.proposed_by_you ? (
                  <ConfirmButton
                    label="Withdraw"
                    question="Withdraw this amendment?"
                    onConfirm={() =>
                      run(
                        () => client.orders.withdrawAmendment(order.id, amendment.id, kind),
                        'Amendment withdrawn',
                      )
                    }
                  />
                ) : (
                  <>
                    <ConfirmButton
                      label="Accept amendment"
                      variant="primary"
                      question="Accept the new terms? The trade and both holdings change."
                      onConfirm={() =>
                        run(
                          () => client.orders.decideAmendment(order.id, amendment.id, 'ACCEPTED', kind),
                          'Amendment accepted: the trade is updated',
                        )
                      }
                    />
                    <ConfirmButton
                      label="Reject amendment"
                      question="Reject the new terms? The trade stays as agreed."
                      onConfirm={() =>
                        run(
                          () => client.orders.decideAmendment(order.id, amendment.id, 'REJECTED', kind),
                          'Amendment rejected',
                        )
                      }
                    />
                  </>
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {order.status === 'ACCEPTED' && order.changes_by_amendment !== false && canAct && open === undefined ? (
        <form className="app-form app-amend-form" onSubmit={propose} noValidate>
          <p>Modify (as a two-sided amendment): the counterparty must accept the new terms.</p>
          <label>
            Face value (₹)
            <input
              inputMode="numeric"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </label>
          <label>
            Clean price
            <input inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
          </label>
          <label>
            Note for the counterparty
            <input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </label>
          {error ? (
            <p role="alert" className="app-field-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="app-button">
            Propose amendment
          </button>
        </form>
      ) : null}
    </section>
  );
}
