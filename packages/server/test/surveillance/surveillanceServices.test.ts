import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/database/schema/index';
import { demoAccounts } from '../../src/seed/demoAccounts';
import { surveillanceDemoChannelUrls } from '../../src/seed/seedSurveillanceDemo';
import { exportFirmAuditLog } from '../../src/surveillance/auditExport';
import { downloadFirmChats } from '../../src/surveillance/chatDownload';
import { firmAuditLog, type SurveillanceViewer } from '../../src/surveillance/surveillanceAudit';
import { refusal } from '../apiProblemRefusal';
import { startTestServer, type TestServer } from '../harness';

// The chat download and the audit export without HTTP: the services their file endpoints call, on the
// surveillance demo data (Meridian's compliance officer; a Kaveri channel Meridian must not see).

let server: TestServer;
let viewer: SurveillanceViewer;
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  const compliance = demoAccounts.find((account) => account.key === 'compliance')!;
  const [user] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, compliance.email));
  if (!user) throw new Error('The demo compliance officer is not seeded');
  const session = await server.app.inject({
    method: 'GET',
    url: '/api/session/',
    headers: await server.authorizationOf('compliance'),
  });
  viewer = { userId: user.id, clientId: session.json<{ id: number }>().id };
}, 120_000);
afterAll(async () => server?.close());

async function downloadsLogged(): Promise<number> {
  const log = await firmAuditLog(server.database.db, viewer.clientId, {
    action: 'chats_downloaded',
    limit: 1000,
  });
  return log.count;
}

describe('downloadFirmChats', () => {
  it("refuses the whole download when one channel is another firm's, and logs nothing", async () => {
    const before = await downloadsLogged();
    const now = new Date();
    const problem = await refusal(
      downloadFirmChats(
        server.database.db,
        viewer,
        {
          startTime: now.getTime() - 30 * day,
          endTime: now.getTime(),
          channelIds: [surveillanceDemoChannelUrls.crossFirm, surveillanceDemoChannelUrls.otherFirm],
        },
        now,
      ),
    );
    expect(problem.statusCode).toBe(404);
    expect(await downloadsLogged()).toBe(before);
  });

  it("writes one row per message of the firm's channels, named by the period, and logs the download", async () => {
    const before = await downloadsLogged();
    const now = new Date();
    const file = await downloadFirmChats(
      server.database.db,
      viewer,
      {
        startTime: now.getTime() - 30 * day,
        endTime: now.getTime(),
        channelIds: [surveillanceDemoChannelUrls.crossFirm],
      },
      now,
    );
    const [header, ...rows] = file.csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'channel_url,channel_name,sent_at,sent_at_india,sender_id,sender_name,sender_firm,message_type,message,file_name,status,earlier_versions,reactions_and_pins',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.startsWith(surveillanceDemoChannelUrls.crossFirm))).toBe(true);
    const from = new Date(now.getTime() - 30 * day).toISOString().slice(0, 10);
    expect(file.fileName).toBe(`chats-${from}-to-${now.toISOString().slice(0, 10)}.csv`);
    expect(await downloadsLogged()).toBe(before + 1);
  });
});

describe('exportFirmAuditLog', () => {
  it('logs the export first, so the file names it', async () => {
    const now = new Date();
    const file = await exportFirmAuditLog(server.database.db, viewer, now);
    const [header, newest] = file.csv.trim().split(/\r?\n/);
    expect(header).toBe('id,time,action,user_name,user_email,details');
    expect(newest).toContain('audit_log_exported');
    expect(file.fileName).toBe(`surveillance-audit-${now.toISOString().slice(0, 10)}.csv`);
  });
});
