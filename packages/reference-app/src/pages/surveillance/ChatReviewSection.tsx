import { useState } from 'react';
import type { SurveillanceChannel } from '@bondkit/core/validation';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { ChannelTranscript } from './ChannelTranscript';
import { ChatDownloadForm } from './ChatDownloadForm';
import { channelTitle } from './channelTitle';
import { formatMarketTime, marketDateTimeOf } from '../../app/marketDay';

const channelColumns: DataTableColumn<SurveillanceChannel>[] = [
  {
    id: 'name',
    header: 'Channel',
    value: channelTitle,
    width: 'minmax(12rem, 2fr)',
  },
  {
    id: 'members',
    header: 'Members',
    value: (channel) =>
      channel.members.map((member) => `${member.nickname} (${member.firm_name})`).join(', '),
    width: 'minmax(14rem, 3fr)',
  },
  {
    id: 'messages',
    header: 'Messages',
    kind: 'number',
    value: (channel) => channel.message_count,
    width: '7rem',
  },
  {
    id: 'last',
    header: 'Last message (IST)',
    kind: 'date',
    // The India-time day and time, so that a date filter means the desk's day.
    value: (channel) => (channel.last_message_at === null ? null : marketDateTimeOf(channel.last_message_at)),
    render: (channel) => (channel.last_message_at === null ? '-' : formatMarketTime(channel.last_message_at)),
    width: '11rem',
  },
];

/**
 * The firm's chat channels (any channel with a member of the firm), each opened read-only, and the chat
 * download for the channels ticked (all of them when none is).
 */
export function ChatReviewSection() {
  const { client } = useAppServices();
  const [reloadKey, setReloadKey] = useState(0);
  const channels = useAsyncData(`surveillance:channels:${reloadKey}`, () => client.surveillance.channels());
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [opened, setOpened] = useState<string | null>(null);
  const rows = channels.status === 'ready' ? channels.data : [];
  return (
    <div className="app-surveillance__chats">
      <p className="app-surveillance__note">
        Every chat with a member of your firm, read-only. Opening a chat here does not mark it delivered or
        read for its members; each chat you open is written to the audit log.
      </p>
      <DataTable
        label="Chat channels"
        columns={channelColumns}
        rows={rows}
        getRowId={(channel) => channel.channel_url}
        status={channels.status === 'error' ? 'error' : channels.status === 'loading' ? 'loading' : 'success'}
        onRetry={() => setReloadKey((key) => key + 1)}
        emptyText="No chats with a member of your firm yet."
        selectable
        selectedRowIds={selected}
        onSelectedRowIdsChange={(ids) => setSelected(ids)}
        onRowActivate={(channel) => setOpened(channel.channel_url)}
        // One short button: the default 8rem column took a third of a phone's width.
        actionsColumnWidth="5rem"
        renderRowActions={(channel) => (
          <button
            type="button"
            className="app-button"
            aria-label={`Open chat ${channelTitle(channel)}`}
            onClick={() => setOpened(channel.channel_url)}
          >
            Open
          </button>
        )}
        exportable={false}
        // Fit a short list; scroll a long one.
        height={Math.max(160, Math.min(360, 56 + rows.length * 36))}
      />
      <ChatDownloadForm
        channelIds={selected.length > 0 ? selected : rows.map((channel) => channel.channel_url)}
        selectedCount={selected.length}
      />
      {opened ? <ChannelTranscript key={opened} channelUrl={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
