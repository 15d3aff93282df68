// Scores the parser on the desk-message corpus: a parsed run counts as right only when every field of it
// (bond, yield or price, both levels and sizes, settlement) equals an expected run of the same message.
import { readFileSync } from 'node:fs';
import { parseRunMessage, indexRunBonds, type ParsedRun, type RunBond } from '../../src/runs/index';

interface ExpectedRun {
  isin: string;
  quotedIn: 'yield' | 'price';
  bid: { level: number; size: number | null } | null;
  offer: { level: number; size: number | null } | null;
  settlementDelta: 0 | 1 | null;
}

interface CorpusMessage {
  text: string;
  runs: ExpectedRun[];
  note?: string;
}

export interface RunCorpus {
  bonds: RunBond[];
  messages: CorpusMessage[];
}

export function loadRunCorpus(): RunCorpus {
  return JSON.parse(readFileSync(new URL('./deskRunCorpus.json', import.meta.url), 'utf8')) as RunCorpus;
}

function sameLevel(left: ExpectedRun['bid'], right: ExpectedRun['bid']): boolean {
  if (left === null || right === null) return left === right;
  return Math.abs(left.level - right.level) < 1e-9 && left.size === right.size;
}

function matches(parsed: ParsedRun, expected: ExpectedRun): boolean {
  return (
    parsed.bond.isin === expected.isin &&
    parsed.quotedIn === expected.quotedIn &&
    sameLevel(parsed.bid, expected.bid) &&
    sameLevel(parsed.offer, expected.offer) &&
    parsed.settlementDelta === expected.settlementDelta
  );
}

export interface RunCorpusScore {
  messages: number;
  expectedRuns: number;
  parsedRuns: number;
  correctRuns: number;
  precision: number;
  recall: number;
  /** Messages whose parse differs from the expected one, for reading. */
  misses: Array<{ text: string; expected: ExpectedRun[]; parsed: ParsedRun[] }>;
}

export function scoreRunCorpus(corpus: RunCorpus): RunCorpusScore {
  const bonds = indexRunBonds(corpus.bonds);
  let expectedRuns = 0;
  let parsedRuns = 0;
  let correctRuns = 0;
  const misses: RunCorpusScore['misses'] = [];
  for (const message of corpus.messages) {
    const { runs } = parseRunMessage(message.text, { bonds });
    const unmatched = [...message.runs];
    let correct = 0;
    for (const run of runs) {
      const at = unmatched.findIndex((expected) => matches(run, expected));
      if (at >= 0) {
        unmatched.splice(at, 1);
        correct += 1;
      }
    }
    expectedRuns += message.runs.length;
    parsedRuns += runs.length;
    correctRuns += correct;
    if (correct !== runs.length || unmatched.length > 0)
      misses.push({ text: message.text, expected: message.runs, parsed: runs });
  }
  return {
    messages: corpus.messages.length,
    expectedRuns,
    parsedRuns,
    correctRuns,
    precision: parsedRuns === 0 ? 0 : correctRuns / parsedRuns,
    recall: expectedRuns === 0 ? 0 : correctRuns / expectedRuns,
    misses,
  };
}
