import {
  applyBan,
  createChannelRefreshPoll,
  createDeliveryMarker,
  declinedInviteText,
  visibleDirectChannelUrls,
  insertNewChannel,
  removeDeclinedDirectChannel,
  visibleChannels,
  type ChatTimers,
} from '@bondkit/core/chat';
import {
  chatBuzzData,
  type ChatChannelView,
  type ChatMessageView,
  type ChatSendTextOptions,
  type ChatTransport,
  type ChatTransportConnection,
  type ChatTransportEvent,
  type ChatUserView,
} from './chatTransport';

/** The messages of one open channel. */
export interface ChatConversationState {
  items: ChatMessageView[];
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
}

/** Everything ChatWorkspace draws, kept apart: the data's status and the connection's. */
export interface ChatWorkspaceState {
  /** Signing in and loading the list ('loading'), ready, or failed ('error', with `error`). */
  status: 'loading' | 'ready' | 'error';
  /** The live connection: online, reconnecting (the SDK is retrying) or offline. */
  connection: ChatTransportConnection;
  /** What went wrong and how to fix it, when `status` is 'error'. */
  error: string | null;
  me: ChatUserView | null;
  /** The visible channels (the spec's list rules applied). */
  channels: ChatChannelView[];
  conversations: Readonly<Record<string, ChatConversationState>>;
  /** Who is typing, by channel url. */
  typing: Readonly<Record<string, string[]>>;
  /** The last thing worth announcing to screen readers ('Anita declined your request'). */
  announcement: string;
  /** The last buzz another member sent while I was connected (its conversation shakes), or null. */
  lastBuzz: { channelUrl: string; messageId: number } | null;
  /**
   * The last message that mentioned me in a channel I was not looking at (the workspace toasts it), or
   * null.
   */
  lastMention: { channelUrl: string; channelName: string; messageId: number; senderNickname: string } | null;
  /** A message to bring into view and mark (a search result or a pin jumped to), or null. */
  focusedMessage: { channelUrl: string; messageId: number } | null;
}

/** What the store asks the workspace to do about the selection after an event. */
export type ChatSelectionRequest = { channelUrl: string | null; reason: 'declined' | 'banned' | 'removed' };

const initialState: ChatWorkspaceState = {
  status: 'loading',
  connection: 'offline',
  error: null,
  me: null,
  channels: [],
  conversations: {},
  typing: {},
  announcement: '',
  lastBuzz: null,
  lastMention: null,
  focusedMessage: null,
};

/** A local notice in a conversation (not sent): the declined-invite line. */
function noticeMessage(channelUrl: string, text: string, createdAt: number): ChatMessageView {
  return {
    messageId: -createdAt,
    requestId: '',
    channelUrl,
    kind: 'admin',
    text,
    senderId: '',
    senderNickname: '',
    createdAt,
    data: '',
    customType: 'notice',
    sendingStatus: 'sent',
  };
}

/** Inserts or replaces a message (by request id for my own, else by message id), keeping time order. */
function mergeMessage(items: readonly ChatMessageView[], incoming: ChatMessageView): ChatMessageView[] {
  // A reply whose service did not send the quoted message's text: quoted from the conversation.
  const quoted =
    incoming.parent && !incoming.parent.text
      ? items.find((item) => item.messageId === incoming.parent?.messageId)
      : undefined;
  const message =
    quoted && incoming.parent
      ? {
          ...incoming,
          parent: {
            messageId: incoming.parent.messageId,
            senderNickname: incoming.parent.senderNickname || quoted.senderNickname,
            text: quoted.text,
          },
        }
      : incoming;
  const index = items.findIndex(
    (item) =>
      (message.requestId !== '' && item.requestId === message.requestId) ||
      (message.messageId > 0 && item.messageId === message.messageId),
  );
  const next = [...items];
  if (index >= 0) next[index] = message;
  else next.push(message);
  return next.sort((left, right) => left.createdAt - right.createdAt);
}

