import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GroupChannel } from '@sendbird/chat/groupChannel';
import type { BaseMessage, UserMessage } from '@sendbird/chat/message';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import type { ApiApp } from '../../src/http/fastifyTypes';
import { openDatabase, type DatabaseConnection } from '../../src/database/connection';
import { demoChatChannelUrls } from '../../src/seed/seedChatDemo';
import { demoPassword } from '../../src/seed/demoAccounts';
import { testConfig } from '../harness';
import { connectSdk, connectSdkWithToken, type SdkSession } from './sendbirdSdkClient';

const packageDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const folders: string[] = [];
const sessions: SdkSession[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  // Bounded: each dispose gives up after 5 s (see sendbirdSdkClient.ts).
  await Promise.all(sessions.map((session) => session.dispose()));
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 30_000);

/** Rejects after `milliseconds` with what was being waited for. */
function within<Value>(promise: Promise<Value>, milliseconds: number, what: string): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Timed out after ${milliseconds} ms: ${what}`)),
        milliseconds,
      );
    }),
  ]);
}

/** Sends a text and resolves with the service's acknowledged message (or rejects when refused). */
function send(channel: GroupChannel, text: string): Promise<UserMessage> {
  return new Promise((resolve, reject) => {
    channel
      .sendUserMessage({ message: text })
      .onSucceeded((message) => resolve(message as UserMessage))
      .onFailed((error) => reject(error));
  });
}

/** The channel's last `count` messages, fetched from the service (not from any handler's memory). */
async function history(session: SdkSession, channelUrl: string, count = 200): Promise<BaseMessage[]> {
  const channel = await session.chat.groupChannel.getChannel(channelUrl);
  return channel.getMessagesByTimestamp(Date.now() + 60_000, { prevResultSize: count, nextResultSize: 0 });
}

/** Both sides take turns; every message is acknowledged before the next. Answers the acknowledged ones. */
async function converse(sides: SdkSession[], channelUrl: string, label: string, turns: number) {
  const acknowledged: UserMessage[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const side = sides[turn % sides.length]!;
    const channel = await side.chat.groupChannel.getChannel(channelUrl);
    acknowledged.push(await within(send(channel, `${label} ${turn}`), 10_000, `ack of ${label} ${turn}`));
  }
  return acknowledged;
}

/** Every acknowledged message is in the history once, with its text; no text appears twice. */
function expectKeptOnce(messages: BaseMessage[], acknowledged: UserMessage[]): void {
  const ids = messages.map((message) => message.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  const texts = messages.map((message) => (message as UserMessage).message);
  expect(new Set(texts).size).toBe(texts.length);
  for (const message of acknowledged) {
    const kept = messages.filter((candidate) => candidate.messageId === message.messageId);
    expect(kept.map((candidate) => (candidate as UserMessage).message)).toEqual([message.message]);
  }
}

/** Waits until both sessions have reconnected (the SDK does this by itself) and the socket is open. */
async function expectReconnected(sides: SdkSession[]): Promise<void> {
  for (const side of sides) {
    await side.waitFor('onReconnectSucceeded', () => true, 30_000);
    expect(side.chat.connectionState).toBe('OPEN');
  }
}

/** A port nobody listens on now (the killed and restarted process must come back on the same one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/**
 * Runs the server's real entry point (src/main.ts through tsx) as its own process on a file-backed PGlite,
 * and resolves once `/healthz` answers. Its stderr is kept for the failure message.
 */
async function startServerProcess(dataDirectory: string, port: number) {
  const child = spawn(process.execPath, ['--conditions=@bondkit/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: packageDirectory,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirectory,
      BONDKIT_DEMO: '1',
      BONDKIT_SIMULATOR: '0',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(tmpdir(), 'bondkit-no-build'),
      STORYBOOK_DIR: join(tmpdir(), 'bondkit-no-storybook'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer /healthz in 90 s: ${stderr}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { process: child, exited };
    // Polls the process's readiness (a state), not a fixed sleep standing in for it.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs a demo user in over HTTP and asks the platform for a chat session token, as the app does. */
async function chatSessionOf(origin: string, email: string): Promise<{ userId: string; token: string }> {
  const post = (path: string, body: unknown, access?: string) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(access ? { authorization: `Bearer ${access}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const tokens = (await (await post('/api/token/', { email, password: demoPassword })).json()) as {
    access: string;
  };
  const session = (await (
    await fetch(`${origin}/api/session/`, { headers: { authorization: `Bearer ${tokens.access}` } })
  ).json()) as { user_info: { unique_id: string } };
  const userId = session.user_info.unique_id;
  const issued = await post('/api/issue-sb-session-token', { userId }, tokens.access);
  if (!issued.ok) throw new Error(`No chat token for ${email}: ${await issued.text()}`);
  return { userId, token: ((await issued.json()) as { token: string }).token };
}

