import type { OrderAuditEntry } from '@bondkit/core/validation';
import { formatMarketDate } from '@bondkit/widgets';

/** What an audit action did, in words. */
const auditActionWords: Readonly<Record<string, string>> = {
  reported: 'Trade reported',
  created: 'Trade created',
  accept: 'Trade accepted',
  accepted: 'Trade accepted',
  reject: 'Trade rejected',
  cancel: 'Trade cancelled',
  modify: 'Trade modified',
  settle: 'Trade settled',
  'settle-cancel': 'Cancelled at settlement (failed to settle)',
  'consideration.accept': 'Consideration accepted',
  'consideration.reject': 'Consideration rejected',
  'amendment.proposed': 'Amendment proposed',
  'amendment.accepted': 'Amendment accepted',
  'amendment.rejected': 'Amendment rejected',
  'amendment.withdrawn': 'Amendment withdrawn',
  brokerage: 'Brokerage changed',
  intermediaries: 'Facilitator or agent changed',
  closed: 'Quote closed',
};

/** An action the list above does not know, still in words: 'brokerage.set' -> 'Brokerage set'. */
function fallbackWords(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 10:42 IST, with the date in the market format when it is not `today` ('28 Nov 2026, 10:42 IST'). */
export function auditTimeText(iso: string, today: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });
  const day = date.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return day === today ? `${time} IST` : `${formatMarketDate(day)}, ${time} IST`;
}

/** One audit row as a sentence: 'Consideration rejected by Kaveri Asset Management, 10:42 IST'. */
export function auditEntryText(
  entry: Pick<OrderAuditEntry, 'action' | 'actor_name' | 'created_at'>,
  today: string,
): string {
  const what = auditActionWords[entry.action] ?? fallbackWords(entry.action);
  return `${what} by ${entry.actor_name}, ${auditTimeText(entry.created_at, today)}`;
}
