import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GroupChannel } from '@sendbird/chat/groupChannel';
import type { FileMessage } from '@sendbird/chat/message';
import { issueChatSessionToken } from '../../src/chat/chatSessions';
import { startTestServer, type TestServer } from '../harness';
import { connectSdk, type SdkSession } from './sendbirdSdkClient';

const partnerOrigin = 'https://partner.example';
let server: TestServer;
let origin: string;
let dealer: SdkSession;
let trader: SdkSession;
let viewer: SdkSession;

beforeAll(async () => {
  server = await startTestServer({ environment: { ALLOWED_ORIGINS: partnerOrigin } });
  origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  dealer = await connectSdk(server, origin, 'dealer@demo.bondkit.in');
  trader = await connectSdk(server, origin, 'trader@demo.bondkit.in');
  viewer = await connectSdk(server, origin, 'viewer@demo.bondkit.in');
}, 120_000);
afterAll(async () => {
  await Promise.all([dealer, trader, viewer].map((session) => session?.dispose()));
  await server?.close();
});

function sendFile(channel: GroupChannel, name: string, type: string, content: string): Promise<FileMessage> {
  return new Promise((resolve, reject) => {
    channel
      .sendFileMessage({ file: new File([content], name, { type }), fileName: name, mimeType: type })
      .onSucceeded((message) => resolve(message as FileMessage))
      .onFailed(reject);
  });
}

it('serves a file only with the session: 401 without, 200 with, from a partner origin (CORS)', async () => {
  const channel = await dealer.chat.groupChannel.createChannel({
    invitedUserIds: [trader.userId],
    isDistinct: true,
    customType: 'direct',
  });
  const sent = await sendFile(channel, 'terms.txt', 'text/plain', 'settlement T+1');
  const [, received] = await trader.waitFor(
    'onMessageReceived',
    (args) => (args[1] as FileMessage).messageId === sent.messageId,
  );
  const url = (received as FileMessage).url;
  // Absolute on the API's origin: it resolves the same inside a partner's portal.
  expect(url.startsWith(`${origin}/sendbird/files/`)).toBe(true);
  const plainUrl = (received as FileMessage).plainUrl;
  expect(plainUrl).not.toContain('auth=');
  const anonymous = await fetch(plainUrl, { headers: { origin: partnerOrigin } });
  expect(anonymous.status).toBe(401);
  const forged = await fetch(`${plainUrl}?auth=${'0'.repeat(64)}`);
  expect(forged.status).toBe(401);
  const signedIn = await fetch(url, { headers: { origin: partnerOrigin } });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get('access-control-allow-origin')).toBe(partnerOrigin);
  expect(await signedIn.text()).toBe('settlement T+1');
  // A signed-in chat user who is not in the channel does not get it either.
  const { token } = await issueChatSessionToken(server.database.db, viewer.userId, Date.now());
  const keyResponse = await server.app.inject({
    method: 'POST',
    url: `/sendbird/v3/users/${viewer.userId}/session_key`,
    headers: { 'access-token': token },
    payload: {},
  });
  const outsider = await fetch(plainUrl, {
    headers: { 'session-key': keyResponse.json<{ key: string }>().key },
  });
  expect(outsider.status).toBe(404);
});

it('serves SVG and HTML as sandboxed attachments, never as documents of the origin', async () => {
  const channel = await dealer.chat.groupChannel.createChannel({
    invitedUserIds: [trader.userId],
    isDistinct: true,
    customType: 'direct',
  });
  const svg = await sendFile(
    channel,
    'chart.svg',
    'image/svg+xml',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const html = await sendFile(channel, 'page.html', 'text/html', '<script>alert(1)</script>');
  for (const message of [svg, html]) {
    const response = await fetch(message.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  }
});

it('stops serving a file once the session is revoked', async () => {
  const channel = await dealer.chat.groupChannel.createChannel({
    invitedUserIds: [viewer.userId],
    isDistinct: true,
    customType: 'direct',
  });
  const sent = await sendFile(channel, 'note.txt', 'text/plain', 'for the viewer');
  const [, received] = await viewer.waitFor(
    'onMessageReceived',
    (args) => (args[1] as FileMessage).messageId === sent.messageId,
  );
  const url = (received as FileMessage).url;
  expect((await fetch(url)).status).toBe(200);
  const revoked = await server.app.inject({
    method: 'DELETE',
    url: '/api/remove-sb-session',
    headers: await server.authorizationOf('viewer'),
    payload: { userId: viewer.userId },
  });
  expect(revoked.statusCode).toBe(204);
  expect((await fetch(url)).status).toBe(401);
});
