// The chat latency benchmark's client process: its share of the chat users, each a real `@sendbird/chat` SDK
// instance (GroupChannelModule, as ChatWorkspace uses it) signed in to a reference server's
// Sendbird-compatible service. The driver runs several of these so that 200 SDK instances do not starve one
// event loop (a starved client hears messages late, and its SDK misses pongs and reconnects). It does what
// the driver asks (chatBenchProtocol.ts) and records every message its users hear, with the machine's clock.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import '@sendbird/chat/node';
import SendbirdChat, { ConnectionHandler } from '@sendbird/chat';
import {
  GroupChannelHandler,
  GroupChannelModule,
  type GroupChannel,
  type SendbirdGroupChat,
} from '@sendbird/chat/groupChannel';
import type { BaseMessage, UserMessage } from '@sendbird/chat/message';
import type { BenchChatUser, ChatBenchClientAnswer, ChatBenchClientRequest } from './chatBenchProtocol';

// The SDK's online check in Node (no `navigator.onLine`) probes https://www.google.com; this machine has no
// internet, so that one probe is answered here. Every chat request still goes to the reference server.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('https://www.google.com')) return Promise.resolve(new Response(null, { status: 204 }));
  return realFetch(input, init);
};

const answer = (message: ChatBenchClientAnswer) => process.send?.(message);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
/** The machine's clock in ms with sub-ms precision, comparable between processes. */
const clock = () => performance.timeOrigin + performance.now();

const clients = new Map<string, SendbirdGroupChat>();
/** This process's event loop delay: a starved client process hears late whatever the server does. */
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
/** text → receiver → arrival times. */
let arrivals = new Map<string, Map<string, number[]>>();
let reconnects = 0;
/** Messages a user missed while reconnecting and fetched after it, as an open ChatWorkspace does. */
let recovered = 0;
/** Message ids each user has heard (live or fetched after a reconnect). */
const heardIds = new Map<string, Set<number>>();
/** The newest message time each user heard in each channel (`${userId} ${url}`). */
const newestHeard = new Map<string, number>();

function client(userId: string): SendbirdGroupChat {
  const chat = clients.get(userId);
  if (!chat) throw new Error(`${userId} is not signed in in this process`);
  return chat;
}

function heard(userId: string, message: BaseMessage): void {
  const at = clock();
  let ids = heardIds.get(userId);
  if (!ids) {
    ids = new Set();
    heardIds.set(userId, ids);
  }
  ids.add(message.messageId);
  const key = `${userId} ${message.channelUrl}`;
  newestHeard.set(key, Math.max(newestHeard.get(key) ?? 0, message.createdAt));
  const text = (message as UserMessage).message;
  let byReceiver = arrivals.get(text);
  if (!byReceiver) {
    byReceiver = new Map();
    arrivals.set(text, byReceiver);
  }
  const times = byReceiver.get(userId);
  if (times) times.push(at);
  else byReceiver.set(userId, [at]);
}

async function connect(user: BenchChatUser, origin: string): Promise<void> {
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
    new GroupChannelHandler({ onMessageReceived: (_channel, message) => heard(user.userId, message) }),
  );
  chat.addConnectionHandler(
    'bench',
    new ConnectionHandler({
      onReconnectStarted: () => (reconnects += 1),
      onReconnectSucceeded: () => void catchUp(user.userId),
    }),
  );
  await chat.connect(user.userId, user.token);
  clients.set(user.userId, chat);
}

/**
 * After a reconnect, each loaded channel of the user is brought up to date (the messages after the newest it
 * heard), as ChatWorkspace does: the SDK does not replay what its socket missed as `onMessageReceived`. A
 * message only counts as lost when it is not there either. One already heard is not recorded again.
 */
async function catchUp(userId: string): Promise<void> {
  const connectedAt = Date.now() - 60_000;
  for (const [key, channel] of loaded) {
    if (!key.startsWith(`${userId} `)) continue;
    const since = newestHeard.get(key) ?? connectedAt;
    const missed = await channel
      .getMessagesByTimestamp(since, { prevResultSize: 0, nextResultSize: 200, isInclusive: false })
      .catch(() => []);
    for (const message of missed) {
      if (heardIds.get(userId)?.has(message.messageId)) continue;
      if ((message as UserMessage).sender?.userId === userId) continue;
      recovered += 1;
      heard(userId, message);
    }
  }
}

/** Runs `task` over `items`, `concurrency` at a time. */
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

