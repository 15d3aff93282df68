import type { MindSendRequest, MindTransport } from '../mind/mindTransport';
import type { UiMessageChunk } from '../mind/uiMessageChunk';
import { MindError } from '../mind/MindError';

export interface FakeMindTransportOptions {
  /** The chunks of the answer to a request; throw a `MindError` to fail before streaming. Required. */
  answer: (request: MindSendRequest) => readonly UiMessageChunk[];
  /** Pause between chunks, in ms (0: a microtask). Default 0. */
  chunkDelayMs?: number;
}

/** A transport that answers from a script, honouring the abort signal: for tests and stories. */
export function createFakeMindTransport(options: FakeMindTransportOptions): MindTransport & {
  /** Every request sent, in order. */
  requests: MindSendRequest[];
} {
  const requests: MindSendRequest[] = [];
  return {
    requests,
    async sendMessages(request) {
      requests.push({ ...request, messages: [...request.messages] });
      const chunks = options.answer(request);
      const delay = options.chunkDelayMs ?? 0;
      async function* stream(): AsyncGenerator<UiMessageChunk> {
        for (const chunk of chunks) {
          if (request.signal?.aborted) return;
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (request.signal?.aborted) return;
          yield chunk;
        }
      }
      return stream();
    },
  };
}

/** The chunks of a plain text answer, split into deltas of `size` characters. */
export function textAnswerChunks(
  text: string,
  options: { size?: number; data?: readonly UiMessageChunk[] } = {},
): UiMessageChunk[] {
  const size = options.size ?? 12;
  const chunks: UiMessageChunk[] = [
    { type: 'start' },
    { type: 'start-step' },
    { type: 'text-start', id: 't' },
  ];
  for (let index = 0; index < text.length; index += size)
    chunks.push({ type: 'text-delta', id: 't', delta: text.slice(index, index + size) });
  chunks.push(
    { type: 'text-end', id: 't' },
    ...(options.data ?? []),
    { type: 'finish-step' },
    { type: 'finish', finishReason: 'stop' },
  );
  return chunks;
}

/** A transport whose every request fails with an HTTP error, e.g. 429 or 403. */
export function failingMindTransport(status: number, message: string): MindTransport {
  return {
    async sendMessages() {
      throw new MindError({ code: 'http_error', status, message });
    },
  };
}
