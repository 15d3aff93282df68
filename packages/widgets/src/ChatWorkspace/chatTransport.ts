/**
 * What ChatWorkspace needs from a chat service, as plain data and calls. The default implementation is
 * `createSendbirdChatTransport` (the real `@sendbird/chat` SDK, against Sendbird or the reference server's
 * Sendbird-compatible service); tests and stories inject `createMemoryChatTransport` from `./testing`.
 */

/** A channel kind, as the channel's `customType` (the spec's direct chat, group, trading group, broadcast). */
export type ChatChannelKind = 'direct' | 'group' | 'trading_group' | 'broadcast';

/** One member of a channel. */
export interface ChatMemberView {
  userId: string;
  nickname: string;
  /** Channel operators are admins (they ban and unban). */
  isOperator: boolean;
  /** Flagged by `is_staff` metadata. */
  isStaff: boolean;
  /** `joined` or `invited` (an invitation not yet accepted). */
  state: 'joined' | 'invited';
  /** When the member last read the channel (epoch ms), 0 when never. */
  readAt: number;
  /** Member metadata (`client_id`, `brand_name`, `user_onboarded`, …). */
  metaData: Record<string, string>;
  /** Whether an operator muted them in this channel (they cannot send). Default false. */
  isMuted?: boolean | undefined;
}

/** The reactions on a message with one key: who reacted. */
export interface ChatReactionView {
  key: string;
  userIds: readonly string[];
}

/** The reactions a desk offers on a message: thumbs up, done, looking, no. */
export const chatReactionKeys: readonly string[] = ['👍', '✅', '👀', '❌'];

/** One message. */
export interface ChatMessageView {
  messageId: number;
  /** The request id of a message this client sent (matches a pending copy to its acknowledgement). */
  requestId: string;
  channelUrl: string;
  kind: 'user' | 'file' | 'admin';
  text: string;
  senderId: string;
  senderNickname: string;
  createdAt: number;
  /** File messages: the download address, its name, MIME type and size in bytes. */
  file?: { url: string; name: string; type: string; size: number; thumbnailUrl?: string | undefined };
  /** `data` markers (buzz, declined invite). */
  data: string;
  customType: string;
  /** A message of mine still on its way ('pending'), refused ('failed'), or acknowledged ('sent'). */
  sendingStatus: 'pending' | 'failed' | 'sent';
  /** When its sender last edited it (epoch ms); absent or 0: never edited. */
  editedAt?: number | undefined;
  /** The message this one replies to (a quoted reply): its id, sender and text. Absent: not a reply. */
  parent?: { messageId: number; senderNickname: string; text: string } | undefined;
  /** The users it mentions (their chat user ids). Default none. */
  mentionedUserIds?: readonly string[] | undefined;
  /** Its reactions, by key. Default none. */
  reactions?: readonly ChatReactionView[] | undefined;
}

/** Options of a sent text. */
export interface ChatSendTextOptions {
  /** Sends it as a reply quoting this message. Default: not a reply. */
  parentMessageId?: number | undefined;
  /** Mentions these members (chat user ids): highlighted for them. Default none. */
  mentionedUserIds?: readonly string[] | undefined;
  /** The message's `data` (a buzz carries {@link chatBuzzData}). Default ''. */
  data?: string | undefined;
}

/** The `data` of a buzz message: the receiver's conversation shakes (idle → started → finished after 2 s). */
export const chatBuzzData = '{"buzz":true}';

/** One channel. */
export interface ChatChannelView {
  url: string;
  kind: ChatChannelKind;
  /** The service's `customType` as sent (`kind` is its reading). */
  customType: string;
  name: string;
  members: ChatMemberView[];
  /** My state: joined, or invited (accept or decline). */
  myMemberState: 'joined' | 'invited';
  /** Whether I am an operator of this channel. */
  amOperator: boolean;
  unreadMessageCount: number;
  lastMessage: ChatMessageView | null;
  createdAt: number;
  creator: { userId: string } | null;
  /** Who invited me, while I am invited. */
  inviterNickname: string | null;
  /** JSON text (`created_from`, `last_direct_message_at`). */
  data: string;
  /** Unread messages that mention me (the mention badge). Default 0. */
  unreadMentionCount?: number | undefined;
  /** Frozen by an operator: only operators send. Default false. */
  isFrozen?: boolean | undefined;
  /** Whether an operator muted me here (I cannot send). Default false. */
  amMuted?: boolean | undefined;
  /** The pinned messages' ids, the latest pin first. Default none. */
  pinnedMessageIds?: readonly number[] | undefined;
  /** The latest pinned message, when known. Default none. */
  lastPinnedMessage?: ChatMessageView | null | undefined;
  /** The channel's `is_whatsapp_linked_channel` metadata: its messages also go to WhatsApp. Default false. */
  isWhatsappLinked?: boolean | undefined;
}

/** The signed-in chat user. */
export interface ChatUserView {
  userId: string;
  nickname: string;
}

/** The transport's connection, as the UI shows it. */
export type ChatTransportConnection = 'online' | 'reconnecting' | 'offline';

/** Something that happened on the service; the workspace store applies it. */
export type ChatTransportEvent =
  | { type: 'connection'; connection: ChatTransportConnection }
  | { type: 'channel'; channel: ChatChannelView }
  | { type: 'channel-removed'; channelUrl: string }
  | { type: 'message'; message: ChatMessageView }
  | { type: 'message-updated'; message: ChatMessageView }
  | { type: 'message-deleted'; channelUrl: string; messageId: number }
  | { type: 'typing'; channelUrl: string; nicknames: string[] }
  | { type: 'declined'; channelUrl: string; userId: string; nickname: string }
  | { type: 'banned'; channelUrl: string; userId: string }
  | {
      type: 'reaction';
      channelUrl: string;
      messageId: number;
      key: string;
      userId: string;
      operation: 'add' | 'delete';
    };

