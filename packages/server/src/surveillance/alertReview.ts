import type { SurveillanceAlert, SurveillanceTradeReview } from '@bondkit/core/validation';
import type { Db } from '../database/connection';
import { ApiProblem } from '../errors/ApiProblem';
import { recordSurveillanceView, type SurveillanceViewer } from './surveillanceAudit';
import { firmTradeReview, reviewFirmAlert } from './tradeReview';

// What a compliance officer does with the trade review, each step written to the firm's audit log before the
// answer goes out (issue 18 item 4).

/** The firm's trade review, its viewing recorded with how many alerts it showed and how many were open. */
export async function viewTradeReview(
  db: Db,
  viewer: SurveillanceViewer,
  now: Date,
): Promise<SurveillanceTradeReview> {
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
}

/**
 * Marks one of the firm's alerts reviewed with a note and records it, in one transaction: a review is never
 * without its audit entry. 404 when the firm has no such alert (another firm's is not revealed).
 */
export async function reviewAlert(
  db: Db,
  viewer: SurveillanceViewer,
  review: { alertId: string; note: string },
  now: Date,
): Promise<SurveillanceAlert> {
  const alert = await db.transaction(async (transaction) => {
    const reviewed = await reviewFirmAlert(transaction, viewer, review.alertId, review.note, now);
    if (!reviewed) return null;
    await recordSurveillanceView(
      transaction,
      viewer,
      'alert_reviewed',
      { alert_id: reviewed.id, kind: reviewed.kind, isin: reviewed.isin, note: review.note },
      now,
    );
    return reviewed;
  });
  if (!alert) throw ApiProblem.notFound('Alert not found.');
  return alert;
}
