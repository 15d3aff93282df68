import type { UiMessageChunk } from './uiMessageChunk';

/** The header an AI SDK UI message stream carries, and its value. */
export const uiMessageStreamHeader = 'x-vercel-ai-ui-message-stream';
export const uiMessageStreamVersion = 'v1';

/** The response headers of a UI message stream (Server-Sent Events, never cached or buffered). */
export const uiMessageStreamHeaders: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
  [uiMessageStreamHeader]: uiMessageStreamVersion,
};

/** One chunk as a Server-Sent Event. */
export function encodeUiMessageChunk(chunk: UiMessageChunk): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** The event that ends a stream. */
export const uiMessageStreamDone = 'data: [DONE]\n\n';
