import { useEffect, useId, useState } from 'react';
import type { ChatUserSearchResult } from '@bondkit/core/validation';
import { useAppServices } from '../../../app/AppServices';

const statusLabels: Record<ChatUserSearchResult['connection_status'], string> = {
  none: '',
  pending_sent: 'Invited',
  pending_received: 'Wants to connect',
  connected: 'Connected',
};

/**
 * The dart Build Network pane: find members and firms (`chatter/user/search`, suggestions while the box is
 * empty), invite them to chat (`chatter/invite-users`), and accept the invitations others sent.
 */
export function BuildNetworkPane() {
  const { client } = useAppServices();
  const [search, setSearch] = useState('');
  const [people, setPeople] = useState<ChatUserSearchResult[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  const searchId = useId();
  const text = search.trim();

  useEffect(() => {
    // Below 3 letters the pane shows suggestions: people not connected yet.
    const searching = text.length >= 3;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setStatus('loading');
        client.chatter
          .searchUsers(searching ? { search_param: text } : { suggested: true }, controller.signal)
          .then(
            (page) => {
              setPeople(page.results);
              setStatus('ready');
            },
            () => {
              if (!controller.signal.aborted) setStatus('error');
            },
          );
      },
      searching ? 300 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, text, version]);

  const invite = async (person: ChatUserSearchResult) => {
    try {
      const answer = await client.chatter.inviteUsers([person.sendbird_user_id]);
      setMessage(`${person.user_name ?? 'They'}: ${answer.detail}`);
      setVersion((value) => value + 1);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The invitation was not sent. Try again.');
    }
  };

  return (
    <div className="app-network">
      <div className="app-field">
        <label htmlFor={searchId}>Find members and firms</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Name, firm or email"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className="app-muted">{text.length >= 3 ? 'Results' : 'Suggested for you'}</p>
      {status === 'error' ? (
        <p role="alert" className="app-network__error">
          The search failed. Check your connection and try again.
        </p>
      ) : null}
      {status === 'ready' && people.length === 0 ? <p className="app-muted">No members found.</p> : null}
      <ul className="app-network__list" aria-label="Members" aria-busy={status === 'loading'}>
        {people.map((person) => (
          <li key={person.sendbird_user_id} className="app-network__person">
            <span>
              <strong>{person.user_name}</strong>
              <span className="app-muted"> · {person.brand_name ?? person.name}</span>
            </span>
            {person.connection_status === 'none' || person.connection_status === 'pending_received' ? (
              <button type="button" className="app-button" onClick={() => void invite(person)}>
                {person.connection_status === 'none' ? 'Invite to chat' : 'Accept'}
                <span className="app-visually-hidden"> {person.user_name}</span>
              </button>
            ) : (
              <span className="app-muted">{statusLabels[person.connection_status]}</span>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="app-muted">
        {message}
      </p>
    </div>
  );
}
