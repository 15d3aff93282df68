import * as z from 'zod/mini';
import { pingMessageSchema, pongMessageSchema } from './streamMessages';

/**
 * The frames a client sends: `auth` first, then pings and pongs. The hub parses them; the client only
 * writes them, so this schema lives apart from the server messages the client decodes (a discriminated
 * union here would otherwise ship in every partner's zod chunk).
 */
export const tradeStreamClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().check(z.minLength(1)) }),
  pingMessageSchema,
  pongMessageSchema,
]);

/** A frame a client sends. */
export type TradeStreamClientMessage = z.infer<typeof tradeStreamClientMessageSchema>;
