import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../errors/ApiProblem';
import type { Principal } from './principal';

/**
 * The signed-in caller, for handlers of routes that need one. The access guard has already answered 401
 * to a caller without a session on every route whose policy requires one; a handler reaching here without
 * a principal means its route's policy admits anonymous callers, and it answers the same 401 rather than
 * failing on null.
 */
export function signedInPrincipal(request: FastifyRequest): Principal {
  if (request.principal === null) throw ApiProblem.unauthenticated();
  return request.principal;
}
