import { useState, type ReactNode } from 'react';
import { isThumbnailType } from '@bondkit/core/chat';
import { ChatTicketCard, readChatTicket, tradeTicketMessageType } from './ChatTicketCard';
import { chatReactionKeys, type ChatChannelView, type ChatMessageView } from './chatTransport';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/** Whether every other joined member has read up to this message of mine. */
function isReadByOthers(channel: ChatChannelView, message: ChatMessageView, myUserId: string): boolean {
  const others = channel.members.filter((member) => member.userId !== myUserId && member.state === 'joined');
  return others.length > 0 && others.every((member) => member.readAt >= message.createdAt);
}

function isSafari(): boolean {
  const agent = globalThis.navigator?.userAgent ?? '';
  return /Safari\//.test(agent) && !/Chrome\/|Chromium\//.test(agent);
}

function deliveryText(channel: ChatChannelView, message: ChatMessageView, myUserId: string): string {
  if (message.sendingStatus === 'pending') return 'Sending…';
  if (message.sendingStatus === 'failed') return 'Not sent';
  return isReadByOthers(channel, message, myUserId) ? 'Read' : 'Sent';
}

/** The file part: a thumbnail for images and videos, a download link otherwise. */
function FileBody({ file }: { file: NonNullable<ChatMessageView['file']> }): ReactNode {
  if (isThumbnailType(file.type, isSafari()) && file.type.startsWith('image/'))
    return (
      <a href={file.url} target="_blank" rel="noreferrer" className="bk-chat__file">
        <img
          src={file.thumbnailUrl ?? file.url}
          alt={file.name}
          className="bk-chat__thumbnail"
          loading="lazy"
        />
      </a>
    );
  if (isThumbnailType(file.type, isSafari()))
    return <video src={file.url} controls className="bk-chat__thumbnail" aria-label={file.name} />;
  return (
    <a href={file.url} target="_blank" rel="noreferrer" className="bk-chat__file">
      {file.name} ({Math.max(1, Math.round(file.size / 1024))} kB)
    </a>
  );
}

