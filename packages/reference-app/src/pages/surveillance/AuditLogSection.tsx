import { useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import type { SurveillanceAuditEntry } from '@bondkit/core/validation';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { saveBlob } from '@bondkit/widgets/data-table';
import { useAsyncData } from '../../app/useAsyncData';
import { formatMarketTime, marketDateOf } from '../../app/marketDay';

const actionLabels: Record<SurveillanceAuditEntry['action'], string> = {
  channels_listed: 'Chats listed',
  channel_opened: 'Chat opened',
  messages_searched: 'Messages searched',
  chats_downloaded: 'Chats downloaded',
  trade_review_viewed: 'Trade review viewed',
  alert_reviewed: 'Alert reviewed',
  audit_log_exported: 'Audit log exported',
};

function describe(entry: SurveillanceAuditEntry): string {
  return Object.entries(entry.details)
    .map(
      ([key, value]) =>
        `${key.replace(/_/g, ' ')}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
    )
    .join(' · ');
}

const auditColumns: DataTableColumn<SurveillanceAuditEntry>[] = [
  {
    id: 'time',
    header: 'Time (IST)',
    kind: 'number',
    value: (entry) => Date.parse(entry.created_at),
    render: (entry) => formatMarketTime(entry.created_at),
    width: '11rem',
  },
  { id: 'action', header: 'Action', value: (entry) => actionLabels[entry.action], width: '11rem' },
  { id: 'user', header: 'By', value: (entry) => entry.user_name, width: '10rem' },
  { id: 'details', header: 'Details', value: describe, width: 'minmax(18rem, 4fr)' },
];

/** The firm's surveillance audit log (every view above), newest first, with its CSV export. */
export function AuditLogSection({ refreshKey }: { refreshKey: number }) {
  const { client } = useAppServices();
  const [reloadKey, setReloadKey] = useState(0);
  const log = useAsyncData(`surveillance:audit:${refreshKey}:${reloadKey}`, () =>
    client.surveillance.auditLog({ limit: 500 }),
  );
  const [exporting, setExporting] = useState(false);

  async function exportLog() {
    setExporting(true);
    try {
      saveBlob(
        await client.surveillance.exportAuditLog(),
        `surveillance-audit-${marketDateOf(Date.now())}.csv`,
      );
      setReloadKey((key) => key + 1);
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="app-surveillance__audit">
      <div className="app-actions">
        <button
          type="button"
          className="app-button app-button--primary"
          disabled={exporting}
          onClick={() => void exportLog()}
        >
          {exporting ? 'Exporting…' : 'Export audit log (CSV)'}
        </button>
      </div>
      <DataTable
        label="Surveillance audit log"
        columns={auditColumns}
        rows={log.status === 'ready' ? log.data.results : []}
        getRowId={(entry) => String(entry.id)}
        status={log.status === 'error' ? 'error' : log.status === 'loading' ? 'loading' : 'success'}
        onRetry={() => setReloadKey((key) => key + 1)}
        emptyText="Nothing viewed yet."
        exportable={false}
        height={420}
      />
    </div>
  );
}
