import * as z from 'zod';
import { validationMessages } from './messages';
import { plainText } from './plainText';

/** Where a reported UI error came from: a window error, an unhandled promise rejection, or a page that failed to render. */
export const errorReportKinds = ['error', 'unhandledrejection', 'render'] as const;
export type ErrorReportKind = (typeof errorReportKinds)[number];

/**
 * `POST api/error-reports/`: a UI error as the browser saw it. Who reported it (user id, user name, firm)
 * is never taken from the body: the server adds it from the session when there is one (platform-shell 8).
 */
export const errorReportSchema = z.strictObject({
  kind: z.enum(errorReportKinds, { error: 'Not a valid error kind.' }),
  message: plainText(2_000).min(1, validationMessages.required),
  stack: plainText(10_000).optional(),
  url: plainText(2_000).min(1, validationMessages.required),
});
export type ErrorReport = z.output<typeof errorReportSchema>;

/** One stored error report as ops read it (`GET api/error-reports/`). */
export const storedErrorReportSchema = z.object({
  id: z.number(),
  kind: z.enum(errorReportKinds),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  client_name: z.string().nullable(),
  created_at: z.string(),
});
export type StoredErrorReport = z.output<typeof storedErrorReportSchema>;

/** A page of stored error reports. */
export const errorReportPageSchema = z.object({
  count: z.number(),
  results: z.array(storedErrorReportSchema),
});
export type ErrorReportPage = z.output<typeof errorReportPageSchema>;
