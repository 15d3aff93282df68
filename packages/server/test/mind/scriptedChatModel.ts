import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completions request as the AI SDK's OpenAI-compatible provider sends it. */
export interface ScriptedChatRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: unknown; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
}

/** One step of a scripted reply: a chunk to send, or a promise to wait for before the next step. */
export type ScriptStep = { chunk: Record<string, unknown> } | { wait: Promise<void> };

/** The content delta of a streamed completion. */
export function textChunk(text: string): ScriptStep {
  return { chunk: { choices: [{ index: 0, delta: { content: text }, finish_reason: null }] } };
}

/** A tool call delta of a streamed completion. */
export function toolCallChunk(name: string, input: unknown): ScriptStep {
  return {
    chunk: {
      choices: [
        {
          index: 0,
          delta: {
            role: 'assistant',
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name, arguments: JSON.stringify(input) },
              },
            ],
          },
          finish_reason: null,
        },
      ],
    },
  };
}

/** The last chunk of a streamed completion, with the tokens it reports. */
export function finishChunk(finishReason: 'stop' | 'tool_calls', totalTokens: number): ScriptStep {
  const prompt = Math.floor(totalTokens / 2);
  return {
    chunk: {
      choices: [{ index: 0, delta: {}, finish_reason: finishReason }],
      usage: { prompt_tokens: prompt, completion_tokens: totalTokens - prompt, total_tokens: totalTokens },
    },
  };
}

/** The last user message of a request, as text. */
export function lastUserText(request: ScriptedChatRequest): string {
  const last = [...request.messages].reverse().find((message) => message.role === 'user');
  return typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content ?? '');
}

/**
 * A local OpenAI-compatible chat completions server (real HTTP on loopback, Server-Sent Events) whose replies a
 * test scripts, step by step: each request is answered by `script(request)`, which may wait between chunks.
 */
export async function startScriptedChatModel(options: {
  apiKey: string;
  script: (request: ScriptedChatRequest) => ScriptStep[];
}): Promise<{ url: string; requests: ScriptedChatRequest[]; close(): Promise<void> }> {
  const requests: ScriptedChatRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as ScriptedChatRequest;
      requests.push(parsed);
      if (
        request.url !== '/v1/chat/completions' ||
        request.headers.authorization !== `Bearer ${options.apiKey}`
      ) {
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"message":"bad key"}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const base = {
        id: `c${requests.length}`,
        object: 'chat.completion.chunk',
        created: 1,
        model: parsed.model,
      };
      void (async () => {
        for (const step of options.script(parsed)) {
          if ('wait' in step) await step.wait;
          else response.write(`data: ${JSON.stringify({ ...base, ...step.chunk })}\n\n`);
        }
        response.end('data: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