/** A person to start a chat with (the counterparty search's members). */
export interface ChatPersonView {
  userId: string;
  name: string;
  /** The firm, shown beside the name. */
  firm: string | null;
}

/** Options of a new channel. */
export interface CreateChatChannelOptions {
  kind: ChatChannelKind;
  /** The other members' chat user ids. */
  userIds: readonly string[];
  /** The group's name (ignored for a direct chat). */
  name?: string | undefined;
  /** The channel's `data` JSON text (a broadcast list carries `{"created_from":"broadcast"}`). Default ''. */
  data?: string | undefined;
}

/** The chat service ChatWorkspace talks to. Every call rejects with an `Error` whose message says what to do. */
export interface ChatTransport {
  /** Signs in; resolves with the signed-in user. */
  connect(): Promise<ChatUserView>;
  /** Signs out and releases the connection (called when the workspace unmounts or the user switches). */
  disconnect(): Promise<void>;
  /** Listens to the service's events; answers the function that stops listening. */
  subscribe(listener: (event: ChatTransportEvent) => void): () => void;
  /** My channels, joined and invited. */
  listChannels(): Promise<ChatChannelView[]>;
  /** Messages of a channel, oldest first: the latest page, or the page before `beforeTimestamp`. */
  loadMessages(
    channelUrl: string,
    beforeTimestamp?: number,
  ): Promise<{ messages: ChatMessageView[]; hasMore: boolean }>;
  /**
   * Messages of a channel newer than `afterTimestamp`, oldest first, at most one page (`hasMore` when
   * there are more). Optional: the workspace uses it after a reconnect to fill what each loaded
   * conversation missed; without it, it reloads each loaded conversation's latest page.
   */
  loadMessagesAfter?(
    channelUrl: string,
    afterTimestamp: number,
  ): Promise<{ messages: ChatMessageView[]; hasMore: boolean }>;
  /** Sends text; `options` make it a reply or mention members (a transport may ignore them). */
  sendText(channelUrl: string, text: string, options?: ChatSendTextOptions): Promise<ChatMessageView>;
  /** Edits a text message of mine. Optional: without it the workspace offers no Edit. */
  editText?(channelUrl: string, messageId: number, text: string): Promise<ChatMessageView>;
  /** Deletes a message of mine (or any, as an operator). Optional: without it the workspace offers no Delete. */
  deleteMessage?(channelUrl: string, messageId: number): Promise<void>;
  /** Sends a file; `onProgress` gets the fraction uploaded (0 to 1). */
  sendFile(channelUrl: string, file: File, onProgress?: (fraction: number) => void): Promise<ChatMessageView>;
  markRead(channelUrl: string): Promise<void>;
  /**
   * Marks a channel's messages delivered (the SDK's `markAsDelivered`). Optional: without it the workspace
   * marks nothing delivered.
   */
  markDelivered?(channelUrl: string): Promise<void>;
  /**
   * Fetches these channels again (the spec's 10-minute refresh of the visible direct channels). Optional:
   * without it the workspace does not poll.
   */
  refreshChannels?(channelUrls: readonly string[]): Promise<ChatChannelView[]>;
  setTyping(channelUrl: string, typing: boolean): Promise<void>;
  createChannel(options: CreateChatChannelOptions): Promise<ChatChannelView>;
  acceptInvitation(channelUrl: string): Promise<ChatChannelView>;
  declineInvitation(channelUrl: string): Promise<void>;
  leave(channelUrl: string): Promise<void>;
  ban(channelUrl: string, userId: string): Promise<void>;
  unban(channelUrl: string, userId: string): Promise<void>;
  /** The banned members of a channel (operators only). */
  listBanned(channelUrl: string): Promise<ChatMemberView[]>;
  /**
   * Adds (`add` true) or removes my reaction with `key` on a message. Optional: without it the workspace
   * offers no reactions.
   */
  react?(channelUrl: string, messageId: number, key: string, add: boolean): Promise<void>;
  /**
   * Messages of my channels containing `keyword`, newest first: the first page (20 on the Sendbird
   * transport) with the total count and the way to the next page. Optional: without it the workspace offers
   * no message search.
   */
  searchMessages?(keyword: string): Promise<ChatMessageSearchPage>;
  /** Pins (`pinned` true) or unpins a message. Optional: without it the workspace offers no pins. */
  pinMessage?(channelUrl: string, messageId: number, pinned: boolean): Promise<void>;
  /** Mutes or unmutes a member (operators only). Optional: without it the workspace offers no mute. */
  muteMember?(channelUrl: string, userId: string, muted: boolean): Promise<void>;
  /** Freezes or unfreezes a channel (operators only). Optional: without it the workspace offers no freeze. */
  freezeChannel?(channelUrl: string, frozen: boolean): Promise<void>;
}

/** One page of a message search (`ChatTransport.searchMessages`). */
export interface ChatMessageSearchPage {
  /** This page's messages, newest first. */
  messages: ChatMessageView[];
  /** How many messages match in all, on every page. */
  totalCount: number;
  /** Loads the page after this one; null on the last page. */
  next: (() => Promise<ChatMessageSearchPage>) | null;
}

/**
 * Finds people to chat with (member search); the app passes `chatter/user/search`. `page` (1-based, default 1)
 * asks for the next 20: a page of 20 offers 'More members'.
 */
export type ChatPeopleSearch = (
  text: string,
  signal: AbortSignal,
  page?: number,
) => Promise<ChatPersonView[]>;
