import { tradeStreamBatchType } from '@bondkit/core/internal';

/** The text of one frame: the message itself, or a `batch` envelope around several serialised messages. */
export function frameText(messages: readonly string[]): string {
  return messages.length === 1
    ? (messages[0] as string)
    : `{"type":"${tradeStreamBatchType}","messages":[${messages.join(',')}]}`;
}

/**
 * Frames of at most `maxBatchSize` messages each, encoded to UTF-8 once. The hub writes these same Buffers
 * to every socket in step with the market: `ws` then frames a Buffer without copying it, where a string
 * would be encoded again for each socket.
 */
export function encodeSharedFrames(messages: readonly string[], maxBatchSize: number): Buffer[] {
  const frames: Buffer[] = [];
  for (let start = 0; start < messages.length; start += maxBatchSize) {
    frames.push(Buffer.from(frameText(messages.slice(start, start + maxBatchSize))));
  }
  return frames;
}
