import type { WebSocket } from 'ws';
import type { ApiApp } from '../http/fastifyTypes';
import { jsonDepthExceeds, maximumJsonDepth } from '../http/inputHygiene';
import { ChatServiceError } from './chatErrors';
import { ChatFileStore } from './chatFiles';
import { ChatHub } from './chatHub';
import { ChatDeskService } from './chatDeskService';
import { ChatService } from './chatService';
import { readRunsFromMessages } from './chatRunHook';
import { registerSendbirdRoutes, sendbirdBasePath } from './sendbirdRoutes';
import { attachChatSocket } from './sendbirdSocket';

/**
 * The reference server's Sendbird-compatible chat service: the socket at `/sendbird/` and the REST subset
 * at `/sendbird/v3/…`, on this origin, so that `SendbirdChat.init({ appId, customApiHost: origin +
 * '/sendbird', customWebSocketHost: wsOrigin + '/sendbird' })` works with no internet.
 */
export async function sendbirdServiceModule(app: ApiApp): Promise<void> {
  const now = () => app.services.now().getTime();
  const hub = new ChatHub(app.services.events);
  // Desks type runs into chat: each user message is read for them (Private Runs lists what was read).
  const service = new ChatService(app.services.db, hub, now, { afterUserMessage: readRunsFromMessages(app) });
  const desk = new ChatDeskService(app.services.db, hub, service, now);
  const files = new ChatFileStore(app.services.db, app.services.config.dataDirectory, sendbirdBasePath, now);
  // Every open chat socket, so that shutdown can end them: an open socket holds `app.close()` (the HTTP
  // server waits for it), and an SDK that never answers the close frame would hold it for ws's 30-second
  // close timeout. The SDK reconnects at once when its socket closes, and the server still accepts sockets
  // while it shuts down: one that arrives then is ended at once.
  const openSockets = new Set<WebSocket>();
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
    service.dispose();
    hub.close();
    for (const socket of openSockets) {
      socket.close(1001, 'server shutting down');
      setTimeout(() => socket.terminate(), 1000).unref();
    }
  });
  const socketContext = {
    db: app.services.db,
    hub,
    service,
    files,
    now,
    onError: (error: unknown) => app.log.warn({ err: error }, 'chat socket'),
    publicOrigin: app.services.config.publicOrigin,
  };
  for (const path of [`${sendbirdBasePath}/`, sendbirdBasePath]) {
    app.route({
      method: 'GET',
      url: path,
      config: { access: 'public' },
      // The SDK in a browser also makes a plain GET of its API host (what for is not traced): answered, so
      // that it is not a 404 in every chat user's console.
      handler: async (_request, reply) => reply.code(204).send(),
      wsHandler: (socket, request) => {
        if (shuttingDown) {
          socket.terminate();
          return;
        }
        openSockets.add(socket);
        socket.on('close', () => openSockets.delete(socket));
        attachChatSocket(socket, request.raw, socketContext);
      },
    });
  }
  await app.register(async (scope) => {
    // The SDK sends `Content-Type: application/json` with an empty body on DELETE: an empty object here.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      // The same depth bound as every other route: a deeply nested body is refused before it is parsed.
      if (jsonDepthExceeds(text, maximumJsonDepth))
        return done(
          new ChatServiceError(400111, `The body is nested deeper than ${maximumJsonDepth} levels.`),
          undefined,
        );
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ChatServiceError(400111, 'The body is not valid JSON.'), undefined);
      }
    });
    // Errors raised before a handler runs (the body parser above) answer in Sendbird's shape too; anything
    // else goes on to the server's own error handler.
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof ChatServiceError) return reply.code(error.httpStatus).send(error.toBody());
      throw error;
    });
    registerSendbirdRoutes(scope, {
      service,
      desk,
      files,
      now,
      publicOrigin: app.services.config.publicOrigin,
    });
  });
}
