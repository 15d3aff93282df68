import { afterEach, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createTradeStream, type TradeStreamOptions } from '../../src/stream/createTradeStream';
import type { TradeStreamError } from '../../src/stream/TradeStreamError';
import type { TradeStreamStatus } from '../../src/stream/tradeStreamTypes';
import {
  startTestStreamServer,
  type TestStreamServer,
  type TestStreamServerOptions,
} from './streamTestServer';

const cleanups: Array<() => unknown> = [];

/** Registers the per-test cleanup (real timers back, streams stopped, servers killed). Call once per file. */
export function useStreamCleanup(): void {
  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
}

export function addCleanup(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

/** A stream on the `ws` WebSocket with recorded errors and status changes; stopped after the test. */
export function createTestStream(options: Partial<TradeStreamOptions> & Pick<TradeStreamOptions, 'url'>) {
  const errors: TradeStreamError[] = [];
  const statuses: TradeStreamStatus[] = [];
  const stream = createTradeStream({
    getToken: () => 'token-1',
    WebSocket: WebSocket,
    random: () => 0,
    onError: (error) => errors.push(error),
    ...options,
  });
  stream.status.subscribe(() => statuses.push(stream.status.getSnapshot()));
  cleanups.push(() => stream.disconnect());
  return { stream, errors, statuses };
}

export async function startServer(options: TestStreamServerOptions = {}): Promise<TestStreamServer> {
  const server = await startTestStreamServer(options);
  cleanups.push(() => server.kill());
  return server;
}
