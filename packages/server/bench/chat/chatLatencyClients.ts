// The chat latency benchmark's client process: every chat user is a real `@sendbird/chat` SDK instance
// (GroupChannelModule, as ChatWorkspace uses it) signed in to the reference server's Sendbird-compatible
// service. Two of them are measured (one sends, the other has the channel open and receives); the others pair
// up in direct channels and, when asked, chat in the background. Kept out of the server's process so that
// the clients do not share its event loop; reports by IPC.
import '@sendbird/chat/node';
import SendbirdChat from '@sendbird/chat';
import {
  GroupChannelHandler,
  GroupChannelModule,
  type GroupChannel,
  type SendbirdGroupChat,
} from '@sendbird/chat/groupChannel';
import type { BaseMessage, UserMessage } from '@sendbird/chat/message';
import type { BenchChatUser, ChatLatencyReport, ChatLatencyRequest } from './chatLatencyProtocol';

// The SDK's online check in Node (no `navigator.onLine`) probes https://www.google.com; this machine has no
// internet, so that one probe is answered here. Every chat request still goes to the reference server.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('https://www.google.com')) return Promise.resolve(new Response(null, { status: 204 }));
  return realFetch(input, init);
};

const report = (message: ChatLatencyReport) => process.send?.(message);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface Client {
  chat: SendbirdGroupChat;
  userId: string;
  /** Called with every message this client receives. */
  onMessage: (channel: GroupChannel, message: BaseMessage) => void;
}

async function connect(origin: string, user: BenchChatUser): Promise<Client> {
  const chat = SendbirdChat.init({
    appId: 'BONDKIT-BENCH',
    customApiHost: `${origin}/sendbird`,
    customWebSocketHost: `${origin.replace(/^http/, 'ws')}/sendbird`,
    modules: [new GroupChannelModule()],
    localCacheEnabled: false,
    newInstance: true,
  }) as SendbirdGroupChat;
  const client: Client = { chat, userId: user.userId, onMessage: () => {} };
  chat.groupChannel.addGroupChannelHandler(
    'bench',
    new GroupChannelHandler({
      onMessageReceived: (channel, message) => client.onMessage(channel as GroupChannel, message),
    }),
  );
  await chat.connect(user.userId, user.token);
  return client;
}

/** Runs `task` over `items`, `concurrency` at a time (200 sign-ins at once would measure the queue). */
async function inBatches<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  task: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += concurrency)
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(task))));
  return results;
}

/** A direct channel between two clients, joined by both (the invitee accepts, as ChatWorkspace's user does). */
async function directChannel(sender: Client, receiver: Client): Promise<GroupChannel> {
  const channel = await sender.chat.groupChannel.createChannel({
    invitedUserIds: [receiver.userId],
    isDistinct: true,
    customType: 'direct',
  });
  const theirs = await receiver.chat.groupChannel.getChannel(channel.url);
  if (theirs.myMemberState === 'invited') await theirs.acceptInvitation();
  return channel;
}

function send(channel: GroupChannel, message: string): Promise<UserMessage> {
  return new Promise((resolve, reject) => {
    channel
      .sendUserMessage({ message })
      .onSucceeded((sent) => resolve(sent as UserMessage))
      .onFailed(reject);
  });
}

async function run(request: ChatLatencyRequest): Promise<void> {
  const connectStarted = performance.now();
  const clients = await inBatches(request.users, 10, (user) => connect(request.origin, user));
  const connectMs = performance.now() - connectStarted;
  const channelsStarted = performance.now();
  const couples: [Client, Client][] = [];
  for (let index = 0; index + 1 < clients.length; index += 2)
    couples.push([clients[index]!, clients[index + 1]!]);
  const pairs = await inBatches(couples, 10, async ([sender, receiver]) => ({
    sender,
    receiver,
    channel: await directChannel(sender, receiver),
  }));
  report({
    type: 'connected',
    users: clients.length,
    connectMs,
    channelsMs: performance.now() - channelsStarted,
  });

  const [measured, ...background] = pairs;
  if (!measured) throw new Error('at least two users are needed');

  // Background chatter: each pair's sender sends every `backgroundIntervalMs`, phases spread at random.
  let backgroundSent = 0;
  let backgroundReceived = 0;
  for (const pair of background) pair.receiver.onMessage = () => (backgroundReceived += 1);
  const timers: NodeJS.Timeout[] = [];
  if (request.backgroundIntervalMs > 0) {
    for (const pair of background) {
      const start = setTimeout(() => {
        const tick = () => {
          backgroundSent += 1;
          void send(pair.channel, `background ${backgroundSent}`).catch(() => {});
        };
        tick();
        timers.push(setInterval(tick, request.backgroundIntervalMs));
      }, Math.random() * request.backgroundIntervalMs);
      timers.push(start);
    }
  }

  const latencies: number[] = [];
  const acknowledgements: number[] = [];
  let lost = 0;
  for (let index = 0; index < request.messages; index += 1) {
    const text = `measured ${index}`;
    const received = new Promise<number>((resolve) => {
      measured.receiver.onMessage = (channel, message) => {
        if (channel.url === measured.channel.url && (message as UserMessage).message === text)
          resolve(performance.now());
      };
    });
    const started = performance.now();
    const acknowledged = send(measured.channel, text).then(() => performance.now());
    const arrivedAt = await Promise.race([received, sleep(5_000).then(() => null)]);
    if (arrivedAt === null) lost += 1;
    else latencies.push(arrivedAt - started);
    acknowledgements.push((await acknowledged) - started);
    await sleep(request.pauseMs);
  }
  for (const timer of timers) clearTimeout(timer);
  // The last background messages on their way.
  await sleep(500);
  report({ type: 'done', latencies, acknowledgements, backgroundSent, backgroundReceived, lost });
  await inBatches(clients, 20, async (client) => {
    await Promise.race([client.chat.disconnect().catch(() => {}), sleep(3_000)]);
  });
}

process.once('message', (request: ChatLatencyRequest) => {
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
