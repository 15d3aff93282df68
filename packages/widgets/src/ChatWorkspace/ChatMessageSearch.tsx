import { useId, useRef, useState } from 'react';
import type { ChatMessageView } from './chatTransport';
import { useChatWorkspace } from './ChatWorkspaceProvider';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Message search over my chats (the service searches only the channels I have joined): a result opens its
 * chat and brings the message into view.
 */
export function ChatMessageSearch() {
  const workspace = useChatWorkspace();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<ChatMessageView[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'searching' | 'error'>('idle');
  const searchId = useId();
  const latest = useRef(0);
  const search = workspace.transport.searchMessages?.bind(workspace.transport);
  if (!search) return null;
  const run = async () => {
    const text = keyword.trim();
    if (!text) return;
    const ticket = ++latest.current;
    setStatus('searching');
    try {
      const found = await search(text);
      if (ticket !== latest.current) return;
      setResults(found);
      setStatus('idle');
    } catch {
      if (ticket === latest.current) setStatus('error');
    }
  };
  const channelName = (channelUrl: string) =>
    workspace.channels.find((channel) => channel.url === channelUrl)?.name ?? 'a chat';
  const open = async (message: ChatMessageView) => {
    workspace.select(message.channelUrl, 'user');
    setResults(null);
    await workspace.store.revealMessage(message.channelUrl, message.messageId);
  };
  return (
    <div className="bk-chat__search" role="search" aria-label="Messages">
      <form
        className="bk-chat__search-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <label htmlFor={searchId} className="bk-visually-hidden">
          Search messages
        </label>
        <input
          id={searchId}
          className="bk-chat__input"
          type="search"
          placeholder="Search messages"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            if (!event.target.value) setResults(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setResults(null);
          }}
        />
        <button type="submit" className="bk-chat__button" disabled={!keyword.trim()}>
          Search
        </button>
      </form>
      <p className="bk-visually-hidden" role="status">
        {status === 'searching'
          ? 'Searching…'
          : results
            ? `${results.length} ${results.length === 1 ? 'message' : 'messages'} found`
            : ''}
      </p>
      {status === 'error' ? (
        <p role="alert" className="bk-chat__error-text">
          The search did not work. Try again.
        </p>
      ) : null}
      {results && results.length === 0 ? (
        <p className="bk-chat__muted">No messages match “{keyword.trim()}”.</p>
      ) : null}
      {results && results.length > 0 ? (
        <ul className="bk-chat__search-results" aria-label="Messages found">
          {results.map((message) => (
            <li key={message.messageId}>
              <button type="button" className="bk-chat__search-result" onClick={() => void open(message)}>
                <span className="bk-chat__search-where">
                  {message.senderId === workspace.me?.userId ? 'You' : message.senderNickname} in{' '}
                  {channelName(message.channelUrl)} · {timeFormat.format(message.createdAt)}
                </span>
                {message.text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
