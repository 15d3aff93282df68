import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { TradeStreamServerMessage } from '@bondkit/core/stream';
import type { TradeStreamHub } from '../../src/stream/createTradeStreamHub';
import type { TradeStreamAuthentication, TradeStreamIdentity } from '../../src/stream/streamIdentity';
import { tradeStreamHub, type TradeStreamHubPluginOptions } from '../../src/stream/tradeStreamHubPlugin';

/** Test identities by access token: two firms, each with a dealer and a viewer, and non-trading roles. */
export const identities: Record<string, TradeStreamIdentity> = {
  'dealer-1': { userId: 1, firmId: 1, roles: ['clientdealer'] },
  'viewer-1': { userId: 2, firmId: 1, roles: ['clientviewer'] },
  'dealer-2': { userId: 3, firmId: 2, roles: ['clientdealer'] },
  'viewer-2': { userId: 4, firmId: 2, roles: ['clientviewer'] },
  'researcher-1': { userId: 5, firmId: 1, roles: ['dataviewer'] },
  'compliance-1': { userId: 6, firmId: 1, roles: ['complianceofficer', 'clientviewer'] },
};

export async function authenticateTestToken(token: string): Promise<TradeStreamAuthentication> {
  if (token === 'expired') return 'expired';
  return identities[token] ?? null;
}

export interface HubTestServer {
  app: FastifyInstance;
  hub: TradeStreamHub;
  url: string;
  close(): Promise<void>;
}

/** A real Fastify server with the hub plugin on 127.0.0.1 and a free port. */
export async function startHubServer(
  options: Partial<TradeStreamHubPluginOptions> = {},
): Promise<HubTestServer> {
  const app = Fastify({ logger: false });
  let hub: TradeStreamHub | undefined;
  await app.register(tradeStreamHub, {
    authenticate: authenticateTestToken,
    ...options,
    onHub: (created) => {
      hub = created;
      options.onHub?.(created);
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  if (!hub) throw new Error('the plugin did not create a hub');
  return { app, hub, url: `ws://127.0.0.1:${port}/ws/trade/d/`, close: () => app.close() };
}

/** A raw WebSocket client that records every message (batches unpacked) and the close code. */
export interface RawClient {
  socket: WebSocket;
  messages: TradeStreamServerMessage[];
  closeCode: number | null;
  closed: Promise<number>;
  send(message: unknown): void;
}

export async function connectRawClient(url: string, token?: string): Promise<RawClient> {
  const socket = new WebSocket(url);
  const client: RawClient = {
    socket,
    messages: [],
    closeCode: null,
    closed: new Promise((resolve) =>
      socket.on('close', (code) => {
        client.closeCode = code;
        resolve(code);
      }),
    ),
    send: (message) => socket.send(JSON.stringify(message)),
  };
  socket.on('error', () => {});
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { type: string; messages?: TradeStreamServerMessage[] };
    if (frame.type === 'batch') client.messages.push(...(frame.messages ?? []));
    else client.messages.push(frame as TradeStreamServerMessage);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (token !== undefined) {
    client.send({ type: 'auth', token });
    await waitUntil(
      () => client.messages.some((message) => message.type === 'auth_ok') || client.closeCode !== null,
      'auth',
    );
  }
  return client;
}

export async function waitUntil(
  predicate: () => boolean,
  description: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export async function settle(milliseconds = 50): Promise<void> {
  const deadline = performance.now() + milliseconds;
  while (performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
}

export function typesOf(client: RawClient): string[] {
  return client.messages.map((message) => message.type);
}
