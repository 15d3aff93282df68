// The LLM planner reaches the new tools of issue 34 through the AI SDK's tool calling, against a local
// OpenAI-compatible server speaking chat completions: the curve at a tenor, and the quote book within the
// caller's rights (a researcher's model is told the book is not visible, as api/quote/depth/ answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyUiMessageChunk, readUiMessageStream, startAssembledMessage } from '@bondkit/core/mind';
import { buildServer } from '../../src/app';
import { runMigrations } from '../../src/database/migrate';
import type { ApiApp } from '../../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../../src/seed/demoAccounts';
import { seedUniverseInstruments } from '../../src/universe/seedUniverse';
import type { DatabaseConnection } from '../../src/database/connection';
import { createTestDatabase, testConfig } from '../harness';
import { marketHoursNow } from '../trading/tradingServer';
import type { AnalystPlanner } from '../../src/mind/planner/analystAnswer';
import { withBuiltInFallback } from '../../src/mind/planner/fallbackPlanner';
import {
  finishChunk,
  lastUserText,
  startScriptedChatModel,
  textChunk,
  toolCallChunk,
  type ScriptStep,
  type ScriptedChatRequest,
} from './scriptedChatModel';

/** Asks the tool the question needs, then states what the tool returned. */
function script(request: ScriptedChatRequest): ScriptStep[] {
  const toolResult = request.messages.find((message) => message.role === 'tool');
  const question = lastUserText(request);
  if (!toolResult) {
    if (question.includes('outstanding'))
      return [
        toolCallChunk('issuer', { issuer: question.replace(/ outstanding\?$/, '') }),
        finishChunk('tool_calls', 10),
      ];
    if (question.includes('AAA'))
      return [toolCallChunk('screen', { ratings: ['AAA'], limit: 3 }), finishChunk('tool_calls', 10)];
    if (question.includes('10-year'))
      return [toolCallChunk('curvePoints', { tenorsYears: [10] }), finishChunk('tool_calls', 10)];
    return [toolCallChunk('quotes', { bondId: 1 }), finishChunk('tool_calls', 10)];
  }
  const content =
    typeof toolResult.content === 'string' ? toolResult.content : JSON.stringify(toolResult.content);
  const output = JSON.parse(content) as {
    points?: { yieldPercent: number }[];
    visible?: boolean;
    total?: number;
    outstanding?: unknown[];
  };
  if (output.outstanding)
    return [textChunk(`**${output.outstanding.length}** bonds are outstanding.`), finishChunk('stop', 10)];
  if (output.total !== undefined)
    return [textChunk(`**${output.total}** AAA bonds match; here are three.`), finishChunk('stop', 10)];
  if (output.points)
    return [
      textChunk(`The 10-year G-sec yield is **${output.points[0]!.yieldPercent.toFixed(4)}%**.`),
      finishChunk('stop', 10),
    ];
  return [
    textChunk(output.visible ? 'The book is visible.' : 'Quotes are not visible to your role.'),
    finishChunk('stop', 10),
  ];
}

let app: ApiApp;
let origin: string;
let database: DatabaseConnection | undefined;
let authorization: string;
const model = await startScriptedChatModel({ apiKey: 'test-key', script });

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db);
  await seedUniverseInstruments(database.db, marketHoursNow, { instrumentCount: 200, historyDays: 5 });
  app = await buildServer({
    config: testConfig({
      MIND_LLM_BASE_URL: model.url,
      MIND_LLM_API_KEY: 'test-key',
      MIND_LLM_MODEL: 'scripted-2',
    }),
    database,
    now: () => marketHoursNow,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const account = demoAccounts.find((candidate) => candidate.key === 'researcher')!;
  const token = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email: account.email, password: demoPassword },
  });
  authorization = `Bearer ${token.json<{ access: string }>().access}`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await model.close();
});

async function askOnce(text: string) {
  const created = await fetch(`${origin}/mind-api/conversations/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: '{}',
  });
  const { id } = (await created.json()) as { id: string };
  const response = await fetch(`${origin}/mind-api/conversations/${id}/chat/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text }] }] }),
  });
  expect(response.status).toBe(200);
  let assembled = startAssembledMessage('x');
  for await (const chunk of readUiMessageStream(response.body!))
    assembled = applyUiMessageChunk(assembled, chunk);
  return assembled.message.parts as {
    type: string;
    output?: Record<string, unknown>;
    text?: string;
    data?: Record<string, unknown>;
  }[];
}

