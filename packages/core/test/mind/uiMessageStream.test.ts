import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createUIMessageStream, pipeUIMessageStreamToResponse } from 'ai';
import {
  MindError,
  applyUiMessageChunk,
  createHttpMindTransport,
  encodeUiMessageChunk,
  readUiMessageStream,
  startAssembledMessage,
  uiMessageStreamDone,
  type UiMessageChunk,
} from '../../src/mind/index';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A real HTTP server whose answer is produced by the AI SDK's own server helpers. */
async function aiSdkBackend(
  write: Parameters<typeof createUIMessageStream>[0]['execute'],
): Promise<{ url: string; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(text));
      // The response streams on its own; the test reads it from the client side.
      void pipeUIMessageStreamToResponse({ response, stream: createUIMessageStream({ execute: write }) });
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat`, bodies };
}

async function collect(iterable: AsyncIterable<UiMessageChunk>): Promise<UiMessageChunk[]> {
  const chunks: UiMessageChunk[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

function streamOf(...texts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const text of texts) controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
}

describe('MIND transport against an AI SDK backend', () => {
  it('reads text deltas, a tool call and result, a data part and finish, and assembles the message', async () => {
    const backend = await aiSdkBackend(({ writer }) => {
      writer.write({ type: 'start', messageId: 'm1' });
      writer.write({ type: 'start-step' });
      writer.write({ type: 'tool-input-available', toolCallId: 'c1', toolName: 'curve', input: {} });
      writer.write({
        type: 'tool-output-available',
        toolCallId: 'c1',
        output: { points: [{ tenorYears: 2, yieldPercent: 6.5 }] },
      });
      writer.write({ type: 'finish-step' });
      writer.write({ type: 'start-step' });
      writer.write({ type: 'text-start', id: 't1' });
      for (const delta of ['The curve ', 'starts at ', '**6.5000%**.'])
        writer.write({ type: 'text-delta', id: 't1', delta });
      writer.write({ type: 'text-end', id: 't1' });
      writer.write({ type: 'data-chart', id: 'chart1', data: { kind: 'curve', points: [] } });
      writer.write({ type: 'finish-step' });
      writer.write({ type: 'finish', finishReason: 'stop', messageMetadata: { planner: 'test' } });
    });
    const transport = createHttpMindTransport({
      url: () => backend.url,
      headers: () => ({ authorization: 'Bearer x' }),
    });
    const chunks = await collect(
      await transport.sendMessages({
        chatId: 'chat-1',
        messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Show the curve' }] }],
        trigger: 'submit-message',
      }),
    );
    expect(backend.bodies[0]).toMatchObject({
      id: 'chat-1',
      trigger: 'submit-message',
      messages: [{ id: 'u1', role: 'user' }],
    });
    expect(chunks.map((chunk) => chunk.type)).toEqual([
      'start',
      'start-step',
      'tool-input-available',
      'tool-output-available',
      'finish-step',
      'start-step',
      'text-start',
      'text-delta',
      'text-delta',
      'text-delta',
      'text-end',
      'data-chart',
      'finish-step',
      'finish',
    ]);
    const assembled = chunks.reduce(applyUiMessageChunk, startAssembledMessage('local'));
    expect(assembled.status).toBe('done');
    expect(assembled.message.id).toBe('m1');
    expect(assembled.message.metadata).toEqual({ planner: 'test' });
    expect(assembled.message.parts).toEqual([
      {
        type: 'tool-curve',
        toolCallId: 'c1',
        state: 'output-available',
        input: {},
        output: { points: [{ tenorYears: 2, yieldPercent: 6.5 }] },
      },
      { type: 'text', text: 'The curve starts at **6.5000%**.', state: 'done', textId: 't1' },
      { type: 'data-chart', id: 'chart1', data: { kind: 'curve', points: [] } },
    ]);
  });

  it("surfaces the backend's error chunk and an HTTP error as MindErrors or error state", async () => {
    const backend = await aiSdkBackend(() => {
      throw new Error('model unavailable');
    });
    const transport = createHttpMindTransport({ url: () => backend.url });
    const chunks = await collect(
      await transport.sendMessages({
        chatId: 'c',
        messages: [{ id: 'u', role: 'user', parts: [] }],
        trigger: 'submit-message',
      }),
    );
    const assembled = chunks.reduce(applyUiMessageChunk, startAssembledMessage('local'));
    expect(assembled.status).toBe('error');
    expect(assembled.errorText).toBeTruthy();

    const failing = createHttpMindTransport({
      url: () => 'http://127.0.0.1:9/x',
      fetch: async () =>
        new Response(JSON.stringify({ detail: 'Your free trial has ended.' }), { status: 403 }),
    });
    const error = await failing
      .sendMessages({ chatId: 'c', messages: [], trigger: 'submit-message' })
      .catch((caught: unknown) => caught);
    expect(MindError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'http_error', status: 403, message: 'Your free trial has ended.' });
  });

  it('retries once after a 401 when the host refreshes the session', async () => {
    let calls = 0;
    const transport = createHttpMindTransport({
      url: () => 'http://mind.test/chat',
      fetch: async () => {
        calls += 1;
        return calls === 1
          ? new Response('{"detail":"expired"}', { status: 401 })
          : new Response(streamOf(encodeUiMessageChunk({ type: 'finish' }), uiMessageStreamDone));
      },
      onUnauthorized: async () => true,
    });
    expect(
      (
        await collect(await transport.sendMessages({ chatId: 'c', messages: [], trigger: 'submit-message' }))
      ).map((chunk) => chunk.type),
    ).toEqual(['finish']);
    expect(calls).toBe(2);
  });
});

describe('readUiMessageStream', () => {
  it('joins events split across reads and CRLF lines, skips comments and unknown types, stops at [DONE]', async () => {
    const chunks = await collect(
      readUiMessageStream(
        streamOf(
          ': keep-alive\r\n\r\ndata: {"type":"text-st',
          'art","id":"a"}\r\n\r\ndata: {"type":"some-future-chunk"}\n\n',
          'data: {"type":"text-delta","id":"a","delta":"ok"}\n\ndata: [DONE]\n\ndata: {"type":"text-end","id":"a"}\n\n',
        ),
      ),
    );
    expect(chunks).toEqual([
      { type: 'text-start', id: 'a' },
      { type: 'text-delta', id: 'a', delta: 'ok' },
    ]);
  });

  it('throws malformed_stream for an event that is not JSON or lacks the fields of its type', async () => {
    await expect(collect(readUiMessageStream(streamOf('data: {oops\n\n')))).rejects.toMatchObject({
      code: 'malformed_stream',
    });
    await expect(
      collect(readUiMessageStream(streamOf('data: {"type":"text-delta","id":"a"}\n\n'))),
    ).rejects.toMatchObject({
      code: 'malformed_stream',
    });
  });
});

describe('createHttpMindTransport: what it sends back', () => {
  it('leaves out result tables, suggestions, figure sources and tool outputs, keeping the text and the tool calls', async () => {
    const bodies: unknown[] = [];
    const transport = createHttpMindTransport({
      url: () => 'http://mind.test/chat/',
      fetch: async (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response('data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });
      },
    });
    await transport.sendMessages({
      chatId: 'chat-2',
      messages: [
        { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'AAA bonds' }] },
        {
          id: 'a1',
          role: 'assistant',
          parts: [
            {
              type: 'tool-screen',
              toolCallId: 'c1',
              state: 'output-available',
              input: {},
              output: { total: 900 },
            },
            { type: 'text', text: '**900** match.' },
            { type: 'data-table', id: 't', data: { rows: new Array(900).fill({}) } },
            { type: 'data-suggestions', id: 's', data: { questions: ['Same for 2030'] } },
            { type: 'data-sources', id: 'f', data: { sources: [{ kind: 'bond', label: 'A', detail: 'B' }] } },
          ],
        },
        { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Same for 2030' }] },
      ],
      trigger: 'submit-message',
    });
    expect((bodies[0] as { messages: unknown[] }).messages[1]).toEqual({
      id: 'a1',
      role: 'assistant',
      parts: [
        { type: 'tool-screen', toolCallId: 'c1', state: 'output-available', input: {} },
        { type: 'text', text: '**900** match.' },
      ],
    });
  });
});
