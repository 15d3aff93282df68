import type { AnalystToolName } from '../analyst/toolRegistry';

/** A chart for MindChat to draw inline: the curve (line) or cash flows (bars). */
export interface ChartData {
  kind: 'curve' | 'cashflows';
  title: string;
  xLabel: string;
  yLabel: string;
  points: { x: number | string; y: number; label: string; href?: string }[];
}

/** What a planner hears while it works, so the stream can show each step as it happens. */
export interface AnswerSink {
  /** A tool is about to run; answers its output (or throws the tool's refusal). */
  callTool(toolName: AnalystToolName, input: unknown): Promise<unknown>;
  text(delta: string): void;
  chart(chart: ChartData): void;
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
