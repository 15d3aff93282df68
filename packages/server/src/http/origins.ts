import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** This server's own origin as the browser sees it: PUBLIC_ORIGIN, else the request's scheme and Host. */
export function serverOrigin(request: FastifyRequest, config: ServerConfig): string {
  if (config.publicOrigin) return config.publicOrigin;
  // Through URL so a default port (`:80`, `:443`) is dropped, as browsers drop it from Origin.
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/** Whether the request's Origin header is this server or a configured partner origin. */
export function isAllowedOrigin(request: FastifyRequest, config: ServerConfig): boolean {
  const header = request.headers.origin;
  if (!header) return false;
  let origin: string;
  try {
    origin = new URL(header).origin;
  } catch {
    return false;
  }
  return origin === serverOrigin(request, config) || config.allowedOrigins.includes(origin);
}
