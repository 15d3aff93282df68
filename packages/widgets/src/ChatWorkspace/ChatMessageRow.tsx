import { useState, type ReactNode } from 'react';
import { isThumbnailType } from '@bondkit/core/chat';
import { ChatTicketCard, readChatTicket, tradeTicketMessageType } from './ChatTicketCard';
import type { ChatChannelView, ChatMessageView } from './chatTransport';

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

/** What a message offers its reader: reply to it; and for its sender, edit (text only) and delete. */
export interface ChatMessageActions {
  onReply?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => Promise<void>) | undefined;
}

function MessageActions({ actions, label }: { actions: ChatMessageActions; label: string }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!actions.onReply && !actions.onEdit && !actions.onDelete) return null;
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
}: {
  channel: ChatChannelView;
  message: ChatMessageView;
  myUserId: string;
  /** Reply, edit and delete, when the workspace offers them. Default none. */
  actions?: ChatMessageActions;
}) {
  const ticket = message.customType === tradeTicketMessageType ? readChatTicket(message.data) : null;
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
          <MessageActions actions={actions} label={mine ? 'your message' : `${sender}'s message`} />
        ) : null}
      </span>
    </div>
  );
}
