import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { connectSdk, type SdkSession } from './sendbirdSdkClient';

let server: TestServer;
let dealer: SdkSession;

beforeAll(async () => {
  server = await startTestServer();
  const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  dealer = await connectSdk(server, origin, 'dealer@demo.bondkit.in');
}, 180_000);
afterAll(async () => {
  await dealer?.dispose().catch(() => {});
  await server?.close();
});

it('takes the SDK back after its socket drops: it reconnects with {"auth": session key} and no user_id', async () => {
  // Every chat socket cut from the server side, as a crash would.
  for (const client of server.app.websocketServer.clients) client.terminate();
  await dealer.waitFor('onReconnectStarted', () => true, 30_000);
  await dealer.waitFor('onReconnectSucceeded', () => true, 60_000);
  expect(dealer.events.some((event) => event.name === 'onReconnectFailed')).toBe(false);
  expect(dealer.chat.connectionState).toBe('OPEN');
}, 120_000);
