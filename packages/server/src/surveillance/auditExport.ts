import type { DbOrTransaction } from '../database/connection';
import { csvDocument, type SurveillanceCsvFile } from './csvFile';
import { firmAuditLog, recordSurveillanceView, type SurveillanceViewer } from './surveillanceAudit';

/** The most audit entries one export holds: 100,000 (newest first). */
const auditExportLimit = 100_000;

/**
 * The firm's whole surveillance audit log as CSV (issue 18 item 4), newest first. The export is itself
 * written to the log first, so the file shows who exported it and when.
 */
export async function exportFirmAuditLog(
  db: DbOrTransaction,
  viewer: SurveillanceViewer,
  now: Date,
): Promise<SurveillanceCsvFile> {
  await recordSurveillanceView(db, viewer, 'audit_log_exported', {}, now);
  const log = await firmAuditLog(db, viewer.clientId, { limit: auditExportLimit });
  const csv = csvDocument(
    ['id', 'time', 'action', 'user_name', 'user_email', 'details'],
    log.results.map((entry) => [
      entry.id,
      entry.created_at,
      entry.action,
      entry.user_name,
      entry.user_email,
      JSON.stringify(entry.details),
    ]),
  );
  return { fileName: `surveillance-audit-${now.toISOString().slice(0, 10)}.csv`, csv };
}
