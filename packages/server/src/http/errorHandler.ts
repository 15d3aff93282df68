import type { FastifyError } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { PricingError, type PricingErrorCode } from '@bondkit/core/pricing';
import type * as z from 'zod';
import { ApiProblem } from '../errors/ApiProblem';
import { zodIssuesToErrorBody } from '@bondkit/core/internal';
import type { ApiApp } from './fastifyTypes';

/** The PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The request field a pricing refusal is about, when there is one. */
const pricingErrorFields: Partial<Record<PricingErrorCode, string>> = {
  settlement_before_issue: 'settlement',
  settlement_after_maturity: 'settlement',
  invalid_date: 'settlement',
  price_out_of_range: 'price',
  price_unreachable: 'price',
  yield_out_of_range: 'yield',
  invalid_quantity: 'quantity',
};

/**
 * Renders every failure as a Django-REST-style body: validation errors by field, parse errors and
 * oversized bodies as 400, unique conflicts as 409, anything unexpected as a logged 500 that reveals
 * nothing.
 */
export function installErrorHandler(app: ApiApp): void {
  app.setErrorHandler((error: FastifyError & { zodIssues?: z.core.$ZodIssue[] }, request, reply) => {
    if (error instanceof ApiProblem) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.zodIssues) return reply.code(400).send(zodIssuesToErrorBody(error.zodIssues));
    // The engine refuses what it cannot price (settlement after maturity, an unreachable price): the
    // request was wrong, so it is a 400 with the engine's message.
    if (PricingError.isInstance(error)) {
      const field = pricingErrorFields[error.code] ?? 'non_field_errors';
      return reply.code(400).send({ [field]: [error.message] });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ detail: 'Internal Server Error' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .code(400)
          .send({ detail: `Request body is too large (limit ${app.services.config.bodyLimitBytes} bytes).` });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ detail: `JSON parse error - ${error.message}` });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: 'JSON parse error - the body is empty.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(415)
          .send({ detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send({ detail: 'Invalid Content-Length.' });
    }
    const databaseCode = databaseErrorCode(error);
    if (databaseCode === '23505') {
      return reply.code(409).send({ detail: 'A record with these values already exists.' });
    }
    if (databaseCode === '23503')
      return reply.code(400).send({ detail: 'A referenced record does not exist.' });
    // 22021 and 22P05: text or JSON the database cannot store (a NUL), should the input layer miss one.
    if (['22P02', '22003', '22001', '22021', '22P05', '22007', '22008'].includes(databaseCode ?? '')) {
      return reply.code(400).send({ detail: 'A value is out of range or malformed.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
