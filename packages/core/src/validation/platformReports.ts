import * as z from 'zod/mini';
import { validationMessages } from './messages';
import { plainText } from './plainText';

/** Where a reported UI error came from: a window error, an unhandled promise rejection, or a page that failed to render. */
const errorReportKinds = ['error', 'unhandledrejection', 'render'] as const;
export type ErrorReportKind = (typeof errorReportKinds)[number];

/**
 * `POST api/error-reports/`: a UI error as the browser saw it. Who reported it (user id, user name, firm)
 * is never taken from the body: the server adds it from the session when there is one (platform-shell 8).
 */
export const errorReportSchema = z.strictObject({
  kind: z.enum(errorReportKinds, { error: 'Not a valid error kind.' }),
  message: plainText(2_000).check(z.minLength(1, validationMessages.required)),
  stack: z.optional(plainText(10_000)),
  url: plainText(2_000).check(z.minLength(1, validationMessages.required)),
});
export type ErrorReport = z.output<typeof errorReportSchema>;

/** One stored error report as ops read it (`GET api/error-reports/`). */
export const storedErrorReportSchema = z.object({
  id: z.number(),
  kind: z.enum(errorReportKinds),
  message: z.string(),
  stack: z.nullable(z.string()),
  url: z.string(),
  user_id: z.nullable(z.number()),
  user_name: z.nullable(z.string()),
  client_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type StoredErrorReport = z.output<typeof storedErrorReportSchema>;
