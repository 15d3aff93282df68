import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path without the leading slash, no query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering, in ms. */
  delayMs?: number;
}

export type Handler = (request: ReceivedRequest) => Answer;

/** A real HTTP server on 127.0.0.1 and a free port, answering with `handler`. */
export async function startTestServer(handler: Handler) {
  const requests: ReceivedRequest[] = [];
  let current = handler;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname.replace(/^\/+/, ''),
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = current(request);
      const send = () => {
        const text =
          answer.body === undefined
            ? ''
            : typeof answer.body === 'string'
              ? answer.body
              : JSON.stringify(answer.body);
        outgoing.writeHead(answer.status, {
          ...(typeof answer.body === 'object' ? { 'Content-Type': 'application/json' } : {}),
          ...answer.headers,
        });
        outgoing.end(text);
      };
      if (answer.delayMs === undefined) send();
      else setTimeout(send, answer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** Requests to `path`. */
    count: (path: string) => requests.filter((request) => request.path === path).length,
    setHandler(next: Handler) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const tokens = (serial: number) => ({ access: `access-${serial}`, refresh: `refresh-${serial}` });
