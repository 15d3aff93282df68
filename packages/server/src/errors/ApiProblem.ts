import type { DrfErrorBody } from '@bondkit/core/internal';

/**
 * An answer other than success, thrown from a handler or a service and rendered by the error handler
 * with its Django-REST-style body (`{ detail }`, `{ field: [message] }` or `{ non_field_errors }`).
 */
export class ApiProblem extends Error {
  override readonly name = 'ApiProblem';
  constructor(
    readonly statusCode: number,
    readonly body: DrfErrorBody,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }

  /** 400 with one field's message: `{ field: [message] }`. */
  static field(field: string, message: string): ApiProblem {
    return new ApiProblem(400, { [field]: [message] });
  }

  /** 400 with a message not tied to one field. */
  static nonField(message: string): ApiProblem {
    return new ApiProblem(400, { non_field_errors: [message] });
  }

  static badRequest(detail: string): ApiProblem {
    return new ApiProblem(400, { detail });
  }

  static unauthenticated(detail = 'Authentication credentials were not provided.'): ApiProblem {
    return new ApiProblem(401, { detail });
  }

  static forbidden(detail = 'You do not have permission to perform this action.'): ApiProblem {
    return new ApiProblem(403, { detail });
  }

  static notFound(detail = 'Not found.'): ApiProblem {
    return new ApiProblem(404, { detail });
  }

  static conflict(field: string, message: string): ApiProblem {
    return new ApiProblem(409, { [field]: [message] });
  }

  static gone(detail: string): ApiProblem {
    return new ApiProblem(410, { detail });
  }

  static tooManyRequests(retryAfterSeconds: number, detail?: string): ApiProblem {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ApiProblem(
      429,
      { detail: detail ?? `Request was throttled. Expected available in ${seconds} seconds.` },
      { 'retry-after': String(seconds) },
    );
  }
}
