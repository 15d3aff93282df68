import { fillEndpointPath, type AnyEndpoint, type EndpointInput } from '@bondkit/core/contract';
import { createFakeBondApi, fakeDemoPassword, type FakeBondApi } from '@bondkit/core/testing';
import { uiMessageStreamHeader, uiMessageStreamVersion } from '@bondkit/core/mind';
import { startTestServer, type TestServer } from '../harness';

/**
 * Who calls: a signed-in dealer, a dealer of another firm (the server's demo trader, the fake's
 * trader@bondkit.test), the dealer's firm's ops admin (for the firm's own settings), its compliance officer
 * (surveillance), a market researcher (MIND: the server's demo researcher, the fake's
 * researcher@bondkit.test), an individual client of the dealer's firm (the server's demo investor; the fake
 * has none, and implements none of a client's endpoints), or nobody.
 */
export type Caller =
  'dealer' | 'trader' | 'opsadmin' | 'compliance' | 'researcher' | 'investor' | 'anonymous';

/**
 * An answer as a caller sees it. A UI message stream's body is its events' chunks, in order; the stream must
 * carry the protocol's header and end with `[DONE]`, or the call throws.
 */
export interface ContractAnswer {
  status: number;
  body: unknown;
}

/** The chunks of a UI message stream's events (each `data: {json}`), which must end with `data: [DONE]`. */
function streamedChunks(backend: string, text: string, protocolHeader: string | undefined): unknown[] {
  if (protocolHeader !== uiMessageStreamVersion)
    throw new Error(`${backend}: the stream's ${uiMessageStreamHeader} header is ${protocolHeader}`);
  const data = text
    .split('\n\n')
    .filter((event) => event !== '')
    .map((event) => {
      if (!event.startsWith('data: ')) throw new Error(`${backend}: not a data event: ${event}`);
      return event.slice('data: '.length);
    });
  if (data.at(-1) !== '[DONE]') throw new Error(`${backend}: the stream did not end with [DONE]: ${text}`);
  return data.slice(0, -1).map((json) => JSON.parse(json) as unknown);
}

/** One implementation of the contract the suite runs against: the reference server or the testing fake. */
export interface ContractBackend {
  name: 'server' | 'fake';
  call<Definition extends AnyEndpoint>(
    endpoint: Definition,
    input: EndpointInput<Definition>,
    caller: Caller,
  ): Promise<ContractAnswer>;
  /** Which endpoints it implements; the server implements all of them. */
  implements(endpoint: AnyEndpoint): boolean;
  /** The latest mail sent to `recipient`, when the backend keeps its mails itself (the fake). */
  lastMessageTo?(recipient: string): Promise<string>;
  close(): Promise<void>;
}

interface RequestParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** An upload's file (`EndpointInput` of an endpoint with `upload`). */
  file?: Blob;
  fileName?: string;
}

/** An upload's multipart form, as the client's `callEndpoint` builds it. */
function uploadForm(endpoint: AnyEndpoint, input: RequestParts): FormData | undefined {
  if (endpoint.upload === undefined || input.file === undefined) return undefined;
  const form = new FormData();
  form.append(endpoint.upload.field, input.file, input.fileName ?? 'upload');
  return form;
}

/** The URL of a call (no origin), with the query as the client's `buildUrl` writes it. */
export function callUrl(endpoint: AnyEndpoint, input: RequestParts): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return `/${fillEndpointPath(endpoint.path, input.params)}${query ? `?${query}` : ''}`;
}

function bodyOf(endpoint: AnyEndpoint, input: RequestParts): string | undefined {
  if (input.body !== undefined) return JSON.stringify(input.body);
  return endpoint.method === 'GET' ? undefined : '{}';
}

