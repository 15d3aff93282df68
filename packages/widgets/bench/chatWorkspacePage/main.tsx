// The benchmark page: ChatWorkspace (the real Provider, View and virtualised lists) over the in-memory
// transport from `./testing`, holding 10,000 channels and, in the open one, 100,000 messages delivered as one
// page so that the message list really holds all of them. The Node driver wheels each list while the page
// records requestAnimationFrame deltas. Built by chatWorkspaceScroll.bench.ts with Vite; not part of the package.
import { createRoot } from 'react-dom/client';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../../src/provider/BondkitProvider';
import { ChatWorkspace } from '../../src/ChatWorkspace/index';
import type { ChatChannelView, ChatMessageView, ChatTransport } from '../../src/ChatWorkspace/chatTransport';
import {
  createMemoryChatTransport,
  memoryChannel,
  memoryMember,
} from '../../src/ChatWorkspace/testing/createMemoryChatTransport';
import type { ChatWorkspaceBenchmarkWindow } from './benchmarkProtocol';

const channelCount = 10_000;
const messageCount = 100_000;
const benchmarkWindow = window as unknown as ChatWorkspaceBenchmarkWindow;
const me = { userId: 'me', nickname: 'Asha Rao' };
const start = Date.UTC(2026, 0, 1);
const openUrl = 'channel-0';

const lines = [
  'Can you show 7.18% GS 2033 at 101.25 for 5 cr?',
  'Done at 101.2450, settlement T+1. Sending the deal ticket now.',
  'We have interest in 8.05% Sahyadri Capital 2031, anything around 7.92%?',
  'Looking at 25 lakh to 1 crore of the Tamil Nadu SDL 2035; please quote a two-way.',
  'ok',
  'Market looks soft after the auction. Holding my offer at 99.80 until 3 pm, then I will revisit the level with the desk and come back to you with a firmer number for the full size.',
];

function message(channelUrl: string, index: number, createdAt: number): ChatMessageView {
  const mine = index % 3 === 0;
  return {
    messageId: index + 1,
    requestId: '',
    channelUrl,
    kind: 'user',
    text: `${lines[index % lines.length]!} (#${index + 1})`,
    senderId: mine ? me.userId : 'kaveri',
    senderNickname: mine ? me.nickname : 'Kaveri Traders',
    createdAt,
    data: '',
    customType: '',
    sendingStatus: 'sent',
  };
}

const channels: ChatChannelView[] = Array.from({ length: channelCount }, (_, index) => {
  const url = `channel-${index}`;
  return memoryChannel(url, {
    kind: index % 7 === 0 ? 'group' : 'direct',
    name: index % 7 === 0 ? `Desk group ${index}` : `Counterparty ${index} · Firm ${index % 97}`,
    members: [memoryMember(me.userId, me.nickname), memoryMember(`user-${index}`, `Counterparty ${index}`)],
    unreadMessageCount: index % 5 === 0 ? (index % 40) + 1 : 0,
    // Newest first: channel-0 has the latest message.
    lastMessage: message(url, index, start + (channelCount - index) * 60_000 + messageCount * 1_000),
    createdAt: start,
  });
});
const bigConversation = Array.from({ length: messageCount }, (_, index) =>
  message(openUrl, index, start + index * 1_000),
);
const memory = createMemoryChatTransport({ me, channels });
const transport: ChatTransport = {
  ...memory.transport,
  // The open channel's whole history at once: the list then holds 100,000 messages (the memory transport
  // pages 30 at a time, as the SDK does).
  loadMessages: (channelUrl) =>
    channelUrl === openUrl
      ? Promise.resolve({ messages: bigConversation, hasMore: false })
      : memory.transport.loadMessages(channelUrl),
};

let frameTimes: number[] = [];
let recording = false;
let last = 0;
const frame = (now: number) => {
  if (!recording) return;
  frameTimes.push(now - last);
  last = now;
  requestAnimationFrame(frame);
};
benchmarkWindow.startFrames = () => {
  frameTimes = [];
  recording = true;
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(frame);
  });
};
benchmarkWindow.stopFrames = () => {
  recording = false;
  return {
    frameTimes,
    channelScrollTop: document.querySelector('.bk-chat__channel-scroller')?.scrollTop ?? 0,
    messageScrollTop: document.querySelector('.bk-chat__messages')?.scrollTop ?? 0,
  };
};
const setSize = (selector: string) =>
  Number(document.querySelector(selector)?.getAttribute('aria-setsize') ?? 0);
benchmarkWindow.benchmarkSizes = () => ({
  channels: setSize('.bk-chat__channel-list > li'),
  messages: setSize('.bk-chat__message-list > li'),
});

const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
createRoot(root).render(
  <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
    <ChatWorkspace transport={transport} defaultValue={openUrl} style={{ height: '860px' }} />
  </BondkitProvider>,
);
const waitForLists = () => {
  const sizes = benchmarkWindow.benchmarkSizes?.();
  if (sizes && sizes.channels === channelCount && sizes.messages === messageCount)
    benchmarkWindow.benchmarkReady = true;
  else requestAnimationFrame(waitForLists);
};
waitForLists();
