import { useEffect, useId, useRef, useState } from 'react';
import { chatChannelTypes, chatConstants } from '@bondkit/core/chat';
import type { ChatChannelKind, ChatPersonView } from './chatTransport';
import { useChatWorkspace } from './ChatWorkspaceProvider';

const minimumSearchLength = 3;
const searchDebounceMilliseconds = 300;

/** What the form says for each kind: the choice, the name field, the submit button, the missing name. */
const kindTexts: Record<
  ChatChannelKind,
  { option: string; nameLabel: string; submit: string; noName: string }
> = {
  direct: { option: 'Direct chat', nameLabel: '', submit: 'Start chat', noName: '' },
  group: {
    option: 'Group',
    nameLabel: 'Group name',
    submit: 'Create group',
    noName: 'Name the group.',
  },
  trading_group: {
    option: 'Trading group',
    nameLabel: 'Trading group name',
    submit: 'Create trading group',
    noName: 'Name the trading group.',
  },
  broadcast: {
    option: 'Broadcast list',
    nameLabel: 'Broadcast list name',
    submit: 'Create broadcast list',
    noName: 'Name the broadcast list.',
  },
};
const kinds: readonly ChatChannelKind[] = ['direct', 'group', 'trading_group', 'broadcast'];

/**
 * A broadcast list is marked as made from a broadcast, so the spec's list rule puts it at the bottom of its
 * creator's list (and its recipients, for whom it is not theirs, never list it).
 */
const broadcastData = JSON.stringify({ created_from: chatChannelTypes.broadcast });

/**
 * Starts a direct chat with one person, or a group, trading group or broadcast list with several, found
 * through the counterparty search (`searchPeople`).
 */
export function CreateChatForm({ onDone }: { onDone: () => void }) {
  const workspace = useChatWorkspace();
  const [kind, setKind] = useState<ChatChannelKind>('direct');
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<ChatPersonView[]>([]);
  /** The last page loaded, and whether it was full (so there may be more). */
  const [page, setPage] = useState({ number: 1, full: false });
  const moreControllerRef = useRef<AbortController | null>(null);
  const [chosen, setChosen] = useState<ChatPersonView[]>([]);
  const [status, setStatus] = useState<'idle' | 'searching' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const searchPeople = workspace.searchPeople;

  useEffect(() => {
    const text = search.trim();
    if (!searchPeople || text.length < minimumSearchLength) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('searching');
      searchPeople(text, controller.signal).then(
        (people) => {
          setResults(people.slice(0, chatConstants.userSearchPageSize));
          setPage({ number: 1, full: people.length >= chatConstants.userSearchPageSize });
          setStatus('idle');
        },
        () => {
          if (!controller.signal.aborted) setStatus('error');
        },
      );
    }, searchDebounceMilliseconds);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, searchPeople]);

  const loadMore = () => {
    const text = search.trim();
    if (!searchPeople || !page.full) return;
    moreControllerRef.current?.abort();
    const controller = new AbortController();
    moreControllerRef.current = controller;
    setStatus('searching');
    searchPeople(text, controller.signal, page.number + 1).then(
      (people) => {
        if (controller.signal.aborted) return;
        const next = people.slice(0, chatConstants.userSearchPageSize);
        setResults((list) => [
          ...list,
          ...next.filter((person) => !list.some((item) => item.userId === person.userId)),
        ]);
        setPage({ number: page.number + 1, full: next.length >= chatConstants.userSearchPageSize });
        setStatus('idle');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
  };
  useEffect(() => () => moreControllerRef.current?.abort(), []);

  const toggle = (person: ChatPersonView) => {
    if (kind === 'direct') setChosen([person]);
    else
      setChosen((list) =>
        list.some((item) => item.userId === person.userId)
          ? list.filter((item) => item.userId !== person.userId)
          : [...list, person],
      );
  };
  const create = async () => {
    setError(null);
    if (chosen.length === 0) return setError('Choose at least one member.');
    if (kind !== 'direct' && !name.trim()) return setError(kindTexts[kind].noName);
    try {
      const channel = await workspace.transport.createChannel({
        kind,
        userIds: chosen.map((person) => person.userId),
        name: name.trim(),
        ...(kind === 'broadcast' ? { data: broadcastData } : {}),
      });
      workspace.store.addChannel(channel);
      workspace.select(channel.url, 'created');
      onDone();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The chat could not be created. Try again.');
    }
  };

  return (
    <form
      className="bk-chat__create"
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <h3 id={`${baseId}-title`} className="bk-chat__title">
        New chat
      </h3>
      <fieldset className="bk-chat__kinds">
        <legend>Kind</legend>
        {kinds.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${baseId}-kind`}
              checked={kind === option}
              onChange={() => {
                setKind(option);
                setChosen((list) => (option === 'direct' ? list.slice(0, 1) : list));
              }}
            />{' '}
            {kindTexts[option].option}
          </label>
        ))}
      </fieldset>
      {kind !== 'direct' ? (
        <>
          <label htmlFor={`${baseId}-name`}>{kindTexts[kind].nameLabel}</label>
          <input
            id={`${baseId}-name`}
            className="bk-chat__input"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
        </>
      ) : null}
      <label htmlFor={`${baseId}-search`}>Find members</label>
      <input
        id={`${baseId}-search`}
        className="bk-chat__input"
        type="search"
        value={search}
        placeholder="Name, firm or email (3 letters or more)"
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim().length === 0 ? <p className="bk-chat__muted">Start typing to search...</p> : null}
      {status === 'error' ? (
        <p role="alert" className="bk-chat__error-text">
          The search failed. Try again.
        </p>
      ) : null}
      {status === 'idle' && search.trim().length >= minimumSearchLength && results.length === 0 ? (
        <p className="bk-chat__muted">No members found.</p>
      ) : null}
      <ul className="bk-chat__people" aria-label="Members found">
        {results.map((person) => {
          const selected = chosen.some((item) => item.userId === person.userId);
          return (
            <li key={person.userId}>
              <button
                type="button"
                className="bk-chat__person"
                aria-pressed={selected}
                onClick={() => toggle(person)}
              >
                {person.name}
                {person.firm ? <span className="bk-chat__muted"> · {person.firm}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {page.full && status !== 'searching' && search.trim().length >= minimumSearchLength ? (
        <button type="button" className="bk-chat__link" onClick={loadMore}>
          More members
        </button>
      ) : null}
      {chosen.length > 0 ? (
        <p className="bk-chat__muted">With: {chosen.map((person) => person.name).join(', ')}</p>
      ) : null}
      {error ? (
        <p role="alert" className="bk-chat__error-text">
          {error}
        </p>
      ) : null}
      <div className="bk-chat__actions">
        <button type="submit" className="bk-chat__button bk-chat__button--primary">
          {kindTexts[kind].submit}
        </button>
        <button type="button" className="bk-chat__button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
