import fastifyPlugin from 'fastify-plugin';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import type { ApiApp } from './fastifyTypes';

/** `frame-ancestors`: this origin and the configured partner origins, which may embed the platform's pages. */
export function frameAncestors(app: ApiApp): string[] {
  return ["'self'", ...app.services.config.allowedOrigins];
}

/**
 * Security headers on every answer. The CSP allows no inline script (see `contentSecurityPolicy`); a route
 * that serves a page with its own inline scripts (the built Storybook) sets a policy naming their hashes, which
 * is kept.
 */
export const securityHeaders = fastifyPlugin(async (app: ApiApp) => {
  const policy = contentSecurityPolicy(frameAncestors(app));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (app.services.config.production)
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
});
