import type {
  ChatChannelView,
  ChatMemberView,
  ChatMessageSearchPage,
  ChatMessageView,
  ChatPeopleSearch,
  ChatPersonView,
  ChatTransport,
  ChatTransportEvent,
  ChatUserView,
} from '../chatTransport';

export interface MemoryChatTransportOptions {
  /** The signed-in user. Default `{ userId: 'me', nickname: 'You' }`. */
  me?: ChatUserView;
  /** The channels at start. Default none. */
  channels?: ChatChannelView[];
  /** Messages at start, by channel url. Default none. */
  messages?: Record<string, ChatMessageView[]>;
  /** `connect()` rejects with this error (the error state). Default: connects. */
  connectError?: Error;
  /** `connect()` never settles (the loading state). Default false. */
  neverConnect?: boolean;
  /** People `searchPeople` finds. Default none. */
  people?: ChatPersonView[];
  /** Clock for created messages. Default `Date.now`. */
  now?: () => number;
}

/** A member view with defaults, for fixtures. */
export function memoryMember(
  userId: string,
  nickname: string,
  extra: Partial<ChatMemberView> = {},
): ChatMemberView {
  return {
    userId,
    nickname,
    isOperator: false,
    isStaff: false,
    state: 'joined',
    readAt: 0,
    metaData: {},
    ...extra,
  };
}

/** A channel view with defaults, for fixtures. */
export function memoryChannel(url: string, extra: Partial<ChatChannelView> = {}): ChatChannelView {
  return {
    url,
    kind: 'direct',
    customType: extra.kind ?? 'direct',
    name: url,
    members: [],
    myMemberState: 'joined',
    amOperator: false,
    unreadMessageCount: 0,
    lastMessage: null,
    createdAt: 0,
    creator: null,
    inviterNickname: null,
    data: '',
    ...extra,
  };
}

/**
 * An in-memory ChatTransport for tests and stories: it keeps channels and messages, answers every call,
 * and lets the test play the other side (`receive`, `emit`).
 */
