import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatUserSearchResultSchema } from '@bondkit/core/internal';
import { startTestServer, type TestServer } from '../harness';
import { chatUserIdOf } from './sendbirdSdkClient';

let server: TestServer;
let dealerId: string;
let traderId: string;
let viewerId: string;

beforeAll(async () => {
  server = await startTestServer();
  dealerId = await chatUserIdOf(server, 'dealer@demo.bondkit.in');
  traderId = await chatUserIdOf(server, 'trader@demo.bondkit.in');
  viewerId = await chatUserIdOf(server, 'viewer@demo.bondkit.in');
}, 120_000);
afterAll(async () => server?.close());

async function call(
  key: 'dealer' | 'trader' | 'viewer',
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(key),
    ...(payload ? { payload } : {}),
  });
}

async function sessionKeyOf(key: 'dealer' | 'trader', userId: string): Promise<string> {
  const { token } = (await call(key, 'POST', '/api/issue-sb-session-token', { userId })).json<{
    token: string;
  }>();
  const response = await server.app.inject({
    method: 'POST',
    url: `/sendbird/v3/users/${userId}/session_key`,
    headers: { 'access-token': token },
    payload: {},
  });
  return response.json<{ key: string }>().key;
}

function createGroup(sessionKey: string, inviteeId: string) {
  return server.app.inject({
    method: 'POST',
    url: '/sendbird/v3/group_channels',
    headers: { 'session-key': sessionKey },
    payload: { user_ids: [inviteeId], custom_type: 'group' },
  });
}

describe('the chat service host', () => {
  it("answers a plain GET of the SDK's API host (its browser reachability check) without a 404", async () => {
    for (const url of ['/sendbird', '/sendbird/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(204);
    }
  });
});

describe('chat session tokens', () => {
  it('issues a token for the caller only, which signs a socket in until revoked', async () => {
    const refused = await call('dealer', 'POST', '/api/issue-sb-session-token', { userId: traderId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ userId: ['This is not your chat user id.'] });
    expect((await call('dealer', 'POST', '/api/issue-sb-session-token', {})).json()).toEqual({
      userId: ['This field is required'],
    });
    const issued = await call('dealer', 'POST', '/api/issue-sb-session-token', { userId: dealerId });
    expect(issued.statusCode).toBe(200);
    const { token, expires_at } = issued.json<{ token: string; expires_at: number }>();
    expect(expires_at).toBeGreaterThan(Date.now());
    const key = await server.app.inject({
      method: 'POST',
      url: `/sendbird/v3/users/${dealerId}/session_key`,
      headers: { 'access-token': token },
      payload: {},
    });
    expect(key.statusCode).toBe(200);
    const revoked = await call('dealer', 'DELETE', '/api/remove-sb-session', { userId: dealerId });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await server.app.inject({
      method: 'POST',
      url: `/sendbird/v3/users/${dealerId}/session_key`,
      headers: { 'access-token': token },
      payload: {},
    });
    expect(afterRevoke.json()).toMatchObject({ error: true, code: 400310 });
    const keyAfterRevoke = await server.app.inject({
      method: 'GET',
      url: `/sendbird/v3/users/${dealerId}/my_group_channels`,
      headers: { 'session-key': key.json<{ key: string }>().key },
    });
    expect(keyAfterRevoke.json()).toMatchObject({ error: true, code: 400309 });
  });
});

describe('Build Network: people search and connection requests', () => {
  it('searches 20 per page by name or firm, with the chat user id and connection status', async () => {
    const response = await call('dealer', 'GET', '/api/chatter/user/search?search_param=kaveri');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ count: number; results: unknown[] }>();
    expect(page.count).toBeGreaterThan(0);
    const results = page.results.map((result) => chatUserSearchResultSchema.parse(result));
    expect(results.map((result) => result.sendbird_user_id)).toContain(traderId);
    expect(results.every((result) => result.sendbird_user_id !== dealerId)).toBe(true);
    const all = await call('dealer', 'GET', '/api/chatter/user/search');
    expect(all.json<{ results: unknown[] }>().results.length).toBeLessThanOrEqual(20);
    expect((await call('dealer', 'GET', '/api/chatter/user/search?page_size=500')).statusCode).toBe(400);
  });

  it('connects two people when both ask; suggestions and connections_only follow', async () => {
    const sent = await call('dealer', 'POST', '/api/chatter/invite-users', { sendbird_user_ids: [traderId] });
    expect(sent.json()).toEqual({ detail: '1 invitation(s) sent.' });
    const traderView = await call('trader', 'GET', '/api/chatter/user/search?search_param=Meridian');
    const dealerRow = traderView
      .json<{ results: { sendbird_user_id: string; connection_status: string }[] }>()
      .results.find((result) => result.sendbird_user_id === dealerId);
    expect(dealerRow?.connection_status).toBe('pending_received');
    const accepted = await call('trader', 'POST', '/api/chatter/invite-users', {
      sendbird_user_ids: [dealerId],
    });
    expect(accepted.json()).toEqual({ detail: '1 connection(s) made.' });
    const connections = await call('dealer', 'GET', '/api/chatter/user/search?connections_only=true');
    expect(
      connections
        .json<{ results: { sendbird_user_id: string }[] }>()
        .results.map((row) => row.sendbird_user_id),
    ).toEqual([traderId]);
    const suggested = await call('dealer', 'GET', '/api/chatter/user/search?suggested=true&page_size=100');
    expect(
      suggested
        .json<{ results: { sendbird_user_id: string }[] }>()
        .results.map((row) => row.sendbird_user_id),
    ).not.toContain(traderId);
    expect(
      (await call('dealer', 'POST', '/api/chatter/invite-users', { sendbird_user_ids: [dealerId] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('dealer', 'POST', '/api/chatter/invite-users', { sendbird_user_ids: ['nobody'] })).json(),
    ).toEqual({
      sendbird_user_ids: ['No active member with the id nobody.'],
    });
  });

  it('applies the security preferences: hidden e-mail, invitations from connections only', async () => {
    const saved = await call('viewer', 'POST', '/api/chatter/user/security-preference', {
      preferences: ['HIDE_EMAIL_IN_CHAT', 'INVITES_FROM_CONNECTIONS_ONLY'],
    });
    expect(saved.statusCode).toBe(200);
    const search = await call(
      'trader',
      'GET',
      '/api/chatter/user/search?search_param=Meridian&page_size=100',
    );
    const viewerRow = search
      .json<{ results: { sendbird_user_id: string; email: string | null }[] }>()
      .results.find((row) => row.sendbird_user_id === viewerId);
    expect(viewerRow?.email).toBeNull();
    const traderKey = await sessionKeyOf('trader', traderId);
    const refused = await createGroup(traderKey, viewerId);
    expect(refused.json()).toMatchObject({ error: true, code: 400108 });
    expect(refused.json<{ message: string }>().message).toMatch(/accepts invitations from connections only/);
    // Once the dealer and the viewer are connected, the dealer's invitation goes through.
    await call('dealer', 'POST', '/api/chatter/invite-users', { sendbird_user_ids: [viewerId] });
    await call('viewer', 'POST', '/api/chatter/invite-users', { sendbird_user_ids: [dealerId] });
    const channel = (await createGroup(await sessionKeyOf('dealer', dealerId), viewerId)).json<{
      member_count: number;
    }>();
    expect(channel.member_count).toBe(2);
  });
});
