import type { SurveillanceMessage } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { channelTitle } from './channelTitle';
import { MessageActivity } from './MessageActivity';
import { messageText } from './messageColumns';
import { formatMarketTime } from '../../app/marketDay';

/** What a message said before each edit and before its deletion, oldest first (compliance keeps it). */
function MessageHistory({ message }: { message: SurveillanceMessage }) {
  const history = message.history ?? [];
  if (history.length === 0) return null;
  return (
    <details className="app-surveillance__history">
      <summary>Earlier versions ({history.length})</summary>
      <ol>
        {history.map((revision, index) => (
          <li key={index}>
            <span className="app-surveillance__meta">
              Before {revision.kind === 'delete' ? 'deletion' : 'edit'} at{' '}
              {formatMarketTime(revision.changed_at)}:
            </span>{' '}
            {revision.previous_message}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** One chat, read-only: its members and messages, oldest first. Reading it marks nothing. */
export function ChannelTranscript({ channelUrl, onClose }: { channelUrl: string; onClose: () => void }) {
  const { client } = useAppServices();
  const transcript = useAsyncData(`surveillance:channel:${channelUrl}`, () =>
    client.surveillance.channelMessages(channelUrl),
  );
  return (
    <section className="app-panel app-surveillance__transcript" aria-label="Chat transcript">
      <div className="app-panel__head">
        <h2>{transcript.status === 'ready' ? channelTitle(transcript.data.channel) : 'Chat'}</h2>
        <button type="button" className="app-button" onClick={onClose}>
          Close
        </button>
      </div>
      {transcript.status === 'loading' ? <p role="status">Loading the chat…</p> : null}
      {transcript.status === 'error' ? <p role="alert">This chat could not be loaded.</p> : null}
      {transcript.status === 'ready' ? (
        <>
          <p className="app-surveillance__note">
            {transcript.data.channel.members
              .map((member) => `${member.nickname} (${member.firm_name})`)
              .join(' · ')}
          </p>
          {transcript.data.messages.length === 0 ? <p>No messages.</p> : null}
          <ol className="app-surveillance__messages">
            {transcript.data.messages.map((message) => (
              <li key={message.message_id} className="app-surveillance__message">
                <span className="app-surveillance__meta">
                  <strong>{message.sender_name}</strong>{' '}
                  {message.sender_firm ? `· ${message.sender_firm} ` : ''}·{' '}
                  <time dateTime={new Date(message.created_at).toISOString()}>
                    {formatMarketTime(message.created_at)}
                  </time>
                </span>
                <span className="app-surveillance__text">
                  {messageText(message)}
                  {message.deleted_at ? (
                    <strong className="app-surveillance__flag">
                      {' '}
                      (deleted {formatMarketTime(message.deleted_at)})
                    </strong>
                  ) : message.edited_at ? (
                    <strong className="app-surveillance__flag"> (edited)</strong>
                  ) : null}
                </span>
                <MessageHistory message={message} />
                <MessageActivity message={message} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
