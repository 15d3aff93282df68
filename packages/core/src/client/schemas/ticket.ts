import * as z from 'zod';
import { entityIdSchema } from './common';

/** The broker side of a trade ticket: which sides the broker acts for, and the broker user. */
export const brokerDetailsSchema = z.looseObject({
  buy: z.boolean(),
  sell: z.boolean(),
  user_id: entityIdSchema.nullable(),
});

/** A trade-chat ticket (`api/chatter/trade/`). The current user's side follows from the two details. */
export const tradeTicketSchema = z.looseObject({
  id: entityIdSchema,
  buy_or_sell: z.enum(['buy', 'sell']),
  broker_details: brokerDetailsSchema.nullable(),
  seller_details: z.looseObject({ user_id: entityIdSchema.nullable() }).nullable(),
  status: z.string(),
});
export type TradeTicket = z.infer<typeof tradeTicketSchema>;
