import { useEffect, useState } from 'react';
import type { ChatRun } from '@bondkit/core';
import { formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../../app/AppServices';
import { useLiveData } from '../useLiveData';
import { chatRunSideText, chatRunSummary } from './chatRunText';
import { RespondToChatRun } from './RespondToChatRun';

/** How often the list re-reads runs from chat (a run typed a moment ago shows within this). */
const refreshIntervalMs = 5_000;

/** Re-reads every `intervalMs`: a counter to key a load by. */
export function useRefreshTick(intervalMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return tick;
}

/** The runs desks typed into the user's chats (Private Runs: "quotes from chats"), each answerable. */
export function ChatRunsList() {
  const { client } = useAppServices();
  const tick = useRefreshTick(refreshIntervalMs);
  const runs = useLiveData(`chat-runs:${tick}`, () => client.quotes.listChatRuns());
  const [responding, setResponding] = useState<number | null>(null);
  if (runs.status === 'loading') return null;
  if (runs.status === 'error') return <p className="app-pane__note">Runs from chat could not be loaded.</p>;
  if (runs.data.length === 0) {
    return (
      <p className="app-pane__note">No runs typed in your chats yet (for example "GS33 6.43/6.41 25cr").</p>
    );
  }
  return (
    <div className="app-chat-runs">
      <table className="app-table app-chat-runs__table" aria-label="Runs from chat">
        <thead>
          <tr>
            <th scope="col">Bond</th>
            <th scope="col">Bid</th>
            <th scope="col">Offer</th>
            <th scope="col">From</th>
            <th scope="col">Time</th>
            <th scope="col">
              <span className="app-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.data.map((run: ChatRun) => (
            <tr key={run.id} data-message-id={run.message_id}>
              <th scope="row">{run.display_name}</th>
              <td className="app-chat-runs__bid">{chatRunSideText(run, 'bid')}</td>
              <td className="app-chat-runs__offer">{chatRunSideText(run, 'offer')}</td>
              <td>
                {run.sender_name}
                {run.sender_firm === '' ? null : ` \u00b7 ${run.sender_firm}`}
              </td>
              <td>
                <time dateTime={run.created_at} title={formatMarketDate(run.created_at.slice(0, 10))}>
                  {new Date(run.created_at).toLocaleTimeString('en-IN', {
                    hour: '2-digit',
                    minute: '2-digit',
                    timeZone: 'Asia/Kolkata',
                  })}
                </time>
              </td>
              <td>
                <button
                  type="button"
                  className="app-button"
                  aria-label={`Respond to ${chatRunSummary(run)}`}
                  aria-expanded={responding === run.id}
                  onClick={() => setResponding((open) => (open === run.id ? null : run.id))}
                >
                  Respond
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {responding === null
        ? null
        : (() => {
            const run = runs.data.find((each) => each.id === responding);
            return run ? <RespondToChatRun run={run} onDone={() => setResponding(null)} /> : null;
          })()}
    </div>
  );
}
