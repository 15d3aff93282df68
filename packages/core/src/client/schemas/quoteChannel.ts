import * as z from 'zod/mini';

/**
 * A chat the signed-in dealer can share a quote in (`GET api/chatter/quote-channels/`): one they have joined
 * with at least one member at another firm. A quote shared there is a private run of those firms.
 */
export const quoteChannelSchema = z.looseObject({
  channel_url: z.string(),
  /** The chat's own name; '' for a direct chat, which is named by its members. */
  name: z.string(),
  /** direct, group, trading group or broadcast (`customType`). */
  custom_type: z.string(),
  /** The members other than the caller: their name and firm. */
  members: z.array(z.looseObject({ name: z.string(), firm: z.string() })),
});
export type QuoteChannel = z.infer<typeof quoteChannelSchema>;
