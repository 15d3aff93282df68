import SendbirdChat, { ConnectionHandler, SessionHandler, type User } from '@sendbird/chat';
import {
  GroupChannelHandler,
  GroupChannelModule,
  type GroupChannel,
  type Member,
  type SendbirdGroupChat,
} from '@sendbird/chat/groupChannel';
import type { BaseMessage, MessageSearchOrder } from '@sendbird/chat/message';
import {
  chatTitleFor,
  connectChatSession,
  sendbirdRefusedSignInSettleMilliseconds,
} from '@bondkit/core/chat';
import { createRecentIdSet } from './recentIdSet';
import type {
  ChatChannelKind,
  ChatChannelView,
  ChatMemberView,
  ChatMessageSearchPage,
  ChatMessageView,
  ChatTransport,
  ChatTransportEvent,
} from './chatTransport';

export interface SendbirdChatTransportOptions {
  /** The Sendbird application id. With the reference server, any id (it serves one application). Required. */
  appId: string;
  /** The signed-in user's chat user id (`unique_id`). Required. */
  userId: string;
  /**
   * Fetches a session token for `userId` (the app passes `client.chatSession.issueSessionToken`). Called at
   * sign-in and again when the service reports the token expired. Required.
   */
  fetchToken: () => Promise<string | null>;
  /** REST host, e.g. `https://bondkit.example/sendbird`. Default: Sendbird's own host for `appId`. */
  apiHost?: string | undefined;
  /** WebSocket host, e.g. `wss://bondkit.example/sendbird`. Default: Sendbird's own host for `appId`. */
  webSocketHost?: string | undefined;
  /** Messages per page when a conversation opens or scrolls back. Default 30. */
  pageSize?: number | undefined;
  /**
   * The product's name: a staff user's chat with no other non-staff member is titled with it (the spec's
   * '{product}'). Default 'bondkit'.
   */
  productName?: string | undefined;
}

const channelKinds: readonly ChatChannelKind[] = ['direct', 'group', 'trading_group', 'broadcast'];

function kindOf(customType: string): ChatChannelKind {
  return (channelKinds as readonly string[]).includes(customType) ? (customType as ChatChannelKind) : 'group';
}

function memberView(member: Member, readAt: number): ChatMemberView {
  return {
    userId: member.userId,
    nickname: member.nickname || member.userId,
    isOperator: member.role === 'operator',
    isStaff: (member.metaData as Record<string, string>).is_staff === 'true',
    state: member.state === 'invited' ? 'invited' : 'joined',
    readAt,
    metaData: { ...(member.metaData as Record<string, string>) },
    isMuted: member.isMuted,
  };
}

/** Maps an SDK message onto the workspace's plain view. */
function messageView(message: BaseMessage): ChatMessageView {
  const base = {
    messageId: message.messageId,
    channelUrl: message.channelUrl,
    createdAt: message.createdAt,
    data: message.data,
    customType: message.customType ?? '',
    reactions: message.reactions.map((reaction) => ({ key: reaction.key, userIds: [...reaction.userIds] })),
  };
  if (message.isFileMessage()) {
    const file = message;
    return {
      ...base,
      kind: 'file',
      requestId: file.reqId,
      text: file.name,
      senderId: file.sender.userId,
      senderNickname: file.sender.nickname || file.sender.userId,
      file: {
        url: file.url,
        name: file.name,
        type: file.type,
        size: file.size,
        thumbnailUrl: file.thumbnails[0]?.url,
      },
      sendingStatus:
        file.sendingStatus === 'pending' ? 'pending' : file.sendingStatus === 'failed' ? 'failed' : 'sent',
    };
  }
  if (message.isUserMessage()) {
    const user = message;
    const parent = user.parentMessage;
    return {
      ...base,
      editedAt: user.updatedAt > 0 ? user.updatedAt : 0,
      ...(user.parentMessageId > 0
        ? {
            parent: {
              messageId: user.parentMessageId,
              senderNickname:
                parent && 'sender' in parent && parent.sender
                  ? (parent.sender as { nickname: string; userId: string }).nickname ||
                    (parent.sender as { userId: string }).userId
                  : '',
              text: parent?.message ?? '',
            },
          }
        : {}),
      mentionedUserIds: (user.mentionedUsers ?? []).map((mentioned) => mentioned.userId),
      kind: 'user',
      requestId: user.reqId,
      text: user.message,
      senderId: user.sender.userId,
      senderNickname: user.sender.nickname || user.sender.userId,
      sendingStatus:
        user.sendingStatus === 'pending' ? 'pending' : user.sendingStatus === 'failed' ? 'failed' : 'sent',
    };
  }
  return {
    ...base,
    kind: 'admin',
    requestId: '',
    text: message.message,
    senderId: '',
    senderNickname: '',
    sendingStatus: 'sent',
  };
}

