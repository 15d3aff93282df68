import { randomUUID } from 'node:crypto';
import {
  applyUiMessageChunk,
  startAssembledMessage,
  type AssembledMessage,
  type UiMessageChunk,
} from '@bondkit/core/mind';
import { ToolRefusal } from './analyst/priceTool';
import { runAnalystTool, type AnalystToolName } from './analyst/toolRegistry';
import type { MarketSnapshot } from './analyst/marketSnapshot';
import type { ToolCaller } from './analyst/quotesTool';
import type { AnalystPlanner } from './planner/analystAnswer';
import { distinctSources, figureSources, type FigureSource } from './planner/figureSources';

/**
 * A random id for messages, text parts and tool calls (122 random bits; `randomUUID` draws from a cached entropy
 * pool, where `randomBytes` made a system call for each of the dozen ids an answer takes).
 */
function randomId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`;
}

export interface AnswerStreamOptions {
  planner: AnalystPlanner;
  question: string;
  /** The conversation before the question; read only if the planner uses it. */
  history(): Promise<readonly { role: string; text: string }[]>;
  readMarket: () => Promise<MarketSnapshot>;
  /** Whose rights the tools apply (the quote book only for a caller with trade access). Default: none. */
  caller?: ToolCaller;
  /** Waits for this answer's next tool to have its turn (the service's shared `WorkTurns`). */
  waitForWorkTurn(): Promise<void>;
  signal: AbortSignal;
  /** Called once with the finished (or failed) assistant message and the tokens spent. */
  onComplete(result: { assembled: AssembledMessage; tokensUsed: number }): void | Promise<void>;
}

/**
 * Runs a planner and yields its work as UI message stream chunks, as it happens (in batches: every chunk ready
 * at that moment, so a burst of text deltas leaves in one write): each tool call with
 * its input and output, the answer text in small deltas, charts as `data-chart` parts, and `finish` with
 * metadata saying which planner answered and as of when. The same chunks are assembled (with core's
 * reducer, as MindChat assembles them) into the message that is stored.
 */
export async function* answerStream(
  options: AnswerStreamOptions,
): AsyncGenerator<readonly UiMessageChunk[], void, undefined> {
  let queue: UiMessageChunk[] = [];
  let wake = null as (() => void) | null;
  let finished = false;
  const push = (chunk: UiMessageChunk) => {
    queue.push(chunk);
    wake?.();
  };
  const messageId = randomId('msg');
  let assembled = startAssembledMessage(messageId);
  let textId: string | null = null;
  let inToolStep = false;
  let marketAsOf: string | null = null;
  // Where the answer's figures came from, gathered from every tool output (whichever planner called it) and
  // sent once, after the text, as a `data-sources` part.
  const sources: FigureSource[] = [];
  const caller = options.caller ?? { tradeAccess: false };
  const readMarket = async () => {
    const market = await options.readMarket();
    marketAsOf = market.asOf.toISOString();
    return market;
  };

  const endTextIfOpen = () => {
    if (textId) push({ type: 'text-end', id: textId });
    textId = null;
  };

  const run = (async () => {
    push({ type: 'start', messageId, messageMetadata: { planner: options.planner.kind } });
    push({ type: 'start-step' });
    try {
      const { tokensUsed } = await options.planner.answer({
        question: options.question,
        history: options.history,
        signal: options.signal,
        sink: {
          async callTool(toolName: AnalystToolName, input: unknown) {
            endTextIfOpen();
            inToolStep = true;
            const toolCallId = randomId('call');
            push({ type: 'tool-input-available', toolCallId, toolName, input });
            // A tool is work (pricing thousands of bonds, reading trades): it waits for its turn (one tool per
            // event-loop iteration, see WorkTurns), so what is already said leaves on the socket and questions
            // that arrive meanwhile state their plans first, rather than waiting behind every answer's tools.
            await options.waitForWorkTurn();
            try {
              const market = await readMarket();
              const output = await runAnalystTool(market, toolName, input, caller);
              push({ type: 'tool-output-available', toolCallId, output });
              sources.push(...figureSources(market, toolName, output, caller));
              return output;
            } catch (error) {
              const errorText =
                error instanceof ToolRefusal
                  ? error.message
                  : error instanceof Error
                    ? error.message
                    : String(error);
              push({ type: 'tool-output-error', toolCallId, errorText });
              throw error;
            }
          },
          text(delta: string) {
            if (!textId) {
              if (inToolStep) {
                push({ type: 'finish-step' });
                push({ type: 'start-step' });
                inToolStep = false;
              }
              textId = randomId('text');
              push({ type: 'text-start', id: textId });
            }
            push({ type: 'text-delta', id: textId, delta });
          },
          chart(chart) {
            push({ type: 'data-chart', id: randomId('chart'), data: chart });
          },
          table(table) {
            push({ type: 'data-table', id: randomId('table'), data: table });
          },
          suggest(questions) {
            push({ type: 'data-suggestions', id: randomId('suggestions'), data: { questions } });
          },
        },
      });
      endTextIfOpen();
      if (sources.length > 0)
        push({ type: 'data-sources', id: randomId('sources'), data: { sources: distinctSources(sources) } });
      push({ type: 'finish-step' });
      push({
        type: 'finish',
        finishReason: 'stop',
        messageMetadata: { planner: options.planner.kind, marketAsOf, answeredAt: new Date().toISOString() },
      });
      return tokensUsed;
    } catch (error) {
      endTextIfOpen();
      if (options.signal.aborted) push({ type: 'abort', reason: 'stopped' });
      else push({ type: 'error', errorText: error instanceof Error ? error.message : 'The analyst failed.' });
      return 0;
    } finally {
      finished = true;
      wake?.();
    }
  })();

  let tokensUsed = 0;
  try {
    for (;;) {
      if (queue.length > 0) {
        const batch = queue;
        queue = [];
        for (const chunk of batch) assembled = applyUiMessageChunk(assembled, chunk);
        yield batch;
        continue;
      }
      if (finished) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
    tokensUsed = await run;
  } finally {
    await options.onComplete({ assembled, tokensUsed });
  }
}
