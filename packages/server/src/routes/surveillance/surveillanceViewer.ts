import type { Principal } from '../../auth/principal';
import type { SurveillanceCsvFile } from '../../surveillance/csvFile';
import type { SurveillanceViewer } from '../../surveillance/surveillanceAudit';

/** The compliance officer a surveillance call acts for: their firm (whose data they see) and themselves. */
export function viewerOf(principal: Principal): SurveillanceViewer {
  return { clientId: principal.client.id, userId: principal.user.id };
}

/** A surveillance CSV as the file answer of its endpoint (UTF-8, saved under its name). */
export function csvAnswer(file: SurveillanceCsvFile) {
  return {
    fileName: file.fileName,
    contentType: 'text/csv; charset=utf-8',
    content: Buffer.from(file.csv, 'utf8'),
  };
}
