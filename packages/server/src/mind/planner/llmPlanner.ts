import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, tool, type ModelMessage, type ToolSet } from 'ai';
import type { MindConfig } from '../../config';
import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { YieldCurve } from '../analyst/curveTool';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import { analystTools, type AnalystToolName } from '../analyst/toolRegistry';
import type { AnalystPlanner } from './analystAnswer';
import { sourcesLine } from './answerFormat';
import { cashflowChart, curveChart } from './charts';
import { LlmAnswerParts } from './llmAnswerParts';

const systemPrompt = [
  'You are MIND, the bond analyst of an Indian bond trading platform. Today is {today} (India); default settlement is {settlement}.',
  'Answer only from the tools. Never state a number that a tool did not return; copy figures exactly.',
  'Name every bond as a markdown link to its `link` field, e.g. [7.18% GS 2033](/security/12).',
  'Use markdown tables for several bonds or measures. If the tools cannot answer, say so plainly.',
  'Tools give dates as YYYY-MM-DD; write them as the platform does, day month year: 2033-07-24 is 24 Jul 2033.',
  'Refuse investment advice and forecasts: you state what the data and the pricing engine compute.',
].join('\n');

/**
 * The LLM planner: any OpenAI-compatible chat model (through the AI SDK) calling the same tools as the
 * built-in planner. The model chooses the calls and writes the prose; every figure comes from a tool,
 * and the closing line on sources and time is added here, not by the model.
 */
export function createLlmPlanner(
  llm: NonNullable<MindConfig['llm']>,
  readMarket: () => Promise<MarketSnapshot>,
  options: { fetch?: typeof fetch } = {},
): AnalystPlanner {
  const provider = createOpenAICompatible({
    name: 'mind-llm',
    baseURL: llm.baseUrl,
    apiKey: llm.apiKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    kind: 'llm',
    async answer({ question, history, sink, signal }) {
      const market = await readMarket();
      // The same result tables and follow-up questions as the built-in analyst, from the tools the model called.
      const parts = new LlmAnswerParts(sink, readMarket);
      const tools: ToolSet = {};
      for (const [name, definition] of Object.entries(analystTools)) {
        tools[name] = tool({
          description: definition.description,
          inputSchema: definition.inputSchema,
          execute: async (input: unknown) => {
            const output = await sink.callTool(name as AnalystToolName, input);
            if (name === 'curve') sink.chart(curveChart(output as YieldCurve));
            if (
              name === 'details' &&
              (output as DetailsToolOutput).cashflows.length > 0 &&
              /cash ?flow/i.test(question)
            )
              sink.chart(cashflowChart(output as DetailsToolOutput));
            await parts.toolAnswered(name as AnalystToolName, input, output);
            return output;
          },
        });
      }
      const messages: ModelMessage[] = [
        ...(await history())
          .slice(-10)
          .map((message): ModelMessage =>
            message.role === 'assistant'
              ? { role: 'assistant', content: message.text }
              : { role: 'user', content: message.text },
          ),
        { role: 'user', content: question },
      ];
      const result = streamText({
        model: provider.chatModel(llm.model),
        system: systemPrompt.replace('{today}', market.today).replace('{settlement}', market.settlementDate),
        messages,
        tools,
        stopWhen: stepCountIs(6),
        abortSignal: signal,
        maxRetries: 0,
      });
      let failure: unknown = null;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') sink.text(part.text);
        else if (part.type === 'error') failure = part.error;
      }
      if (failure) throw failure instanceof Error ? failure : new Error('The language model failed.');
      sink.text(
        `\n\n${sourcesLine(['bondkit instrument master', 'live market yields', `model ${llm.model}`], market.asOf)}`,
      );
      parts.suggest();
      const usage = await result.totalUsage;
      return { tokensUsed: usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0) };
    },
  };
}
