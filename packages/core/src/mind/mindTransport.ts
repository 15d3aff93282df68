import type { MindMessage } from '../validation/mindPayloads';
import { MindError } from './MindError';
import { readUiMessageStream } from './readUiMessageStream';
import type { UiMessageChunk } from './uiMessageChunk';

/** What a transport is asked to send: the messages so far, the last being the user's question. */
export interface MindSendRequest {
  /** The conversation (the AI SDK's chat id). */
  chatId: string;
  messages: readonly MindMessage[];
  /** `submit-message` for a new or edited question, `regenerate-message` for a retry. */
  trigger: 'submit-message' | 'regenerate-message';
  signal?: AbortSignal;
}

/**
 * How MindChat reaches an analyst: anything that turns messages into a stream of UI message chunks. The
 * HTTP transport below speaks the AI SDK's protocol; tests and stories inject their own.
 */
export interface MindTransport {
  sendMessages(request: MindSendRequest): Promise<AsyncIterable<UiMessageChunk>>;
}

export interface HttpMindTransportOptions {
  /** The chat URL of a conversation, for example `(id) => \`/mind-api/conversations/${id}/chat/\``. Required. */
  url: (chatId: string) => string | Promise<string>;
  /** Default: `globalThis.fetch`. */
  fetch?: typeof fetch | undefined;
  /** Extra request headers (an `authorization` bearer), read before each request. Default none. */
  headers?: (() => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>) | undefined;
  /**
   * Called on a 401; resolves true when it refreshed the credentials and the request should be sent
   * again (once). Default: no retry.
   */
  onUnauthorized?: (() => Promise<boolean>) | undefined;
  /** `credentials` of the fetch. Default `'include'` (the reference server's cookies). */
  credentials?: RequestCredentials | undefined;
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { detail?: unknown; non_field_errors?: unknown };
    if (typeof body.detail === 'string') return body.detail;
    if (Array.isArray(body.non_field_errors) && typeof body.non_field_errors[0] === 'string')
      return body.non_field_errors[0];
    const first = Object.values(body as Record<string, unknown>).find(Array.isArray) as unknown[] | undefined;
    if (typeof first?.[0] === 'string') return first[0];
  } catch {
    // Not JSON: fall through to the text.
  }
  return text.slice(0, 200) || `HTTP ${response.status}`;
}

/**
 * The messages as sent: without what only MindChat draws (a screen's full result table, the suggested
 * questions, the sources of the figures) and without tool outputs, which the MIND service keeps with the stored conversation. A screen of
 * a thousand bonds is drawn once, not sent back with every later question (the body stays under its limit).
 */
function messagesToSend(messages: readonly MindMessage[]): MindMessage[] {
  return messages.map((message) => ({
    ...message,
    parts: message.parts
      .filter(
        (part) =>
          part.type !== 'data-table' && part.type !== 'data-suggestions' && part.type !== 'data-sources',
      )
      .map((part) => {
        if (!part.type.startsWith('tool-') || !('output' in part)) return part;
        const { output: _output, ...rest } = part as { output?: unknown } & typeof part;
        return rest;
      }),
  }));
}

/**
 * A transport that POSTs the AI SDK's chat body (`{ id, messages, trigger, messageId }`) and reads the
 * answer as a UI message stream: it works against the MIND service and any AI SDK backend.
 */
export function createHttpMindTransport(options: HttpMindTransportOptions): MindTransport {
  const fetchFunction = options.fetch ?? globalThis.fetch?.bind(globalThis);
  return {
    async sendMessages({ chatId, messages, trigger, signal }) {
      let url: string;
      try {
        url = await options.url(chatId);
      } catch (cause) {
        // The base could not be found (a ConfigurationError names the option to set): say so as it is.
        if (MindError.isInstance(cause)) throw cause;
        throw new MindError({
          code: 'not_configured',
          message: cause instanceof Error ? cause.message : 'The MIND service is not configured.',
          cause,
        });
      }
      const send = async () =>
        fetchFunction(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await options.headers?.()) },
          body: JSON.stringify({
            id: chatId,
            messages: messagesToSend(messages),
            trigger,
            messageId: undefined,
          }),
          credentials: options.credentials ?? 'include',
          signal,
        });
      let response: Response;
      try {
        response = await send();
        if (response.status === 401 && options.onUnauthorized && (await options.onUnauthorized()))
          response = await send();
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new MindError({
          code: 'network_error',
          message: 'The MIND service could not be reached.',
          cause,
        });
      }
      if (!response.ok)
        throw new MindError({
          code: 'http_error',
          status: response.status,
          message:
            response.status === 404 || response.status === 405
              ? // No MIND there: the base is wrong, which the server's "Not found: POST …" does not say.
                `${await errorMessage(response)} (POST ${url}). No MIND service answers there: set ` +
                '`mindApiBase` in createBondClient({ apiBase, mindApiBase }) to where MIND is served (the ' +
                "reference server's `<origin>/mind-api/`, which it publishes in `api/client-config/`)."
              : await errorMessage(response),
        });
      if (!response.body)
        throw new MindError({
          code: 'malformed_stream',
          message: 'The MIND service answered without a body.',
        });
      return readUiMessageStream(response.body);
    },
  };
}
