import { formatPrice, formatYield, formatQuantum } from '@bondkit/core/format';

/** The custom type of a chat message that carries a trade ticket (its JSON in `data`). */
export const tradeTicketMessageType = 'trade_ticket';

/** What a ticket card shows, read from a `trade_ticket` message's `data`. */
export interface ChatTicketView {
  id: number;
  bondName: string;
  /** The side of the dealer who opened the ticket. */
  side: 'buy' | 'sell';
  /** That dealer's name, when the ticket carries it. */
  openedBy: string | null;
  quantity: number | null;
  cleanPrice: number | null;
  /** A fraction (0.0712 is 7.12 %). */
  yieldFraction: number | null;
  fixedField: 'yield' | 'price' | null;
  state: string;
  buyer: string | null;
  seller: string | null;
}

const stateLabels: Readonly<Record<string, string>> = {
  OPEN: 'Open',
  NEGOTIATING: 'Negotiating',
  PRICE_AGREED: 'Price agreed',
  CONSIDERATION_ACCEPTED: 'Consideration accepted',
  CONSIDERATION_REJECTED: 'Consideration rejected',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function partyName(value: unknown): string | null {
  if (!isObject(value)) return null;
  const name = textOrNull(value.name);
  const firm = textOrNull(value.brand_name);
  if (name && firm) return `${name} (${firm})`;
  return name ?? firm;
}

function openerName(party: unknown): string | null {
  return isObject(party) ? textOrNull(party.name) : null;
}

/**
 * The ticket in a message's `data`, or null when it is not one (then the message shows as text). Read by
 * hand rather than with a schema: the chat bundle carries no validation library, and a card needs few fields.
 */
export function readChatTicket(data: string): ChatTicketView | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const id = numberOrNull(parsed.id);
  const state = textOrNull(parsed.state);
  const side = parsed.buy_or_sell;
  if (id === null || state === null || (side !== 'buy' && side !== 'sell')) return null;
  const fixedField =
    parsed.fixed_field === 'yield' || parsed.fixed_field === 'price' ? parsed.fixed_field : null;
  return {
    id,
    bondName:
      textOrNull(parsed.display_name) ??
      textOrNull(parsed.isin) ??
      `Bond ${String(parsed.finstrument_id ?? '')}`,
    side,
    openedBy: openerName(side === 'buy' ? parsed.buyer_details : parsed.seller_details),
    quantity: numberOrNull(parsed.quantity),
    cleanPrice: numberOrNull(parsed.unit_clean_price),
    yieldFraction: numberOrNull(parsed.bond_yield),
    fixedField,
    state,
    buyer: partyName(parsed.buyer_details),
    seller: partyName(parsed.seller_details),
  };
}

function priceText(ticket: ChatTicketView): string {
  const price = ticket.cleanPrice === null ? null : formatPrice(ticket.cleanPrice);
  const yieldText = ticket.yieldFraction === null ? null : `${formatYield(ticket.yieldFraction * 100)}%`;
  const parts = ticket.fixedField === 'yield' ? [yieldText, price] : [price, yieldText];
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length === 0 ? 'No price yet' : shown.join(' / ');
}

/** A trade ticket posted in a chat: bond, side, quantity, price and state, with the step's line under it. */
export function ChatTicketCard({ ticket, caption }: { ticket: ChatTicketView; caption: string }) {
  return (
    <div className="bk-chat__ticket" role="group" aria-label={`Trade ticket ${ticket.id}`}>
      <div className="bk-chat__ticket-head">
        <span className="bk-chat__ticket-title">
          Ticket #{ticket.id} · {ticket.bondName}
        </span>
        <span className="bk-chat__ticket-state" data-state={ticket.state}>
          {stateLabels[ticket.state] ?? ticket.state}
        </span>
      </div>
      <dl className="bk-chat__ticket-terms">
        <div>
          <dt>Side</dt>
          <dd>
            {ticket.side === 'buy' ? 'Buy' : 'Sell'}
            {ticket.openedBy !== null ? `, by ${ticket.openedBy}` : ''}
          </dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>₹{formatQuantum(ticket.quantity)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{priceText(ticket)}</dd>
        </div>
        {ticket.buyer !== null && ticket.seller !== null ? (
          <div>
            <dt>Buyer / seller</dt>
            <dd>
              {ticket.buyer} / {ticket.seller}
            </dd>
          </div>
        ) : null}
      </dl>
      {caption !== '' ? <p className="bk-chat__ticket-caption">{caption}</p> : null}
    </div>
  );
}