/** The text with each `@nickname` of a mentioned member marked (the mention highlighting). */
function MentionedText({
  text,
  channel,
  mentionedUserIds,
}: {
  text: string;
  channel: ChatChannelView;
  mentionedUserIds: readonly string[];
}): ReactNode {
  const names = channel.members
    .filter((member) => mentionedUserIds.includes(member.userId))
    .map((member) => `@${member.nickname}`)
    .sort((left, right) => right.length - left.length);
  if (names.length === 0) return text;
  const pattern = new RegExp(
    `(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  );
  return text.split(pattern).map((part, index) =>
    names.includes(part) ? (
      <mark key={index} className="bk-chat__mention">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** What a message offers its reader: reply, react, pin; and for its sender, edit (text only) and delete. */
export interface ChatMessageActions {
  onReply?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => Promise<void>) | undefined;
  /** Toggles my reaction with this key. */
  onToggleReaction?: ((key: string) => Promise<void>) | undefined;
  /** Pins the message, or unpins it when it is pinned. */
  onTogglePin?: (() => Promise<void>) | undefined;
  /** Whether the message is pinned (the pin action then unpins). */
  pinned?: boolean | undefined;
}

/** What each desk reaction means, for the buttons' names. */
const reactionNames: Record<string, string> = {
  '👍': 'Agreed',
  '✅': 'Done',
  '👀': 'Looking',
  '❌': 'No',
};

/** The reactions on a message (each a toggle, pressed when mine) and, on demand, the desk's set to add. */
function MessageReactions({
  message,
  myUserId,
  onToggle,
  picking,
  onPicked,
}: {
  message: ChatMessageView;
  myUserId: string;
  onToggle: (key: string) => Promise<void>;
  picking: boolean;
  onPicked: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const toggle = (key: string) => {
    setError(null);
    onPicked();
    onToggle(key).catch((caught: unknown) =>
      setError(caught instanceof Error ? caught.message : 'The reaction was not saved. Try again.'),
    );
  };
  const reactions = (message.reactions ?? []).filter((reaction) => reaction.userIds.length > 0);
  if (reactions.length === 0 && !picking && !error) return null;
  return (
    <div className="bk-chat__reactions">
      {reactions.map((reaction) => {
        const mine = reaction.userIds.includes(myUserId);
        const name = reactionNames[reaction.key] ?? reaction.key;
        return (
          <button
            key={reaction.key}
            type="button"
            className="bk-chat__reaction"
            aria-pressed={mine}
            aria-label={`${name}: ${reaction.userIds.length}${mine ? ', including you' : ''}`}
            onClick={() => toggle(reaction.key)}
          >
            <span aria-hidden="true">{reaction.key}</span> {reaction.userIds.length}
          </button>
        );
      })}
      {picking ? (
        <span role="group" aria-label="Add a reaction" className="bk-chat__reaction-picker">
          {chatReactionKeys.map((key) => (
            <button
              key={key}
              type="button"
              className="bk-chat__reaction bk-chat__reaction--pick"
              aria-label={`React ${reactionNames[key] ?? key}`}
              title={reactionNames[key]}
              onClick={() => toggle(key)}
            >
              <span aria-hidden="true">{key}</span>
            </button>
          ))}
        </span>
      ) : null}
      {error ? (
        <span role="alert" className="bk-chat__error-text">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function MessageActions({
  actions,
  label,
  onReact,
}: {
  actions: ChatMessageActions;
  label: string;
  onReact: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (
    !actions.onReply &&
    !actions.onEdit &&
    !actions.onDelete &&
    !actions.onToggleReaction &&
    !actions.onTogglePin
  )
    return null;
  const runPin = () =>
    actions
      .onTogglePin?.()
      .catch((caught: unknown) =>
        setError(caught instanceof Error ? caught.message : 'The pin did not change. Try again.'),
      );
  return (
    <span className="bk-chat__message-actions">
      {confirming ? (
        <>
          <span>Delete this message for everyone?</span>
          <button
            type="button"
            className="bk-chat__link"
            onClick={() => {
              setConfirming(false);
              actions
                .onDelete?.()
                .catch((caught: unknown) =>
                  setError(
                    caught instanceof Error ? caught.message : 'The message was not deleted. Try again.',
                  ),
                );
            }}
          >
            Delete
          </button>
          <button type="button" className="bk-chat__link" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </>
      ) : (
        <>
          {actions.onReply ? (
            <button
              type="button"
              className="bk-chat__link"
              onClick={actions.onReply}
              aria-label={`Reply to ${label}`}
            >
              Reply
            </button>
          ) : null}
          {actions.onToggleReaction ? (
            <button
              type="button"
              className="bk-chat__link"
              onClick={onReact}
              aria-label={`React to ${label}`}
            >
              React
            </button>
          ) : null}
          {actions.onTogglePin ? (
            <button
              type="button"
              className="bk-chat__link"
              onClick={() => void runPin()}
              aria-label={`${actions.pinned ? 'Unpin' : 'Pin'} ${label}`}
            >
              {actions.pinned ? 'Unpin' : 'Pin'}
            </button>
          ) : null}
          {actions.onEdit ? (
            <button
              type="button"
              className="bk-chat__link"
              onClick={actions.onEdit}
              aria-label={`Edit ${label}`}
            >
              Edit
            </button>
          ) : null}
          {actions.onDelete ? (
            <button
              type="button"
              className="bk-chat__link"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${label}`}
            >
              Delete
            </button>
          ) : null}
        </>
      )}
      {error ? (
        <span role="alert" className="bk-chat__error-text">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One message: sender, body, time, and for mine its delivery (Sending…, Sent, Read, Not sent). A trade ticket
 * (`customType` 'trade_ticket') shows as a ticket card, also when the system posted it.
 */
export function ChatMessageRow({
  channel,
  message,
  myUserId,
  actions = {},
  focused = false,
}: {
  channel: ChatChannelView;
  message: ChatMessageView;
  myUserId: string;
  /** Reply, react, pin, edit and delete, when the workspace offers them. Default none. */
  actions?: ChatMessageActions;
  /** Marks the message as the one jumped to (a search result or a pin). Default false. */
  focused?: boolean;
}) {
  const ticket = message.customType === tradeTicketMessageType ? readChatTicket(message.data) : null;
  const [picking, setPicking] = useState(false);
  if (message.kind === 'admin')
    return ticket ? (
      <div className="bk-chat__message bk-chat__message--system">
        <ChatTicketCard ticket={ticket} caption={message.text} />
      </div>
    ) : (
      <p className="bk-chat__notice">{message.text}</p>
    );
  const mine = message.senderId === myUserId;
  const mentioned = (message.mentionedUserIds ?? []).includes(myUserId);
  const className = [
    'bk-chat__message',
    mine ? 'bk-chat__message--mine' : '',
    mentioned ? 'bk-chat__message--mentioned' : '',
    focused ? 'bk-chat__message--focused' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const sender = mine ? 'You' : message.senderNickname;
  return (
    <div className={className}>
      <span className="bk-chat__sender">{sender}</span>
      {message.parent ? (
        <blockquote className="bk-chat__quote">
          <span className="bk-chat__quote-sender">{message.parent.senderNickname || 'Reply'}</span>{' '}
          {message.parent.text || 'an earlier message'}
        </blockquote>
      ) : null}
      {message.kind === 'file' && message.file ? (
        <FileBody file={message.file} />
      ) : ticket ? (
        <ChatTicketCard ticket={ticket} caption={message.text} />
      ) : (
        <p className="bk-chat__text">
          <MentionedText
            text={message.text}
            channel={channel}
            mentionedUserIds={message.mentionedUserIds ?? []}
          />
        </p>
      )}
      <span className="bk-chat__meta">
        <time dateTime={new Date(message.createdAt).toISOString()}>
          {timeFormat.format(message.createdAt)}
        </time>
        {message.editedAt ? <span className="bk-chat__edited"> · edited</span> : null}
        {mine ? (
          <span className="bk-chat__delivery"> · {deliveryText(channel, message, myUserId)}</span>
        ) : null}
        {message.sendingStatus === 'sent' && message.messageId > 0 ? (
          <MessageActions
            actions={actions}
            label={mine ? 'your message' : `${sender}'s message`}
            onReact={() => setPicking((open) => !open)}
          />
        ) : null}
      </span>
      {actions.onToggleReaction ? (
        <MessageReactions
          message={message}
          myUserId={myUserId}
          onToggle={actions.onToggleReaction}
          picking={picking}
          onPicked={() => setPicking(false)}
        />
      ) : null}
    </div>
  );
}
