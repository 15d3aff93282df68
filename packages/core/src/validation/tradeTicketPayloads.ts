import * as z from 'zod/mini';
import { exchangeSchema } from './clientClassification';
import { storedPriceSchema, storedYieldSchema } from './eoiCreatePayload';
import { validationMessages } from './messages';
import { plainText } from './plainText';
import { storedQuantumSchema } from './storedQuantum';
import { fixedFieldSchema, recordIdSchema } from './tradingVocabulary';

/**
 * The states of a trade ticket (the server's `trading/ticketStateMachine.ts` holds the transitions):
 * OPEN (posted, no price yet), NEGOTIATING (a price proposed, the other side to answer), PRICE_AGREED (the
 * consideration is fixed), CONSIDERATION_ACCEPTED (the buyer took it with a custodian), CONSIDERATION_REJECTED
 * (the buyer refused it: a new price reopens the negotiation), CONFIRMED (the seller confirmed; an order
 * exists), CANCELLED and REJECTED.
 */
export const tradeTicketStates = [
  'OPEN',
  'NEGOTIATING',
  'PRICE_AGREED',
  'CONSIDERATION_ACCEPTED',
  'CONSIDERATION_REJECTED',
  'CONFIRMED',
  'CANCELLED',
  'REJECTED',
] as const;
export const tradeTicketStateSchema = z.enum(tradeTicketStates);
export type TradeTicketState = z.infer<typeof tradeTicketStateSchema>;

/** The states a ticket can still move from: the stream's open-ticket list and the Ticketing pane. */
export const openTradeTicketStates: readonly TradeTicketState[] = [
  'OPEN',
  'NEGOTIATING',
  'PRICE_AGREED',
  'CONSIDERATION_ACCEPTED',
  'CONSIDERATION_REJECTED',
];

/**
 * What a party can do to a ticket, as the server answers it in `allowed_actions` (per caller): `price`
 * (`PATCH …/{id}/price/`), `accept` and `reject` (`PATCH …/actions/{id}/{action}/`: the price, or in
 * PRICE_AGREED the consideration), `accept_consideration` (`PATCH …/accept-consideration/{id}/`), `confirm`,
 * `cancel`, `modify` (`PATCH …/{id}/`).
 */
const tradeTicketActions = [
  'price',
  'accept',
  'reject',
  'accept_consideration',
  'confirm',
  'cancel',
  'modify',
] as const;
export const tradeTicketActionSchema = z.enum(tradeTicketActions);
export type TradeTicketAction = z.infer<typeof tradeTicketActionSchema>;

/** The actions of `PATCH api/chatter/trade/actions/{id}/{action}/`. */
const tradeTicketPathActions = ['accept', 'reject', 'cancel', 'confirm'] as const;
export const tradeTicketPathActionSchema = z.enum(tradeTicketPathActions);
export type TradeTicketPathAction = z.infer<typeof tradeTicketPathActionSchema>;

const noteSchema = z.optional(z.nullable(plainText(500)));

/**
 * A price for a ticket: a clean price or a yield fraction, whichever `fixed_field` names, never both (a
 * response cannot carry both, trading-and-chat section 5); the server derives the other.
 */
export const tradeTicketPriceSchema = z
  .strictObject({
    fixed_field: fixedFieldSchema,
    unit_clean_price: z.optional(storedPriceSchema),
    bond_yield: z.optional(storedYieldSchema),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.unit_clean_price !== undefined && body.bond_yield !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['bond_yield'],
          message: validationMessages.responsePriceAndYield,
        });
        return;
      }
      const field = body.fixed_field === 'price' ? 'unit_clean_price' : 'bond_yield';
      if (body[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: body.fixed_field === 'price' ? 'Price is required' : 'Yield is required',
        });
    }),
  );
export type TradeTicketPrice = z.infer<typeof tradeTicketPriceSchema>;

const ticketTermsShape = {
  finstrument_id: recordIdSchema,
  /** The creator's side. */
  buy_or_sell: z.enum(['buy', 'sell']),
  quantity: storedQuantumSchema,
  /** The platform user id of the counterparty (a dealer at another firm). */
  counterparty_user_id: recordIdSchema,
  /** The chat the ticket is negotiated in; default the direct chat between the two users. */
  channel_url: z.optional(plainText(200).check(z.minLength(1))),
  /** Where it settles; custodians are picked on this exchange. Default NSE. */
  exchange: z._default(exchangeSchema, 'NSE'),
  /** T+n business days; default 1. */
  settlement_delta: z._default(z.number().check(z.int()).check(z.minimum(0)).check(z.maximum(30)), 1),
  note: noteSchema,
};

/** `POST api/chatter/trade/`: a ticket opened in chat, with or without a first price. */
export const tradeTicketCreateSchema = z.strictObject({
  ...ticketTermsShape,
  price: z.optional(tradeTicketPriceSchema),
});
export type TradeTicketCreate = z.input<typeof tradeTicketCreateSchema>;

/** `POST api/chatter/trade/manual-ticket/`: a ticket for terms agreed elsewhere (phone), so its price is required. */
export const tradeTicketManualSchema = z.strictObject({
  ...ticketTermsShape,
  price: tradeTicketPriceSchema,
});
export type TradeTicketManual = z.input<typeof tradeTicketManualSchema>;

/**
 * `PATCH api/chatter/trade/{id}/`: changes the terms before a price is agreed. `send_to_clients` posts the
 * changed ticket into the chat; without it the change is quiet (the stream still carries it).
 */
export const tradeTicketUpdateSchema = z
  .strictObject({
    quantity: z.optional(storedQuantumSchema),
    settlement_delta: z.optional(z.number().check(z.int()).check(z.minimum(0)).check(z.maximum(30))),
    exchange: z.optional(exchangeSchema),
    note: noteSchema,
    send_to_clients: z._default(z.boolean(), false),
  })
  .check(
    z.refine(
      (body) =>
        body.quantity !== undefined ||
        body.settlement_delta !== undefined ||
        body.exchange !== undefined ||
        body.note !== undefined,
      { message: 'Change at least one of quantity, settlement, exchange or note.' },
    ),
  );
export type TradeTicketUpdate = z.input<typeof tradeTicketUpdateSchema>;

/** `PATCH api/chatter/trade/accept-consideration/{id}/`: the custodian (on the ticket's exchange) that settles it. */
export const tradeTicketConsiderationSchema = z.strictObject({ custodian_id: recordIdSchema });
export type TradeTicketConsideration = z.infer<typeof tradeTicketConsiderationSchema>;

/** `PATCH api/chatter/trade/send-to-broker/{id}/`: the broker (a user at a third firm) and the sides it acts for. */
export const tradeTicketBrokerSchema = z
  .strictObject({
    user_id: recordIdSchema,
    buy: z.boolean(),
    sell: z.boolean(),
  })
  .check(
    z.refine((body) => body.buy || body.sell, {
      path: ['buy'],
      message: 'The broker must act for the buyer, the seller or both.',
    }),
  );
export type TradeTicketBroker = z.infer<typeof tradeTicketBrokerSchema>;

/** `PATCH api/chatter/trade/actions/{id}/{action}/`: an optional reason, shown in the chat. */
export const tradeTicketActionBodySchema = z.strictObject({ reason: z.optional(plainText(500)) });
export type TradeTicketActionBody = z.infer<typeof tradeTicketActionBodySchema>;
