import * as z from 'zod/mini';

/**
 * The chunks of the Vercel AI SDK's UI message stream protocol (version 1), the ones MIND sends and reads.
 * Each is one Server-Sent Event `data: {json}`; the stream ends with `data: [DONE]`. Field names are the
 * SDK's, so an AI SDK backend can feed MindChat and `useChat` can read the MIND service.
 *
 * One schema per chunk type, and one list of them: the contract declares it as the answer of MIND's two chat
 * streams, so the server checks every chunk it sends with it, the testing fake answers with it, the OpenAPI
 * document describes it, and the client reads each event with it.
 */
const optionalMetadata = z.optional(z.unknown());
const finishReasonSchema = z.enum(['stop', 'length', 'content-filter', 'tool-calls', 'error', 'other']);

const knownChunkSchemas = [
  z.object({
    type: z.literal('start'),
    messageId: z.optional(z.string()),
    messageMetadata: optionalMetadata,
  }),
  z.object({ type: z.literal('start-step') }),
  z.object({ type: z.literal('text-start'), id: z.string() }),
  z.object({ type: z.literal('text-delta'), id: z.string(), delta: z.string() }),
  z.object({ type: z.literal('text-end'), id: z.string() }),
  z.object({ type: z.literal('reasoning-start'), id: z.string() }),
  z.object({ type: z.literal('reasoning-delta'), id: z.string(), delta: z.string() }),
  z.object({ type: z.literal('reasoning-end'), id: z.string() }),
  z.object({
    type: z.literal('tool-input-start'),
    toolCallId: z.string(),
    toolName: z.string(),
    dynamic: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('tool-input-delta'), toolCallId: z.string(), inputTextDelta: z.string() }),
  z.object({
    type: z.literal('tool-input-available'),
    toolCallId: z.string(),
    toolName: z.string(),
    input: z.unknown(),
    dynamic: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('tool-input-error'),
    toolCallId: z.string(),
    toolName: z.string(),
    input: z.unknown(),
    errorText: z.string(),
  }),
  z.object({
    type: z.literal('tool-output-available'),
    toolCallId: z.string(),
    output: z.unknown(),
    preliminary: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('tool-output-error'), toolCallId: z.string(), errorText: z.string() }),
  z.object({
    type: z.literal('source-url'),
    sourceId: z.string(),
    url: z.string(),
    title: z.optional(z.string()),
  }),
  z.object({ type: z.literal('message-metadata'), messageMetadata: z.unknown() }),
  z.object({ type: z.literal('finish-step') }),
  z.object({
    type: z.literal('finish'),
    finishReason: z.optional(finishReasonSchema),
    messageMetadata: optionalMetadata,
  }),
  z.object({ type: z.literal('abort'), reason: z.optional(z.string()) }),
  z.object({ type: z.literal('error'), errorText: z.string() }),
] as const;

/** A data part's chunk: `data-{name}` (a chart, the sources of an answer), replaced by a later one of its id. */
const dataChunkSchema = z.object({
  type: z.templateLiteral(['data-', z.string().check(z.minLength(1))]),
  id: z.optional(z.string()),
  data: z.unknown(),
  transient: z.optional(z.boolean()),
});

/** One chunk of a UI message stream, any type MIND sends. */
export const uiMessageChunkSchema = z.union([...knownChunkSchemas, dataChunkSchema]);

/** One chunk of a UI message stream. */
export type UiMessageChunk = z.output<typeof uiMessageChunkSchema>;

/** Each known type's schema, by its `type`, so that an event is parsed with its own type's schema alone. */
const schemaOfType: ReadonlyMap<string, z.ZodMiniType> = new Map(
  knownChunkSchemas.map((schema) => [schema.shape.type.def.values[0] as string, schema]),
);

/**
 * Checks a decoded event with its type's schema: answers the chunk, `'unknown'` for an event of a type this
 * client does not read, or null for a malformed one. Unknown types are skipped, as the AI SDK's own reader
 * skips what it does not know of a newer server: MIND neither sends nor renders the SDK's
 * `tool-output-denied`, `tool-approval-request`, `source-document` and `file` chunks.
 */
export function checkUiMessageChunk(value: unknown): UiMessageChunk | 'unknown' | null {
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return null;
  const schema = type.startsWith('data-') ? dataChunkSchema : schemaOfType.get(type);
  if (schema === undefined) return type === '' ? null : 'unknown';
  const parsed = z.safeParse(schema, value);
  return parsed.success ? (parsed.data as UiMessageChunk) : null;
}