describe('LLM planner: the tools of issue 34', () => {
  it('reads the curve at a tenor through curvePoints', async () => {
    const parts = await askOnce('What is the 10-year G-sec yield?');
    const tool = parts.find((part) => part.type === 'tool-curvePoints');
    const points = (tool?.output as { points: { yieldPercent: number; tenorYears: number }[] }).points;
    expect(points[0]!.tenorYears).toBe(10);
    const text = parts
      .filter((part) => part.type === 'text')
      .map((part) => part.text)
      .join('');
    expect(text).toContain(`**${points[0]!.yieldPercent.toFixed(4)}%**`);
  });

  it("applies the caller's rights to the quote book: a researcher's model gets no quotes", async () => {
    const parts = await askOnce('Best bid for IN0020040005?');
    const tool = parts.find((part) => part.type === 'tool-quotes');
    expect(tool?.output).toMatchObject({ visible: false, bids: [], asks: [] });
    expect(
      parts
        .filter((part) => part.type === 'text')
        .map((part) => part.text)
        .join(''),
    ).toContain('not visible');
  });
});

describe("LLM planner: the built-in analyst's result tables, suggestions and sources", () => {
  it("turns the model's screen into the full result table, and offers follow-ups", async () => {
    const parts = await askOnce('Which AAA bonds are there?');
    const screen = parts.find((part) => part.type === 'tool-screen')?.output as {
      total: number;
      bonds: unknown[];
    };
    // The model asked for 3 rows; the table holds every match for MindChat to expand and export.
    expect(screen.bonds).toHaveLength(3);
    expect(screen.total).toBeGreaterThan(3);
    const table = parts.find((part) => part.type === 'data-table')?.data as {
      total: number;
      rows: { href: string; cells: { rating: string } }[];
    };
    expect(table.total).toBe(screen.total);
    expect(table.rows).toHaveLength(screen.total);
    expect(new Set(table.rows.map((row) => row.cells.rating))).toEqual(new Set(['AAA']));
    const suggestions = parts.find((part) => part.type === 'data-suggestions')?.data as {
      questions: string[];
    };
    expect(suggestions.questions).toContain('Tell me more about the first one');
  });

  it("turns the model's issuer list into the result table", async () => {
    const issuerName = (
      await app
        .inject({ method: 'GET', url: '/api/finstrument/1/' })
        .then((response) => response.json<{ issuer: string }>())
    ).issuer;
    const parts = await askOnce(`${issuerName} outstanding?`);
    const listed = parts.find((part) => part.type === 'tool-issuer')?.output as {
      outstanding: { link: string }[];
    };
    const table = parts.find((part) => part.type === 'data-table')?.data as {
      total: number;
      rows: { href: string }[];
    };
    expect(table.total).toBe(listed.outstanding.length);
    expect(table.rows.map((row) => row.href)).toEqual(listed.outstanding.map((bond) => bond.link));
  });

  it('links the curve points the model read, and suggests curve questions', async () => {
    const parts = await askOnce('What is the 10-year G-sec yield?');
    const tool = parts.find((part) => part.type === 'tool-curvePoints')?.output as {
      points: { from: { link: string }[] }[];
    };
    const sources = parts.find((part) => part.type === 'data-sources')?.data as {
      sources: { kind: string; href: string }[];
    };
    expect(sources.sources.map((source) => [source.kind, source.href])).toEqual(
      tool.points[0]!.from.map((bond) => ['curve-point', bond.link]),
    );
    const suggestions = parts.find((part) => part.type === 'data-suggestions')?.data as {
      questions: string[];
    };
    expect(suggestions.questions).toContain('Show the G-sec curve');
  });
});

describe('the built-in analyst as the fallback', () => {
  it('answers when the model fails before saying anything, and not when it failed midway', async () => {
    const failing = (afterText: boolean): AnalystPlanner => ({
      kind: 'llm',
      async answer({ sink }) {
        if (afterText) sink.text('Half an ans');
        throw new Error('HTTP 502 from the model');
      },
    });
    const builtIn: AnalystPlanner = {
      kind: 'built-in',
      async answer({ sink }) {
        sink.text('From the built-in analyst.');
        return { tokensUsed: 0 };
      },
    };
    const run = async (planner: AnalystPlanner) => {
      let text = '';
      const outcome = await planner
        .answer({
          question: 'Show the G-sec curve',
          history: async () => [],
          signal: new AbortController().signal,
          sink: { callTool: async () => null, text: (delta) => (text += delta), chart: () => undefined },
        })
        .then(
          () => 'answered',
          (error: Error) => error.message,
        );
      return { text, outcome };
    };
    expect(await run(withBuiltInFallback(failing(false), builtIn))).toEqual({
      text: 'From the built-in analyst.',
      outcome: 'answered',
    });
    expect(await run(withBuiltInFallback(failing(true), builtIn))).toEqual({
      text: 'Half an ans',
      outcome: 'HTTP 502 from the model',
    });
  });
});
