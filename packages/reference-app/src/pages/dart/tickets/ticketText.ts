import type { TradeTicket } from '@bondkit/core';
import { yieldFractionToPercent } from '@bondkit/core/pricing';
import type { TradeTicketState } from '@bondkit/core/validation';

/** A ticket state as dealers read it. */
export const ticketStateLabels: Readonly<Record<TradeTicketState, string>> = {
  OPEN: 'Open',
  NEGOTIATING: 'Negotiating',
  PRICE_AGREED: 'Price agreed',
  CONSIDERATION_ACCEPTED: 'Consideration accepted',
  CONSIDERATION_REJECTED: 'Consideration rejected',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

/** '7.1200% / 99.8125' with the fixed one first, or 'No price yet'. */
export function ticketPriceText(
  ticket: Pick<TradeTicket, 'unit_clean_price' | 'bond_yield' | 'fixed_field'>,
): string {
  const priceText =
    ticket.unit_clean_price === null || ticket.unit_clean_price === undefined
      ? null
      : ticket.unit_clean_price.toFixed(4);
  const yieldText =
    ticket.bond_yield === null || ticket.bond_yield === undefined
      ? null
      : `${yieldFractionToPercent(ticket.bond_yield).toFixed(4)}%`;
  const parts = ticket.fixed_field === 'yield' ? [yieldText, priceText] : [priceText, yieldText];
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length === 0 ? 'No price yet' : shown.join(' / ');
}

/** Rupees to the paisa: '₹1,01,23,450.00'. */
export function rupeesText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The other party as the viewer sees it: 'Kiran (Kaveri AMC)'. */
export function counterpartyText(ticket: TradeTicket): string {
  const other = ticket.my_side === 'sell' ? ticket.buyer_details : ticket.seller_details;
  if (!other) return '—';
  const name = other.name ?? 'Counterparty';
  return other.brand_name ? `${name} (${other.brand_name})` : name;
}
