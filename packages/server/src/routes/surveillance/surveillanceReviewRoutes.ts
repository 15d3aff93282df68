import { surveillanceEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { exportFirmAuditLog } from '../../surveillance/auditExport';
import { reviewAlert, viewTradeReview } from '../../surveillance/alertReview';
import { firmAuditLog } from '../../surveillance/surveillanceAudit';
import { csvAnswer, viewerOf } from './surveillanceViewer';

/**
 * The trade review (the firm's quotes, tickets and orders with their alerts), marking an alert reviewed,
 * and the surveillance audit log with its CSV export (issue 18 item 4). Compliance officers only, and
 * only their own firm's records.
 */
export function surveillanceReviewRoutes(app: ApiApp): void {
  const { db } = app.services;

  registerEndpoint(app, surveillanceEndpoints.getSurveillanceTradeReview, ({ principal }) =>
    viewTradeReview(db, viewerOf(principal), app.services.now()),
  );

  registerEndpoint(app, surveillanceEndpoints.reviewSurveillanceAlert, ({ body, principal }) =>
    reviewAlert(db, viewerOf(principal), { alertId: body.alert_id, note: body.note }, app.services.now()),
  );

  registerEndpoint(app, surveillanceEndpoints.getSurveillanceAuditLog, async ({ query, principal }) =>
    firmAuditLog(db, principal.client.id, query),
  );

  registerEndpoint(app, surveillanceEndpoints.exportSurveillanceAuditLog, async ({ principal }) =>
    csvAnswer(await exportFirmAuditLog(db, viewerOf(principal), app.services.now())),
  );
}
