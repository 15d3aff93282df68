import {
  surveillanceAlertReviewRequestSchema,
  surveillanceAlertSchema,
  surveillanceAuditLogSchema,
  surveillanceAuditQuerySchema,
  surveillanceTradeReviewSchema,
} from '@bondkit/core/validation';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { csvDocument } from '../../surveillance/csvFile';
import { firmAuditLog, recordSurveillanceView } from '../../surveillance/surveillanceAudit';
import { firmTradeReview, reviewFirmAlert } from '../../surveillance/tradeReview';
import { viewerOf } from './surveillanceViewer';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

/** The most audit entries one export holds: 100,000 (newest first). */
const auditExportLimit = 100_000;

/**
 * The trade review (the firm's quotes, tickets and orders with their alerts), marking an alert reviewed,
 * and the surveillance audit log with its CSV export (issue 18 item 4). Compliance officers only, and
 * only their own firm's records.
 */
export function surveillanceReviewRoutes(app: ApiApp): void {
  const { db } = app.services;

  app.get('/api/surveillance/trade-review/', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary:
        "The firm's quotes, tickets and orders with alerts: price far from fair value, late report, quick cancel",
      response: { 200: surveillanceTradeReviewSchema },
    },
    handler: async (request) => {
      const viewer = viewerOf(signedInPrincipal(request));
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
    },
  });

  app.post('/api/surveillance/alerts/review/', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary: "Mark one of the firm's trade-review alerts reviewed, with a note",
      body: surveillanceAlertReviewRequestSchema,
      response: { 200: surveillanceAlertSchema },
    },
    handler: async (request) => {
      const viewer = viewerOf(signedInPrincipal(request));
      const now = app.services.now();
      const alert = await db.transaction(async (transaction) => {
        const reviewed = await reviewFirmAlert(
          transaction,
          viewer,
          request.body.alert_id,
          request.body.note,
          now,
        );
        if (!reviewed) return null;
        await recordSurveillanceView(
          transaction,
          viewer,
          'alert_reviewed',
          { alert_id: reviewed.id, kind: reviewed.kind, isin: reviewed.isin, note: request.body.note },
          now,
        );
        return reviewed;
      });
      if (!alert) throw ApiProblem.notFound('Alert not found.');
      return alert;
    },
  });

  app.get('/api/surveillance/audit/', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary: "The firm's surveillance audit log, newest first",
      querystring: surveillanceAuditQuerySchema,
      response: { 200: surveillanceAuditLogSchema },
    },
    handler: async (request) => firmAuditLog(db, signedInPrincipal(request).client.id, request.query),
  });

  app.get('/api/surveillance/audit/export/', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary: "The firm's whole surveillance audit log as CSV (the export itself is logged first)",
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(signedInPrincipal(request));
      const now = app.services.now();
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
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="surveillance-audit-${now.toISOString().slice(0, 10)}.csv"`,
        )
        .send(csv);
    },
  });
}
