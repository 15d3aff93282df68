import type { SurveillanceMessage } from '@bondkit/core/validation';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { formatMarketTime } from '../../app/marketDay';

/** A message's text, or its file's name. */
export function messageText(message: SurveillanceMessage): string {
  return message.file_name === null ? message.message : `📎 ${message.file_name} ${message.message}`.trim();
}

/** A message's text with its state: '(edited)', '(deleted)'. */
function messageTextWithState(message: SurveillanceMessage): string {
  const state = message.deleted_at ? ' (deleted)' : message.edited_at ? ' (edited)' : '';
  return `${messageText(message)}${state}`;
}

/** Columns of a list of chat messages (search results). */
export const messageColumns: DataTableColumn<SurveillanceMessage>[] = [
  {
    id: 'time',
    header: 'Sent (IST)',
    kind: 'number',
    value: (message) => message.created_at,
    render: (message) => formatMarketTime(message.created_at),
    width: '11rem',
  },
  { id: 'channel', header: 'Channel', value: (message) => message.channel_name, width: '12rem' },
  {
    id: 'sender',
    header: 'Sender',
    value: (message) => `${message.sender_name} (${message.sender_firm})`,
    width: '14rem',
  },
  { id: 'message', header: 'Message', value: messageTextWithState, width: 'minmax(16rem, 3fr)' },
];
