import * as z from 'zod/mini';

const chatRunSideSchema = z.nullable(
  z.object({
    /** Yield in percent when `quoted_in` is `yield`, else the clean price. */
    level: z.number(),
    /** Face value in rupees, or null when the message gave none. */
    size: z.nullable(z.number()),
  }),
);

/**
 * A private run read from a chat message (issue 32): the bond, the bid and/or offer, the settlement, and
 * the message it came from (its id, channel and sender), for the channel's members.
 */
export const chatRunSchema = z.object({
  id: z.int(),
  message_id: z.int(),
  channel_url: z.string(),
  /** The channel's name, or its other members' names for a direct chat. */
  channel_name: z.string(),
  sender_name: z.string(),
  sender_firm: z.string(),
  finstrument_id: z.int(),
  isin: z.string(),
  display_name: z.string(),
  quoted_in: z.enum(['yield', 'price']),
  bid: chatRunSideSchema,
  offer: chatRunSideSchema,
  settlement_delta: z.nullable(z.int()),
  /** The text of the message part the run was read from. */
  text: z.string(),
  /** ISO time the message was sent. */
  created_at: z.string(),
});
export type ChatRun = z.infer<typeof chatRunSchema>;
