import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  surveillanceAuditLogSchema,
  surveillanceChannelMessagesSchema,
  surveillanceChannelSchema,
  surveillanceSearchResultSchema,
  surveillanceThresholds,
  surveillanceTradeReviewSchema,
} from '@bondkit/core/validation';
import { rowsOf } from '../../src/database/migrate';
import { surveillanceDemoChannelUrls } from '../../src/seed/seedSurveillanceDemo';
import { startTestServer, type DemoKey, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

async function call(key: DemoKey, method: 'GET' | 'POST', url: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(key),
    ...(payload ? { payload } : {}),
  });
}

async function receipts(url: string): Promise<string> {
  return JSON.stringify(
    rowsOf(
      await server.database.db.execute(
        sql`SELECT chat_user_id, last_read_at, delivered_at, updated_at FROM chat_members WHERE channel_url = ${url} ORDER BY chat_user_id`,
      ),
    ),
  );
}

async function auditActions(): Promise<string[]> {
  const log = surveillanceAuditLogSchema.parse(
    (await call('compliance', 'GET', '/api/surveillance/audit/')).json(),
  );
  return log.results.map((entry) => entry.action);
}

describe('surveillance: the firm’s chats, read-only', () => {
  it('lists every channel with a member of the firm, and no other firm’s', async () => {
    const response = await call('compliance', 'GET', '/api/surveillance/channels/');
    expect(response.statusCode).toBe(200);
    const urls = response
      .json<unknown[]>()
      .map((channel) => surveillanceChannelSchema.parse(channel).channel_url);
    expect(urls).toContain(surveillanceDemoChannelUrls.crossFirm);
    expect(urls).toContain(surveillanceDemoChannelUrls.internal);
    expect(urls).not.toContain(surveillanceDemoChannelUrls.otherFirm);
    // Kaveri's compliance view is Kaveri's: the cross-firm channel and its own, not Meridian's desk.
  });

  it('opens a channel without marking delivery or read, and logs the view', async () => {
    const url = surveillanceDemoChannelUrls.crossFirm;
    const before = await receipts(url);
    const response = await call('compliance', 'GET', `/api/surveillance/channels/${url}/messages/`);
    expect(response.statusCode).toBe(200);
    const view = surveillanceChannelMessagesSchema.parse(response.json());
    expect(view.messages.length).toBeGreaterThanOrEqual(7);
    expect(view.messages.map((message) => message.created_at)).toEqual(
      [...view.messages.map((message) => message.created_at)].sort((a, b) => a - b),
    );
    expect(new Set(view.channel.members.map((member) => member.firm_name)).size).toBe(2);
    expect(await receipts(url)).toBe(before);
    expect(await auditActions()).toContain('channel_opened');
  });

  it('refuses another firm’s channel (404) and writes no audit entry for it', async () => {
    const count = (await auditActions()).length;
    const response = await call(
      'compliance',
      'GET',
      `/api/surveillance/channels/${surveillanceDemoChannelUrls.otherFirm}/messages/`,
    );
    expect(response.statusCode).toBe(404);
    expect((await auditActions()).length).toBe(count);
  });

  it('searches across channels by bond name, ISIN, text, member and date', async () => {
    const crossView = surveillanceChannelMessagesSchema.parse(
      (
        await call(
          'compliance',
          'GET',
          `/api/surveillance/channels/${surveillanceDemoChannelUrls.crossFirm}/messages/`,
        )
      ).json(),
    );
    const bidRequest = crossView.messages.find((message) =>
      message.message.startsWith('Can you show a bid on'),
    )!;
    const [, bondName, isin] = /^Can you show a bid on (.+) \((\w{12})\)/.exec(bidRequest.message)!;
    const search = async (query: string) => {
      const response = await call('compliance', 'GET', `/api/surveillance/messages/search/?${query}`);
      expect(response.statusCode).toBe(200);
      return surveillanceSearchResultSchema.parse(response.json());
    };
    const byName = await search(`bond=${encodeURIComponent(bondName!)}`);
    expect(byName.results.map((message) => message.message_id)).toContain(bidRequest.message_id);
    expect(byName.matched_bonds.map((bond) => bond.isin)).toContain(isin);
    // The internal desk's message names the bond only by name; the ISIN search finds it through the name.
    // (Other seeded chats of the firm may name the bond too; another firm's chat never shows.)
    const channelsFound = new Set(byName.results.map((message) => message.channel_url));
    expect(channelsFound).toContain(surveillanceDemoChannelUrls.crossFirm);
    expect(channelsFound).toContain(surveillanceDemoChannelUrls.internal);
    expect(channelsFound).not.toContain(surveillanceDemoChannelUrls.otherFirm);
    const byIsin = await search(`bond=${isin}`);
    expect(byIsin.results.map((message) => message.message_id)).toEqual(
      byName.results.map((message) => message.message_id),
    );
    const byText = await search('text=make%20it%20right');
    expect(byText.results).toHaveLength(1);
    const byMember = await search(`member=backoffice%40demo&text=reported%20late`);
    expect(byMember.results).toHaveLength(1);
    expect(byMember.results[0]!.sender_firm).toContain('Meridian');
    const day = new Date(bidRequest.created_at + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const byDate = await search(`from=${day}&to=${day}&bond=${isin}`);
    expect(byDate.results.map((message) => message.message_id)).toContain(bidRequest.message_id);
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    expect((await search(`from=${dayBefore}&to=${dayBefore}&text=make%20it%20right`)).results).toHaveLength(
      0,
    );
    // Never another firm's channel, though its message names the same bond.
    expect(
      byName.results.some((message) => message.channel_url === surveillanceDemoChannelUrls.otherFirm),
    ).toBe(false);
    expect(await auditActions()).toContain('messages_searched');
  });

  it('names an unnamed (direct) chat in search results by its members, never by its URL', async () => {
    const channels = (await call('compliance', 'GET', '/api/surveillance/channels/'))
      .json<unknown[]>()
      .map((channel) => surveillanceChannelSchema.parse(channel));
    const direct = channels.find((channel) => channel.name === '' && channel.message_count > 0);
    expect(direct, 'the demo has an unnamed direct chat').toBeDefined();
    const transcript = surveillanceChannelMessagesSchema.parse(
      (await call('compliance', 'GET', `/api/surveillance/channels/${direct!.channel_url}/messages/`)).json(),
    );
    const text = transcript.messages.find((message) => message.message.length > 12)!.message.slice(0, 12);
    const found = surveillanceSearchResultSchema.parse(
      (
        await call('compliance', 'GET', `/api/surveillance/messages/search/?text=${encodeURIComponent(text)}`)
      ).json(),
    );
    const inDirect = found.results.filter((message) => message.channel_url === direct!.channel_url);
    expect(inDirect.length).toBeGreaterThan(0);
    for (const message of inDirect)
      expect(message.channel_name).toBe(direct!.members.map((member) => member.nickname).join(', '));
  });

  it('answers a search with no terms or a reversed range with field errors', async () => {
    const empty = await call('compliance', 'GET', '/api/surveillance/messages/search/');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ text: ['Enter text, a member, a bond or a date.'] });
    const reversed = await call(
      'compliance',
      'GET',
      '/api/surveillance/messages/search/?from=2026-11-24&to=2026-11-20',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ to: ['to must not be before from.'] });
  });
});

