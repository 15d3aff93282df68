import fastifyPlugin from 'fastify-plugin';
import type { ApiApp } from './fastifyTypes';

/**
 * Security headers on every answer. The app's CSP allows no inline script; styles may be inline (the
 * widgets set CSS variables through style attributes). `frame-ancestors` admits this origin and the
 * configured partner origins, which may embed the platform's pages.
 */
export const securityHeaders = fastifyPlugin(async (app: ApiApp) => {
  const frameAncestors = ["'self'", ...app.services.config.allowedOrigins].join(' ');
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', contentSecurityPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (app.services.config.production)
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
});
