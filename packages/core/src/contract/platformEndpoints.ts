import * as z from 'zod/mini';
import { errorReportSchema } from '../validation/platformReports';
import { defineEndpoint } from './endpoint';
import { orderingQueryField, pageQueryFields } from './pageQuery';
import { platformHeads } from './platformHeads';

/** The deployment's run-time configuration and UI error reports (platform-shell 1, 2 and 8). */
/** The columns the firm's error reports sort by (`ordering`; newest first without one). */
export const errorReportOrderingFields = ['created_at', 'user_name', 'message', 'url', 'kind'] as const;

export const platformEndpoints = {
  getAppConfiguration: defineEndpoint({
    ...platformHeads.getAppConfiguration,
    access: 'public',
    tag: 'platform',
    summary: "The app's run-time configuration: support widget and route rules",
  }),
  getClientConfiguration: defineEndpoint({
    ...platformHeads.getClientConfiguration,
    // An embed reads it before anyone signs in (the MIND preview, the chat's hosts).
    access: 'public',
    tag: 'platform',
    summary: "What an embedding client needs: the chat service's app id and hosts, MIND's base, the features",
  }),
  reportError: defineEndpoint({
    ...platformHeads.reportError,
    body: errorReportSchema,
    // A broken page must be reportable by a visitor too; the server attaches the session's user if any.
    access: 'public',
    tag: 'platform',
    summary: 'Report a UI error (the signed-in user and firm are attached by the server)',
  }),
  listErrorReports: defineEndpoint({
    ...platformHeads.listErrorReports,
    query: z.strictObject({ ...pageQueryFields, ordering: orderingQueryField(errorReportOrderingFields) }),
    access: 'opsAdmin',
    tag: 'platform',
    summary: "The UI errors your firm's users reported, newest first (ops admins)",
  }),
};
