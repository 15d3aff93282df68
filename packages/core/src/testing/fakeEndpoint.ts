import * as z from 'zod/mini';
import type { AnyEndpoint, EndpointRequestParts } from '../contract/endpoint';
import { pathParameterNames } from '../contract/endpoint';
import type { UiMessageChunk } from '../mind/uiMessageChunk';
import {
  encodeUiMessageChunk,
  uiMessageStreamDone,
  uiMessageStreamHeaders,
} from '../mind/uiMessageStreamProtocol';
import { zodIssuesToErrorBody } from '../validation/zodIssuesToErrorBody';
import { json } from './fakeRouter';
import type { FakeRequest, FakeResponse, FakeRoute } from './fakeRouter';

/** What a fake handler of a contract endpoint receives: the request parts parsed with the contract's schemas. */
export type FakeEndpointCall<Definition extends AnyEndpoint> = EndpointRequestParts<Definition> & {
  request: FakeRequest;
};

/**
 * A success answer (checked against the endpoint's response schema), or any other answer (an error). A UI
 * message stream answers its chunks, each checked against the endpoint's chunk schema.
 */
export type FakeEndpointResult<Definition extends AnyEndpoint> =
  | {
      ok: Definition['responseType'] extends 'uiMessageStream'
        ? readonly z.input<Definition['response']>[]
        : z.input<Definition['response']>;
    }
  | FakeResponse;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The fake's pattern of a contract path: `/api/finstrument/:id/` matches `api/finstrument/7/`. */
function pathPattern(path: string): RegExp {
  const relative = path.replace(/^\//, '');
  const source = relative
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(':') ? '([^/]+)' : escapeForPattern(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The query as the server's parser gives it: one value a string, a repeated key an array. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    object[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return object;
}

/** Thrown when the fake's own answer breaks the contract: the fake is wrong, not the caller. */
export class FakeContractError extends Error {
  constructor(endpoint: AnyEndpoint, issues: readonly { message: string; path: readonly PropertyKey[] }[]) {
    const detail = issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    super(
      `The fake's answer to ${endpoint.method} ${endpoint.path} is outside the contract's response schema: ${detail.join('; ')}`,
    );
    this.name = 'FakeContractError';
  }
}

/**
 * A UI message stream as the server sends it: every chunk checked against the endpoint's chunk schema (one
 * outside it throws `FakeContractError`), as Server-Sent Events ending with `[DONE]`, the whole answer at once.
 */
function uiMessageStreamAnswer(endpoint: AnyEndpoint, chunks: readonly unknown[]): FakeResponse {
  let text = '';
  for (const chunk of chunks) {
    const checked = z.safeParse(endpoint.response, chunk);
    if (!checked.success) throw new FakeContractError(endpoint, checked.error.issues);
    text += encodeUiMessageChunk(checked.data as UiMessageChunk);
  }
  return {
    status: endpoint.status ?? 200,
    body: `${text}${uiMessageStreamDone}`,
    headers: { ...uiMessageStreamHeaders },
  };
}

/**
 * A fake route for a contract endpoint: the same path, method and schemas as the reference server. Bad
 * input gets the server's 400 by field from the same schemas; a success answer is parsed with the
 * endpoint's response schema, and an answer outside it throws `FakeContractError`, so the fake cannot
 * drift from what the server promises. (The partner surface has no upload endpoint: uploads are the
 * server's.)
 */
export function fakeEndpoint<Definition extends AnyEndpoint>(
  endpoint: Definition,
  handler: (call: FakeEndpointCall<Definition>) => FakeEndpointResult<Definition>,
): FakeRoute {
  const names = pathParameterNames(endpoint.path);
  return {
    method: endpoint.method,
    pattern: pathPattern(endpoint.path),
    endpoint,
    handler: (request, captured) => {
      const parts: Record<'params' | 'query' | 'body', unknown> = {
        params: {},
        query: {},
        body: undefined,
      };
      const sources = {
        params: Object.fromEntries(
          names.map((name, index) => [name, decodeURIComponent(captured[index] ?? '')]),
        ),
        query: queryObject(request.query),
        body: request.body ?? {},
      };
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema === undefined) continue;
        const parsed = z.safeParse(schema, sources[part]);
        if (!parsed.success) return json(400, zodIssuesToErrorBody(parsed.error.issues));
        parts[part] = parsed.data;
      }
      const result = handler({ ...(parts as EndpointRequestParts<Definition>), request });
      if (!('ok' in result)) return result;
      if (endpoint.responseType === 'uiMessageStream')
        return uiMessageStreamAnswer(endpoint, result.ok as readonly unknown[]);
      const checked = z.safeParse(endpoint.response, result.ok);
      if (!checked.success) throw new FakeContractError(endpoint, checked.error.issues);
      // A file endpoint answers the file itself, with its type, as the server's `FileAnswer` does.
      if (checked.data instanceof Blob)
        return {
          status: endpoint.status ?? 200,
          body: checked.data,
          headers: { 'Content-Type': checked.data.type || 'application/octet-stream' },
        };
      return json(endpoint.status ?? 200, checked.data);
    },
  };
}