function sendText(channel: GroupChannel, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    channel
      .sendUserMessage({ message })
      .onSucceeded(() => resolve())
      .onFailed(reject);
  });
}

/** Channels a user has loaded, so that a send does not fetch its channel first. */
const loaded = new Map<string, GroupChannel>();

async function channelOf(userId: string, url: string): Promise<GroupChannel> {
  const key = `${userId} ${url}`;
  const known = loaded.get(key);
  if (known) return known;
  const channel = await client(userId).groupChannel.getChannel(url);
  loaded.set(key, channel);
  return channel;
}

async function handle(request: ChatBenchClientRequest): Promise<ChatBenchClientAnswer> {
  switch (request.type) {
    case 'connect':
      await inBatches(request.users, 10, ({ user, origin }) => connect(user, origin));
      return { type: 'connected', id: request.id };
    case 'create-group': {
      const creator = client(request.creatorId);
      const created = await creator.groupChannel.createChannel({
        invitedUserIds: request.inviteeIds.slice(0, 99),
        customType: 'trading_group',
        name: 'Bench trading group',
        operatorUserIds: [request.creatorId],
      });
      for (let start = 99; start < request.inviteeIds.length; start += 99)
        await created.inviteWithUserIds(request.inviteeIds.slice(start, start + 99));
      loaded.set(`${request.creatorId} ${created.url}`, created);
      return { type: 'created-group', id: request.id, url: created.url };
    }
    case 'accept': {
      let retries = 0;
      await inBatches(request.userIds, 10, async (userId) => {
        // A request the SDK gave up on (its network error, on a starved machine) is tried again, as a
        // person would, up to three times; the answer counts them.
        for (let attempt = 1; ; attempt += 1) {
          try {
            loaded.delete(`${userId} ${request.url}`);
            const channel = await channelOf(userId, request.url);
            if (channel.myMemberState === 'invited') await channel.acceptInvitation();
            return;
          } catch (error) {
            if (attempt >= 3) throw error;
            retries += 1;
          }
        }
      });
      return { type: 'accepted', id: request.id, retries };
    }
    case 'create-direct': {
      const channels = await inBatches(request.pairs, 10, async ({ senderId, receiverId }) => {
        const channel = await client(senderId).groupChannel.createChannel({
          invitedUserIds: [receiverId],
          isDistinct: true,
          customType: 'direct',
        });
        loaded.set(`${senderId} ${channel.url}`, channel);
        return { senderId, receiverId, url: channel.url };
      });
      return { type: 'created-direct', id: request.id, channels };
    }
    case 'load':
      await inBatches(request.channels, 10, ({ userId, url }) => channelOf(userId, url));
      return { type: 'loaded', id: request.id };
    case 'send': {
      const sentAt: [string, number][] = [];
      let failures = 0;
      const started = clock();
      await Promise.all(
        request.sendings.map(async (sending) => {
          const channel = await channelOf(sending.senderId, sending.url);
          const wait = started + sending.delayMs - clock();
          if (wait > 0) await sleep(wait);
          sentAt.push([sending.text, clock()]);
          await sendText(channel, sending.text).catch(() => (failures += 1));
        }),
      );
      return { type: 'sent', id: request.id, sentAt, failures };
    }
    case 'collect': {
      const collected: [string, string, number[]][] = [];
      for (const [text, byReceiver] of arrivals)
        for (const [receiverId, times] of byReceiver) collected.push([text, receiverId, times]);
      const answered: ChatBenchClientAnswer = {
        type: 'collected',
        id: request.id,
        arrivals: collected,
        reconnects,
        recovered,
        loopDelayP99: loopDelay.percentile(99) / 1e6,
      };
      loopDelay.reset();
      arrivals = new Map();
      reconnects = 0;
      recovered = 0;
      return answered;
    }
    case 'disconnect':
      await inBatches([...clients.values()], 20, async (chat) => {
        await Promise.race([chat.disconnect().catch(() => {}), sleep(3_000)]);
      });
      return { type: 'disconnected', id: request.id };
  }
}

process.on('message', (request: ChatBenchClientRequest) => {
  handle(request).then(answer, (error: unknown) =>
    answer({
      type: 'error',
      id: request.id,
      message: `${request.type}: ${
        error instanceof Error
          ? `${error.name} ${String((error as Error & { code?: unknown }).code ?? '')} ${error.message}`
          : String(error)
      }`,
    }),
  );
});
