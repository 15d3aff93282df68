import { describe, expect, it } from 'vitest';
import type { ChatTimers } from '@bondkit/core/chat';
import { createChatWorkspaceStore } from './chatWorkspaceStore';
import { createMemoryChatTransport, memoryChannel, memoryMember } from './testing/createMemoryChatTransport';

const minute = 60_000;
const anita = { userId: 'anita', nickname: 'Anita Desai' };

/** Timers that fire only when the test moves time (an injected clock). */
function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: ChatTimers = {
    setTimer(callback, milliseconds) {
      pending.set(nextHandle, { at: now + milliseconds, callback });
      return nextHandle++;
    },
    clearTimer: (handle) => void pending.delete(handle as number),
  };
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  };
  return {
    timers,
    async advance(milliseconds: number) {
      const until = now + milliseconds;
      await settle();
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((left, right) => left[1].at - right[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        await settle();
      }
      now = until;
    },
  };
}

function setUp(options: { markDelivered?: boolean; directCount?: number } = {}) {
  const direct = Array.from({ length: options.directCount ?? 2 }, (_, index) =>
    memoryChannel(`direct-${index + 1}`, {
      kind: 'direct',
      members: [memoryMember('me', 'You'), memoryMember(`person-${index + 1}`, `Person ${index + 1}`)],
      createdAt: 100 - index,
    }),
  );
  const memory = createMemoryChatTransport({
    channels: [
      ...direct,
      memoryChannel('group-1', { kind: 'group', members: [memoryMember('me', 'You')], createdAt: 1 }),
    ],
  });
  const clock = manualTimers();
  let selected: string | null = 'direct-1';
  const store = createChatWorkspaceStore(memory.transport, {
    selection: () => selected,
    onSelectionRequest: (request) => {
      selected = request.channelUrl;
    },
    timers: clock.timers,
    ...(options.markDelivered === undefined ? {} : { markDelivered: options.markDelivered }),
  });
  return { memory, clock, store };
}

describe('ChatWorkspace store: delivery marking', () => {
  it("marks another's message delivered, at most once a second per channel", async () => {
    const { memory, clock, store } = setUp();
    await store.start();
    memory.receive('direct-2', anita, 'one');
    memory.receive('direct-2', anita, 'two');
    memory.receive('direct-1', anita, 'three');
    expect(memory.delivered).toEqual(['direct-2', 'direct-1']);
    await clock.advance(1000);
    // The second arrival in direct-2 inside the second: marked once at its end.
    expect(memory.delivered).toEqual(['direct-2', 'direct-1', 'direct-2']);
    // My own messages are not marked.
    await store.sendText('direct-1', 'mine');
    await clock.advance(5000);
    expect(memory.delivered).toHaveLength(3);
    await store.stop();
  });

  it('marks nothing delivered when told not to (the compliance route), but still reads the open channel', async () => {
    const { memory, clock, store } = setUp({ markDelivered: false });
    await store.start();
    memory.channels.set('direct-1', { ...memory.channels.get('direct-1')!, unreadMessageCount: 3 });
    memory.receive('direct-1', anita, 'hello');
    await clock.advance(2000);
    expect(memory.delivered).toEqual([]);
    expect(memory.channels.get('direct-1')?.unreadMessageCount).toBe(0);
    await store.stop();
  });
});

describe('ChatWorkspace store: the 10-minute refresh of visible direct channels', () => {
  it('refreshes the direct channels in batches of 5 a minute apart, and shows what changed', async () => {
    const { memory, clock, store } = setUp({ directCount: 7 });
    await store.start();
    await clock.advance(10 * minute - 1);
    expect(memory.refreshed).toEqual([]);
    // Meanwhile, unread messages arrived that no event announced.
    memory.channels.set('direct-6', { ...memory.channels.get('direct-6')!, unreadMessageCount: 4 });
    await clock.advance(1);
    expect(memory.refreshed).toEqual([['direct-1', 'direct-2', 'direct-3', 'direct-4', 'direct-5']]);
    expect(store.getState().channels.find((channel) => channel.url === 'direct-6')?.unreadMessageCount).toBe(
      0,
    );
    await clock.advance(minute);
    expect(memory.refreshed.at(-1)).toEqual(['direct-6', 'direct-7']);
    expect(store.getState().channels.find((channel) => channel.url === 'direct-6')?.unreadMessageCount).toBe(
      4,
    );
    await store.stop();
    await clock.advance(30 * minute);
    expect(memory.refreshed).toHaveLength(2);
  });
});

