import {
  isTradeStreamServerMessageType,
  tradeStreamBatchType,
  tradeStreamServerMessageSchemas,
  type TradeStreamServerMessage,
} from './streamMessages';
import { TradeStreamError } from './TradeStreamError';

/** One decoded message, or why it was refused. */
export type DecodedServerMessage =
  { ok: true; message: TradeStreamServerMessage } | { ok: false; error: TradeStreamError };

const frameExcerptLength = 200;

function excerpt(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > frameExcerptLength ? `${text.slice(0, frameExcerptLength)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeMessage(value: unknown): DecodedServerMessage {
  if (!isRecord(value) || typeof value.type !== 'string') {
    return {
      ok: false,
      error: new TradeStreamError({
        code: 'malformed_frame',
        message: 'A trade stream message is not an object with a string `type`.',
        frame: excerpt(value),
      }),
    };
  }
  const type = value.type;
  if (!isTradeStreamServerMessageType(type)) {
    return {
      ok: false,
      error: new TradeStreamError({
        code: 'unknown_type',
        message: `Unknown trade stream message type '${excerpt(type)}'.`,
        frame: excerpt(value),
      }),
    };
  }
  const result = tradeStreamServerMessageSchemas[type].safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at '${issue.path.join('.')}'` : '';
    return {
      ok: false,
      error: new TradeStreamError({
        code: 'invalid_payload',
        message: `Invalid '${type}' message${where}: ${issue?.message ?? 'schema mismatch'}.`,
        frame: excerpt(value),
        cause: result.error,
      }),
    };
  }
  return { ok: true, message: result.data };
}

/**
 * Decodes one WebSocket frame into messages: a JSON object with a `type`, or a `batch` envelope whose
 * `messages` are decoded one by one (a bad message in a batch does not spoil the good ones).
 */
export function decodeServerFrame(data: unknown): DecodedServerMessage[] {
  if (typeof data !== 'string') {
    return [
      {
        ok: false,
        error: new TradeStreamError({
          code: 'malformed_frame',
          message: 'The trade stream sends text frames only; a binary frame was ignored.',
        }),
      },
    ];
  }
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (cause) {
    return [
      {
        ok: false,
        error: new TradeStreamError({
          code: 'malformed_frame',
          message: 'A trade stream frame is not valid JSON.',
          frame: excerpt(data),
          cause,
        }),
      },
    ];
  }
  if (isRecord(value) && value.type === tradeStreamBatchType) {
    if (!Array.isArray(value.messages)) {
      return [
        {
          ok: false,
          error: new TradeStreamError({
            code: 'malformed_frame',
            message: 'A `batch` frame has no `messages` array.',
            frame: excerpt(data),
          }),
        },
      ];
    }
    return value.messages.map(decodeMessage);
  }
  return [decodeMessage(value)];
}
