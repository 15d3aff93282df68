import type { ServerServices } from '../services';
import { MarketSnapshotCache, type MarketSnapshot } from './analyst/marketSnapshot';
import type { AnalystPlanner } from './planner/analystAnswer';
import { createBuiltInPlanner } from './planner/builtInPlanner';
import { createLlmPlanner } from './planner/llmPlanner';
import { withBuiltInFallback } from './planner/fallbackPlanner';
import { WorkTurns } from './workTurns';
import { MindUsageLimits } from './usageLimits';

/** What the MIND routes share: the planner the configuration chose, the market reader and the limits. */
export interface MindService {
  planner: AnalystPlanner;
  /** The built-in planner, which the public preview always uses (it spends no LLM tokens). */
  previewPlanner: AnalystPlanner;
  readMarket: () => Promise<MarketSnapshot>;
  limits: MindUsageLimits;
  /** The turns every answer's tools take, one per event-loop iteration. */
  workTurns: WorkTurns;
  /** Stops listening for market events (the server is closing). */
  close(): void;
}

/** Builds the service of one server: the LLM planner when `MIND_LLM_*` is set, else the built-in one. */
export function createMindService(
  services: ServerServices,
  options: { llmFetch?: typeof fetch } = {},
): MindService {
  const market = new MarketSnapshotCache({ db: services.db, now: services.now, events: services.events });
  const readMarket = () => market.read();
  const builtIn = createBuiltInPlanner(readMarket);
  const llm = services.config.mind.llm;
  return {
    // The built-in analyst is the default, and the fallback when the model cannot answer at all.
    planner: llm
      ? withBuiltInFallback(createLlmPlanner(llm, readMarket, { fetch: options.llmFetch }), builtIn)
      : builtIn,
    previewPlanner: builtIn,
    readMarket,
    limits: new MindUsageLimits(services.db, services.config.mind, services.now),
    workTurns: new WorkTurns(),
    close: () => market.close(),
  };
}

/** The questions MindChat offers to start with; each one the built-in planner answers. */
export const suggestedQuestions: readonly string[] = [
  'What is the yield of 7.18% GS 2033 at 101.25 for settlement tomorrow?',
  'Which AAA corporate bonds mature between 2029 and 2031 yielding above 7.5%?',
  'Show the G-sec curve',
  'Compare the two longest SDLs',
  'AAA PSU 2030s, bps over the curve',
  'Cash flows of 7.26 GS 2033 for 5 crore',
];