describe('ChatWorkspace store: nothing missed, nothing twice', () => {
  it('after a reconnect, a loaded conversation that is not open holds what arrived while offline', async () => {
    let clock = 1000;
    const memory = createMemoryChatTransport({
      now: () => clock++,
      channels: [
        memoryChannel('direct-1', { members: [memoryMember('me', 'You'), memoryMember('anita', 'Anita')] }),
        memoryChannel('direct-2', { members: [memoryMember('me', 'You'), memoryMember('ravi', 'Ravi')] }),
      ],
    });
    let selected: string | null = 'direct-1';
    const store = createChatWorkspaceStore(memory.transport, {
      selection: () => selected,
      onSelectionRequest: () => {},
      timers: manualTimers().timers,
    });
    await store.start();
    memory.receive('direct-1', anita, 'before');
    await store.openConversation('direct-1');
    // The user moves to another conversation: direct-1 stays loaded, not open.
    selected = 'direct-2';
    await store.openConversation('direct-2');
    memory.emit({ type: 'connection', connection: 'reconnecting' });
    const missed = memory.receiveWhileOffline('direct-1', anita, 'while you were away');
    memory.emit({ type: 'connection', connection: 'online' });
    await expect
      .poll(() => store.getState().conversations['direct-1']?.items.map((item) => item.messageId))
      .toContain(missed.messageId);
    // Opening it again shows it (no early return on a stale conversation).
    selected = 'direct-1';
    await store.openConversation('direct-1');
    const texts = store.getState().conversations['direct-1']?.items.map((item) => item.text);
    expect(texts).toEqual(['before', 'while you were away']);
    await store.stop();
  });

  it('shows a message once when an earlier page overlaps the loaded one, and when it is heard twice', async () => {
    let clock = 1000;
    const memory = createMemoryChatTransport({
      now: () => clock++,
      channels: [memoryChannel('direct-1', { members: [memoryMember('me', 'You')] })],
    });
    for (let index = 0; index < 35; index += 1) memory.receive('direct-1', anita, `message ${index}`);
    // A service whose pages include the boundary message (several messages can share a millisecond).
    const overlapping = {
      ...memory.transport,
      loadMessages: async (channelUrl: string, before?: number) =>
        memory.transport.loadMessages(channelUrl, before === undefined ? undefined : before + 1),
    };
    const store = createChatWorkspaceStore(overlapping, {
      selection: () => 'direct-1',
      onSelectionRequest: () => {},
      timers: manualTimers().timers,
    });
    await store.start();
    await store.openConversation('direct-1');
    await store.loadEarlier('direct-1');
    const repeated = memory.receive('direct-1', anita, 'heard twice');
    memory.emit({ type: 'message', message: repeated });
    const ids = store.getState().conversations['direct-1']?.items.map((item) => item.messageId) ?? [];
    expect(ids).toHaveLength(36);
    expect(new Set(ids).size).toBe(ids.length);
    await store.stop();
  });
});

describe('ChatWorkspace store: reactions and mentions', () => {
  it("applies another member's reaction live, and takes mine back when the service refuses it", async () => {
    const memory = createMemoryChatTransport({
      channels: [memoryChannel('direct-1', { members: [memoryMember('me', 'You')] })],
    });
    let refuse = false;
    const reacted: [number, string, boolean][] = [];
    const store = createChatWorkspaceStore(
      {
        ...memory.transport,
        react: async (_channelUrl, messageId, key, add) => {
          if (refuse) throw new Error('You are muted in this chat.');
          reacted.push([messageId, key, add]);
        },
      },
      { selection: () => 'direct-1', onSelectionRequest: () => {} },
    );
    await store.start();
    await store.openConversation('direct-1');
    const offer = memory.receive('direct-1', anita, 'Offer 98.20');
    const reactionsOf = () =>
      store.getState().conversations['direct-1']?.items.find((item) => item.messageId === offer.messageId)
        ?.reactions;
    memory.emit({
      type: 'reaction',
      channelUrl: 'direct-1',
      messageId: offer.messageId,
      key: '👍',
      userId: 'anita',
      operation: 'add',
    });
    expect(reactionsOf()).toEqual([{ key: '👍', userIds: ['anita'] }]);
    await store.toggleReaction('direct-1', offer.messageId, '👍');
    expect(reactionsOf()).toEqual([{ key: '👍', userIds: ['anita', 'me'] }]);
    expect(reacted).toEqual([[offer.messageId, '👍', true]]);
    // Pressed again: removed.
    await store.toggleReaction('direct-1', offer.messageId, '👍');
    expect(reactionsOf()).toEqual([{ key: '👍', userIds: ['anita'] }]);
    refuse = true;
    await expect(store.toggleReaction('direct-1', offer.messageId, '✅')).rejects.toThrow('muted');
    expect(reactionsOf()).toEqual([{ key: '👍', userIds: ['anita'] }]);
    await store.stop();
  });

  it('notes a mention of me only in a chat I am not looking at', async () => {
    const { memory, store } = setUp();
    await store.start();
    const mention = (channelUrl: string) => {
      const message = memory.receive(channelUrl, anita, '@You size?');
      memory.emit({ type: 'message', message: { ...message, mentionedUserIds: ['me'] } });
      return message;
    };
    mention('direct-1');
    expect(store.getState().lastMention).toBeNull();
    const elsewhere = mention('direct-2');
    expect(store.getState().lastMention).toEqual({
      channelUrl: 'direct-2',
      channelName: 'direct-2',
      messageId: elsewhere.messageId,
      senderNickname: 'Anita Desai',
    });
    await store.stop();
  });
});
