import type { MindMessage } from '../validation/mindPayloads';
import type { UiMessageChunk } from './uiMessageChunk';

/** A text part being streamed or done. */
export interface MindTextPart {
  type: 'text';
  /** The stream's id of this text (its `text-start` id). */
  textId?: string;
  text: string;
  state?: 'streaming' | 'done';
}

/** A tool call and, once known, its result (`type` is `tool-{name}`, as in the AI SDK). */
export interface MindToolPart {
  type: `tool-${string}`;
  toolCallId: string;
  state: 'input-streaming' | 'input-available' | 'output-available' | 'output-error';
  input?: unknown;
  output?: unknown;
  errorText?: string;
}

/** A data part (`type` is `data-{name}`): charts, the sources of an answer. */
export interface MindDataPart {
  type: `data-${string}`;
  id?: string;
  data: unknown;
}

/** Any part MindChat renders. */
export type MindPart = MindTextPart | MindToolPart | MindDataPart;

/** An assistant message being assembled from a stream. */
export interface AssembledMessage {
  message: MindMessage;
  /** `streaming` until `finish`; `error` after an `error` chunk (see `errorText`); `aborted` after `abort`. */
  status: 'streaming' | 'done' | 'error' | 'aborted';
  errorText?: string;
}

/** The empty assistant message a stream starts from. */
export function startAssembledMessage(id: string): AssembledMessage {
  return { message: { id, role: 'assistant', parts: [] }, status: 'streaming' };
}

function replacePart(parts: readonly MindPart[], index: number, part: MindPart): MindPart[] {
  const next = parts.slice();
  next[index] = part;
  return next;
}

function findLast(parts: readonly MindPart[], test: (part: MindPart) => boolean): number {
  for (let index = parts.length - 1; index >= 0; index -= 1) if (test(parts[index]!)) return index;
  return -1;
}

/**
 * Applies one chunk to a message, returning a new object when anything changed (React compares by
 * identity). Text deltas append to the text part of their id; tool chunks fill the part of their call id;
 * a data part with an id replaces the earlier one of the same type and id, as in the AI SDK.
 */
export function applyUiMessageChunk(state: AssembledMessage, chunk: UiMessageChunk): AssembledMessage {
  const { message } = state;
  // Stored parts are loose objects; the parts this reducer writes are the typed ones above.
  const parts = message.parts as unknown as readonly MindPart[];
  const withParts = (next: readonly MindPart[]): AssembledMessage => ({
    ...state,
    message: { ...message, parts: next as unknown as MindMessage['parts'] },
  });
  switch (chunk.type) {
    case 'start':
      return chunk.messageId || chunk.messageMetadata !== undefined
        ? {
            ...state,
            message: {
              ...message,
              id: chunk.messageId ?? message.id,
              ...(chunk.messageMetadata !== undefined ? { metadata: chunk.messageMetadata } : {}),
            },
          }
        : state;
    case 'message-metadata':
      return { ...state, message: { ...message, metadata: chunk.messageMetadata } };
    case 'text-start':
      return withParts([...parts, { type: 'text', text: '', state: 'streaming', textId: chunk.id }]);
    case 'text-delta': {
      const index = findLast(parts, (part) => part.type === 'text' && part.textId === chunk.id);
      if (index === -1)
        return withParts([
          ...parts,
          { type: 'text', text: chunk.delta, state: 'streaming', textId: chunk.id },
        ]);
      const part = parts[index] as MindTextPart;
      return withParts(replacePart(parts, index, { ...part, text: part.text + chunk.delta }));
    }
    case 'text-end': {
      const index = findLast(parts, (part) => part.type === 'text' && part.textId === chunk.id);
      if (index === -1) return state;
      return withParts(replacePart(parts, index, { ...(parts[index] as MindTextPart), state: 'done' }));
    }
    case 'tool-input-start':
    case 'tool-input-available':
    case 'tool-input-error': {
      const index = findLast(parts, (part) => (part as MindToolPart).toolCallId === chunk.toolCallId);
      const previous = index === -1 ? undefined : (parts[index] as MindToolPart);
      const part: MindToolPart = {
        type: `tool-${chunk.toolName}`,
        toolCallId: chunk.toolCallId,
        state:
          chunk.type === 'tool-input-start'
            ? 'input-streaming'
            : chunk.type === 'tool-input-error'
              ? 'output-error'
              : 'input-available',
        input: 'input' in chunk ? chunk.input : previous?.input,
        ...(chunk.type === 'tool-input-error' ? { errorText: chunk.errorText } : {}),
      };
      return withParts(index === -1 ? [...parts, part] : replacePart(parts, index, part));
    }
    case 'tool-output-available':
    case 'tool-output-error': {
      const index = findLast(parts, (part) => (part as MindToolPart).toolCallId === chunk.toolCallId);
      if (index === -1) return state;
      const previous = parts[index] as MindToolPart;
      const part: MindToolPart =
        chunk.type === 'tool-output-available'
          ? { ...previous, state: 'output-available', output: chunk.output }
          : { ...previous, state: 'output-error', errorText: chunk.errorText };
      return withParts(replacePart(parts, index, part));
    }
    case 'finish':
      return {
        ...state,
        status: state.status === 'streaming' ? 'done' : state.status,
        message:
          chunk.messageMetadata !== undefined ? { ...message, metadata: chunk.messageMetadata } : message,
      };
    case 'abort':
      return { ...state, status: 'aborted' };
    case 'error':
      return { ...state, status: 'error', errorText: chunk.errorText };
    default:
      if (chunk.type.startsWith('data-')) {
        const data = chunk as { type: `data-${string}`; id?: string; data: unknown; transient?: boolean };
        if (data.transient) return state;
        const part: MindDataPart = { type: data.type, data: data.data, ...(data.id ? { id: data.id } : {}) };
        const index = data.id
          ? findLast(parts, (candidate) => candidate.type === data.type && candidate.id === data.id)
          : -1;
        return withParts(index === -1 ? [...parts, part] : replacePart(parts, index, part));
      }
      return state;
  }
}
