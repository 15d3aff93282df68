import * as z from 'zod/mini';

const absoluteUrlSchema = z
  .string()
  .check(z.maxLength(2000))
  .check(
    z.regex(
      /^(https?|wss?):\/\/[^\s/]+(\/\S*)?$/,
      'Enter an absolute URL (for example https://api.example.com/).',
    ),
  );

/**
 * Where the chat service is (a Sendbird application, or the reference server's Sendbird-compatible service):
 * what `createSendbirdChatTransport` needs besides the user. Hosts are absolute, so a partner page on another
 * origin reaches them as they are.
 */
export const chatServiceConfigurationSchema = z.object({
  provider: z.literal('sendbird'),
  app_id: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  api_host: absoluteUrlSchema,
  websocket_host: absoluteUrlSchema,
});
export type ChatServiceConfiguration = z.output<typeof chatServiceConfigurationSchema>;

/** Where MIND, the AI analyst, is served: the client's `mindApiBase` (absolute, ending in a slash). */
export const mindServiceConfigurationSchema = z.object({
  api_base: absoluteUrlSchema,
});
export type MindServiceConfiguration = z.output<typeof mindServiceConfigurationSchema>;

/**
 * `GET api/client-config/`: what an embedding client needs to reach the server's other services, public, so
 * that `<BondkitProvider client={client}>` is all a chat or MIND widget needs. `null` for a service this
 * deployment does not run; `features` says what it offers.
 */
export const clientConfigurationSchema = z.object({
  chat: z.nullable(chatServiceConfigurationSchema),
  mind: z.nullable(mindServiceConfigurationSchema),
  features: z.object({
    /** The chat service (ChatWorkspace). */
    chat: z.boolean(),
    /** MIND for signed-in users with MIND access (MindChat with `createMindClient(client).transport`). */
    mind: z.boolean(),
    /** MIND's public preview for signed-out visitors (`previewTransport`). */
    mind_preview: z.boolean(),
  }),
});
export type ClientConfiguration = z.output<typeof clientConfigurationSchema>;
