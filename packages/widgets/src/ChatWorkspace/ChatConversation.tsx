import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { chatErrorTexts, isScrolledToBottom } from '@bondkit/core/chat';
import type { ChatChannelView, ChatMessageView } from './chatTransport';
import { ChatMessageRow } from './ChatMessageRow';
import { useChatWorkspace } from './ChatWorkspaceProvider';

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

/** The open channel: header, messages (keeps position on history, follows new ones at the bottom), composer. */
export function ChatConversation(props: ChatConversationProps) {
  const workspace = useChatWorkspace();
  const channel = workspace.channels.find((candidate) => candidate.url === workspace.selectedUrl) ?? null;
  const conversation = channel ? workspace.conversations[channel.url] : undefined;
  const listRef = useRef<HTMLOListElement>(null);
  const atBottomRef = useRef(true);
  const heightBeforeHistoryRef = useRef<number | null>(null);
  const [draft, setDraft] = useState('');
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const inputId = useId();
  const fileId = useId();
  const typingRef = useRef(false);

  const joined = channel?.myMemberState === 'joined';
  useEffect(() => {
    if (channel && joined) void workspace.store.openConversation(channel.url);
    // Open once per channel (and again when an invitation is accepted).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel?.url, joined]);

  const items = conversation?.items;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeHistoryRef.current !== null) {
      // History loaded above: keep the messages the user was reading where they were.
      list.scrollTop += list.scrollHeight - heightBeforeHistoryRef.current;
      heightBeforeHistoryRef.current = null;
    } else if (atBottomRef.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [items]);

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
    atBottomRef.current = true;
    void workspace.store.sendText(channel.url, text);
  };
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
    <section className="bk-chat__conversation" aria-labelledby={`${inputId}-title`}>
      <header className="bk-chat__conversation-head">
        <h3 id={`${inputId}-title`} className="bk-chat__title">
          {channel.name}
        </h3>
        <span className="bk-chat__muted">
          {channel.members.length} {channel.members.length === 1 ? 'member' : 'members'}
        </span>
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
          <ol
            ref={listRef}
            className="bk-chat__messages"
            aria-label={`Messages with ${channel.name}`}
            aria-busy={conversation?.status === 'loading'}
            tabIndex={0}
            onScroll={(event) => {
              atBottomRef.current = isScrolledToBottom(event.currentTarget);
            }}
          >
            {conversation?.hasMore ? (
              <li className="bk-chat__history">
                <button
                  type="button"
                  className="bk-chat__link"
                  onClick={() => {
                    heightBeforeHistoryRef.current = listRef.current?.scrollHeight ?? null;
                    void workspace.store.loadEarlier(channel.url);
                  }}
                >
                  Load earlier messages
                </button>
              </li>
            ) : null}
            {conversation?.status === 'ready' && (items ?? []).length === 0 ? (
              <li className="bk-chat__muted">No messages yet. Say hello.</li>
            ) : null}
            {(items ?? []).map((message) => {
              const view = <ChatMessageRow channel={channel} message={message} myUserId={myUserId} />;
              return (
                <li key={message.requestId || message.messageId} data-message-id={message.messageId}>
                  {props.renderMessage ? props.renderMessage(message, view) : view}
                </li>
              );
            })}
          </ol>
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
              id={inputId}
              className="bk-chat__textarea"
              rows={1}
              maxLength={5000}
              placeholder="Write a message"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setTyping(event.target.value.trim().length > 0);
              }}
              onBlur={() => setTyping(false)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  send();
                }
              }}
            />
            <button
              type="submit"
              className="bk-chat__button bk-chat__button--primary"
              disabled={!draft.trim()}
            >
              Send
            </button>
          </form>
        </>
      )}
    </section>
  );
}
