import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  applyUiMessageChunk,
  readUiMessageStream,
  startAssembledMessage,
  type UiMessageChunk,
} from '@bondkit/core/mind';
import { buildServer } from '../../src/app';
import { runMigrations } from '../../src/database/migrate';
import type { DatabaseConnection } from '../../src/database/connection';
import { clients, userAccounts, users } from '../../src/database/schema/index';
import type { ApiApp } from '../../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../../src/seed/demoAccounts';
import { seedUniverseInstruments } from '../../src/universe/seedUniverse';
import { createTestDatabase, testConfig } from '../harness';
import { marketHoursNow } from '../trading/tradingServer';
import {
  finishChunk,
  lastUserText,
  startScriptedChatModel,
  textChunk,
  type ScriptStep,
} from './scriptedChatModel';

const day = 24 * 3_600_000;
const dailyTokens = 1000;
const questionsPerMinute = 4;

/** Released by the first-token test once its client has read the first words. */
let releaseSecondChunk = () => {};
let secondChunkSent = false;

/**
 * The scripted model answers with text only (no tool calls). "Slow" questions stream their first words, then wait
 * for the test before the rest; "small" questions cost 10 tokens, the others 600.
 */
const model = await startScriptedChatModel({
  apiKey: 'test-key',
  script: (request): ScriptStep[] => {
    const question = lastUserText(request);
    if (/slow/i.test(question)) {
      const released = new Promise<void>((resolve) => {
        releaseSecondChunk = resolve;
      });
      return [
        textChunk('The first words, '),
        {
          wait: released.then(() => {
            secondChunkSent = true;
          }),
        },
        textChunk('then the rest.'),
        finishChunk('stop', 10),
      ];
    }
    return [textChunk('An answer from the tools.'), finishChunk('stop', /small/i.test(question) ? 10 : 600)];
  },
});

let app: ApiApp;
let origin: string;
let database: DatabaseConnection | undefined;
let clock = marketHoursNow;

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db);
  await seedUniverseInstruments(database.db, marketHoursNow, { instrumentCount: 50, historyDays: 2 });
  app = await buildServer({
    config: testConfig({
      MIND_LLM_BASE_URL: model.url,
      MIND_LLM_API_KEY: 'test-key',
      MIND_LLM_MODEL: 'scripted-1',
      MIND_DAILY_TOKENS: String(dailyTokens),
      MIND_QUESTIONS_PER_MINUTE: String(questionsPerMinute),
    }),
    database,
    now: () => clock,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  // The trial researcher's firm pays for MIND here, so that two researchers ask with their own limits.
  const trialEmail = demoAccounts.find((account) => account.key === 'trial')!.email;
  const firms = database.db
    .select({ id: userAccounts.clientId })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(users.email, trialEmail));
  await database.db.update(clients).set({ isPaidClient: true }).where(inArray(clients.id, firms));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await model.close();
});

/** Signs in at the current clock (a test moves the clock a day on, where yesterday's token has expired). */
async function signIn(key: 'researcher' | 'trial'): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.key === key)!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email: account.email, password: demoPassword },
  });
  expect(response.statusCode).toBe(200);
  return `Bearer ${response.json<{ access: string }>().access}`;
}

async function newConversation(authorization: string): Promise<string> {
  const response = await fetch(`${origin}/mind-api/conversations/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function ask(authorization: string, conversationId: string, text: string): Promise<Response> {
  return fetch(`${origin}/mind-api/conversations/${conversationId}/chat/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      messages: [{ id: `u${Math.random()}`, role: 'user', parts: [{ type: 'text', text }] }],
    }),
  });
}

/** Asks and reads the whole answer; expects it to be answered. */
async function askAnswered(authorization: string, conversationId: string, text: string): Promise<string> {
  const response = await ask(authorization, conversationId, text);
  expect(response.status).toBe(200);
  let assembled = startAssembledMessage('answer');
  for await (const chunk of readUiMessageStream(response.body!))
    assembled = applyUiMessageChunk(assembled, chunk);
  expect(assembled.status).toBe('done');
  return assembled.message.parts
    .flatMap((part) => (part.type === 'text' && 'text' in part ? [String(part.text)] : []))
    .join('');
}

async function usageOf(authorization: string) {
  const response = await fetch(`${origin}/mind-api/usage/`, { headers: { authorization } });
  expect(response.status).toBe(200);
  return (await response.json()) as { tokens_used: number; tokens_limit: number; questions_used: number };
}

/** A India trading day of its own for each test, so their daily counts start at zero. */
function startDay(offsetDays: number): void {
  clock = new Date(marketHoursNow.getTime() + offsetDays * day);
}

