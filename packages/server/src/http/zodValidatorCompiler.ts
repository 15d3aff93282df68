import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';

/**
 * Validates requests with the route's zod schema and keeps zod's issues (with their input) on the error,
 * so the error handler can word them the Django REST way.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: Object.assign(new Error('Invalid request'), { zodIssues: result.error.issues }) };
  };
