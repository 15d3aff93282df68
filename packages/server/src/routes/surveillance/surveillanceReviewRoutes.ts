import { surveillanceEndpoints } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { exportFirmAuditLog } from '../../surveillance/auditExport';
import { firmAuditLog, recordSurveillanceView } from '../../surveillance/surveillanceAudit';
import { firmTradeReview, reviewFirmAlert } from '../../surveillance/tradeReview';
import { csvAnswer, viewerOf } from './surveillanceViewer';

/**
 * The trade review (the firm's quotes, tickets and orders with their alerts), marking an alert reviewed,
 * and the surveillance audit log with its CSV export (issue 18 item 4). Compliance officers only, and
 * only their own firm's records.
 */
export function surveillanceReviewRoutes(app: ApiApp): void {
  const { db } = app.services;

  registerEndpoint(app, surveillanceEndpoints.getSurveillanceTradeReview, async ({ principal }) => {
    const viewer = viewerOf(principal);
    const now = app.services.now();
    const review = await firmTradeReview(db, viewer.clientId, now);
    await recordSurveillanceView(
      db,
      viewer,
      'trade_review_viewed',
      {
        alerts: review.alerts.length,
        open_alerts: review.alerts.filter((alert) => !alert.reviewed).length,
      },
      now,
    );
    return review;
  });

  registerEndpoint(app, surveillanceEndpoints.reviewSurveillanceAlert, async ({ body, principal }) => {
    const viewer = viewerOf(principal);
    const now = app.services.now();
    const alert = await db.transaction(async (transaction) => {
      const reviewed = await reviewFirmAlert(transaction, viewer, body.alert_id, body.note, now);
      if (!reviewed) return null;
      await recordSurveillanceView(
        transaction,
        viewer,
        'alert_reviewed',
        { alert_id: reviewed.id, kind: reviewed.kind, isin: reviewed.isin, note: body.note },
        now,
      );
      return reviewed;
    });
    if (!alert) throw ApiProblem.notFound('Alert not found.');
    return alert;
  });

  registerEndpoint(app, surveillanceEndpoints.getSurveillanceAuditLog, async ({ query, principal }) =>
    firmAuditLog(db, principal.client.id, query),
  );

  registerEndpoint(app, surveillanceEndpoints.exportSurveillanceAuditLog, async ({ principal }) =>
    csvAnswer(await exportFirmAuditLog(db, viewerOf(principal), app.services.now())),
  );
}