/** The reference server on a fresh database with the demo data, called through `inject`. */
export async function serverBackend(): Promise<ContractBackend & { server: TestServer }> {
  const server = await startTestServer();
  return {
    name: 'server',
    server,
    implements: () => true,
    async call(endpoint, input, caller) {
      const parts = input as RequestParts;
      const form = uploadForm(endpoint, parts);
      // A form is sent as a browser sends it: the runtime writes the body and its boundary.
      const encoded = form === undefined ? undefined : new Response(form);
      const payload =
        encoded === undefined ? bodyOf(endpoint, parts) : Buffer.from(await encoded.arrayBuffer());
      const requestType = encoded?.headers.get('content-type') ?? 'application/json';
      const response = await server.app.inject({
        method: endpoint.method,
        url: callUrl(endpoint, parts),
        headers: {
          ...(caller === 'anonymous' ? {} : await server.authorizationOf(caller)),
          ...(payload === undefined ? {} : { 'content-type': requestType }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      if (response.body === '') return { status: response.statusCode, body: undefined };
      const contentType = String(response.headers['content-type'] ?? '');
      if (endpoint.responseType === 'uiMessageStream' && response.statusCode === 200)
        return {
          status: response.statusCode,
          body: streamedChunks(
            'server',
            response.body,
            response.headers[uiMessageStreamHeader] as string | undefined,
          ),
        };
      // A file (a PDF) reaches a client as a Blob, which is what a file endpoint's response schema reads.
      if (!contentType.startsWith('application/json'))
        return {
          status: response.statusCode,
          body: new Blob([new Uint8Array(response.rawPayload)], { type: contentType }),
        };
      return { status: response.statusCode, body: response.json() };
    },
    close: () => server.close(),
  };
}

/**
 * `@bondkit/core/testing`'s fake, called through its `fetch`, as an embedder's tests call it, with its demo
 * users (among them a trader at another firm).
 */
export async function fakeBackend(): Promise<ContractBackend & { fake: FakeBondApi }> {
  const fake = createFakeBondApi();
  const origin = 'https://fake.invalid';
  const accessOf = async (email: string) => {
    const signIn = await fake.fetch(`${origin}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: fakeDemoPassword }),
    });
    return ((await signIn.json()) as { access: string }).access;
  };
  const accessByCaller = {
    dealer: await accessOf('dealer@bondkit.test'),
    opsadmin: await accessOf('opsadmin@bondkit.test'),
    compliance: await accessOf('compliance@bondkit.test'),
    // A dealer at another firm (the fake's counterparty firm), for trades between two firms.
    trader: await accessOf('trader@bondkit.test'),
    researcher: await accessOf('researcher@bondkit.test'),
  };
  const implemented = new Set<AnyEndpoint>(fake.endpoints);
  return {
    name: 'fake',
    fake,
    implements: (endpoint) => implemented.has(endpoint),
    async call(endpoint, input, caller) {
      if (caller === 'investor')
        throw new Error(`The fake has no investor: ${endpoint.path}'s scenario runs on the server only.`);
      const parts = input as RequestParts;
      const form = uploadForm(endpoint, parts);
      const payload = form ?? bodyOf(endpoint, parts);
      const response = await fake.fetch(`${origin}${callUrl(endpoint, parts)}`, {
        method: endpoint.method,
        headers: {
          ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${accessByCaller[caller]}` }),
          // A form's content type (with its boundary) is written by fetch itself.
          ...(payload === undefined || form !== undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: payload }),
      });
      const contentType = response.headers.get('content-type') ?? '';
      if (endpoint.responseType === 'uiMessageStream' && response.status === 200)
        return {
          status: response.status,
          body: streamedChunks(
            'fake',
            await response.text(),
            response.headers.get(uiMessageStreamHeader) ?? undefined,
          ),
        };
      // A file reaches a client as a Blob, as on the server backend.
      if (contentType !== '' && !contentType.startsWith('application/json'))
        return { status: response.status, body: await response.blob() };
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    },
    async lastMessageTo(recipient) {
      const mail = fake.state.sentMessages.findLast((sent) => sent.recipient === recipient);
      if (mail === undefined) throw new Error(`fake: nothing was sent to ${recipient}.`);
      return mail.body;
    },
    close: async () => {},
  };
}
