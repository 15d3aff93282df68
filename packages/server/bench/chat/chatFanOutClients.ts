// The chat fan-out benchmark's client process: every chat user a real `@sendbird/chat` SDK instance signed
// in to the reference server's Sendbird-compatible service, kept out of the server's process (own event
// loop); reports by IPC. See chatFanOut.bench.ts.
import '@sendbird/chat/node';
import SendbirdChat, { ConnectionHandler } from '@sendbird/chat';
import {
  GroupChannelHandler,
  GroupChannelModule,
  type GroupChannel,
  type SendbirdGroupChat,
} from '@sendbird/chat/groupChannel';
import type { BaseMessage, UserMessage } from '@sendbird/chat/message';
import type { BenchChatUser } from './chatLatencyProtocol';
import type { ChatFanOutReport, ChatFanOutRequest } from './chatFanOutProtocol';

// The SDK's online check in Node probes https://www.google.com; no internet here, so that probe is answered.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('https://www.google.com')) return Promise.resolve(new Response(null, { status: 204 }));
  return realFetch(input, init);
};

const report = (message: ChatFanOutReport) => process.send?.(message);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface Client {
  chat: SendbirdGroupChat;
  userId: string;
}

/** Every reception: text → receiver → arrival times (more than one: a duplicate). */
const arrivals = new Map<string, Map<string, number[]>>();
let reconnects = 0;

async function connect(origin: string, user: BenchChatUser): Promise<Client> {
  const chat = SendbirdChat.init({
    appId: 'BONDKIT-BENCH',
    customApiHost: `${origin}/sendbird`,
    customWebSocketHost: `${origin.replace(/^http/, 'ws')}/sendbird`,
    modules: [new GroupChannelModule()],
    localCacheEnabled: false,
    newInstance: true,
  }) as SendbirdGroupChat;
  chat.groupChannel.addGroupChannelHandler(
    'bench',
    new GroupChannelHandler({
      onMessageReceived: (_channel, message: BaseMessage) => {
        const text = (message as UserMessage).message;
        let byReceiver = arrivals.get(text);
        if (!byReceiver) {
          byReceiver = new Map();
          arrivals.set(text, byReceiver);
        }
        const times = byReceiver.get(user.userId) ?? [];
        times.push(performance.now());
        byReceiver.set(user.userId, times);
      },
    }),
  );
  chat.addConnectionHandler('bench', new ConnectionHandler({ onReconnectStarted: () => (reconnects += 1) }));
  await chat.connect(user.userId, user.token);
  return { chat, userId: user.userId };
}

async function inBatches<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  task: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += concurrency)
    results.push(
      ...(await Promise.all(
        items.slice(start, start + concurrency).map((item, offset) => task(item, start + offset)),
      )),
    );
  return results;
}

function send(channel: GroupChannel, message: string): Promise<UserMessage> {
  return new Promise((resolve, reject) => {
    channel
      .sendUserMessage({ message })
      .onSucceeded((sent) => resolve(sent as UserMessage))
      .onFailed(reject);
  });
}

/** One message to measure: who sends it where, and who must hear it. */
interface Sending {
  channel: GroupChannel;
  receivers: string[];
}

async function run(request: ChatFanOutRequest): Promise<void> {
  const connectStarted = performance.now();
  const clients = await inBatches(request.users, 10, (user, index) =>
    connect(request.origins[index % request.origins.length]!, user),
  );
  const connectMs = performance.now() - connectStarted;
  const fillStarted = performance.now();
  // Each round's sendings.
  let roundOf: (round: number) => Sending[];
  let channelCount: number;
  if (request.mode === 'group') {
    const [creator, ...others] = clients;
    if (!creator) throw new Error('no users');
    const created = await creator.chat.groupChannel.createChannel({
      invitedUserIds: others.slice(0, 99).map((client) => client.userId),
      customType: 'trading_group',
      name: 'Bench trading group',
      operatorUserIds: [creator.userId],
    });
    for (let start = 99; start < others.length; start += 99)
      await created.inviteWithUserIds(others.slice(start, start + 99).map((client) => client.userId));
    const channels = new Map<string, GroupChannel>([[creator.userId, created]]);
    await inBatches(others, 10, async (client) => {
      const channel = await client.chat.groupChannel.getChannel(created.url);
      channels.set(client.userId, await channel.acceptInvitation());
    });
    channelCount = 1;
    // Senders take turns among the first ten members.
    roundOf = (round) => {
      const sender = clients[round % Math.min(10, clients.length)]!;
      return [
        {
          channel: channels.get(sender.userId)!,
          receivers: clients.filter((client) => client !== sender).map((client) => client.userId),
        },
      ];
    };
  } else {
    const ring = await inBatches(clients, 10, async (client, index) => {
      const partner = clients[(index + 1) % clients.length]!;
      const channel = await client.chat.groupChannel.createChannel({
        invitedUserIds: [partner.userId],
        isDistinct: true,
        customType: 'direct',
      });
      return { channel, receiver: partner.userId };
    });
    channelCount = ring.length;
    roundOf = () => ring.map(({ channel, receiver }) => ({ channel, receivers: [receiver] }));
  }
  const fillMs = performance.now() - fillStarted;
  report({ type: 'connected', users: clients.length, connectMs, channels: channelCount, fillMs });
  reconnects = 0;

  const sent: { text: string; at: number; receivers: string[] }[] = [];
  for (let round = 0; round < request.rounds; round += 1) {
    const sendings = roundOf(round);
    // A direct round spreads its sends over the pause, as people do.
    await Promise.all(
      sendings.map(async (sending, index) => {
        if (sendings.length > 1) await sleep((index / sendings.length) * request.pauseMs);
        const text = `bench ${round}.${index}`;
        const at = performance.now();
        sent.push({ text, at, receivers: sending.receivers });
        await send(sending.channel, text).catch(() => {});
      }),
    );
    if (sendings.length === 1) await sleep(request.pauseMs);
  }
  // Everything still on its way gets 10 s.
  const deadline = performance.now() + 10_000;
  const complete = () =>
    sent.every(({ text, receivers }) => receivers.every((receiver) => arrivals.get(text)?.has(receiver)));
  while (!complete() && performance.now() < deadline) await sleep(100);
  await sleep(500);
  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const { text, at, receivers } of sent) {
    for (const receiver of receivers) {
      const times = arrivals.get(text)?.get(receiver);
      if (!times) lost += 1;
      else {
        latencies.push(times[0]! - at);
        duplicated += times.length - 1;
      }
    }
  }
  report({ type: 'done', latencies, lost, duplicated, reconnects });
  await inBatches(clients, 20, async (client) => {
    await Promise.race([client.chat.disconnect().catch(() => {}), sleep(3_000)]);
  });
}

process.once('message', (request: ChatFanOutRequest) => {
  run(request).then(
    () => process.exit(0),
    (error: unknown) => {
      report({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    },
  );
});
