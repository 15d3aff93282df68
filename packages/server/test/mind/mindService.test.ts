import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';
import { startTradingServer, type TradingTestServer } from '../trading/tradingServer';

let server: TradingTestServer;
let origin: string;
let researcher: { authorization: string };

beforeAll(async () => {
  server = await startTradingServer({ instruments: 400 });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  researcher = await server.authorizationOf('researcher');
}, 60_000);
afterAll(async () => server?.close());

function userMessage(text: string, id = `u-${Math.random().toString(36).slice(2)}`): UIMessage {
  return { id, role: 'user', parts: [{ type: 'text', text }] };
}

async function createConversation(): Promise<string> {
  const response = await fetch(`${origin}/mind-api/conversations/`, {
    method: 'POST',
    headers: { ...researcher, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Asks through the AI SDK's own client transport and reader, as `useChat` does. */
async function askWithAiSdk(conversationId: string, messages: UIMessage[]): Promise<UIMessage> {
  const transport = new DefaultChatTransport<UIMessage>({
    api: `${origin}/mind-api/conversations/${conversationId}/chat/`,
    headers: researcher,
  });
  const stream = await transport.sendMessages({
    chatId: conversationId,
    messages,
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream<UIMessage>({
    stream,
    onError: (error) => {
      throw error;
    },
  }))
    last = message;
  if (!last) throw new Error('no message');
  return last;
}

describe('MIND service', () => {
  it('streams an answer the AI SDK client reads: tool call, chart data part, linked text, finish metadata', async () => {
    const id = await createConversation();
    const response = await fetch(`${origin}/mind-api/conversations/${id}/chat/`, {
      method: 'POST',
      headers: { ...researcher, 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        messages: [userMessage('Show the G-sec curve')],
        trigger: 'submit-message',
      }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const body = await response.text();
    expect(body.trim().endsWith('data: [DONE]')).toBe(true);

    const message = await askWithAiSdk(id, [userMessage('Show the G-sec curve')]);
    expect(message.role).toBe('assistant');
    const tool = message.parts.find((part) => part.type === 'tool-curve') as
      { state: string; output: { points: { yieldPercent: number }[] } } | undefined;
    expect(tool?.state).toBe('output-available');
    expect(tool!.output.points.length).toBeGreaterThan(5);
    const chart = message.parts.find((part) => part.type === 'data-chart') as
      { data: { kind: string } } | undefined;
    expect(chart?.data.kind).toBe('curve');
    const text = message.parts
      .filter((part) => part.type === 'text')
      .map((part) => (part as { text: string }).text)
      .join('');
    expect(text).toMatch(/\]\(\/security\/\d+\)/);
    expect(text).toMatch(/Market as of .* IST/);
    expect((message.metadata as { planner: string }).planner).toBe('built-in');
  });

  it('stores the conversation, renames, lists, shares a snapshot anyone can read, revokes it and deletes', async () => {
    const id = await createConversation();
    await askWithAiSdk(id, [userMessage('Compare the two longest SDLs', 'q1')]);
    const detail = await (
      await fetch(`${origin}/mind-api/conversations/${id}/`, { headers: researcher })
    ).json();
    expect(detail.title).toBe('Compare the two longest SDLs');
    expect(detail.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);

    // A retry of the first question keeps only what precedes it.
    await askWithAiSdk(id, [userMessage('Compare the two longest SDLs', 'q1')]);
    const again = await (
      await fetch(`${origin}/mind-api/conversations/${id}/`, { headers: researcher })
    ).json();
    expect(again.messages).toHaveLength(2);

    const renamed = await fetch(`${origin}/mind-api/conversations/${id}/`, {
      method: 'PATCH',
      headers: { ...researcher, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Longest SDLs' }),
    });
    expect((await renamed.json()).title).toBe('Longest SDLs');
    const blank = await fetch(`${origin}/mind-api/conversations/${id}/`, {
      method: 'PATCH',
      headers: { ...researcher, 'content-type': 'application/json' },
      body: JSON.stringify({ title: '   ' }),
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ title: ['Title is required'] });

    const share = await fetch(`${origin}/mind-api/conversations/${id}/share/`, {
      method: 'POST',
      headers: researcher,
    });
    expect(share.status).toBe(201);
    const { share_id: shareId } = (await share.json()) as { share_id: string };
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const list = await (await fetch(`${origin}/mind-api/conversations/`, { headers: researcher })).json();
    expect(list.conversations.find((conversation: { id: string }) => conversation.id === id).share_id).toBe(
      shareId,
    );

    const shared = await fetch(`${origin}/mind-api/public/${shareId}/`);
    expect(shared.status).toBe(200);
    const snapshot = await shared.json();
    expect(snapshot.title).toBe('Longest SDLs');
    expect(snapshot.messages).toHaveLength(2);

    expect(
      (
        await fetch(`${origin}/mind-api/conversations/${id}/share/`, {
          method: 'DELETE',
          headers: researcher,
        })
      ).status,
    ).toBe(204);
    expect((await fetch(`${origin}/mind-api/public/${shareId}/`)).status).toBe(404);

    expect(
      (await fetch(`${origin}/mind-api/conversations/${id}/`, { method: 'DELETE', headers: researcher }))
        .status,
    ).toBe(204);
    expect((await fetch(`${origin}/mind-api/conversations/${id}/`, { headers: researcher })).status).toBe(
      404,
    );
  });

  it('refuses bad chat bodies with field errors, and other users and roles', async () => {
    const id = await createConversation();
    const post = (body: unknown, headers: Record<string, string> = researcher) =>
      fetch(`${origin}/mind-api/conversations/${id}/chat/`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const assistantLast = await post({
      messages: [{ id: 'a', role: 'assistant', parts: [{ type: 'text', text: 'hi' }] }],
    });
    expect(assistantLast.status).toBe(400);
    expect(await assistantLast.json()).toEqual({
      messages: ['The last message must be the question (role user).'],
    });
    const empty = await post({ messages: [userMessage('   ')] });
    expect(await empty.json()).toEqual({ messages: ['Question is required'] });
    expect((await post({})).status).toBe(400);

    const trial = await server.authorizationOf('trial');
    const denied = await post({ messages: [userMessage('Show the G-sec curve')] }, trial);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: 'Your free trial has ended.' });
    const dealer = await server.authorizationOf('dealer');
    expect((await post({ messages: [userMessage('Show the G-sec curve')] }, dealer)).status).toBe(403);
    expect((await fetch(`${origin}/mind-api/conversations/`)).status).toBe(401);
  });

  it('answers a visitor a few preview questions a day, then 429 with the reason', async () => {
    const ask = () =>
      fetch(`${origin}/mind-api/preview/chat/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [userMessage('Show the G-sec curve')] }),
      });
    for (let index = 0; index < 3; index += 1) {
      const response = await ask();
      expect(response.status).toBe(200);
      await response.text();
    }
    const usage = await (await fetch(`${origin}/mind-api/preview/usage/`)).json();
    expect(usage).toMatchObject({ questions_used: 3, questions_limit: 3, planner: 'built-in' });
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).detail).toMatch(/3 questions a day/);
  });

  it('documents both chat streams in the OpenAPI document as Server-Sent Events of the contract chunks', () => {
    const document = server.app.swagger() as unknown as {
      paths: Record<string, { post?: { responses?: Record<string, unknown> } }>;
    };
    for (const path of ['/mind-api/conversations/{id}/chat/', '/mind-api/preview/chat/']) {
      const answer = document.paths[path]?.post?.responses?.['200'] as {
        content?: Record<string, { schema?: { anyOf?: { properties?: { type?: { enum?: string[] } } }[] } }>;
      };
      const chunkTypes = (answer.content?.['text/event-stream']?.schema?.anyOf ?? []).map(
        (chunk) => chunk.properties?.type?.enum?.[0],
      );
      expect(chunkTypes, path).toEqual(expect.arrayContaining(['start', 'text-delta', 'finish', 'error']));
      expect(Object.keys(answer.content ?? {}), path).toEqual(['text/event-stream']);
    }
  });
});