describe('LLM planner: daily token budget and per-user rate limit', () => {
  it('answers under the token budget and refuses, with a 429 saying so, once it is spent; another user and the next day are not affected', async () => {
    startDay(0);
    const researcher = await signIn('researcher');
    const conversation = await newConversation(researcher);
    expect(await askAnswered(researcher, conversation, 'What is the G-sec curve?')).toContain(
      'An answer from the tools.',
    );
    expect(await usageOf(researcher)).toMatchObject({ tokens_used: 600, tokens_limit: dailyTokens });
    // 600 of 1000 spent: still under the budget, so this one is answered (and takes the day past it).
    await askAnswered(researcher, conversation, 'And the SDL curve?');
    expect(await usageOf(researcher)).toMatchObject({ tokens_used: 1200, questions_used: 2 });
    // Sent without the history, the question replaced the conversation's two stored messages.
    const stored = await fetch(`${origin}/mind-api/conversations/${conversation}/`, {
      headers: { authorization: researcher },
    });
    const { messages } = (await stored.json()) as {
      messages: { role: string; parts: { text?: string }[] }[];
    };
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messages[0]!.parts[0]!.text).toBe('And the SDL curve?');

    const calls = model.requests.length;
    const refused = await ask(researcher, conversation, 'And the T-bill curve?');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'You have used today\u2019s MIND token budget. It resets at midnight IST.',
    );
    // Retry-After: until India midnight (00:00 IST is 18:30 UTC; the clock is 05:30 UTC, 13 hours before).
    expect(refused.headers.get('retry-after')).toBe(String(13 * 3600));
    expect(model.requests.length).toBe(calls);
    // A refused question is not counted.
    expect(await usageOf(researcher)).toMatchObject({ tokens_used: 1200, questions_used: 2 });

    // The budget is per user: the other researcher still asks.
    const trial = await signIn('trial');
    await askAnswered(trial, await newConversation(trial), 'What is the G-sec curve?');

    // And per day: the next India day starts with a fresh budget.
    startDay(1);
    const nextDay = await signIn('researcher');
    await askAnswered(nextDay, conversation, 'And the T-bill curve?');
    expect(await usageOf(nextDay)).toMatchObject({ tokens_used: 600, questions_used: 1 });
  });

  it(`refuses a user's question past ${questionsPerMinute} a minute with a 429 (the model is not called), and takes it again a minute later`, async () => {
    startDay(2);
    const trial = await signIn('trial');
    const researcher = await signIn('researcher');
    const conversation = await newConversation(trial);
    for (let index = 0; index < questionsPerMinute; index += 1)
      await askAnswered(trial, conversation, `A small question number ${index + 1}`);
    const calls = model.requests.length;
    const refused = await ask(trial, conversation, 'A small question too many');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Too many questions in a minute. Please wait a moment.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(model.requests.length).toBe(calls);
    // Per user: the other researcher is not held back.
    await askAnswered(researcher, await newConversation(researcher), 'A small question of my own');
    // A minute later the user asks again.
    clock = new Date(clock.getTime() + 61_000);
    await askAnswered(trial, conversation, 'A small question after a minute');
  });

  it("counts no question asked in another user's conversation (a 404, as for a missing one) or refused as input", async () => {
    startDay(4);
    const researcher = await signIn('researcher');
    const trial = await signIn('trial');
    const researchersConversation = await newConversation(researcher);
    const calls = model.requests.length;
    for (const conversation of [researchersConversation, 'no-such-conversation']) {
      const refused = await ask(trial, conversation, 'What is the G-sec curve?');
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { detail: string }).detail).toBe('Conversation not found.');
    }
    expect((await ask(researcher, researchersConversation, '   ')).status).toBe(400);
    expect(model.requests.length).toBe(calls);
    expect(await usageOf(trial)).toMatchObject({ questions_used: 0 });
    expect(await usageOf(researcher)).toMatchObject({ questions_used: 0 });
  });
});

describe('LLM planner: first token', () => {
  it("streams the model's first words as a text delta before the model has sent the rest", async () => {
    startDay(5);
    const researcher = await signIn('researcher');
    const response = await ask(researcher, await newConversation(researcher), 'A slow question');
    expect(response.status).toBe(200);
    const chunks = readUiMessageStream(response.body!)[Symbol.asyncIterator]();
    const seen: UiMessageChunk[] = [];
    let firstDelta: UiMessageChunk | undefined;
    // Held to 10 s: an implementation that waited for the whole completion would never see a delta here, since
    // the model sends the rest only once this test releases it.
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no text delta before the model finished')), 10_000),
    );
    while (!firstDelta) {
      const next = await Promise.race([chunks.next(), timeout]);
      if (next.done) throw new Error(`the stream ended without text: ${JSON.stringify(seen)}`);
      seen.push(next.value);
      if (next.value.type === 'text-delta') firstDelta = next.value;
    }
    expect(firstDelta).toMatchObject({ type: 'text-delta', delta: 'The first words, ' });
    expect(secondChunkSent).toBe(false);

    releaseSecondChunk();
    let assembled = startAssembledMessage('answer');
    for (const chunk of seen) assembled = applyUiMessageChunk(assembled, chunk);
    for (;;) {
      const next = await chunks.next();
      if (next.done) break;
      assembled = applyUiMessageChunk(assembled, next.value);
    }
    expect(secondChunkSent).toBe(true);
    expect(assembled.status).toBe('done');
    const text = assembled.message.parts
      .flatMap((part) => (part.type === 'text' && 'text' in part ? [String(part.text)] : []))
      .join('');
    expect(text).toMatch(/^The first words, then the rest\.\n\n.*model scripted-1\. Market as of/s);
  });
});
