import { useEffect, useId, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import {
  chatErrorTexts,
  createBuzzStateMachine,
  isScrolledToBottom,
  type BuzzState,
} from '@bondkit/core/chat';
import { chatBuzzData, type ChatChannelView, type ChatMessageView } from './chatTransport';
import { ChatMessageRow } from './ChatMessageRow';
import { useChatWorkspace } from './ChatWorkspaceProvider';
import { useMeasuredRowWindow } from '../virtualRows/useMeasuredRowWindow';
import { fallbackViewportHeight } from './virtualListSizing';

/** A message's height before it is measured (sender, one line, time). */
const messageRowEstimate = 76;
const noMessages: readonly ChatMessageView[] = [];
const keyOfMessage = (message: ChatMessageView) => message.requestId || message.messageId;

export interface ChatConversationProps {
  /** Replaces how a message is drawn (render slot). Default: the built-in row. */
  renderMessage?: ((message: ChatMessageView, defaultView: ReactNode) => ReactNode) | undefined;
  /** Called by the header's "Members" button. Default: none. */
  onShowMembers?: (() => void) | undefined;
}

function InvitationPanel({ channel }: { channel: ChatChannelView }) {
  const workspace = useChatWorkspace();
  const [error, setError] = useState<string | null>(null);
  const act = async (action: 'accept' | 'decline') => {
    setError(null);
    try {
      if (action === 'accept') {
        workspace.store.addChannel(await workspace.transport.acceptInvitation(channel.url));
        void workspace.store.openConversation(channel.url, true);
      } else {
        await workspace.transport.declineInvitation(channel.url);
        workspace.store.removeChannel(channel.url, 'declined');
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The invitation could not be answered. Try again.');
    }
  };
  return (
    <div className="bk-chat__invitation">
      <p>
        {channel.inviterNickname ?? 'Someone'} invited you to “{channel.name}”.
      </p>
      <div className="bk-chat__actions">
        <button
          type="button"
          className="bk-chat__button bk-chat__button--primary"
          onClick={() => void act('accept')}
        >
          Accept
        </button>
        <button type="button" className="bk-chat__button" onClick={() => void act('decline')}>
          Decline
        </button>
      </div>
      {error ? (
        <p role="alert" className="bk-chat__error-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The open channel: header, messages, composer. The message list is virtualised (a hundred thousand
 * messages keep a window of rows in the page), keeps the message being read in place when earlier history
 * loads above it, and follows new messages while the reader is at the bottom (20 px tolerance).
 */
export function ChatConversation(props: ChatConversationProps) {
  const workspace = useChatWorkspace();
  const channel = workspace.channels.find((candidate) => candidate.url === workspace.selectedUrl) ?? null;
  const conversation = channel ? workspace.conversations[channel.url] : undefined;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  /** The first message in view and its distance from the top, while earlier history loads above it. */
  const historyAnchorRef = useRef<{ key: Key; top: number } | null>(null);
  const [draft, setDraft] = useState('');
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  /** The message a reply quotes, or the one being edited (the composer then saves instead of sending). */
  const [replyTo, setReplyTo] = useState<ChatMessageView | null>(null);
  const [editing, setEditing] = useState<ChatMessageView | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [buzzState, setBuzzState] = useState<BuzzState>('idle');
  const [buzzMachine] = useState(() => createBuzzStateMachine({ onChange: setBuzzState }));
  useEffect(() => () => buzzMachine.dispose(), [buzzMachine]);
  const inputId = useId();
  const fileId = useId();
  const typingRef = useRef(false);

  const joined = channel?.myMemberState === 'joined';
  useEffect(() => {
    if (channel && joined) void workspace.store.openConversation(channel.url);
    // Open once per channel (and again when an invitation is accepted).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel?.url, joined]);

  const items = conversation?.items ?? noMessages;
  // A buzz arriving from someone else while the conversation is open shakes it (the spec's buzz states).
  const lastBuzz = workspace.lastBuzz;
  useEffect(() => {
    if (lastBuzz && lastBuzz.channelUrl === channel?.url) buzzMachine.buzz();
    // Only a new buzz (its message id), not a change of channel, starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastBuzz?.messageId, buzzMachine]);
  const virtualizer = useMeasuredRowWindow({
    count: items.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => messageRowEstimate,
    overscan: 8,
    // A starting size, so the first render (and jsdom, which measures nothing) already has rows.
    fallbackHeight: fallbackViewportHeight,
    getItemKey: (index) => (items[index] ? keyOfMessage(items[index]) : index),
  });
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const anchor = historyAnchorRef.current;
    const anchorIndex = anchor ? items.findIndex((message) => keyOfMessage(message) === anchor.key) : -1;
    // The anchor waits for the page to arrive: until then it is still the first message (index 0).
    if (anchor && anchorIndex > 0) {
      // History loaded above: the message the reader was at stays where it was on screen.
      scroller.scrollTop = virtualizer.getOffset(anchorIndex) - anchor.top;
      historyAnchorRef.current = null;
    } else if (atBottomRef.current) {
      // Following the conversation: new messages, and rows measured taller than estimated, stay in view.
      scroller.scrollTop = scroller.scrollHeight;
    }
    // Runs when the messages change and when measured rows change the list's height.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, totalSize]);

  // A message jumped to (a search result, a pin) is brought into view once it is loaded.
  const focusedMessage = workspace.focusedMessage;
  useEffect(() => {
    if (!focusedMessage || focusedMessage.channelUrl !== channel?.url) return;
    const index = items.findIndex((message) => message.messageId === focusedMessage.messageId);
    if (index < 0) return;
    atBottomRef.current = false;
    // At the top: the scroller may be taller than the part of a docked pane in view.
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = virtualizer.getOffset(index);
    // And the pane around it, when the conversation is taller than the part of the page in view.
    const frame = requestAnimationFrame(() =>
      scrollerRef.current
        ?.querySelector(`[data-message-id="${focusedMessage.messageId}"]`)
        ?.scrollIntoView?.({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
    // Scrolled once per jump, not again whenever the messages change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusedMessage, channel?.url, items.length > 0]);

  if (!channel)
    return (
      <section className="bk-chat__conversation bk-chat__conversation--none" aria-label="Conversation">
        <p className="bk-chat__muted">Choose a chat, or start a new one.</p>
      </section>
    );

  const myUserId = workspace.me?.userId ?? '';
  const typing = workspace.typing[channel.url] ?? [];
  const setTyping = (next: boolean) => {
    if (typingRef.current === next) return;
    typingRef.current = next;
    void workspace.transport.setTyping(channel.url, next).catch(() => {});
  };
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    if (!workspace.selectedUrl) {
      setSendError(chatErrorTexts.noCurrentChannel);
      return;
    }
    setDraft('');
    setTyping(false);
    if (editing) {
      const edited = editing;
      setEditing(null);
      workspace.store.editText(channel.url, edited.messageId, text).catch((caught: unknown) => {
        setDraft(text);
        setEditing(edited);
        setSendError(caught instanceof Error ? caught.message : 'The message was not changed. Try again.');
      });
      return;
    }
    atBottomRef.current = true;
    // `@Name` of a member mentions them (highlighted on their side).
    const mentionedUserIds = channel.members
      .filter((member) => member.userId !== myUserId && text.includes(`@${member.nickname}`))
      .map((member) => member.userId);
    const options = {
      ...(replyTo ? { parentMessageId: replyTo.messageId } : {}),
      ...(mentionedUserIds.length > 0 ? { mentionedUserIds } : {}),
    };
    setReplyTo(null);
    void (Object.keys(options).length > 0
      ? workspace.store.sendText(channel.url, text, options)
      : workspace.store.sendText(channel.url, text));
  };
  const actionsFor = (message: ChatMessageView) => {
    const mine = message.senderId === myUserId;
    return {
      onReply: () => {
        setEditing(null);
        setReplyTo(message);
        inputRef.current?.focus();
      },
      ...(mine && message.kind === 'user' && workspace.transport.editText
        ? {
            onEdit: () => {
              setReplyTo(null);
              setEditing(message);
              setDraft(message.text);
              inputRef.current?.focus();
            },
          }
        : {}),
      ...((mine || channel.amOperator) && workspace.transport.deleteMessage
        ? { onDelete: () => workspace.store.deleteMessage(channel.url, message.messageId) }
        : {}),
      ...(workspace.transport.react
        ? {
            onToggleReaction: (key: string) =>
              workspace.store.toggleReaction(channel.url, message.messageId, key),
          }
        : {}),
      ...(workspace.transport.pinMessage && message.kind !== 'admin'
        ? {
            pinned: pinnedIds.includes(message.messageId),
            onTogglePin: () =>
              workspace.transport.pinMessage?.(
                channel.url,
                message.messageId,
                !pinnedIds.includes(message.messageId),
              ) ?? Promise.resolve(),
          }
        : {}),
    };
  };
  const pinnedIds = channel.pinnedMessageIds ?? [];
  const lastPinned = channel.lastPinnedMessage ?? null;
  // The spec's restrictions, said where the message would be typed: a muted member, or a frozen channel
  // for anyone but its operators, cannot send.
  const sendingRefusal = channel.amMuted
    ? 'You are muted in this chat: an operator must unmute you before you can send.'
    : channel.isFrozen && !channel.amOperator
      ? 'This chat is frozen: only its operators can send until it is unfrozen.'
      : null;
  const sendFile = async (file: File) => {
    setSendError(null);
    setUpload({ name: file.name, fraction: 0 });
    atBottomRef.current = true;
    try {
      await workspace.store.sendFile(channel.url, file, (fraction) =>
        setUpload({ name: file.name, fraction }),
      );
    } catch (error) {
      setSendError(`${file.name} was not sent: ${error instanceof Error ? error.message : 'try again'}.`);
    } finally {
      setUpload(null);
    }
  };

  return (
    <section className="bk-chat__conversation" aria-labelledby={`${inputId}-title`} data-buzz={buzzState}>
      <header className="bk-chat__conversation-head">
        <h3 id={`${inputId}-title`} className="bk-chat__title">
          {channel.name}
        </h3>
        <span className="bk-chat__muted">
          {channel.members.length} {channel.members.length === 1 ? 'member' : 'members'}
        </span>
        {channel.isWhatsappLinked ? (
          <span className="bk-chat__tag" title="Messages here also reach WhatsApp">
            WhatsApp linked
          </span>
        ) : null}
        {channel.isFrozen ? <span className="bk-chat__tag">Frozen</span> : null}
        {props.onShowMembers ? (
          <button type="button" className="bk-chat__button" onClick={props.onShowMembers}>
            Members
          </button>
        ) : null}
      </header>
      {channel.myMemberState === 'invited' ? (
        <InvitationPanel channel={channel} />
      ) : (
        <>
          {conversation?.status === 'error' ? (
            <div role="alert" className="bk-chat__error-text">
              The messages could not be loaded.{' '}
              <button
                type="button"
                className="bk-chat__link"
                onClick={() => void workspace.store.openConversation(channel.url, true)}
              >
                Try again
              </button>
            </div>
          ) : null}
          {lastPinned && pinnedIds.length > 0 ? (
            <div className="bk-chat__pinned" role="region" aria-label="Pinned messages">
              <button
                type="button"
                className="bk-chat__pinned-jump"
                onClick={() => void workspace.store.revealMessage(channel.url, lastPinned.messageId)}
              >
                <span className="bk-chat__pinned-label">
                  Pinned{pinnedIds.length > 1 ? ` (${pinnedIds.length})` : ''}
                </span>{' '}
                <span className="bk-chat__pinned-text">
                  {lastPinned.senderNickname ? `${lastPinned.senderNickname}: ` : ''}
                  {lastPinned.text}
                </span>
              </button>
              {workspace.transport.pinMessage ? (
                <button
                  type="button"
                  className="bk-chat__link"
                  aria-label={`Unpin “${lastPinned.text.slice(0, 40)}”`}
                  onClick={() =>
                    void workspace.transport
                      .pinMessage?.(channel.url, lastPinned.messageId, false)
                      .catch((caught: unknown) =>
                        setSendError(caught instanceof Error ? caught.message : 'The pin did not change.'),
                      )
                  }
                >
                  Unpin
                </button>
              ) : null}
            </div>
          ) : null}
          {conversation?.hasMore ? (
            <div className="bk-chat__history">
              <button
                type="button"
                className="bk-chat__link"
                onClick={() => {
                  const scroller = scrollerRef.current;
                  const top = scroller?.scrollTop ?? 0;
                  const first = virtualizer.getVirtualItems().find((item) => item.end > top);
                  historyAnchorRef.current = first ? { key: first.key, top: first.start - top } : null;
                  atBottomRef.current = false;
                  void workspace.store.loadEarlier(channel.url);
                }}
              >
                Load earlier messages
              </button>
            </div>
          ) : null}
          {conversation?.status === 'ready' && items.length === 0 ? (
            <p className="bk-chat__muted">No messages yet. Say hello.</p>
          ) : null}
          <div
            ref={scrollerRef}
            className="bk-chat__messages"
            tabIndex={0}
            role="group"
            aria-label={`Conversation with ${channel.name}`}
            onScroll={(event) => {
              atBottomRef.current = isScrolledToBottom(event.currentTarget);
            }}
          >
            <ol
              className="bk-chat__message-list"
              aria-label={`Messages with ${channel.name}`}
              aria-busy={conversation?.status === 'loading'}
              style={{ height: totalSize }}
            >
              {virtualizer.getVirtualItems().map((item) => {
                const message = items[item.index]!;
                const view = (
                  <ChatMessageRow
                    channel={channel}
                    message={message}
                    myUserId={myUserId}
                    actions={actionsFor(message)}
                    focused={
                      focusedMessage?.channelUrl === channel.url &&
                      focusedMessage.messageId === message.messageId
                    }
                  />
                );
                return (
                  <li
                    key={item.key}
                    ref={virtualizer.measureElement}
                    data-index={item.index}
                    data-message-id={message.messageId}
                    aria-setsize={items.length}
                    aria-posinset={item.index + 1}
                    className="bk-chat__virtual-row"
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    {props.renderMessage ? props.renderMessage(message, view) : view}
                  </li>
                );
              })}
            </ol>
          </div>
          <p className="bk-chat__typing" aria-live="polite">
            {typing.length > 0 ? `${typing.join(', ')} ${typing.length === 1 ? 'is' : 'are'} typing…` : ''}
          </p>
          {upload ? (
            <div className="bk-chat__upload">
              <label htmlFor={`${fileId}-progress`}>Uploading {upload.name}</label>
              <progress id={`${fileId}-progress`} max={1} value={upload.fraction} />
            </div>
          ) : null}
          {sendError ? (
            <p role="alert" className="bk-chat__error-text">
              {sendError}
            </p>
          ) : null}
          {replyTo || editing ? (
            <div className="bk-chat__composing">
              <span>
                {editing
                  ? 'Editing your message'
                  : `Replying to ${replyTo?.senderId === myUserId ? 'yourself' : replyTo?.senderNickname}: “${replyTo?.text.slice(0, 80)}”`}
              </span>
              <button
                type="button"
                className="bk-chat__link"
                onClick={() => {
                  if (editing) setDraft('');
                  setEditing(null);
                  setReplyTo(null);
                }}
              >
                Cancel
              </button>
            </div>
          ) : null}
          {sendingRefusal ? (
            <p className="bk-chat__restriction" role="status">
              {sendingRefusal}
            </p>
          ) : null}
          <form
            className="bk-chat__composer"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <input
              id={fileId}
              type="file"
              className="bk-visually-hidden bk-chat__file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void sendFile(file);
              }}
            />
            <label htmlFor={fileId} className="bk-chat__button bk-chat__attach">
              Attach
              <span className="bk-visually-hidden"> a file</span>
            </label>
            <label htmlFor={inputId} className="bk-visually-hidden">
              Message
            </label>
            <textarea
              ref={inputRef}
              id={inputId}
              className="bk-chat__textarea"
              rows={1}
              maxLength={5000}
              disabled={sendingRefusal !== null}
              placeholder={sendingRefusal ? 'You cannot send here now' : 'Write a message'}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setTyping(event.target.value.trim().length > 0);
              }}
              onBlur={() => setTyping(false)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && (editing || replyTo)) {
                  if (editing) setDraft('');
                  setEditing(null);
                  setReplyTo(null);
                  return;
                }
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  send();
                }
              }}
            />
            <button
              type="button"
              className="bk-chat__button"
              disabled={sendingRefusal !== null}
              title="Buzz: shakes the conversation on the other side"
              onClick={() => {
                atBottomRef.current = true;
                void workspace.store.sendText(channel.url, 'Buzz!', { data: chatBuzzData });
              }}
            >
              Buzz
            </button>
            <button
              type="submit"
              className="bk-chat__button bk-chat__button--primary"
              disabled={!draft.trim() || sendingRefusal !== null}
            >
              {editing ? 'Save' : 'Send'}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
