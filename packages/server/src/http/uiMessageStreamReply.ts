import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AnySchema } from '@bondkit/core/contract';
import {
  encodeUiMessageChunk,
  uiMessageStreamDone,
  uiMessageStreamHeaders,
  type UiMessageChunk,
} from '@bondkit/core/mind';
import * as z from 'zod';

/** An abort signal that fires when the client goes away before the answer is complete. */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Sends batches of chunks as a UI message stream (Server-Sent Events ending with `[DONE]`): each batch in one
 * write, so fifty answers streaming at once cost a write per batch rather than per text delta. Every chunk is
 * checked against the contract's chunk schema first, as a JSON answer is by its serializer; the headers are
 * out by then, so a chunk outside it is logged and the stream ends with an `error` chunk in its place.
 */
export function sendUiMessageStream(
  reply: FastifyReply,
  batches: AsyncIterable<readonly UiMessageChunk[]>,
  chunkSchema: AnySchema,
  log: FastifyBaseLogger,
): FastifyReply {
  async function* events() {
    for await (const batch of batches) {
      let text = '';
      for (const chunk of batch) {
        const checked = z.safeParse(chunkSchema, chunk);
        if (!checked.success) {
          log.error(
            { chunk, issues: checked.error.issues },
            'A UI message stream chunk is outside the contract',
          );
          yield `${text}${encodeUiMessageChunk({ type: 'error', errorText: 'The analyst failed.' })}${uiMessageStreamDone}`;
          return;
        }
        text += encodeUiMessageChunk(chunk);
      }
      yield text;
    }
    yield uiMessageStreamDone;
  }
  reply.headers(uiMessageStreamHeaders);
  return reply.send(Readable.from(events()));
}