export function createMemoryChatTransport(options: MemoryChatTransportOptions = {}) {
  const me = options.me ?? { userId: 'me', nickname: 'You' };
  const now = options.now ?? Date.now;
  const channels = new Map((options.channels ?? []).map((channel) => [channel.url, channel]));
  const messages = new Map(Object.entries(options.messages ?? {}).map(([url, list]) => [url, [...list]]));
  const banned = new Map<string, ChatMemberView[]>();
  const listeners = new Set<(event: ChatTransportEvent) => void>();
  /** Channel urls in the order `markDelivered` was called. */
  const delivered: string[] = [];
  /** Each `refreshChannels` call's urls. */
  const refreshed: string[][] = [];
  let nextId = 1000;
  const emit = (event: ChatTransportEvent) => {
    for (const listener of listeners) listener(event);
  };
  const channelOf = (url: string) => {
    const channel = channels.get(url);
    if (!channel) throw new Error(`No channel ${url}.`);
    return channel;
  };
  const store = (message: ChatMessageView) => {
    messages.set(message.channelUrl, [...(messages.get(message.channelUrl) ?? []), message]);
    const channel = channelOf(message.channelUrl);
    channels.set(channel.url, { ...channel, lastMessage: message });
    return message;
  };
  const newMessage = (
    channelUrl: string,
    sender: ChatUserView,
    extra: Partial<ChatMessageView>,
  ): ChatMessageView => ({
    messageId: nextId++,
    requestId: `memory-${nextId}`,
    channelUrl,
    kind: 'user',
    text: '',
    senderId: sender.userId,
    senderNickname: sender.nickname,
    createdAt: now(),
    data: '',
    customType: '',
    sendingStatus: 'sent',
    ...extra,
  });

  const transport: ChatTransport = {
    connect: () => {
      if (options.neverConnect) return new Promise(() => {});
      if (options.connectError) return Promise.reject(options.connectError);
      return Promise.resolve(me);
    },
    disconnect: () => Promise.resolve(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listChannels: () => Promise.resolve([...channels.values()]),
    loadMessages: (channelUrl, before) => {
      const list = (messages.get(channelUrl) ?? []).filter(
        (message) => before === undefined || message.createdAt < before,
      );
      return Promise.resolve({ messages: list.slice(-30), hasMore: list.length > 30 });
    },
    loadMessagesAfter: (channelUrl, after) => {
      const list = (messages.get(channelUrl) ?? []).filter((message) => message.createdAt > after);
      return Promise.resolve({ messages: list.slice(0, 30), hasMore: list.length > 30 });
    },
    sendText: (channelUrl, text, sendOptions) => {
      const parent = sendOptions?.parentMessageId
        ? messages.get(channelUrl)?.find((message) => message.messageId === sendOptions.parentMessageId)
        : undefined;
      return Promise.resolve(
        store(
          newMessage(channelUrl, me, {
            text,
            ...(parent
              ? {
                  parent: {
                    messageId: parent.messageId,
                    senderNickname: parent.senderNickname,
                    text: parent.text,
                  },
                }
              : {}),
            ...(sendOptions?.mentionedUserIds ? { mentionedUserIds: sendOptions.mentionedUserIds } : {}),
            ...(sendOptions?.data ? { data: sendOptions.data } : {}),
          }),
        ),
      );
    },
    editText: (channelUrl, messageId, text) => {
      const list = messages.get(channelUrl) ?? [];
      const found = list.find((message) => message.messageId === messageId);
      if (!found || found.senderId !== me.userId)
        return Promise.reject(new Error('Only its sender can change this message.'));
      const edited = { ...found, text, editedAt: now() };
      messages.set(
        channelUrl,
        list.map((message) => (message.messageId === messageId ? edited : message)),
      );
      return Promise.resolve(edited);
    },
    deleteMessage: (channelUrl, messageId) => {
      messages.set(
        channelUrl,
        (messages.get(channelUrl) ?? []).filter((message) => message.messageId !== messageId),
      );
      return Promise.resolve();
    },
    sendFile: (channelUrl, file, onProgress) => {
      onProgress?.(1);
      return Promise.resolve(
        store(
          newMessage(channelUrl, me, {
            kind: 'file',
            text: file.name,
            file: { url: `memory://${file.name}`, name: file.name, type: file.type, size: file.size },
          }),
        ),
      );
    },
    markRead: (channelUrl) => {
      const channel = channels.get(channelUrl);
      if (channel) channels.set(channelUrl, { ...channel, unreadMessageCount: 0 });
      return Promise.resolve();
    },
    markDelivered: (channelUrl) => {
      delivered.push(channelUrl);
      return Promise.resolve();
    },
    refreshChannels: (channelUrls) => {
      refreshed.push([...channelUrls]);
      return Promise.resolve(channelUrls.flatMap((url) => channels.get(url) ?? []));
    },
    setTyping: () => Promise.resolve(),
    createChannel: ({ kind, userIds, name, data }) => {
      const url = `memory-${nextId++}`;
      const nameOf = (id: string) => options.people?.find((person) => person.userId === id)?.name ?? id;
      const channel = memoryChannel(url, {
        kind,
        name: kind === 'direct' || !name ? userIds.map(nameOf).join(', ') : name,
        members: [
          memoryMember(me.userId, me.nickname, { isOperator: true }),
          ...userIds.map((id) => memoryMember(id, nameOf(id), { state: 'invited' })),
        ],
        amOperator: true,
        createdAt: now(),
        customType: kind,
        creator: { userId: me.userId },
        data: data ?? '',
      });
      channels.set(url, channel);
      return Promise.resolve(channel);
    },
    acceptInvitation: (channelUrl) => {
      const channel = { ...channelOf(channelUrl), myMemberState: 'joined' as const };
      channels.set(channelUrl, channel);
      return Promise.resolve(channel);
    },
    declineInvitation: (channelUrl) => {
      channels.delete(channelUrl);
      return Promise.resolve();
    },
    leave: (channelUrl) => {
      channels.delete(channelUrl);
      return Promise.resolve();
    },
    ban: (channelUrl, userId) => {
      const channel = channelOf(channelUrl);
      if (!channel.amOperator) return Promise.reject(new Error('Only operators can ban members.'));
      const member = channel.members.find((candidate) => candidate.userId === userId);
      if (member) banned.set(channelUrl, [...(banned.get(channelUrl) ?? []), member]);
      channels.set(channelUrl, {
        ...channel,
        members: channel.members.filter((candidate) => candidate.userId !== userId),
      });
      emit({ type: 'banned', channelUrl, userId });
      return Promise.resolve();
    },
    unban: (channelUrl, userId) => {
      banned.set(
        channelUrl,
        (banned.get(channelUrl) ?? []).filter((member) => member.userId !== userId),
      );
      return Promise.resolve();
    },
    listBanned: (channelUrl) => Promise.resolve(banned.get(channelUrl) ?? []),
    react: (channelUrl, messageId, key, add) => {
      // As the service: a frozen chat takes no reactions but its operators'.
      const reactingIn = channelOf(channelUrl);
      if (reactingIn.isFrozen && !reactingIn.amOperator)
        return Promise.reject(
          new Error('This chat is frozen: only its operators can react until it is unfrozen.'),
        );
      const list = messages.get(channelUrl) ?? [];
      messages.set(
        channelUrl,
        list.map((message) => {
          if (message.messageId !== messageId) return message;
          const others = (message.reactions ?? []).filter((reaction) => reaction.key !== key);
          const users = (message.reactions ?? [])
            .find((reaction) => reaction.key === key)
            ?.userIds.filter((userId) => userId !== me.userId);
          const userIds = [...(users ?? []), ...(add ? [me.userId] : [])];
          return { ...message, reactions: userIds.length > 0 ? [...others, { key, userIds }] : others };
        }),
      );
      return Promise.resolve();
    },
    searchMessages: (keyword) => {
      const needle = keyword.toLowerCase();
      const found = [...messages.values()]
        .flat()
        .filter((message) => message.kind !== 'admin' && message.text.toLowerCase().includes(needle))
        .sort((left, right) => right.createdAt - left.createdAt);
      // Pages of 20, as the Sendbird transport's.
      const page = (start: number): Promise<ChatMessageSearchPage> =>
        Promise.resolve({
          messages: found.slice(start, start + 20),
          totalCount: found.length,
          next: start + 20 < found.length ? () => page(start + 20) : null,
        });
      return page(0);
    },
    pinMessage: (channelUrl, messageId, pinned) => {
      const channel = channelOf(channelUrl);
      const ids = (channel.pinnedMessageIds ?? []).filter((id) => id !== messageId);
      const pinnedIds = pinned ? [messageId, ...ids] : ids;
      const updated = {
        ...channel,
        pinnedMessageIds: pinnedIds,
        lastPinnedMessage:
          (messages.get(channelUrl) ?? []).find((message) => message.messageId === pinnedIds[0]) ?? null,
      };
      channels.set(channelUrl, updated);
      emit({ type: 'channel', channel: updated });
      return Promise.resolve();
    },
    muteMember: (channelUrl, userId, muted) => {
      const channel = channelOf(channelUrl);
      if (!channel.amOperator) return Promise.reject(new Error('Only an operator can mute a member.'));
      const updated = {
        ...channel,
        members: channel.members.map((member) =>
          member.userId === userId ? { ...member, isMuted: muted } : member,
        ),
      };
      channels.set(channelUrl, updated);
      emit({ type: 'channel', channel: updated });
      return Promise.resolve();
    },
    freezeChannel: (channelUrl, frozen) => {
      const channel = channelOf(channelUrl);
      if (!channel.amOperator) return Promise.reject(new Error('Only an operator can freeze the chat.'));
      const updated = { ...channel, isFrozen: frozen };
      channels.set(channelUrl, updated);
      emit({ type: 'channel', channel: updated });
      return Promise.resolve();
    },
  };

  const searchPeople: ChatPeopleSearch = (text) => {
    const needle = text.toLowerCase();
    return Promise.resolve(
      (options.people ?? []).filter((person) =>
        `${person.name} ${person.firm ?? ''}`.toLowerCase().includes(needle),
      ),
    );
  };

  return {
    transport,
    searchPeople,
    /** Plays an event from the service (a connection change, a ban, a decline). */
    emit,
    /** Another member sends `text` into a channel. */
    receive(channelUrl: string, sender: ChatUserView, text: string): ChatMessageView {
      const message = store(newMessage(channelUrl, sender, { text }));
      emit({ type: 'message', message });
      emit({ type: 'channel', channel: channelOf(channelUrl) });
      return message;
    },
    /**
     * Another member sends `text` while this client is offline: stored (the list and later loads show it),
     * but no event reaches the client.
     */
    receiveWhileOffline(channelUrl: string, sender: ChatUserView, text: string): ChatMessageView {
      return store(newMessage(channelUrl, sender, { text }));
    },
    /** A member reads a channel up to now (their read receipt). */
    read(channelUrl: string, userId: string): void {
      const channel = channelOf(channelUrl);
      const updated = {
        ...channel,
        members: channel.members.map((member) =>
          member.userId === userId ? { ...member, readAt: now() } : member,
        ),
      };
      channels.set(channelUrl, updated);
      emit({ type: 'channel', channel: updated });
    },
    channels,
    /** Channel urls marked delivered, in order. */
    delivered,
    /** The urls of each channel refresh, in order. */
    refreshed,
  };
}
