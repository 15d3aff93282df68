import { eq } from 'drizzle-orm';
import { demoOtp } from '../src/auth/oneTimePasswords';
import { clients } from '../src/database/schema/clients';
import { userAccounts, users } from '../src/database/schema/users';
import type { ApiApp } from '../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../src/seed/demoAccounts';
import { prepareDemoSeed, startTestServer, type TestServer } from './harness';

/**
 * `@bondkit/server/testing`: the reference server in the test's own process, for the reference app's tests
 * (and anyone testing a client against the real platform). The server starts on a PGlite copy of the
 * migrated, seeded demo database (the harness's seed-once template: about 1–2 s a server once the run's
 * template exists) and answers through Fastify's `app.inject`, so no port is opened: `fetch` turns each
 * request into an injection and its reply into a `Response`. Every rule and access policy of the platform
 * applies, as in production.
 */

/** The origin the in-process server answers on (any URL's path goes to it; the origin is not checked). */
export const inProcessServerOrigin = 'https://app.bondkit.test';

/** The demo accounts' password and the one-time password demo mode accepts, and each demo account's e-mail by key. */
export { demoOtp, demoPassword };
export const demoEmails: Readonly<Record<string, string>> = Object.fromEntries(
  demoAccounts.map((account) => [account.key, account.email]),
);

export interface InProcessServer {
  /** A `fetch` answered by the server; it keeps its own cookie jar, like one browser. */
  fetch: typeof fetch;
  /** The Fastify app and its database, for a test that reads what the server stored. */
  server: TestServer;
  /** A new `fetch` with a cookie jar of its own (a second browser on the same server). */
  newBrowser(): typeof fetch;
  /**
   * Changes the firm of a user (by e-mail) as an operator would in the database: its plan, its MIND trial,
   * whether its dealers may override prices. For a page's state the demo data does not hold.
   */
  updateFirmOf(email: string, changes: FirmChanges): Promise<void>;
  /** Sets whether a demo user has accepted the chat terms (the seed accepts them for all but the investor). */
  setChatTermsAccepted(email: string, accepted: boolean): Promise<void>;
  close(): Promise<void>;
}

/** What `updateFirmOf` may change. */
export type FirmChanges = Partial<
  Pick<typeof clients.$inferInsert, 'plan' | 'mindTrialEndsAt' | 'allowPriceModification'>
>;

/** Makes the run's seeded demo database once (about 5 s), for a setup hook: then each server takes about 1–2 s. */
export { prepareDemoSeed };

/** Starts a server on a fresh copy of the demo database (always PGlite: a page test needs no cluster). */
export async function startInProcessServer(): Promise<InProcessServer> {
  const server = await startTestServer({ engine: 'pglite' });
  return {
    fetch: injectingFetch(server.app),
    server,
    newBrowser: () => injectingFetch(server.app),
    async updateFirmOf(email, changes) {
      const { db } = server.database;
      const [account] = await db
        .select({ clientId: userAccounts.clientId })
        .from(userAccounts)
        .innerJoin(users, eq(users.id, userAccounts.userId))
        .where(eq(users.email, email));
      if (!account) throw new Error(`No account of ${email} in the demo data.`);
      await db.update(clients).set(changes).where(eq(clients.id, account.clientId));
    },
    async setChatTermsAccepted(email, accepted) {
      await server.database.db
        .update(users)
        .set({ hasAcceptedChatTerms: accepted })
        .where(eq(users.email, email));
    },
    close: () => server.close(),
  };
}

/** The body of a fetch as bytes Fastify can inject, with the content type it implies. */
async function injectablePayload(
  body: BodyInit | null | undefined,
): Promise<{ payload?: string | Buffer; contentType?: string }> {
  if (body === undefined || body === null) return {};
  if (typeof body === 'string') return { payload: body };
  if (body instanceof URLSearchParams)
    return { payload: body.toString(), contentType: 'application/x-www-form-urlencoded' };
  if (body instanceof FormData) return multipartPayload(body);
  if (body instanceof Blob) return { payload: Buffer.from(await body.arrayBuffer()) };
  if (body instanceof ArrayBuffer) return { payload: Buffer.from(body) };
  if (ArrayBuffer.isView(body))
    return { payload: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  throw new Error('The in-process server takes string, form, blob and byte bodies only.');
}

/**
 * A multipart form, encoded by hand: the DOM test environment's FormData and Blob are jsdom's, which Node's
 * own `Request` cannot serialise.
 */
async function multipartPayload(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const boundary = `----bondkit-in-process-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      continue;
    }
    const type = value.type || 'application/octet-stream';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${value.name}"\r\ncontent-type: ${type}\r\n\r\n`,
      ),
      Buffer.from(await value.arrayBuffer()),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const bodilessStatuses = new Set([101, 204, 205, 304]);

/** A fetch that injects into `app`, keeping the cookies the server sets as a browser would. */
export function injectingFetch(app: ApiApp): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(request?.headers).forEach((value, key) => (headers[key] = value));
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const { payload, contentType } = await injectablePayload(
      init?.body ?? (request && request.body ? await request.arrayBuffer() : undefined),
    );
    if (contentType && !headers['content-type']) headers['content-type'] = contentType;
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    init?.signal?.throwIfAborted();
    const response = await app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, origin: url.origin, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const body =
      bodilessStatuses.has(response.statusCode) || method === 'HEAD'
        ? null
        : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers: responseHeaders });
  };
}
