// The built-in planner asked as the MIND service asks it, with the analyst's real tools on a test market: one
// question, or a conversation (each question after the ones before and their answers). Shared by the planner's
// understanding tests.
import { afterAll, beforeAll } from 'vitest';
import { readMarketSnapshot, type MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import { runAnalystTool, type AnalystToolName } from '../../src/mind/analyst/toolRegistry';
import { createBuiltInPlanner } from '../../src/mind/planner/builtInPlanner';
import type { ChartData, ResultTableData } from '../../src/mind/planner/analystAnswer';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { marketHoursNow, startTradingServer, type TradingTestServer } from '../trading/tradingServer';

/**
 * Opens a test market (a trading server of 400 instruments, read during market hours) before the file's tests and
 * closes it after them; `opened` receives the market.
 */
export function openPlannerMarket(opened: (market: MarketSnapshot) => void): void {
  let server: TradingTestServer | undefined;
  beforeAll(async () => {
    server = await startTradingServer({ instruments: 400 });
    opened(await readMarketSnapshot(server.app.services.db, marketHoursNow));
  }, 60_000);
  afterAll(async () => server?.close());
}

export interface PlannerRun {
  calls: { toolName: AnalystToolName; input: Record<string, unknown>; output?: unknown; error?: string }[];
  text: string;
  charts: ChartData[];
  tables: ResultTableData[];
  suggestions: string[];
}

/** Asks a question after `history` (question, answer, question, …) as a researcher (no trade access). */
export async function askPlanner(
  market: MarketSnapshot,
  question: string,
  history: readonly string[] = [],
): Promise<PlannerRun> {
  const run: PlannerRun = { calls: [], text: '', charts: [], tables: [], suggestions: [] };
  await createBuiltInPlanner(async () => market).answer({
    question,
    history: async () =>
      history.map((text, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', text })),
    signal: new AbortController().signal,
    sink: {
      async callTool(toolName, input) {
        const call: PlannerRun['calls'][number] = { toolName, input: input as Record<string, unknown> };
        run.calls.push(call);
        try {
          call.output = await runAnalystTool(market, toolName, input);
          return call.output;
        } catch (error) {
          call.error = (error as Error).message;
          throw error;
        }
      },
      text: (delta) => (run.text += delta),
      chart: (chart) => run.charts.push(chart),
      table: (table) => run.tables.push(table),
      suggest: (questions) => run.suggestions.push(...questions),
    },
  });
  return run;
}

/** A conversation: each question asked after the ones before and their answers. */
export async function conversePlanner(
  market: MarketSnapshot,
  questions: readonly string[],
): Promise<PlannerRun[]> {
  const history: string[] = [];
  const runs: PlannerRun[] = [];
  for (const question of questions) {
    const run = await askPlanner(market, question, history);
    runs.push(run);
    history.push(question, run.text);
  }
  return runs;
}

/** Whether a bond is listed, enabled, not matured and has terms the engine prices (and, when asked, a yield). */
export function isPricedBond(
  market: MarketSnapshot,
  entry: CatalogueInstrument,
  options: { withMarketYield?: boolean } = {},
): boolean {
  return (
    entry.row.isListed &&
    !entry.row.isDisabledIsin &&
    entry.row.maturityDate > market.today &&
    entry.terms !== null &&
    (!options.withMarketYield || market.yields.has(entry.row.id))
  );
}
