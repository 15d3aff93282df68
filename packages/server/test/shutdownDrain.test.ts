import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../src/seed/demoAccounts';
import { startTestServer } from './harness';

describe('closing the server', () => {
  it('ends the keep-alive connection of a request that was in flight when closing began', async () => {
    const server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    // A keep-alive client, as the SDK's fetch is: it would hold an idle connection for as long as the server's
    // Keep-Alive hint (72 s), and `app.close()` with it.
    const agent = new Agent({ keepAlive: true });
    const account = demoAccounts.find((candidate) => candidate.key === 'dealer')!;
    const body = JSON.stringify({ email: account.email, password: demoPassword });
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/token/',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
    });
    // The request is in flight (its headers are in, its body is not) when closing begins…
    outgoing.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    let closed = false;
    const closing = server.app.close().then(() => {
      closed = true;
    });
    while (server.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    // …and ends after: it is still answered, and its answer ends the connection.
    outgoing.end(body.slice(10));
    const response = await answered;
    response.resume();
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
    await server.database.close();
  });

  it('ends a connection that has sent no request yet, so that closing does not wait on it', async () => {
    const server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    // A client's pool opened this connection and never used it (its request was cancelled): Node's server
    // counts it as awaiting headers and, once closing, no longer times it out.
    const silent = connect({ host: '127.0.0.1', port });
    await new Promise((resolve) => silent.once('connect', resolve));
    const ended = new Promise((resolve) => silent.once('close', resolve));
    await server.app.close();
    await ended;
    expect(silent.destroyed).toBe(true);
    await server.database.close();
  });
});
