import { useState } from 'react';
import type { ChatRun } from '@bondkit/core';
import { chatRunSideText } from './chatRunText';
import { RespondToChatRun } from './RespondToChatRun';

/**
 * Under a chat message read as a run: the parsed quote as a chip, with a one-click respond that opens a
 * private quote on the other side, prefilled, to send in the same chat.
 */
export function ChatRunChip({ run }: { run: ChatRun }) {
  const [responding, setResponding] = useState(false);
  return (
    <div className="app-chat-run-chip" data-run-id={run.id}>
      <span className="app-chat-run-chip__label">Run</span>{' '}
      <span className="app-chat-run-chip__bond">{run.display_name}</span>{' '}
      {run.bid === null ? null : (
        <span className="app-chat-run-chip__bid">bid {chatRunSideText(run, 'bid')}</span>
      )}{' '}
      {run.offer === null ? null : (
        <span className="app-chat-run-chip__offer">offer {chatRunSideText(run, 'offer')}</span>
      )}{' '}
      {run.settlement_delta === null ? null : <span>T+{run.settlement_delta}</span>}{' '}
      <button
        type="button"
        className="app-button app-chat-run-chip__respond"
        aria-expanded={responding}
        onClick={() => setResponding((open) => !open)}
      >
        {run.bid !== null ? 'Offer to this' : 'Bid for this'}
      </button>
      {responding ? <RespondToChatRun run={run} onDone={() => setResponding(false)} /> : null}
    </div>
  );
}