describe('chat survives a restart', () => {
  it('closes and reopens the server on the same data: the SDK reconnects, every acknowledged message is kept once', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'bondkit-chat-restart-'));
    folders.push(dataDirectory);
    const config = testConfig({ DATA_DIR: dataDirectory });
    const start = async (port: number) => {
      const database = await openDatabase({ dataDirectory: join(dataDirectory, 'pglite') });
      const app = await buildServer({ config, database });
      const origin = await app.listen({ host: '127.0.0.1', port });
      return { app, database, origin };
    };
    let running: { app: ApiApp; database: DatabaseConnection; origin: string } = await start(0);
    try {
      const port = Number(new URL(running.origin).port);
      const dealer = await connectSdk(running, running.origin, 'dealer@demo.bondkit.in');
      sessions.push(dealer);
      const trader = await connectSdk(running, running.origin, 'trader@demo.bondkit.in');
      sessions.push(trader);
      const before = await converse([dealer, trader], demoChatChannelUrls.direct, 'before restart', 6);
      // The trader saw the dealer's last message live, before the restart.
      await trader.waitFor(
        'onMessageReceived',
        (args) => (args[1] as BaseMessage).messageId === before[4]!.messageId,
      );

      await within(running.app.close(), 15_000, 'closing the server');
      await running.database.close();
      await dealer.waitFor('onReconnectStarted', () => true, 15_000);
      running = await start(port);
      await expectReconnected([dealer, trader]);

      const after = await converse([trader, dealer], demoChatChannelUrls.direct, 'after restart', 4);
      // Live again: the dealer receives the trader's message through the new socket.
      await dealer.waitFor(
        'onMessageReceived',
        (args) => (args[1] as BaseMessage).messageId === after[2]!.messageId,
        10_000,
      );
      for (const side of [dealer, trader]) {
        const messages = await history(side, demoChatChannelUrls.direct);
        expectKeptOnce(messages, [...before, ...after]);
        // The seed's four, then ours in the order they were acknowledged.
        expect(messages.slice(-10).map((message) => (message as UserMessage).message)).toEqual(
          [...before, ...after].map((message) => message.message),
        );
      }
    } finally {
      await within(running.app.close(), 15_000, 'closing the server').catch(() => {});
      await running.database.close().catch(() => {});
    }
  }, 180_000);

  it('kills the server process mid-conversation and starts it again: the SDK reconnects, nothing acknowledged is lost or doubled', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'bondkit-chat-kill-'));
    folders.push(dataDirectory);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await startServerProcess(dataDirectory, port);
    const dealerSession = await chatSessionOf(origin, 'dealer@demo.bondkit.in');
    const traderSession = await chatSessionOf(origin, 'trader@demo.bondkit.in');
    const dealer = await connectSdkWithToken(origin, dealerSession.userId, dealerSession.token);
    sessions.push(dealer);
    const trader = await connectSdkWithToken(origin, traderSession.userId, traderSession.token);
    sessions.push(trader);
    const before = await converse([dealer, trader], demoChatChannelUrls.direct, 'before the kill', 4);

    // A burst from the dealer; the process dies as soon as the first of it is acknowledged, the rest in flight.
    const dealerChannel = await dealer.chat.groupChannel.getChannel(demoChatChannelUrls.direct);
    const burst = Array.from({ length: 6 }, (_, index) => send(dealerChannel, `burst ${index}`));
    // Outcomes are taken at once: a send cut off by the kill rejects while the server is down.
    const settledBurst = Promise.all(
      burst.map((pending) =>
        pending.then(
          (message) => ({ acknowledged: true as const, message }),
          (error: unknown) => ({ acknowledged: false as const, error }),
        ),
      ),
    );
    await within(burst[0]!, 10_000, 'the first acknowledgement of the burst');
    server.process.kill('SIGKILL');
    await within(server.exited, 10_000, 'the killed process to exit');

    server = await startServerProcess(dataDirectory, port);
    await expectReconnected([dealer, trader]);
    // Each send of the burst settles (acknowledged, possibly after the reconnect, or refused) within a bound.
    const outcomes = await within(settledBurst, 60_000, 'the burst to settle');
    const acknowledgedBurst = outcomes.flatMap((outcome) => (outcome.acknowledged ? [outcome.message] : []));
    expect(acknowledgedBurst.length).toBeGreaterThanOrEqual(1);

    const after = await converse([trader, dealer], demoChatChannelUrls.direct, 'after the kill', 2);
    await dealer.waitFor(
      'onMessageReceived',
      (args) => (args[1] as BaseMessage).messageId === after[0]!.messageId,
      10_000,
    );
    for (const side of [dealer, trader])
      expectKeptOnce(await history(side, demoChatChannelUrls.direct), [
        ...before,
        ...acknowledgedBurst,
        ...after,
      ]);
    server.process.kill('SIGTERM');
    await within(server.exited, 20_000, 'the server to shut down');
  }, 300_000);
});
