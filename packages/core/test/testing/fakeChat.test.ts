import { describe, expect, it } from 'vitest';
import { dealerEmail, fakeWithCallers, traderEmail } from './fakeCaller';

describe("the fake's chat", () => {
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
});
