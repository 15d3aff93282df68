import type { vi } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** One connection as the test server sees it. */
export interface TestConnection {
  socket: WebSocket;
  /** Every text frame the client sent, parsed. */
  frames: Array<Record<string, unknown>>;
  closed: boolean;
  send(message: unknown): void;
  sendRaw(data: string | Buffer, binary?: boolean): void;
}

export interface TestStreamServerOptions {
  /** Answer `auth` with `auth_ok`. Default true. */
  acceptAuth?: boolean;
  /** Answer `ping` with `pong`. Default true. */
  answerPings?: boolean;
  /** Refuse the upgrade (HTTP 503). Default false. */
  refuseUpgrade?: boolean;
  /** Called for each `auth` frame; return a close code to close with it instead of accepting. */
  onAuth?: (token: unknown, connection: TestConnection) => number | undefined;
  /** Listen on this port (to restart a killed server on the same address). Default 0 (free port). */
  port?: number;
}

/** A real `ws` server on 127.0.0.1 standing in for the hub. */
export interface TestStreamServer {
  url: string;
  port: number;
  connections: TestConnection[];
  /** Upgrade requests seen (including refused ones). */
  upgradeAttempts: number;
  /** Terminates every connection and stops listening (a killed server). */
  kill(): Promise<void>;
}

export async function startTestStreamServer(
  options: TestStreamServerOptions = {},
): Promise<TestStreamServer> {
  const connections: TestConnection[] = [];
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: options.port ?? 0,
    verifyClient: (_info, callback) => {
      state.upgradeAttempts += 1;
      if (options.refuseUpgrade) callback(false, 503, 'Service Unavailable');
      else callback(true);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  server.on('connection', (socket) => {
    const connection: TestConnection = {
      socket,
      frames: [],
      closed: false,
      send: (message) => socket.send(JSON.stringify(message)),
      sendRaw: (data, binary = false) => socket.send(data, { binary }),
    };
    connections.push(connection);
    socket.on('close', () => {
      connection.closed = true;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      connection.frames.push(frame);
      if (frame.type === 'auth') {
        const closeCode = options.onAuth?.(frame.token, connection);
        if (closeCode !== undefined) socket.close(closeCode, 'refused');
        else if (options.acceptAuth !== false) connection.send({ type: 'auth_ok', user_id: 7 });
      }
      if (frame.type === 'ping' && options.answerPings !== false) connection.send({ type: 'pong' });
    });
  });
  const state: TestStreamServer = {
    url: `ws://127.0.0.1:${port}/ws/trade/d/`,
    port,
    connections,
    upgradeAttempts: 0,
    async kill() {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return state;
}

/** A TCP server that accepts connections and never answers the HTTP upgrade: a hung hub. */
export async function startSilentTcpServer(): Promise<{
  url: string;
  sockets: Socket[];
  readonly closedSockets: number;
  close(): Promise<void>;
}> {
  const sockets: Socket[] = [];
  let closedSockets = 0;
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      closedSockets += 1;
    });
    // Read (and ignore) the upgrade request, so that the client's close reaches us as an end of stream.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/ws/trade/d/`,
    sockets,
    get closedSockets() {
      return closedSockets;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Waits for real I/O while timers are faked: polls with `setImmediate` (left real) against a deadline on
 * `performance.now()` (also real), so fake time never moves while waiting.
 */
export async function waitUntil(
  predicate: () => boolean,
  description: string,
  timeoutMs = 3_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Lets pending socket I/O run for a few milliseconds of real time (fake time does not move). */
export async function settleIo(milliseconds = 30): Promise<void> {
  const deadline = performance.now() + milliseconds;
  while (performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Timers the stream uses are faked; setImmediate, nextTick and performance stay real for socket I/O. */
export const streamFakeTimers: NonNullable<Parameters<typeof vi.useFakeTimers>[0]> = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};
