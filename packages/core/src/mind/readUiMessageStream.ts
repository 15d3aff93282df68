import { MindError } from './MindError';
import { checkUiMessageChunk, type UiMessageChunk } from './uiMessageChunk';

/**
 * Reads a UI message stream (Server-Sent Events) into chunks. Handles events split across network reads,
 * CRLF line ends, comments and multi-line `data:` fields; stops at `[DONE]`. A malformed event throws a
 * `MindError` (`malformed_stream`); chunk types this client does not know are skipped.
 */
export async function* readUiMessageStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<UiMessageChunk, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let dataLines: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let lineEnd: number;
      while ((lineEnd = buffer.search(/\r\n|\r|\n/)) !== -1) {
        const line = buffer.slice(0, lineEnd);
        const separatorLength = buffer.startsWith('\r\n', lineEnd) ? 2 : 1;
        buffer = buffer.slice(lineEnd + separatorLength);
        if (line === '') {
          if (dataLines.length === 0) continue;
          const data = dataLines.join('\n');
          dataLines = [];
          if (data === '[DONE]') return;
          const chunk = parseEvent(data);
          if (chunk !== 'unknown') yield chunk;
        } else if (line.startsWith('data:')) {
          dataLines.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
        // Comments (`:`), `event:`, `id:` and `retry:` lines carry nothing this protocol uses.
      }
      if (done) {
        if (dataLines.length > 0) {
          const chunk = parseEvent(dataLines.join('\n'));
          if (chunk !== 'unknown') yield chunk;
        }
        return;
      }
    }
  } finally {
    reader.releaseLock();
    // The consumer stopped early (an abort): let the server know.
    await body.cancel().catch(() => undefined);
  }
}

function parseEvent(data: string): UiMessageChunk | 'unknown' {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (cause) {
    throw new MindError({
      code: 'malformed_stream',
      message: `The MIND stream sent an event that is not JSON: ${data.slice(0, 120)}`,
      cause,
    });
  }
  const chunk = checkUiMessageChunk(value);
  if (chunk === null)
    throw new MindError({
      code: 'malformed_stream',
      message: `The MIND stream sent an event that is not a UI message chunk: ${data.slice(0, 120)}`,
    });
  return chunk;
}
