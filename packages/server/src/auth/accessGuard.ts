import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ApiProblem } from '../errors/ApiProblem';
import type { ApiApp, RegisteredRoute } from '../http/fastifyTypes';
import { accessPolicies, evaluateAccess } from './accessPolicies';
import { verifyAccessToken } from './accessTokens';
import { accessCookieName, refreshCookieName } from './cookies';
import { loadPrincipal } from './loadPrincipal';
import { planIncludes, premiumRequiredBody } from './premiumFeatures';
import { isAllowedOrigin } from '../http/origins';

/** Routes added by third-party plugins (the OpenAPI pages), which cannot declare access themselves. */
const infrastructurePrefixes = ['/api/docs'];

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Enforces every route's access declaration. At registration a route without `config.access` is an
 * error (so no route is open by accident) and each route is recorded in `app.registeredRoutes`. On each
 * request the caller is authenticated from the bearer header or the `bk_access` cookie, cookie-carried
 * writes must come from an allowed Origin, and the route's policy decides: 401 for nobody, 403 for a
 * caller without the right; a route of a premium feature answers 402 to a firm whose plan lacks it.
 */
export const accessGuard = fastifyPlugin(async (app: ApiApp) => {
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('principal', null);
  app.decorateRequest('authenticatedByCookie', false);

  app.addHook('onRoute', (route) => {
    let access = route.config?.access;
    if (!access && infrastructurePrefixes.some((prefix) => route.url.startsWith(prefix))) {
      access = 'public';
      route.config = { ...route.config, access };
    }
    if (!access || !(access in accessPolicies)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare config.access (one of the access policies).`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET route; the matrix tests the GET.
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({
        method,
        url: route.url,
        access,
        ...(route.config?.premium ? { premium: route.config.premium } : {}),
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs reach the not-found handler, which has no declaration; nothing to guard there.
    if (!access) return;
    const bearer = bearerToken(request);
    const cookieToken = request.cookies[accessCookieName];
    const token = bearer ?? cookieToken;
    const hasSessionCookie = cookieToken !== undefined || request.cookies[refreshCookieName] !== undefined;
    if (!bearer && hasSessionCookie && unsafeMethods.has(request.method)) {
      // Cookies travel on cross-site requests too; a write riding on them must come from an allowed page.
      if (!isAllowedOrigin(request, app.services.config)) {
        throw ApiProblem.forbidden(
          'Cross-site request refused: the Origin header is missing or not allowed.',
        );
      }
    }
    if (token) {
      const claims = verifyAccessToken(token, app.services.secrets.jwtSecret, app.services.now());
      if (claims && claims.account !== null) {
        request.principal = await loadPrincipal(app.services.db, {
          userId: claims.sub,
          userAccountId: claims.account,
          issuedAt: claims.iat,
        });
        request.authenticatedByCookie = request.principal !== null && !bearer;
      }
      if (!request.principal && bearer && accessPolicies[access].allows !== null) {
        throw new ApiProblem(401, {
          detail: 'Given token not valid for any token type',
          code: 'token_not_valid',
        });
      }
    }
    const decision = evaluateAccess(access, request.principal);
    if (decision.outcome === 'unauthenticated') throw ApiProblem.unauthenticated();
    if (decision.outcome === 'forbidden') throw ApiProblem.forbidden(decision.message);
    // The plan comes after the role: a caller who may not use the route at all learns nothing of plans.
    const premium = request.routeOptions.config.premium;
    if (premium && request.principal && !planIncludes(request.principal.client.plan, premium)) {
      throw new ApiProblem(402, premiumRequiredBody(request.principal, premium));
    }
  });
});
