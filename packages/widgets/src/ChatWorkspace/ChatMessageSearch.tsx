import { useEffect, useId, useRef, useState } from 'react';
import type { ChatMessageSearchPage, ChatMessageView } from './chatTransport';
import { useChatWorkspace } from './ChatWorkspaceProvider';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A search's results so far: every page loaded, the total, and the way to the next page. */
interface SearchResults {
  messages: ChatMessageView[];
  totalCount: number;
  next: ChatMessageSearchPage['next'];
}

/**
 * Message search over my chats (the service searches only the channels I have joined): a result opens its
 * chat and brings the message into view. The total is stated, and 'Show more results' loads the next page
 * and moves the focus to its first result, so a keyboard reader carries on where the new results start.
 */
export function ChatMessageSearch() {
  const workspace = useChatWorkspace();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<SearchResults | null>(null);
  const [status, setStatus] = useState<'idle' | 'searching' | 'more' | 'error'>('idle');
  const searchId = useId();
  const latest = useRef(0);
  // The index of the first result of the page just loaded, to focus once it is drawn.
  const focusFrom = useRef<number | null>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFrom.current === null || !results) return;
    const buttons = resultsRef.current?.querySelectorAll<HTMLButtonElement>('.bk-chat__search-result');
    buttons?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [results]);
  const search = workspace.transport.searchMessages?.bind(workspace.transport);
  if (!search) return null;
  const load = async (ask: () => Promise<ChatMessageSearchPage>, earlier: ChatMessageView[]) => {
    const ticket = ++latest.current;
    setStatus(earlier.length > 0 ? 'more' : 'searching');
    try {
      const page = await ask();
      if (ticket !== latest.current) return;
      // A message can move between pages while new ones arrive: each is listed once.
      const seen = new Set(earlier.map((message) => message.messageId));
      const added = page.messages.filter((message) => !seen.has(message.messageId));
      if (earlier.length > 0) focusFrom.current = earlier.length;
      setResults({ messages: [...earlier, ...added], totalCount: page.totalCount, next: page.next });
      setStatus('idle');
    } catch {
      if (ticket === latest.current) setStatus('error');
    }
  };
  const run = async () => {
    const text = keyword.trim();
    if (!text) return;
    await load(() => search(text), []);
  };
  const more = async () => {
    if (!results?.next) return;
    await load(results.next, results.messages);
  };
  const shown = results?.messages ?? [];
  const total = results ? Math.max(results.totalCount, shown.length) : 0;
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
          : status === 'more'
            ? 'Loading more results…'
            : results
              ? `${total} ${total === 1 ? 'message' : 'messages'} found${
                  shown.length < total ? `, ${shown.length} shown` : ''
                }`
              : ''}
      </p>
      {status === 'error' ? (
        <p role="alert" className="bk-chat__error-text">
          The search did not work. Try again.
        </p>
      ) : null}
      {results && shown.length === 0 ? (
        <p className="bk-chat__muted">No messages match “{keyword.trim()}”.</p>
      ) : null}
      {results && shown.length > 0 ? (
        <p className="bk-chat__muted bk-chat__search-count" aria-hidden="true">
          {shown.length < total
            ? `${shown.length} of ${total} messages`
            : `${total} ${total === 1 ? 'message' : 'messages'}`}
        </p>
      ) : null}
      {results && shown.length > 0 ? (
        <ul className="bk-chat__search-results" aria-label="Messages found" ref={resultsRef}>
          {shown.map((message) => (
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
      {results?.next ? (
        <button
          type="button"
          className="bk-chat__button bk-chat__search-more"
          disabled={status === 'more'}
          onClick={() => void more()}
        >
          {status === 'more'
            ? 'Loading…'
            : total > shown.length
              ? `Show more results (${total - shown.length} more)`
              : 'Show more results'}
        </button>
      ) : null}
    </div>
  );
}
