import type { AnalystToolName } from '../analyst/toolRegistry';

/** A chart for MindChat to draw inline: the curve (line) or cash flows (bars). */
export interface ChartData {
  kind: 'curve' | 'cashflows';
  title: string;
  xLabel: string;
  yLabel: string;
  points: { x: number | string; y: number; label: string; href?: string }[];
}

/**
 * Every result of a screen or a list, for MindChat to expand and export (the answer's text shows the first rows):
 * its total, the columns and each row's cells, with the bond page each row links to.
 */
export interface ResultTableData {
  title: string;
  total: number;
  columns: { id: string; header: string; kind: 'text' | 'number' | 'date' }[];
  rows: { id: string; href: string; cells: Record<string, string | number | null> }[];
}

/** What a planner hears while it works, so the stream can show each step as it happens. */
export interface AnswerSink {
  /** A tool is about to run; answers its output (or throws the tool's refusal). */
  callTool(toolName: AnalystToolName, input: unknown): Promise<unknown>;
  text(delta: string): void;
  chart(chart: ChartData): void;
  /** All the results of a screen or a list (a `data-table` part). */
  table?(table: ResultTableData): void;
  /** Questions to ask next, after the answer (a `data-suggestions` part). */
  suggest?(questions: readonly string[]): void;
}

/** A planner: answers one question (with the conversation so far) through the sink. */
export interface AnalystPlanner {
  readonly kind: 'built-in' | 'llm';
  answer(request: {
    question: string;
    /** The conversation before the question, oldest first; read only by a planner that uses it. */
    history(): Promise<readonly { role: string; text: string }[]>;
    sink: AnswerSink;
    signal: AbortSignal;
  }): Promise<{ tokensUsed: number }>;
}
