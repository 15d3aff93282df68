import type { ChatRun } from '@bondkit/core';
import { formatQuantum } from '@bondkit/widgets';

/** One side of a run as desks read it: '6.43% · 25 Cr', '101.2000', or '—'. */
export function chatRunSideText(run: ChatRun, side: 'bid' | 'offer'): string {
  const level = run[side];
  if (level === null) return '\u2014';
  const number = run.quoted_in === 'yield' ? `${level.level.toFixed(4)}%` : level.level.toFixed(4);
  return level.size === null ? number : `${number} \u00b7 ${formatQuantum(level.size)}`;
}

/** The whole run on one line, for a chip or an accessible name: 'GS 2033 bid 6.4300% / offer 6.4100%'. */
export function chatRunSummary(run: ChatRun): string {
  const parts = [
    run.bid === null ? null : `bid ${chatRunSideText(run, 'bid')}`,
    run.offer === null ? null : `offer ${chatRunSideText(run, 'offer')}`,
    run.settlement_delta === null ? null : `T+${run.settlement_delta}`,
  ].filter((part) => part !== null);
  return `${run.display_name} ${parts.join(' / ')}`;
}