describe('surveillance: download chats', () => {
  const dayMs = 86_400_000;

  it('downloads a day of the firm’s chats as CSV and logs it', async () => {
    const endTime = server.app.services.now().getTime() + 60_000;
    const response = await call('compliance', 'POST', '/api/download-chats', {
      startTime: endTime - dayMs,
      endTime,
      channelIds: [surveillanceDemoChannelUrls.crossFirm, surveillanceDemoChannelUrls.internal],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="chats-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'channel_url,channel_name,sent_at,sent_at_india,sender_id,sender_name,sender_firm,message_type,message,file_name,status,earlier_versions,reactions_and_pins',
    );
    // Seven messages in the last day: five of the cross-firm channel (two are older) and three internal.
    expect(lines.length - 1).toBe(8);
    expect(response.body).toContain('make it right next week');
    expect(response.body).not.toContain('Any interest in');
    const audit = surveillanceAuditLogSchema.parse(
      (await call('compliance', 'GET', '/api/surveillance/audit/?action=chats_downloaded')).json(),
    );
    expect(audit.results[0]!.details).toMatchObject({ messages: 8 });
  });

  it('answers bad ranges and channel lists with field errors', async () => {
    const url = surveillanceDemoChannelUrls.crossFirm;
    const cases: [object, Record<string, string[]>][] = [
      [
        { startTime: 2000, endTime: 1000, channelIds: [url] },
        { endTime: ['The end must be after the start.'] },
      ],
      [
        { startTime: 0, endTime: 40 * dayMs, channelIds: [url] },
        { endTime: ['A download covers at most 31 days.'] },
      ],
      [{ startTime: 0, endTime: 1000, channelIds: [] }, { channelIds: ['Choose at least one channel.'] }],
      [{ startTime: 1.5, endTime: 1000, channelIds: [url] }, { startTime: ['Should be number'] }],
      [{ endTime: 1000, channelIds: [url] }, { startTime: ['This field is required'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await call('compliance', 'POST', '/api/download-chats', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
  });

  it('refuses the whole download when one channel is another firm’s', async () => {
    const count = (await auditActions()).length;
    const response = await call('compliance', 'POST', '/api/download-chats', {
      startTime: 0,
      endTime: 30 * dayMs,
      channelIds: [surveillanceDemoChannelUrls.crossFirm, surveillanceDemoChannelUrls.otherFirm],
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('make it right');
    expect((await auditActions()).length).toBe(count);
  });
});

describe('surveillance: trade review', () => {
  it('raises each alert kind on the demo trades, against the documented thresholds', async () => {
    const response = await call('compliance', 'GET', '/api/surveillance/trade-review/');
    expect(response.statusCode).toBe(200);
    const review = surveillanceTradeReviewSchema.parse(response.json());
    expect(review.thresholds).toEqual({
      price_deviation_percent: surveillanceThresholds.priceDeviationPercent,
      late_report_minutes: surveillanceThresholds.lateReportMinutes,
      quick_cancel_seconds: surveillanceThresholds.quickCancelSeconds,
    });
    const deviation = review.alerts.find(
      (alert) => alert.kind === 'price_deviation' && alert.item_kind === 'quote',
    );
    expect(deviation).toBeDefined();
    expect(deviation!.deviation_percent).toBeGreaterThan(3.5);
    expect(deviation!.deviation_percent).toBeLessThan(4.5);
    expect(deviation!.unit_clean_price! / deviation!.fair_price!).toBeCloseTo(1.04, 2);
    const late = review.alerts.find((alert) => alert.kind === 'late_report');
    expect(late).toMatchObject({ item_kind: 'order' });
    expect(late!.detail).toMatch(/^Reported 95 minutes after/);
    const quick = review.alerts.find((alert) => alert.kind === 'quick_cancel');
    expect(quick!.detail).toBe('Withdrawn 12 seconds after it was placed (under 60).');
    // The late trade was done at the fair value: no price alert on it.
    expect(
      review.alerts.filter((alert) => alert.item_id === late!.item_id && alert.item_kind === 'order'),
    ).toHaveLength(1);
    expect(review.alerts.every((alert) => !alert.reviewed)).toBe(true);
  });

  it('marks an alert reviewed with a note; refuses unknown alerts and empty notes', async () => {
    const review = surveillanceTradeReviewSchema.parse(
      (await call('compliance', 'GET', '/api/surveillance/trade-review/')).json(),
    );
    const deviation = review.alerts.find((alert) => alert.kind === 'price_deviation')!;
    const marked = await call('compliance', 'POST', '/api/surveillance/alerts/review/', {
      alert_id: deviation.id,
      note: 'Asked the desk; price agreed in chat, escalated.',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      id: deviation.id,
      reviewed: true,
      review_note: 'Asked the desk; price agreed in chat, escalated.',
    });
    const after = surveillanceTradeReviewSchema.parse(
      (await call('compliance', 'GET', '/api/surveillance/trade-review/')).json(),
    );
    expect(after.alerts.find((alert) => alert.id === deviation.id)!.reviewed).toBe(true);

    const missing = await call('compliance', 'POST', '/api/surveillance/alerts/review/', {
      alert_id: 'order:999999:late_report',
      note: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const empty = await call('compliance', 'POST', '/api/surveillance/alerts/review/', {
      alert_id: deviation.id,
      note: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ note: ['A review note is required.'] });
    const garbled = await call('compliance', 'POST', '/api/surveillance/alerts/review/', {
      alert_id: 'quote:1:bribery',
      note: 'x',
    });
    expect(garbled.json()).toEqual({ alert_id: ['Unknown alert.'] });
  });
});

describe('surveillance: audit log', () => {
  it('shows every view and exports it as CSV, which is itself logged', async () => {
    const actions = await auditActions();
    for (const action of [
      'channels_listed',
      'channel_opened',
      'messages_searched',
      'chats_downloaded',
      'alert_reviewed',
    ])
      expect(actions).toContain(action);
    const exported = await call('compliance', 'GET', '/api/surveillance/audit/export/');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,time,action,user_name,user_email,details');
    expect(lines[1]).toContain('audit_log_exported');
    expect(exported.body).toContain('compliance@demo.bondkit.in');
    expect(lines.length - 1).toBe(actions.length + 1);
  });

  it('keeps a firm’s log to the firm: a dealer is refused', async () => {
    expect((await call('dealer', 'GET', '/api/surveillance/audit/')).statusCode).toBe(403);
  });
});
