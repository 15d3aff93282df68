import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAlert, viewTradeReview } from '../../src/surveillance/alertReview';
import { firmAuditLog, type SurveillanceViewer } from '../../src/surveillance/surveillanceAudit';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';
import { startTestServer, type TestServer } from '../harness';

// The trade review's use cases without HTTP: every look and every review goes into the firm's audit log,
// and a review reaches only the firm's own alerts.

let server: TestServer;
let viewer: SurveillanceViewer;
let otherFirm: SurveillanceViewer;

beforeAll(async () => {
  server = await startTestServer();
  const compliance = await demoPrincipal(server.database.db, 'compliance');
  const kaveri = await demoPrincipal(server.database.db, 'trader');
  viewer = { clientId: compliance.client.id, userId: compliance.user.id };
  otherFirm = { clientId: kaveri.client.id, userId: kaveri.user.id };
}, 120_000);
afterAll(async () => server?.close());

async function logged(clientId: number, action: 'trade_review_viewed' | 'alert_reviewed') {
  return (await firmAuditLog(server.database.db, clientId, { action, limit: 1000 })).count;
}

describe('the trade review (surveillance/alertReview)', () => {
  it('records each viewing of the review with its alert counts', async () => {
    const before = await logged(viewer.clientId, 'trade_review_viewed');
    const review = await viewTradeReview(server.database.db, viewer, new Date());
    expect(await logged(viewer.clientId, 'trade_review_viewed')).toBe(before + 1);
    const [entry] = (
      await firmAuditLog(server.database.db, viewer.clientId, { action: 'trade_review_viewed', limit: 1 })
    ).results;
    expect(entry?.details).toEqual({
      alerts: review.alerts.length,
      open_alerts: review.alerts.filter((alert) => !alert.reviewed).length,
    });
  });

  it("marks the firm's alert reviewed with its note and logs it; another firm's alert is a 404 that logs nothing", async () => {
    const now = new Date();
    const review = await viewTradeReview(server.database.db, viewer, now);
    const alert = review.alerts[0];
    if (!alert) throw new Error('The surveillance demo data raises no alert for Meridian');
    const otherBefore = await logged(otherFirm.clientId, 'alert_reviewed');
    const refused = await refusal(
      reviewAlert(server.database.db, otherFirm, { alertId: alert.id, note: 'Not ours' }, now),
    );
    expect(refused.statusCode).toBe(404);
    expect(await logged(otherFirm.clientId, 'alert_reviewed')).toBe(otherBefore);

    const before = await logged(viewer.clientId, 'alert_reviewed');
    const reviewed = await reviewAlert(
      server.database.db,
      viewer,
      { alertId: alert.id, note: 'Checked against the desk log' },
      now,
    );
    expect(reviewed).toMatchObject({ id: alert.id, reviewed: true });
    expect(await logged(viewer.clientId, 'alert_reviewed')).toBe(before + 1);
  });
});
