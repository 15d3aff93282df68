import type { Migration } from './Migration';

/**
 * Trade tickets negotiated in chat (issue 15): two firms' dealers, one bond, a side, a quantity and a price
 * that moves through the ticket state machine (`trading/ticketStateMachine.ts`) to a confirmed order.
 */
export const tradeTicketsMigration: Migration = {
  id: '0018_trade_tickets',
  statements: [
    `CREATE TABLE trade_tickets (
      id serial PRIMARY KEY,
      instrument_id integer NOT NULL REFERENCES instruments(id),
      source text NOT NULL,
      state text NOT NULL,
      buy_or_sell text NOT NULL,
      created_by_user_id integer NOT NULL REFERENCES users(id),
      buyer_user_id integer NOT NULL REFERENCES users(id),
      buyer_client_id integer NOT NULL REFERENCES clients(id),
      seller_user_id integer NOT NULL REFERENCES users(id),
      seller_client_id integer NOT NULL REFERENCES clients(id),
      broker_user_id integer REFERENCES users(id),
      broker_client_id integer REFERENCES clients(id),
      broker_buy boolean NOT NULL DEFAULT false,
      broker_sell boolean NOT NULL DEFAULT false,
      channel_url text REFERENCES chat_channels(url),
      quantity double precision NOT NULL,
      unit_clean_price double precision,
      bond_yield double precision,
      fixed_field text,
      price_proposed_by_client_id integer REFERENCES clients(id),
      exchange text NOT NULL,
      settlement_delta integer NOT NULL,
      settlement_date date,
      principal double precision,
      accrued_interest double precision,
      consideration double precision,
      custodian_client_id integer REFERENCES clients(id),
      order_id integer REFERENCES orders(id),
      note text,
      history jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX trade_tickets_buyer_idx ON trade_tickets (buyer_client_id, state)`,
    `CREATE INDEX trade_tickets_seller_idx ON trade_tickets (seller_client_id, state)`,
    `CREATE INDEX trade_tickets_broker_idx ON trade_tickets (broker_client_id) WHERE broker_client_id IS NOT NULL`,
    // One order per confirmed ticket, however often confirm is pressed.
    `CREATE UNIQUE INDEX trade_tickets_order_key ON trade_tickets (order_id) WHERE order_id IS NOT NULL`,
  ],
};