/** Maps an SDK channel onto the workspace's plain view. */
function channelView(channel: GroupChannel, myUserId: string, productName: string): ChatChannelView {
  const readStatus = channel.getReadStatus(true);
  const members = channel.members.map((member) =>
    memberView(member, readStatus?.[member.userId]?.readAt ?? 0),
  );
  const others = members.filter((member) => member.userId !== myUserId);
  const kind = kindOf(channel.customType);
  const plainName =
    kind === 'direct' || !channel.name
      ? others.map((member) => member.nickname).join(', ') || channel.name || 'Chat'
      : channel.name;
  // The spec: a staff user's chat is titled with the non-staff members' names, else the product.
  const name = chatTitleFor(
    { url: channel.url, customType: channel.customType, createdAt: channel.createdAt, members },
    myUserId,
    productName,
    plainName,
  );
  const metadata = channel.cachedMetaData as Record<string, string>;
  return {
    url: channel.url,
    kind,
    customType: channel.customType,
    name,
    members,
    myMemberState: channel.myMemberState === 'invited' ? 'invited' : 'joined',
    amOperator: channel.myRole === 'operator',
    unreadMessageCount: channel.unreadMessageCount,
    lastMessage: channel.lastMessage ? messageView(channel.lastMessage) : null,
    createdAt: channel.createdAt,
    creator: channel.creator ? { userId: channel.creator.userId } : null,
    inviterNickname: channel.inviter?.nickname ?? null,
    data: channel.data,
    unreadMentionCount: channel.unreadMentionCount,
    isFrozen: channel.isFrozen,
    amMuted: channel.myMutedState === 'muted',
    pinnedMessageIds: [...channel.pinnedMessageIds],
    lastPinnedMessage: channel.lastPinnedMessage ? messageView(channel.lastPinnedMessage) : null,
    isWhatsappLinked: metadata.is_whatsapp_linked_channel === 'true',
  };
}

/** Wraps the SDK's request handler (pending, succeeded, failed) in a promise of the acknowledged message. */
function acknowledged(handler: {
  onSucceeded(callback: (message: BaseMessage) => void): typeof handler;
  onFailed(callback: (error: Error, message: BaseMessage | null) => void): typeof handler;
}): Promise<BaseMessage> {
  return new Promise((resolve, reject) => {
    handler.onSucceeded(resolve).onFailed((error) => reject(error));
  });
}

/**
 * ChatWorkspace's transport over the real `@sendbird/chat` v4 SDK. With `apiHost` and `webSocketHost` at the
 * reference server's `/sendbird` path it works with no internet; without them it talks to Sendbird.
 */
