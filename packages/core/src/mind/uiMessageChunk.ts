/**
 * The chunks of the Vercel AI SDK's UI message stream protocol (version 1), the ones MIND sends and
 * reads. Each is one Server-Sent Event `data: {json}`; the stream ends with `data: [DONE]`. Field names
 * are the SDK's, so an AI SDK backend can feed MindChat and `useChat` can read the MIND service.
 */
export type UiMessageChunk =
  | { type: 'start'; messageId?: string; messageMetadata?: unknown }
  | { type: 'start-step' }
  | { type: 'text-start'; id: string }
  | { type: 'text-delta'; id: string; delta: string }
  | { type: 'text-end'; id: string }
  | { type: 'reasoning-start'; id: string }
  | { type: 'reasoning-delta'; id: string; delta: string }
  | { type: 'reasoning-end'; id: string }
  | { type: 'tool-input-start'; toolCallId: string; toolName: string; dynamic?: boolean }
  | { type: 'tool-input-delta'; toolCallId: string; inputTextDelta: string }
  | { type: 'tool-input-available'; toolCallId: string; toolName: string; input: unknown; dynamic?: boolean }
  | { type: 'tool-input-error'; toolCallId: string; toolName: string; input: unknown; errorText: string }
  | { type: 'tool-output-available'; toolCallId: string; output: unknown; preliminary?: boolean }
  | { type: 'tool-output-error'; toolCallId: string; errorText: string }
  | { type: `data-${string}`; id?: string; data: unknown; transient?: boolean }
  | { type: 'source-url'; sourceId: string; url: string; title?: string }
  | { type: 'message-metadata'; messageMetadata: unknown }
  | { type: 'finish-step' }
  | {
      type: 'finish';
      finishReason?: 'stop' | 'length' | 'content-filter' | 'tool-calls' | 'error' | 'other';
      messageMetadata?: unknown;
    }
  | { type: 'abort'; reason?: string }
  | { type: 'error'; errorText: string };

/** The chunk types this client knows; others (a newer SDK's) are skipped, as the SDK's own reader does not. */
const knownTypes = new Set([
  'start',
  'start-step',
  'text-start',
  'text-delta',
  'text-end',
  'reasoning-start',
  'reasoning-delta',
  'reasoning-end',
  'tool-input-start',
  'tool-input-delta',
  'tool-input-available',
  'tool-input-error',
  'tool-output-available',
  'tool-output-error',
  'tool-output-denied',
  'tool-approval-request',
  'source-url',
  'source-document',
  'file',
  'message-metadata',
  'finish-step',
  'finish',
  'abort',
  'error',
]);

const stringFields: Readonly<Record<string, readonly string[]>> = {
  'text-start': ['id'],
  'text-delta': ['id', 'delta'],
  'text-end': ['id'],
  'reasoning-start': ['id'],
  'reasoning-delta': ['id', 'delta'],
  'reasoning-end': ['id'],
  'tool-input-start': ['toolCallId', 'toolName'],
  'tool-input-delta': ['toolCallId', 'inputTextDelta'],
  'tool-input-available': ['toolCallId', 'toolName'],
  'tool-input-error': ['toolCallId', 'toolName', 'errorText'],
  'tool-output-available': ['toolCallId'],
  'tool-output-error': ['toolCallId', 'errorText'],
  'source-url': ['sourceId', 'url'],
  error: ['errorText'],
};

/**
 * Checks a decoded event: an object with a known `type` (or `data-…`) and the string fields that type
 * needs. Answers the chunk, `'unknown'` for a well-formed chunk of a type this client does not know, or
 * null for a malformed one. Hand-written rather than a zod schema: it runs on every token of a stream.
 */
export function checkUiMessageChunk(value: unknown): UiMessageChunk | 'unknown' | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string') return null;
  if (type.startsWith('data-')) return type.length > 5 ? (value as UiMessageChunk) : null;
  if (!knownTypes.has(type)) return 'unknown';
  for (const field of stringFields[type] ?? []) if (typeof record[field] !== 'string') return null;
  return value as UiMessageChunk;
}
