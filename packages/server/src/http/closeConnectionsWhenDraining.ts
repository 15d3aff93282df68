import type { Socket } from 'node:net';
import fastifyPlugin from 'fastify-plugin';
import type { ApiApp } from './fastifyTypes';

/**
 * Lets `app.close()` end as soon as the requests in flight are answered. It waits for every connection to end,
 * and Node's HTTP server, once closing, reaps only connections between two keep-alive requests; two kinds stay:
 * - a connection still answering a request when closing began is answered keep-alive, then sits idle for the
 *   keep-alive timeout (Fastify's 72 s; clients such as Node's fetch follow the server's `Keep-Alive` hint);
 * - a connection that is open but has not sent a request yet (a client's pool opened it, then its request was
 *   cancelled): Node counts it as awaiting headers, and stops checking the headers timeout once closing.
 * Either held a test file's teardown for 70 s (the chat SDK file's: a request cancelled by the SDK's disconnect
 * left a fresh connection with nothing sent). So, once closing: answers say `Connection: close` and their
 * connection ends with them, and connections with no request being answered are ended at once. Upgraded
 * sockets (WebSockets) are left to their modules, which close them in their own `preClose` hooks.
 */
export const closeConnectionsWhenDraining = fastifyPlugin(async (app: ApiApp) => {
  let draining = false;
  /** HTTP connections with no request being answered: new ones, and keep-alive ones between requests. */
  const waiting = new Set<Socket>();
  /** Requests being answered, by connection. */
  const answering = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    if (draining) {
      socket.destroy();
      return;
    }
    waiting.add(socket);
    socket.once('close', () => {
      waiting.delete(socket);
      answering.delete(socket);
    });
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    waiting.delete(socket);
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) {
        answering.set(socket, left);
        return;
      }
      answering.delete(socket);
      if (socket.destroyed) return;
      if (draining) socket.end();
      else waiting.add(socket);
    });
  });
  // A WebSocket's connection belongs to its module from the upgrade on.
  app.server.on('upgrade', (request) => waiting.delete(request.socket));
  app.addHook('preClose', async () => {
    draining = true;
    for (const socket of waiting) socket.destroy();
    waiting.clear();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
});