export function createSendbirdChatTransport(options: SendbirdChatTransportOptions): ChatTransport {
  const pageSize = options.pageSize ?? 30;
  const productName = options.productName ?? 'bondkit';
  /** The session token that last connected (the spec's cache: cleared when the session ends). */
  let cachedToken: string | null = null;
  const listeners = new Set<(event: ChatTransportEvent) => void>();
  const emit = (event: ChatTransportEvent) => {
    for (const listener of listeners) listener(event);
  };
  let chat: SendbirdGroupChat | null = null;
  const heardMessages = createRecentIdSet(500);
  /** The SDK messages handed out lately, by id (the SDK edits and deletes its own message objects). */
  const knownMessages = new Map<number, BaseMessage>();
  const view = (message: BaseMessage): ChatMessageView => {
    if (message.messageId > 0) {
      knownMessages.delete(message.messageId);
      knownMessages.set(message.messageId, message);
      if (knownMessages.size > 2000) knownMessages.delete(knownMessages.keys().next().value as number);
    }
    return messageView(message);
  };
  const handlerKey = `bondkit-chat-workspace-${Math.random().toString(36).slice(2)}`;

  const ready = (): SendbirdGroupChat => {
    if (!chat) throw new Error('Chat is not connected: call connect() first (ChatWorkspace does this).');
    return chat;
  };
  const channelOf = (channelUrl: string) => ready().groupChannel.getChannel(channelUrl);
  const publishChannel = (channel: GroupChannel) =>
    emit({ type: 'channel', channel: channelView(channel, options.userId, productName) });

  /**
   * Connects under the spec's session rules: an expired or invalid token gets a fresh token and a retry;
   * a deactivated, deleted, expired or revoked session clears the cached token and the SDK's cached data.
   */
  function signIn(instance: SendbirdGroupChat): Promise<User> {
    return connectChatSession({
      cachedToken: () => cachedToken,
      fetchToken: options.fetchToken,
      connect: (token) => instance.connect(options.userId, token),
      resetBeforeRetry: async () => {
        await instance.disconnect();
        await new Promise((resolve) => setTimeout(resolve, sendbirdRefusedSignInSettleMilliseconds));
      },
      rememberToken: (token) => {
        cachedToken = token;
      },
      clearCache: async () => {
        cachedToken = null;
        await instance.clearCachedData().catch(() => {});
      },
    });
  }

  return {
    async connect() {
      const instance = SendbirdChat.init({
        appId: options.appId,
        ...(options.apiHost ? { customApiHost: options.apiHost } : {}),
        ...(options.webSocketHost ? { customWebSocketHost: options.webSocketHost } : {}),
        modules: [new GroupChannelModule()],
        localCacheEnabled: false,
        newInstance: true,
      }) as SendbirdGroupChat;
      // A token that expires while connected: the SDK asks for a fresh one.
      instance.setSessionHandler(
        new SessionHandler({
          onSessionTokenRequired: (resolve, reject) => {
            options
              .fetchToken()
              .then((token) => (token ? resolve(token) : reject(new Error('No token'))), reject);
          },
        }),
      );
      instance.addConnectionHandler(
        handlerKey,
        new ConnectionHandler({
          onReconnectStarted: () => emit({ type: 'connection', connection: 'reconnecting' }),
          onReconnectSucceeded: () => emit({ type: 'connection', connection: 'online' }),
          onReconnectFailed: () => {
            // The spec: a reconnect failure gets a fresh session token and a reconnect.
            emit({ type: 'connection', connection: 'offline' });
            void signIn(instance).then(
              () => emit({ type: 'connection', connection: 'online' }),
              () => emit({ type: 'connection', connection: 'offline' }),
            );
          },
          onDisconnected: () => emit({ type: 'connection', connection: 'offline' }),
        }),
      );
      instance.groupChannel.addGroupChannelHandler(
        handlerKey,
        new GroupChannelHandler({
          onMessageReceived: (channel, message) => {
            // A second line of defence behind the service's own: a message heard twice (a frame written
            // to a socket the SDK was replacing) is shown and counted once.
            if (!heardMessages.first(message.messageId)) return;
            emit({ type: 'message', message: view(message) });
            publishChannel(channel as GroupChannel);
          },
          onMessageUpdated: (_channel, message) => emit({ type: 'message-updated', message: view(message) }),
          onMessageDeleted: (channel, messageId) =>
            emit({ type: 'message-deleted', channelUrl: channel.url, messageId: Number(messageId) }),
          onChannelChanged: (channel) => publishChannel(channel as GroupChannel),
          onUnreadMemberStatusUpdated: (channel) => publishChannel(channel),
          onUserJoined: (channel) => publishChannel(channel),
          onUserLeft: (channel, user) => {
            if (user.userId === options.userId) emit({ type: 'channel-removed', channelUrl: channel.url });
            else publishChannel(channel);
          },
          onUserReceivedInvitation: (channel) => publishChannel(channel),
          onUserDeclinedInvitation: (channel, _inviter, invitee) => {
            if (invitee.userId === options.userId) emit({ type: 'channel-removed', channelUrl: channel.url });
            else
              emit({
                type: 'declined',
                channelUrl: channel.url,
                userId: invitee.userId,
                nickname: invitee.nickname || invitee.userId,
              });
          },
          onUserBanned: (channel, user) => {
            emit({ type: 'banned', channelUrl: channel.url, userId: user.userId });
            // The SDK keeps a banned member in its cached channel's `members`: publishing that copy would
            // put them back in the list, so the channel is fetched again (the service no longer lists them).
            if (user.userId !== options.userId)
              void (channel as GroupChannel).refresh().then(publishChannel, () => {});
          },
          onUserUnbanned: (channel) => publishChannel(channel as GroupChannel),
          onOperatorUpdated: (channel) => publishChannel(channel as GroupChannel),
          onTypingStatusUpdated: (channel) =>
            emit({
              type: 'typing',
              channelUrl: channel.url,
              nicknames: channel
                .getTypingUsers()
                .filter((member) => member.userId !== options.userId)
                .map((member) => member.nickname || member.userId),
            }),
          onChannelDeleted: (channelUrl) => emit({ type: 'channel-removed', channelUrl }),
          onReactionUpdated: (channel, event) =>
            emit({
              type: 'reaction',
              channelUrl: channel.url,
              messageId: event.messageId,
              key: event.key,
              userId: event.userId,
              operation: event.operation === 'delete' ? 'delete' : 'add',
            }),
          onUserMuted: (channel) => publishChannel(channel as GroupChannel),
          onUserUnmuted: (channel) => publishChannel(channel as GroupChannel),
          onChannelFrozen: (channel) => publishChannel(channel as GroupChannel),
          onChannelUnfrozen: (channel) => publishChannel(channel as GroupChannel),
          onPinnedMessageUpdated: (channel) => publishChannel(channel),
        }),
      );
      chat = instance;
      const user = await signIn(instance);
      emit({ type: 'connection', connection: 'online' });
      return { userId: user.userId, nickname: user.nickname || user.userId };
    },
    async disconnect() {
      const instance = chat;
      chat = null;
      if (!instance) return;
      instance.removeConnectionHandler(handlerKey);
      instance.groupChannel.removeGroupChannelHandler(handlerKey);
      await instance.disconnect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async listChannels() {
      const query = ready().groupChannel.createMyGroupChannelListQuery({ includeEmpty: true, limit: 100 });
      const channels: ChatChannelView[] = [];
      while (query.hasNext) {
        for (const channel of await query.next())
          channels.push(channelView(channel, options.userId, productName));
      }
      return channels;
    },
    async loadMessages(channelUrl, beforeTimestamp) {
      const channel = await channelOf(channelUrl);
      const messages = await channel.getMessagesByTimestamp(beforeTimestamp ?? Number.MAX_SAFE_INTEGER, {
        prevResultSize: pageSize,
        nextResultSize: 0,
        isInclusive: false,
      });
      return { messages: messages.map(view), hasMore: messages.length >= pageSize };
    },
    async loadMessagesAfter(channelUrl, afterTimestamp) {
      const channel = await channelOf(channelUrl);
      const messages = await channel.getMessagesByTimestamp(afterTimestamp, {
        prevResultSize: 0,
        nextResultSize: pageSize,
        isInclusive: false,
      });
      return { messages: messages.map(view), hasMore: messages.length >= pageSize };
    },
    async sendText(channelUrl, text, sendOptions) {
      const channel = await channelOf(channelUrl);
      return view(
        await acknowledged(
          channel.sendUserMessage({
            message: text,
            ...(sendOptions?.parentMessageId ? { parentMessageId: sendOptions.parentMessageId } : {}),
            ...(sendOptions?.data ? { data: sendOptions.data } : {}),
            ...(sendOptions?.mentionedUserIds?.length
              ? { mentionedUserIds: [...sendOptions.mentionedUserIds] }
              : {}),
          }),
        ),
      );
    },
    async editText(channelUrl, messageId, text) {
      const channel = await channelOf(channelUrl);
      return view(await channel.updateUserMessage(messageId, { message: text }));
    },
    async deleteMessage(channelUrl, messageId) {
      const channel = await channelOf(channelUrl);
      // The SDK deletes an SDK message object: the one this transport last handed out for that id.
      const message = knownMessages.get(messageId);
      if (!message)
        throw new Error('This message is no longer loaded: reopen the conversation and delete it again.');
      await channel.deleteMessage(message);
    },
    async sendFile(channelUrl, file, onProgress) {
      const channel = await channelOf(channelUrl);
      const handler = channel.sendFileMessage({
        file,
        fileName: file.name,
        mimeType: file.type || 'application/octet-stream',
        fileSize: file.size,
        ...(file.type.startsWith('image/') ? { thumbnailSizes: [{ maxWidth: 240, maxHeight: 240 }] } : {}),
        ...(onProgress
          ? { progressHandler: (sent: number, total: number) => onProgress(total > 0 ? sent / total : 0) }
          : {}),
      });
      return view(await acknowledged(handler));
    },
    async markRead(channelUrl) {
      await (await channelOf(channelUrl)).markAsRead();
    },
    async markDelivered(channelUrl) {
      await ready().groupChannel.markAsDelivered(channelUrl);
    },
    async refreshChannels(channelUrls) {
      const channels: ChatChannelView[] = [];
      for (const channelUrl of channelUrls) {
        const channel = await channelOf(channelUrl);
        channels.push(channelView(await channel.refresh(), options.userId, productName));
      }
      return channels;
    },
    async setTyping(channelUrl, typing) {
      const channel = await channelOf(channelUrl);
      await (typing ? channel.startTyping() : channel.endTyping());
    },
    async createChannel({ kind, userIds, name, data }) {
      const channel = await ready().groupChannel.createChannel({
        invitedUserIds: [...userIds],
        customType: kind,
        isDistinct: kind === 'direct',
        ...(kind !== 'direct' && name ? { name } : {}),
        ...(data ? { data } : {}),
        operatorUserIds: [options.userId],
      });
      return channelView(channel, options.userId, productName);
    },
    async acceptInvitation(channelUrl) {
      const channel = await (await channelOf(channelUrl)).acceptInvitation();
      return channelView(channel, options.userId, productName);
    },
    async declineInvitation(channelUrl) {
      await (await channelOf(channelUrl)).declineInvitation();
    },
    async leave(channelUrl) {
      await (await channelOf(channelUrl)).leave();
    },
    async ban(channelUrl, userId) {
      await (await channelOf(channelUrl)).banUserWithUserId(userId, -1, '');
    },
    async unban(channelUrl, userId) {
      await (await channelOf(channelUrl)).unbanUserWithUserId(userId);
    },
    async listBanned(channelUrl) {
      const query = (await channelOf(channelUrl)).createBannedUserListQuery();
      const users = await query.next();
      return users.map((user) => ({
        userId: user.userId,
        nickname: user.nickname || user.userId,
        isOperator: false,
        isStaff: (user.metaData as Record<string, string>).is_staff === 'true',
        state: 'joined' as const,
        readAt: 0,
        metaData: { ...(user.metaData as Record<string, string>) },
      }));
    },
    async react(channelUrl, messageId, key, add) {
      const channel = await channelOf(channelUrl);
      const message = knownMessages.get(messageId);
      if (!message)
        throw new Error('This message is no longer loaded: reopen the conversation and react again.');
      await (add ? channel.addReaction(message, key) : channel.deleteReaction(message, key));
    },
    async searchMessages(keyword) {
      // Newest first ('ts'), not by relevance: a desk looks for the latest quote that mentions a name.
      const query = ready().createMessageSearchQuery({
        keyword,
        limit: 20,
        order: 'ts' as MessageSearchOrder,
      });
      // One query pages on (the SDK keeps its cursor): each page's `next` asks it for the following one.
      const page = async (): Promise<ChatMessageSearchPage> => {
        const messages = (await query.next()).map(view);
        return { messages, totalCount: query.totalCount, next: query.hasNext ? page : null };
      };
      return page();
    },
    async pinMessage(channelUrl, messageId, pinned) {
      const channel = await channelOf(channelUrl);
      await (pinned ? channel.pinMessage(messageId) : channel.unpinMessage(messageId));
    },
    async muteMember(channelUrl, userId, muted) {
      const channel = await channelOf(channelUrl);
      await (muted ? channel.muteUserWithUserId(userId) : channel.unmuteUserWithUserId(userId));
    },
    async freezeChannel(channelUrl, frozen) {
      const channel = await channelOf(channelUrl);
      await (frozen ? channel.freeze() : channel.unfreeze());
    },
  };
}
