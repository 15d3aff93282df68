import type { ReactNode } from 'react';
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

/**
 * One message: sender, body, time, and for mine its delivery (Sending…, Sent, Read, Not sent). A trade ticket
 * (`customType` 'trade_ticket') shows as a ticket card, also when the system posted it.
 */
export function ChatMessageRow({
  channel,
  message,
  myUserId,
}: {
  channel: ChatChannelView;
  message: ChatMessageView;
  myUserId: string;
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
  return (
    <div className={mine ? 'bk-chat__message bk-chat__message--mine' : 'bk-chat__message'}>
      <span className="bk-chat__sender">{mine ? 'You' : message.senderNickname}</span>
      {message.kind === 'file' && message.file ? (
        <FileBody file={message.file} />
      ) : ticket ? (
        <ChatTicketCard ticket={ticket} caption={message.text} />
      ) : (
        <p className="bk-chat__text">{message.text}</p>
      )}
      <span className="bk-chat__meta">
        <time dateTime={new Date(message.createdAt).toISOString()}>
          {timeFormat.format(message.createdAt)}
        </time>
        {mine ? (
          <span className="bk-chat__delivery"> · {deliveryText(channel, message, myUserId)}</span>
        ) : null}
      </span>
    </div>
  );
}
