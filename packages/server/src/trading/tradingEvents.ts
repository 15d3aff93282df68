import type { EventPublisher, ServerEvent } from '../events/eventPublisher';
import { privateQuoteRecipients } from '../authorization/quoteRules';
import type { EoiRow } from './eoiView';

/** A server event that may name one user (the stream hub delivers it to that user's sockets only). */
type AddressedEvent = ServerEvent & { userId?: number };

function publish(events: EventPublisher, event: AddressedEvent): void {
  events.publish(event);
}

/** What happened to a quote. */
export type QuoteChange = 'created' | 'updated' | 'expired' | 'closed';

/** Firms a private run is shared with: the quote rule's recipients (`authorization/quoteRules.ts`). */
const privateRunFirms = privateQuoteRecipients;

/**
 * Publishes a quote change for the trade stream: public and RFQ quotes refresh the public runs (and
 * a partial refresh names the rows; new RFQs refresh inquiries); private runs go to the firms they are
 * shared with; responses in a negotiation notify the other party's user; a price override updates the firm.
 */
export function publishQuoteChange(
  events: EventPublisher,
  now: Date,
  row: EoiRow,
  change: QuoteChange,
  negotiation?: { notifyUserId: number; action: string; message: string },
): void {
  const base = { occurredAt: now };
  if (row.visibility === 'PUBLIC' || row.visibility === 'RFQ') {
    publish(events, {
      ...base,
      type: `quote.${change}`,
      clientId: null,
      payload: { finstrument_id: row.instrumentId, eoi_id: row.id },
    });
    publish(events, {
      ...base,
      type: 'trade_stream.partial_refresh',
      clientId: null,
      payload: { eoi_ids: [row.id], finstrument_ids: [row.instrumentId] },
    });
    if (row.visibility === 'RFQ' && change === 'created')
      publish(events, { ...base, type: 'trade_stream.inquiries_refresh', clientId: null, payload: {} });
  }
  if (row.visibility === 'PRIVATE') {
    const quote = {
      id: row.id,
      finstrument_id: row.instrumentId,
      quote_type: row.quoteType,
      unit_price_stored: row.unitPriceStored,
      yield_stored: row.yieldStored,
      status: row.status,
    };
    for (const clientId of new Set([row.clientId, ...privateRunFirms(row)])) {
      publish(events, { ...base, type: 'trade_stream.private_runs', clientId, payload: { quotes: [quote] } });
    }
  }
  if (negotiation) {
    publish(events, {
      ...base,
      type: 'trade_stream.rfq_negotiation',
      clientId: null,
      userId: negotiation.notifyUserId,
      payload: {
        eoi_id: row.id,
        finstrument_id: row.instrumentId,
        action: negotiation.action,
        message: negotiation.message,
      },
    });
  }
  if (row.priceOverridden && change !== 'closed' && change !== 'expired') {
    publish(events, {
      ...base,
      type: 'trade_stream.price_override_update',
      clientId: row.clientId,
      payload: {
        finstrument_id: row.instrumentId,
        unit_clean_price: row.unitPriceStored,
        bond_yield: row.yieldStored,
      },
    });
  }
}

/** The number of a firm's open orders changed. */
export function publishOpenOrderCount(
  events: EventPublisher,
  now: Date,
  clientId: number,
  count: number,
): void {
  publish(events, { type: 'trade_stream.open_order_count', clientId, payload: { count }, occurredAt: now });
}

/** A new market price for one bond (the simulator's ticks). */
export function publishPriceUpdate(
  events: EventPublisher,
  now: Date,
  price: { finstrumentId: number; unitCleanPrice: number; bondYield: number; settlementDate: string },
): void {
  publish(events, {
    type: 'trade_stream.price_update',
    clientId: null,
    occurredAt: now,
    payload: {
      finstrument_id: price.finstrumentId,
      unit_clean_price: price.unitCleanPrice,
      bond_yield: price.bondYield,
      settlement_date: price.settlementDate,
      published_at: now.getTime(),
    },
  });
}

/**
 * An order changed (a status, an amendment proposed or decided): each firm of the trade refetches it, so
 * the counterparty sees a settlement or an amendment live.
 */
export function publishOrderUpdate(
  events: EventPublisher,
  now: Date,
  row: { id: number; kind: string; status: string },
  firms: readonly number[],
  action: string,
): void {
  for (const clientId of firms) {
    publish(events, {
      type: 'trade_stream.order_update',
      clientId,
      occurredAt: now,
      payload: { order_id: row.id, kind: row.kind, status: row.status, action },
    });
  }
}
