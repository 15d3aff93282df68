// Calls the fake through its `fetch` as an embedder's test would, signed in as any user by email (or as
// nobody): by path for any route, or by contract endpoint for the routes on the contract.
import { fillEndpointPath } from '../../src/contract/endpointPath';
import type { AnyEndpoint, EndpointInput } from '../../src/contract/endpoint';
import {
  createDemoUsers,
  createFakeBondApi,
  fakeDemoPassword,
  type FakeBondApiOptions,
  type FakeUser,
} from '../../src/testing/index';

/** An answer as a test reads it: the status, and the JSON body or the file (a Blob). */
export interface FakeAnswer {
  status: number;
  body: unknown;
  contentType: string;
}

/**
 * The fake (made with `options`) with the demo users and `extraUsers`, and a way to call it as any of them
 * (or nobody).
 */
export function fakeWithCallers(
  extraUsers: FakeUser[] = [],
  options: Omit<FakeBondApiOptions, 'users'> = {},
) {
  const api = createFakeBondApi({ ...options, users: [...createDemoUsers(), ...extraUsers] });
  const tokens = new Map<string, string>();

  async function signIn(email: string, password = fakeDemoPassword): Promise<number> {
    const response = await api.fetch('https://fake/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.ok) tokens.set(email, ((await response.json()) as { access: string }).access);
    return response.status;
  }

  /** Calls `path` (with its query) as the user `email` (signed in on first use), or as nobody with `null`. */
  async function call(
    email: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<FakeAnswer> {
    if (email !== null && !tokens.has(email)) await signIn(email);
    const token = email === null ? undefined : tokens.get(email);
    // A form goes as it is: fetch writes its multipart content type and boundary.
    const isForm = body instanceof FormData;
    const response = await api.fetch(`https://fake/${path}`, {
      method,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType !== '' && !contentType.startsWith('application/json'))
      return { status: response.status, body: await response.blob(), contentType };
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      contentType,
    };
  }

  /**
   * Calls a contract endpoint with its typed parameters, query and body, as the user `email`, or as nobody
   * when it is left out. A request other than GET always carries a JSON body (`{}` when the input has none),
   * as the client sends one; an upload endpoint's `file` goes in a multipart form, as the client builds it.
   */
  async function callEndpoint<Definition extends AnyEndpoint>(
    endpoint: Definition,
    input: EndpointInput<Definition>,
    email?: string,
  ): Promise<FakeAnswer> {
    const parts = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      file?: Blob;
      fileName?: string;
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(parts.query ?? {}))
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
    const query = search.toString();
    const path = `${fillEndpointPath(endpoint.path, parts.params)}${query === '' ? '' : `?${query}`}`;
    let body: unknown = endpoint.method === 'GET' ? undefined : (parts.body ?? {});
    if (endpoint.upload !== undefined && parts.file !== undefined) {
      const form = new FormData();
      form.append(endpoint.upload.field, parts.file, parts.fileName ?? 'upload');
      body = form;
    }
    return call(email ?? null, endpoint.method, path, body);
  }

  return { api, call, callEndpoint, signIn };
}

export const dealerEmail = 'dealer@bondkit.test';
export const traderEmail = 'trader@bondkit.test';
