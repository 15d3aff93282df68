import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  encodeUiMessageChunk,
  uiMessageStreamDone,
  uiMessageStreamHeaders,
  type UiMessageChunk,
} from '@bondkit/core/mind';

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
 * write, so fifty answers streaming at once cost a write per batch rather than per text delta.
 */
export function sendUiMessageStream(
  _request: FastifyRequest,
  reply: FastifyReply,
  batches: AsyncIterable<readonly UiMessageChunk[]>,
): FastifyReply {
  async function* events() {
    for await (const batch of batches) yield batch.map(encodeUiMessageChunk).join('');
    yield uiMessageStreamDone;
  }
  reply.headers(uiMessageStreamHeaders);
  return reply.send(Readable.from(events()));
}
