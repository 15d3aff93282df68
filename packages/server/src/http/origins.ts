import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** This server's own origin as the browser sees it: PUBLIC_ORIGIN, else the request's scheme and Host. */
export function serverOrigin(request: FastifyRequest, config: ServerConfig): string {
  if (config.publicOrigin) return config.publicOrigin;
  // Through URL so a default port (`:80`, `:443`) is dropped, as browsers drop it from Origin.
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * The origins this server is configured to be reached at, never taken from a request (a Host header is
 * the caller's to choose): PUBLIC_ORIGIN; without it, the loopback origins of PORT, and HOST's when it
 * names one.
 */
function configuredOwnOrigins(config: ServerConfig): string[] {
  if (config.publicOrigin) return [config.publicOrigin];
  const hosts = ['localhost', '127.0.0.1'];
  if (!['0.0.0.0', '::', 'localhost', '127.0.0.1'].includes(config.host))
    hosts.push(config.host.includes(':') ? `[${config.host}]` : config.host);
  return hosts.map((host) => new URL(`http://${host}:${config.port}`).origin);
}

/** The origin of every link the server mails or hands out (invitations, files): configured, never the Host. */
export function mailLinkOrigin(config: ServerConfig): string {
  return configuredOwnOrigins(config)[0]!;
}

/** Origins a mailed link built on a caller's URL (`web_url`) may point at: this server's and the partners'. */
export function linkTargetOrigins(config: ServerConfig): string[] {
  return [...configuredOwnOrigins(config), ...config.allowedOrigins];
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

/**
 * Whether a request comes straight from this machine: a loopback peer with no proxy header (a proxy on
 * the same host would otherwise make every visitor look local).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^127\./.test(address) || /^::ffff:127\./.test(address);
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(
    (header) => request.headers[header] !== undefined,
  );
  return loopback && !proxied;
}