/** A message's reactions after one user added or removed one (keys with nobody left go). */
function applyReaction(
  message: ChatMessageView,
  change: { key: string; userId: string; operation: 'add' | 'delete' },
): ChatMessageView {
  const reactions = [...(message.reactions ?? [])];
  const index = reactions.findIndex((reaction) => reaction.key === change.key);
  const userIds = (reactions[index]?.userIds ?? []).filter((userId) => userId !== change.userId);
  if (change.operation === 'add') userIds.push(change.userId);
  if (index >= 0) reactions.splice(index, 1);
  if (userIds.length > 0)
    reactions.splice(index >= 0 ? index : reactions.length, 0, { key: change.key, userIds });
  return { ...message, reactions };
}

/** Merges messages into a list, each message once (by message id, or request id for my own). */
function mergeMessages(
  items: readonly ChatMessageView[],
  messages: readonly ChatMessageView[],
): ChatMessageView[] {
  let merged = [...items];
  for (const message of messages) merged = mergeMessage(merged, message);
  return merged;
}

/**
 * The workspace's state over a transport, framework-free: React reads it through `useSyncExternalStore`.
 * `selection()` tells the store which channel is open (so bans and declines pick another one).
 */
export function createChatWorkspaceStore(
  transport: ChatTransport,
  options: {
    selection: () => string | null;
    onSelectionRequest: (request: ChatSelectionRequest) => void;
    now?: () => number;
    /** Whether arriving messages are marked delivered (false on the compliance route). Default true. */
    markDelivered?: boolean;
    /** Timers of the delivery throttle and the refresh poll. Default: `setTimeout`. */
    timers?: ChatTimers;
  },
) {
  const now = options.now ?? Date.now;
  const markDelivered = transport.markDelivered?.bind(transport);
  const deliveryMarker = createDeliveryMarker({
    mark: (channelUrl) => markDelivered?.(channelUrl) ?? Promise.resolve(),
    enabled: (options.markDelivered ?? true) && markDelivered !== undefined,
    ...(options.timers ? { timers: options.timers } : {}),
  });
  const refreshChannels = transport.refreshChannels?.bind(transport);
  const refreshPoll = createChannelRefreshPoll({
    channelUrls: () => visibleDirectChannelUrls(state.channels, myId()),
    refresh: async (channelUrls) => {
      const fresh = (await refreshChannels?.(channelUrls)) ?? [];
      // Only channels still listed are replaced: one removed meanwhile (left, banned) stays removed.
      const byUrl = new Map(fresh.map((channel) => [channel.url, channel]));
      if (byUrl.size === 0) return;
      set({
        channels: visibleChannels(
          state.channels.map((channel) => byUrl.get(channel.url) ?? channel),
          myId(),
        ),
      });
    },
    ...(options.timers ? { timers: options.timers } : {}),
  });
  let state = initialState;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ChatWorkspaceState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const myId = () => state.me?.userId ?? '';
  const setConversation = (channelUrl: string, patch: Partial<ChatConversationState>) => {
    const current = state.conversations[channelUrl] ?? { items: [], hasMore: false, status: 'loading' };
    set({ conversations: { ...state.conversations, [channelUrl]: { ...current, ...patch } } });
  };
  const removeChannel = (channelUrl: string, reason: ChatSelectionRequest['reason']) => {
    const channels = state.channels.filter((channel) => channel.url !== channelUrl);
    set({ channels });
    if (options.selection() === channelUrl)
      options.onSelectionRequest({ channelUrl: channels[0]?.url ?? null, reason });
  };

  function apply(event: ChatTransportEvent): void {
    switch (event.type) {
      case 'connection':
        set({ connection: event.connection });
        // Back online: what arrived while away is fetched again (the SDK does not replay it to handlers).
        if (event.connection === 'online' && state.status === 'ready') void refresh();
        return;
      case 'channel': {
        const known = state.channels.some((channel) => channel.url === event.channel.url);
        set({
          channels: known
            ? visibleChannels(
                state.channels.map((channel) =>
                  channel.url === event.channel.url ? event.channel : channel,
                ),
                myId(),
              )
            : insertNewChannel(state.channels, event.channel, myId()),
        });
        return;
      }
      case 'channel-removed':
        removeChannel(event.channelUrl, 'removed');
        return;
      case 'message': {
        const conversation = state.conversations[event.message.channelUrl];
        if (conversation)
          setConversation(event.message.channelUrl, {
            items: mergeMessage(conversation.items, event.message),
          });
        if (event.message.senderId !== myId()) {
          // A mention of me where I am not looking: the workspace toasts it (the channel's badge counts it).
          if (
            (event.message.mentionedUserIds ?? []).includes(myId()) &&
            options.selection() !== event.message.channelUrl
          )
            set({
              lastMention: {
                channelUrl: event.message.channelUrl,
                channelName:
                  state.channels.find((channel) => channel.url === event.message.channelUrl)?.name ??
                  'a chat',
                messageId: event.message.messageId,
                senderNickname: event.message.senderNickname,
              },
            });
          if (event.message.data === chatBuzzData)
            set({ lastBuzz: { channelUrl: event.message.channelUrl, messageId: event.message.messageId } });
          deliveryMarker.messageArrived(event.message.channelUrl);
          if (options.selection() === event.message.channelUrl)
            void transport.markRead(event.message.channelUrl).catch(() => {});
        }
        return;
      }
      case 'message-updated': {
        // An edit: replaces the message where it is loaded (a message not loaded arrives when it is).
        const conversation = state.conversations[event.message.channelUrl];
        if (conversation?.items.some((item) => item.messageId === event.message.messageId))
          setConversation(event.message.channelUrl, {
            items: mergeMessage(conversation.items, event.message),
          });
        set({
          channels: state.channels.map((channel) =>
            channel.url === event.message.channelUrl &&
            channel.lastMessage?.messageId === event.message.messageId
              ? { ...channel, lastMessage: event.message }
              : channel,
          ),
        });
        return;
      }
      case 'message-deleted': {
        const conversation = state.conversations[event.channelUrl];
        if (conversation)
          setConversation(event.channelUrl, {
            items: conversation.items.filter((item) => item.messageId !== event.messageId),
          });
        return;
      }
      case 'reaction': {
        const conversation = state.conversations[event.channelUrl];
        if (!conversation?.items.some((item) => item.messageId === event.messageId)) return;
        setConversation(event.channelUrl, {
          items: conversation.items.map((item) =>
            item.messageId === event.messageId ? applyReaction(item, event) : item,
          ),
        });
        return;
      }
      case 'typing':
        set({ typing: { ...state.typing, [event.channelUrl]: event.nicknames } });
        return;
      case 'declined': {
        const channel = state.channels.find((candidate) => candidate.url === event.channelUrl);
        if (!channel) return;
        if (channel.kind === 'direct') {
          // The spec: a declined direct channel is removed, the first remaining selected, and left.
          const result = removeDeclinedDirectChannel(state.channels, event.channelUrl);
          set({ channels: result.channels, announcement: declinedInviteText(event.nickname) });
          if (options.selection() === event.channelUrl)
            options.onSelectionRequest({ channelUrl: result.selectedUrl, reason: 'declined' });
          void transport.leave(result.leaveUrl).catch(() => {});
          return;
        }
        const text = declinedInviteText(event.nickname);
        const conversation = state.conversations[event.channelUrl];
        if (conversation)
          setConversation(event.channelUrl, {
            items: mergeMessage(conversation.items, noticeMessage(event.channelUrl, text, now())),
          });
        set({ announcement: text });
        return;
      }
      case 'banned': {
        const result = applyBan(state.channels, event.channelUrl, event.userId, myId(), options.selection());
        if (result.removedMemberId === null) {
          set({ channels: result.channels, announcement: 'You were removed from a channel.' });
          if (result.selectedUrl !== options.selection())
            options.onSelectionRequest({ channelUrl: result.selectedUrl, reason: 'banned' });
        } else {
          set({
            channels: state.channels.map((channel) =>
              channel.url === event.channelUrl
                ? { ...channel, members: channel.members.filter((member) => member.userId !== event.userId) }
                : channel,
            ),
          });
        }
        return;
      }
    }
  }

  /**
   * After a reconnect: the list again, and every loaded conversation (open or not) filled with what it
   * missed, so that none shows a gap when it is opened (the SDK does not replay missed messages).
   */
  async function refresh(): Promise<void> {
    try {
      const channels = await transport.listChannels();
      set({ channels: visibleChannels(channels, myId()) });
    } catch {
      // A refresh that fails leaves the list as it was; the connection banner already says why.
    }
    for (const [channelUrl, conversation] of Object.entries(state.conversations)) {
      if (conversation.status !== 'ready') continue;
      try {
        await catchUp(channelUrl);
      } catch {
        // Left as it was; the next reconnect tries again.
      }
    }
  }

  /** Adds a conversation's messages newer than its newest acknowledged one, page by page. */
  async function catchUp(channelUrl: string): Promise<void> {
    const loadAfter = transport.loadMessagesAfter?.bind(transport);
    const newest = (state.conversations[channelUrl]?.items ?? []).filter((item) => item.messageId > 0).at(-1);
    if (!loadAfter || !newest) {
      const page = await transport.loadMessages(channelUrl);
      setConversation(channelUrl, {
        items: mergeMessages(state.conversations[channelUrl]?.items ?? [], page.messages),
      });
    } else {
      let after = newest.createdAt;
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await loadAfter(channelUrl, after);
        setConversation(channelUrl, {
          items: mergeMessages(state.conversations[channelUrl]?.items ?? [], page.messages),
        });
        const last = page.messages.at(-1);
        if (!page.hasMore || !last) break;
        after = last.createdAt;
      }
    }
    if (options.selection() === channelUrl) void transport.markRead(channelUrl).catch(() => {});
  }

  async function openConversation(channelUrl: string, force = false): Promise<void> {
    if (!force && state.conversations[channelUrl]?.status === 'ready') {
      void transport.markRead(channelUrl).catch(() => {});
      return;
    }
    setConversation(channelUrl, { status: 'loading' });
    try {
      const page = await transport.loadMessages(channelUrl);
      // What arrived while the page loaded, and my messages still on their way, stay (once each).
      const items = mergeMessages(page.messages, state.conversations[channelUrl]?.items ?? []);
      setConversation(channelUrl, { items, hasMore: page.hasMore, status: 'ready' });
      void transport.markRead(channelUrl).catch(() => {});
    } catch {
      setConversation(channelUrl, { status: 'error' });
    }
  }

  let unsubscribe: (() => void) | null = null;

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Signs in and loads the list; an error says what to do. */
    async start(): Promise<void> {
      refreshPoll.stop();
      unsubscribe?.();
      unsubscribe = transport.subscribe(apply);
      set({ ...initialState });
      try {
        const me = await transport.connect();
        set({ me, connection: 'online' });
        const channels = await transport.listChannels();
        set({ status: 'ready', channels: visibleChannels(channels, me.userId) });
        if (refreshChannels) refreshPoll.start();
      } catch (error) {
        set({
          status: 'error',
          connection: 'offline',
          error:
            error instanceof Error && error.message
              ? error.message
              : 'Chat could not connect. Check your connection and try again.',
        });
      }
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = null;
      refreshPoll.stop();
      deliveryMarker.dispose();
      await transport.disconnect().catch(() => {});
    },
    openConversation,
    async loadEarlier(channelUrl: string): Promise<void> {
      const conversation = state.conversations[channelUrl];
      const oldest = conversation?.items[0];
      if (!conversation || !oldest || !conversation.hasMore) return;
      const page = await transport.loadMessages(channelUrl, oldest.createdAt);
      // A page may overlap what is shown (messages at the same millisecond): each message once.
      setConversation(channelUrl, {
        items: mergeMessages(state.conversations[channelUrl]?.items ?? [], page.messages),
        hasMore: page.hasMore,
      });
    },
    /** Sends text: shown at once as pending, replaced by the acknowledged message, or marked failed. */
    async sendText(channelUrl: string, text: string, sendOptions?: ChatSendTextOptions): Promise<void> {
      const requestId = `local-${now()}-${Math.random().toString(36).slice(2)}`;
      const pending: ChatMessageView = {
        messageId: 0,
        requestId,
        channelUrl,
        kind: 'user',
        text,
        senderId: myId(),
        senderNickname: state.me?.nickname ?? '',
        createdAt: now(),
        data: '',
        customType: '',
        sendingStatus: 'pending',
        ...(sendOptions?.mentionedUserIds ? { mentionedUserIds: sendOptions.mentionedUserIds } : {}),
        ...(sendOptions?.data ? { data: sendOptions.data } : {}),
      };
      const add = (message: ChatMessageView) =>
        setConversation(channelUrl, {
          items: mergeMessage(state.conversations[channelUrl]?.items ?? [], message),
        });
      add(pending);
      try {
        const sent = await (sendOptions
          ? transport.sendText(channelUrl, text, sendOptions)
          : transport.sendText(channelUrl, text));
        const items = (state.conversations[channelUrl]?.items ?? []).filter(
          (item) => item.requestId !== requestId,
        );
        setConversation(channelUrl, { items: mergeMessage(items, sent) });
      } catch {
        add({ ...pending, sendingStatus: 'failed' });
      }
    },
    /** Edits a text message of mine; the edit shows at once when the service accepts it. */
    async editText(channelUrl: string, messageId: number, text: string): Promise<void> {
      if (!transport.editText) throw new Error('This chat service does not support editing messages.');
      const edited = await transport.editText(channelUrl, messageId, text);
      setConversation(channelUrl, {
        items: mergeMessage(state.conversations[channelUrl]?.items ?? [], edited),
      });
    },
    /** Deletes a message (mine, or any as an operator): it leaves the conversation for every member. */
    async deleteMessage(channelUrl: string, messageId: number): Promise<void> {
      if (!transport.deleteMessage) throw new Error('This chat service does not support deleting messages.');
      await transport.deleteMessage(channelUrl, messageId);
      setConversation(channelUrl, {
        items: (state.conversations[channelUrl]?.items ?? []).filter((item) => item.messageId !== messageId),
      });
    },
    async sendFile(channelUrl: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
      const sent = await transport.sendFile(channelUrl, file, onProgress);
      setConversation(channelUrl, {
        items: mergeMessage(state.conversations[channelUrl]?.items ?? [], sent),
      });
    },
    /**
     * Toggles my reaction `key` on a message: shown at once, and taken back if the service refuses it (the
     * error is rethrown for the view to say why).
     */
    async toggleReaction(channelUrl: string, messageId: number, key: string): Promise<void> {
      if (!transport.react) throw new Error('This chat service does not support reactions.');
      const message = state.conversations[channelUrl]?.items.find((item) => item.messageId === messageId);
      if (!message) return;
      const add = !(message.reactions ?? []).some(
        (reaction) => reaction.key === key && reaction.userIds.includes(myId()),
      );
      const change = { key, userId: myId(), operation: add ? ('add' as const) : ('delete' as const) };
      const swap = (apply: (item: ChatMessageView) => ChatMessageView) =>
        setConversation(channelUrl, {
          items: (state.conversations[channelUrl]?.items ?? []).map((item) =>
            item.messageId === messageId ? apply(item) : item,
          ),
        });
      swap((item) => applyReaction(item, change));
      try {
        await transport.react(channelUrl, messageId, key, add);
      } catch (error) {
        swap((item) => applyReaction(item, { ...change, operation: add ? 'delete' : 'add' }));
        throw error;
      }
    },
    /**
     * Opens a channel's conversation and loads earlier pages until it holds the message (a search result or
     * a pin to jump to); resolves whether it was found.
     */
    async revealMessage(channelUrl: string, messageId: number): Promise<boolean> {
      await openConversation(channelUrl);
      const holds = () =>
        (state.conversations[channelUrl]?.items ?? []).some((item) => item.messageId === messageId);
      for (let pages = 0; pages < 30 && !holds(); pages += 1) {
        const conversation = state.conversations[channelUrl];
        const oldest = conversation?.items[0];
        if (!conversation || !oldest || !conversation.hasMore) break;
        const page = await transport.loadMessages(channelUrl, oldest.createdAt);
        setConversation(channelUrl, {
          items: mergeMessages(state.conversations[channelUrl]?.items ?? [], page.messages),
          hasMore: page.hasMore,
        });
      }
      const found = holds();
      if (found) set({ focusedMessage: { channelUrl, messageId } });
      return found;
    },
    /** Adds or replaces a channel (after create or accept) at the top. */
    addChannel(channel: ChatChannelView): void {
      set({ channels: insertNewChannel(state.channels, channel, myId()) });
    },
    removeChannel,
  };
}

export type ChatWorkspaceStore = ReturnType<typeof createChatWorkspaceStore>;
