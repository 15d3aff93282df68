import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundYieldPercent, settlementDate, yieldFromPrice } from '@bondkit/core/pricing';
import { readUiMessageStream, startAssembledMessage, applyUiMessageChunk } from '@bondkit/core/mind';
import { buildServer } from '../../src/app';
import { runMigrations } from '../../src/database/migrate';
import type { ApiApp } from '../../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../../src/seed/demoAccounts';
import { seedUniverseInstruments } from '../../src/universe/seedUniverse';
import { instrumentCatalogue } from '../../src/trading/instrumentCatalogue';
import type { DatabaseConnection } from '../../src/database/connection';
import { createTestDatabase, testConfig } from '../harness';
import { marketHoursNow } from '../trading/tradingServer';
import {
  finishChunk,
  startScriptedChatModel,
  textChunk,
  toolCallChunk,
  type ScriptStep,
  type ScriptedChatRequest,
} from './scriptedChatModel';

/** The script: the first call asks for the `price` tool, the second answers with the yield the tool returned. */
function priceScript(request: ScriptedChatRequest): ScriptStep[] {
  const toolResult = request.messages.find((message) => message.role === 'tool');
  if (!toolResult)
    return [toolCallChunk('price', { bondId: gsecId, cleanPrice: 101.25 }), finishChunk('tool_calls', 600)];
  const content =
    typeof toolResult.content === 'string' ? toolResult.content : JSON.stringify(toolResult.content);
  const output = JSON.parse(content) as { yieldPercent: number; bond: { name: string; link: string } };
  return [
    textChunk(`The yield of [${output.bond.name}](${output.bond.link}) `),
    textChunk(`at 101.25 is **${output.yieldPercent.toFixed(4)}%**.`),
    finishChunk('stop', 600),
  ];
}

let app: ApiApp;
let origin: string;
let database: DatabaseConnection | undefined;
let authorization: string;
let gsecId = 0;
const model = await startScriptedChatModel({ apiKey: 'test-key', script: priceScript });

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db);
  await seedUniverseInstruments(database.db, marketHoursNow, { instrumentCount: 200, historyDays: 5 });
  app = await buildServer({
    config: testConfig({
      MIND_LLM_BASE_URL: model.url,
      MIND_LLM_API_KEY: 'test-key',
      MIND_LLM_MODEL: 'scripted-1',
      MIND_DAILY_TOKENS: '1000',
    }),
    database,
    now: () => marketHoursNow,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const catalogue = await instrumentCatalogue(database.db, marketHoursNow);
  gsecId = catalogue.all.find((entry) => entry.row.displayName === '7.18% GS 2033')!.row.id;
  const account = demoAccounts.find((candidate) => candidate.key === 'researcher')!;
  const token = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email: account.email, password: demoPassword },
  });
  authorization = `Bearer ${token.json<{ access: string }>().access}`;
}, 60_000);

// Registered at the top level (a hook inside beforeAll never runs): the pool must end before the harness
// stops the file's PostgreSQL cluster, or its idle clients die with "Connection terminated unexpectedly".
afterAll(async () => {
  await app?.close();
  await database?.close();
  await model.close();
});

async function ask(conversationId: string, text: string) {
  return fetch(`${origin}/mind-api/conversations/${conversationId}/chat/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      messages: [{ id: `u${Math.random()}`, role: 'user', parts: [{ type: 'text', text }] }],
    }),
  });
}

describe('LLM planner against an OpenAI-compatible server', () => {
  it('lets the model call the same tools, streams its text with the tool output, and counts tokens', async () => {
    const created = await fetch(`${origin}/mind-api/conversations/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    });
    const { id } = (await created.json()) as { id: string };
    const response = await ask(id, 'What is the yield of 7.18% GS 2033 at 101.25?');
    expect(response.status).toBe(200);
    let assembled = startAssembledMessage('x');
    for await (const chunk of readUiMessageStream(response.body!))
      assembled = applyUiMessageChunk(assembled, chunk);
    expect(assembled.status).toBe('done');

    const first = model.requests[0]!;
    expect(first.model).toBe('scripted-1');
    expect(first.stream).toBe(true);
    expect(first.tools!.map((tool) => tool.function.name).sort()).toEqual([
      'compare',
      'curve',
      'curvePoints',
      'define',
      'details',
      'issuer',
      'mostTraded',
      'price',
      'priceTerms',
      'quotes',
      'screen',
      'search',
      'tradeActivity',
      'trades',
    ]);
    expect(first.messages[0]).toMatchObject({ role: 'system' });

    const parts = assembled.message.parts as {
      type: string;
      output?: { yieldPercent: number };
      text?: string;
    }[];
    const tool = parts.find((part) => part.type === 'tool-price');
    const expected = roundYieldPercent(
      yieldFromPrice((await instrumentCatalogue(app.services.db, marketHoursNow)).byId.get(gsecId)!.terms!, {
        cleanPrice: 101.25,
        settlementDate: settlementDate('2026-11-18', 1),
      }).yield,
    );
    expect(tool?.output?.yieldPercent).toBe(expected);
    const text = parts
      .filter((part) => part.type === 'text')
      .map((part) => part.text)
      .join('');
    expect(text).toContain(`**${expected.toFixed(4)}%**`);
    expect(text).toContain(`(/security/${gsecId})`);
    expect(text).toMatch(/model scripted-1\. Market as of/);
    expect((assembled.message.metadata as { planner: string }).planner).toBe('llm');

    const usage = await (await fetch(`${origin}/mind-api/usage/`, { headers: { authorization } })).json();
    expect(usage).toMatchObject({ planner: 'llm', questions_used: 1, tokens_used: 1200, tokens_limit: 1000 });

    // The daily token budget is spent: the next question is refused before the model is called.
    const calls = model.requests.length;
    const refused = await ask(id, 'Show the G-sec curve');
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toMatch(/token budget/);
    expect(model.requests.length).toBe(calls);
  });
});
