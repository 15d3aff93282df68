import { useId, useRef, useState, type ReactNode } from 'react';
import { chatAvatarColour } from '@bondkit/core/chat';
import type { ChatChannelView } from './chatTransport';
import { useChatWorkspace } from './ChatWorkspaceProvider';
import { useMeasuredRowWindow } from '../virtualRows/useMeasuredRowWindow';
import { fallbackViewportHeight } from './virtualListSizing';

/** A channel row's height before it is measured (name, last line, padding). */
const channelRowEstimate = 60;

export interface ChatChannelListProps {
  /** Replaces how a channel row is drawn (render slot). Default: the built-in row. */
  renderChannelRow?: ((channel: ChatChannelView, defaultRow: ReactNode) => ReactNode) | undefined;
  /** Called by the "New chat" button. Default: none (no button). */
  onNewChat?: (() => void) | undefined;
}

const kindLabels: Record<ChatChannelView['kind'], string> = {
  direct: 'Direct',
  group: 'Group',
  trading_group: 'Trading group',
  broadcast: 'Broadcast',
};

function lastLine(channel: ChatChannelView): string {
  if (channel.myMemberState === 'invited')
    return channel.inviterNickname ? `Invitation from ${channel.inviterNickname}` : 'Invitation';
  const last = channel.lastMessage;
  if (!last) return 'No messages yet';
  return last.kind === 'file' ? `File: ${last.text}` : last.text;
}

/** The avatar palette (`chatAvatarColour` picks one): white initials read on each, light or dark theme. */
const avatarColours = [
  '#1d4ed8',
  '#047857',
  '#b45309',
  '#be123c',
  '#6d28d9',
  '#0e7490',
  '#4d7c0f',
  '#a21caf',
];

/** Up to two initials of a name ('Priya Raghavan' → 'PR'). */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The channel's avatar: the other member's initials for a direct chat, the name's otherwise, in the colour
 * the spec picks by hashing the user and channel ids.
 */
function ChannelAvatar({ channel, myUserId }: { channel: ChatChannelView; myUserId: string }) {
  const other = channel.members.find((member) => member.userId !== myUserId);
  const userId = channel.kind === 'direct' ? (other?.userId ?? '') : (channel.creator?.userId ?? '');
  const colour = chatAvatarColour(userId, channel.url);
  return (
    <span
      className="bk-chat__avatar"
      aria-hidden="true"
      data-colour={colour}
      style={{ ['--bk-chat-avatar-colour' as string]: avatarColours[colour] }}
    >
      {initialsOf(channel.name)}
    </span>
  );
}

/**
 * The channel list: search, unread counts, last message, invitations marked. Virtualised: only the rows in
 * view (and a few around) are in the page, so ten thousand channels scroll like ten.
 */
export function ChatChannelList(props: ChatChannelListProps) {
  const workspace = useChatWorkspace();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const channels = needle
    ? workspace.channels.filter((channel) => channel.name.toLowerCase().includes(needle))
    : workspace.channels;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtualizer = useMeasuredRowWindow({
    count: channels.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => channelRowEstimate,
    overscan: 6,
    // A starting size, so the first render (and jsdom, which measures nothing) already has rows.
    fallbackHeight: fallbackViewportHeight,
    getItemKey: (index) => channels[index]?.url ?? index,
  });
  return (
    <nav className="bk-chat__channels" aria-label="Chats">
      <div className="bk-chat__channels-head">
        <label htmlFor={searchId} className="bk-visually-hidden">
          Search chats
        </label>
        <input
          id={searchId}
          className="bk-chat__input"
          type="search"
          placeholder="Search chats"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {props.onNewChat ? (
          <button
            type="button"
            className="bk-chat__button bk-chat__button--primary"
            onClick={props.onNewChat}
          >
            New chat
          </button>
        ) : null}
      </div>
      {channels.length === 0 && needle ? (
        <p className="bk-chat__muted">No chats match “{search.trim()}”.</p>
      ) : null}
      <div ref={scrollerRef} className="bk-chat__channel-scroller">
        <ul className="bk-chat__channel-list" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const channel = channels[item.index]!;
            const selected = channel.url === workspace.selectedUrl;
            const row = (
              <button
                type="button"
                className="bk-chat__channel"
                aria-current={selected ? 'true' : undefined}
                onClick={() => workspace.select(channel.url, 'user')}
              >
                <ChannelAvatar channel={channel} myUserId={workspace.me?.userId ?? ''} />
                <span className="bk-chat__channel-name">
                  {channel.name}
                  <span className="bk-chat__tag">{kindLabels[channel.kind]}</span>
                  {channel.isWhatsappLinked ? <span className="bk-chat__tag">WhatsApp</span> : null}
                </span>
                <span className="bk-chat__channel-last">{lastLine(channel)}</span>
                {channel.unreadMessageCount > 0 || (channel.unreadMentionCount ?? 0) > 0 ? (
                  <span className="bk-chat__badges">
                    {(channel.unreadMentionCount ?? 0) > 0 ? (
                      <span
                        className="bk-chat__mention-badge"
                        aria-label={`${channel.unreadMentionCount} unread ${channel.unreadMentionCount === 1 ? 'mention' : 'mentions'} of you`}
                      >
                        @
                      </span>
                    ) : null}
                    {channel.unreadMessageCount > 0 ? (
                      <span className="bk-chat__unread" aria-label={`${channel.unreadMessageCount} unread`}>
                        {channel.unreadMessageCount}
                      </span>
                    ) : null}
                  </span>
                ) : null}
                {channel.myMemberState === 'invited' ? (
                  <span className="bk-chat__tag bk-chat__tag--invite">Invited</span>
                ) : null}
              </button>
            );
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-channel-url={channel.url}
                aria-setsize={channels.length}
                aria-posinset={item.index + 1}
                className="bk-chat__virtual-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {props.renderChannelRow ? props.renderChannelRow(channel, row) : row}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
