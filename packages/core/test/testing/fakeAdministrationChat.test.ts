import { describe, expect, it } from 'vitest';
import { complianceEmail, dealerEmail, fakeWithCallers, opsAdminEmail, traderEmail } from './fakeCaller';

const invitationCodeIn = (mail: string | undefined) => /invite_code=([\w-]+)/.exec(mail ?? '')?.[1];

describe("the fake's administration, chat and surveillance", () => {
  it('invites a member by mail, lists them as invited, and revokes the invitation for good', async () => {
    const { api, call } = fakeWithCallers();
    const invited = await call(opsAdminEmail, 'POST', 'api/client/user/invite/', {
      email: 'New.Dealer@example.in',
      roles: ['clientdealer'],
    });
    expect(invited.status).toBe(201);
    const inviteeId = (invited.body as { invitee_id: number }).invitee_id;
    const code = invitationCodeIn(
      api.state.sentMessages.findLast((sent) => sent.recipient === 'new.dealer@example.in')?.body,
    );
    expect(await call(null, 'POST', 'api/client/user/invite/validate/', { invite_code: code })).toMatchObject(
      {
        status: 200,
        body: { email: 'new.dealer@example.in', roles: ['clientdealer'] },
      },
    );
    expect((await call(opsAdminEmail, 'GET', 'api/useraccounts/?search=new.dealer')).body).toMatchObject({
      results: [{ id: inviteeId, status: 'invited' }],
    });
    // Someone already at another firm is not this firm's to recruit.
    expect(
      (
        await call(opsAdminEmail, 'POST', 'api/client/user/invite/', {
          email: 'trader@bondkit.test',
          roles: ['clientdealer'],
        })
      ).status,
    ).toBe(409);
    // An invitee's roles change before they join; they become active only by accepting.
    expect(
      (await call(opsAdminEmail, 'PATCH', `api/trade/members/${inviteeId}/`, { roles: ['clientviewer'] }))
        .body,
    ).toMatchObject({ roles: ['clientviewer'], status: 'invited' });
    expect(
      (await call(opsAdminEmail, 'PATCH', `api/trade/members/${inviteeId}/`, { status: 'active' })).status,
    ).toBe(400);
    expect(
      (await call(traderEmail, 'POST', 'api/client/user/invite/revoke/', { invitee_id: inviteeId })).status,
    ).toBe(403);
    expect(
      (await call(opsAdminEmail, 'POST', 'api/client/user/invite/revoke/', { invitee_id: inviteeId })).status,
    ).toBe(200);
    expect(
      (await call(opsAdminEmail, 'POST', 'api/client/user/invite/revoke/', { invitee_id: inviteeId })).status,
    ).toBe(400);
    expect((await call(null, 'POST', 'api/client/user/invite/validate/', { invite_code: code })).status).toBe(
      410,
    );
  });

  it('an invitee joins the inviting firm by registering with the code', async () => {
    const { api, call, signIn } = fakeWithCallers();
    await call(opsAdminEmail, 'POST', 'api/client/user/invite/', {
      email: 'joiner@example.in',
      roles: ['clientviewer'],
    });
    const code = invitationCodeIn(api.state.sentMessages.at(-1)?.body);
    const joined = await call(null, 'POST', 'api/client/register/', {
      auth_mode: 'register',
      pan: 'ABCPJ1234K',
      password: 'Strong@Pass1',
      identity: { first_name: 'Joy', last_name: 'Ner' },
      client_type: 'INDV',
      category: 'RTL',
      corporate_identity: null,
      contact: { email: 'joiner@example.in', mobile: '9123400055', whatsapp_consent: false },
      invite_code: code,
    });
    expect(joined).toMatchObject({ status: 201, body: { client_id: 101 } });
    expect(await signIn('joiner@example.in', 'Strong@Pass1')).toBe(200);
    expect((await call('joiner@example.in', 'GET', 'api/session/')).body).toMatchObject({
      id: 101,
      user_info: { roles: ['clientviewer'] },
    });
  });

  it('keeps exchange credentials per firm without their passwords, and tests their format', async () => {
    const { call } = fakeWithCallers();
    expect(
      (await call(opsAdminEmail, 'POST', 'api/client/credentials/test/', { corp: 'NSCCL' })).status,
    ).toBe(404);
    await call(opsAdminEmail, 'POST', 'api/client/credentials/', {
      corp: 'NSCCL',
      participant_code: 'ms',
      username: 'ops',
      password: 'secret',
    });
    const listed = await call(opsAdminEmail, 'GET', 'api/client/credentials/');
    expect(listed.body).toEqual([
      expect.objectContaining({ corp: 'NSCCL', username: 'ops', has_password: true }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('secret');
    const tested = await call(opsAdminEmail, 'POST', 'api/client/credentials/test/', { corp: 'NSCCL' });
    expect(tested.body).toMatchObject({ ok: false, problems: [expect.stringContaining('participant code')] });
    await call(opsAdminEmail, 'PATCH', 'api/client/trading-settings/', { allow_price_modification: false });
    expect((await call(opsAdminEmail, 'GET', 'api/client/trading-settings/')).body).toEqual({
      allow_price_modification: false,
    });
  });

  it('keeps support tickets, from visitors and signed-in users', async () => {
    const { api, call } = fakeWithCallers();
    const ticket = {
      ticket_type_id: 5,
      contacts: [{ email: 'visitor@example.in' }],
      attributes: { _default_title_: 'Settlement query', _default_description_: 'When does it settle?' },
    };
    expect(await call(null, 'POST', 'ext/intercom/ticket/', ticket)).toMatchObject({
      status: 201,
      body: { forwarded: false },
    });
    await call(dealerEmail, 'POST', 'ext/intercom/ticket/', ticket);
    expect(api.administration.supportTickets.map((kept) => kept.filed_by)).toEqual([
      null,
      'dealer@bondkit.test',
    ]);
  });

  it('connects chat users both ways, issues session tokens only for oneself, and lists quote chats', async () => {
    const { call } = fakeWithCallers();
    expect((await call(dealerEmail, 'POST', 'api/issue-sb-session-token', { userId: 'demo-5' })).status).toBe(
      400,
    );
    expect((await call(dealerEmail, 'POST', 'api/issue-sb-session-token', { userId: 'demo-1' })).status).toBe(
      200,
    );
    expect(
      (await call(dealerEmail, 'POST', 'api/chatter/invite-users', { sendbird_user_ids: ['demo-5'] })).body,
    ).toEqual({ detail: '1 invitation(s) sent.' });
    expect((await call(traderEmail, 'GET', 'api/chatter/user/search?search_param=Dara')).body).toMatchObject({
      results: [{ sendbird_user_id: 'demo-1', connection_status: 'pending_received' }],
    });
    expect(
      (await call(traderEmail, 'POST', 'api/chatter/invite-users', { sendbird_user_ids: ['demo-1'] })).body,
    ).toEqual({ detail: '1 connection(s) made.' });
    expect(
      (await call(dealerEmail, 'GET', 'api/chatter/user/search?connections_only=true')).body,
    ).toMatchObject({
      count: 1,
      results: [{ sendbird_user_id: 'demo-5', connection_status: 'connected' }],
    });
    expect(
      (await call(dealerEmail, 'POST', 'api/chatter/invite-users', { sendbird_user_ids: ['nobody'] })).status,
    ).toBe(400);
    // The desk group is internal: only the chat with Kiran at Example Securities takes a quote.
    expect((await call(dealerEmail, 'GET', 'api/chatter/quote-channels/')).body).toEqual([
      expect.objectContaining({
        channel_url: 'demo-direct-dara-kiran',
        members: [{ name: 'Kiran Example', firm: 'Example Securities' }],
      }),
    ]);
  });

  it("shows the compliance officer only the firm's chats, and logs every look", async () => {
    const { call } = fakeWithCallers();
    const channels = (await call(complianceEmail, 'GET', 'api/surveillance/channels/')).body as {
      channel_url: string;
    }[];
    expect(channels.map((channel) => channel.channel_url)).toEqual([
      'demo-direct-dara-kiran',
      'demo-group-desk',
    ]);
    const found = await call(complianceEmail, 'GET', 'api/surveillance/messages/search/?bond=IN0020240012');
    expect(found.body).toMatchObject({
      matched_bonds: [{ isin: 'IN0020240012' }],
      results: [{ message_id: 1 }],
    });
    const now = Date.now();
    const refused = await call(complianceEmail, 'POST', 'api/download-chats', {
      startTime: now - 86_400_000,
      endTime: now,
      channelIds: ['demo-group-desk', 'elsewhere'],
    });
    expect(refused.status).toBe(404);
    const download = await call(complianceEmail, 'POST', 'api/download-chats', {
      startTime: now - 86_400_000,
      endTime: now,
      channelIds: ['demo-direct-dara-kiran'],
    });
    expect(download.contentType).toBe('text/csv; charset=utf-8');
    const csv = await (download.body as Blob).text();
    expect(csv.split('\r\n')).toHaveLength(4);
    // A cell with a comma is quoted, as spreadsheets expect.
    expect(csv).toContain(',MESG,"Offer at 100.45, firm for ten minutes.",');
    const review = (await call(complianceEmail, 'GET', 'api/surveillance/trade-review/')).body as {
      alerts: { id: string }[];
    };
    const alertId = review.alerts[0]!.id;
    expect(
      (
        await call(complianceEmail, 'POST', 'api/surveillance/alerts/review/', {
          alert_id: alertId,
          note: 'Checked.',
        })
      ).body,
    ).toMatchObject({
      reviewed: true,
      review_note: 'Checked.',
    });
    expect(
      (
        await call(complianceEmail, 'POST', 'api/surveillance/alerts/review/', {
          alert_id: 'quote:1:quick_cancel',
          note: 'x',
        })
      ).status,
    ).toBe(404);
    const log = (await call(complianceEmail, 'GET', 'api/surveillance/audit/')).body as {
      results: { action: string }[];
    };
    expect(log.results.map((entry) => entry.action)).toEqual([
      'alert_reviewed',
      'trade_review_viewed',
      'chats_downloaded',
      'messages_searched',
      'channels_listed',
    ]);
    const exported = await call(complianceEmail, 'GET', 'api/surveillance/audit/export/');
    expect(await (exported.body as Blob).text()).toContain('audit_log_exported');
  });
});
