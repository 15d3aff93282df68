import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { AnswerSink } from './analystAnswer';
import { sourcesLine } from './answerFormat';
import type { parseScreenFilters } from './parseScreenFilters';
import type { Intent } from './questionIntent';
import type { IssuerMatch, recognizeTenors } from './recognizeEntities';
import type { BondReference } from './resolveBonds';
import { streamText } from './streamText';
import { rupeeUnitAsked, withRupeesIn } from './rupeeUnits';

/** A question as the built-in planner understood it: what it names, what it filters on and what it asks. */
export interface UnderstoodQuestion {
  /** The question with desk shorthand spelled out ("7.18 GS 33 @ 101.25" → plain words). */
  text: string;
  /** The bonds the question names, each once, in the order named. */
  references: BondReference[];
  /** The text with the named bonds and issuers blanked out: what filters, tenors and wording are read from. */
  rest: string;
  /** The issuers the question names. */
  issuers: IssuerMatch[];
  /** The screen filters the question states, and whether it states any. */
  screen: ReturnType<typeof parseScreenFilters>;
  /** The G-sec curve tenors the question names ("10-year"), and tenor pairs ("2s10s"). */
  tenors: ReturnType<typeof recognizeTenors>;
  /** A bond-like phrase or ISIN the question names that matches no bond, or null. */
  unresolved: string | null;
  /** What the question asks for. */
  intent: Intent;
}

/** What every intent's answer needs: the market, where the answer goes, and the question understood. */
export interface PlannerTurn {
  /** The market snapshot every figure of the answer is read from. */
  market: MarketSnapshot;
  /** Where the answer goes: its text, charts, tables and suggestions, and the tools it calls. */
  sink: AnswerSink;
  /** Aborted when the reader stops the answer. */
  signal: AbortSignal;
  /** The data the answer is read from, named in its sources line; each answer adds what it reads. */
  sources: Set<string>;
  /** Streams the answer's markdown, followed by the sources line. */
  write: (markdown: string) => void;
  /**
   * Streams the plan, stated as soon as the question is understood and before any tool runs: the reader sees
   * what the analyst is about to compute (and from what) while the tools work. It stays the answer's first line.
   */
  announce: (plan: string) => void;
  /** Calls an analyst tool through the sink, its output typed as the tool's. */
  tool: <Output>(name: Parameters<AnswerSink['callTool']>[0], input: unknown) => Promise<Output>;
  /** The question asked, a follow-up resolved against the conversation ("its duration" → the bond meant). */
  question: string;
  /** The (resolved) question understood. */
  understood: UnderstoodQuestion;
}

/** Starts a turn: the sources begin with the instrument master, which every answer reads. */
export function createPlannerTurn(options: {
  market: MarketSnapshot;
  sink: AnswerSink;
  signal: AbortSignal;
  question: string;
  understood: UnderstoodQuestion;
}): PlannerTurn {
  const { market, sink } = options;
  const sources = new Set<string>(['bondkit instrument master']);
  const unit = rupeeUnitAsked(options.question);
  return {
    ...options,
    sources,
    write: (markdown) => {
      const stated = unit === null ? markdown : withRupeesIn(markdown, unit);
      streamText(sink, `${stated}\n\n${sourcesLine([...sources], market.asOf)}`);
    },
    announce: (plan) => {
      streamText(sink, `${plan}\n\n`);
    },
    tool: async <Output>(name: Parameters<AnswerSink['callTool']>[0], input: unknown) =>
      (await sink.callTool(name, input)) as Output,
  };
}

/** An intent's answer: true when it answered the turn, false to let the next one try. */
export type IntentAnswer = (turn: PlannerTurn) => Promise<boolean>;
