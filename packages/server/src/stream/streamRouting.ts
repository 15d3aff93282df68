import type { TradeStreamServerMessage, TradeStreamServerMessageType } from '@bondkit/core/stream';

/** Who may receive a message: every signed-in socket, one firm's sockets, or one user's sockets. */
export type TradeStreamAudience =
  { kind: 'everyone' } | { kind: 'firm'; firmId: number } | { kind: 'user'; userId: number };

/** One message for one audience: what the hub fans out. */
export interface TradeStreamDelivery {
  message: TradeStreamServerMessage;
  audience: TradeStreamAudience;
}

/** How the hub treats a message type. */
export interface TradeStreamMessageRule {
  /** Only sockets with trade access receive it (runs, tickets, orders, RFQ). */
  requiresTradeAccess: boolean;
  /**
   * A key under which a newer queued message replaces an older one for a socket that is behind, or null
   * when every message must arrive (tickets, orders, RFQ): a client that cannot keep up with those is
   * disconnected and resyncs.
   */
  supersedeKey: ((message: TradeStreamServerMessage) => string) | null;
}

const byInstrument = (message: TradeStreamServerMessage) =>
  `${message.type}:${'finstrument_id' in message ? message.finstrument_id : ''}`;
const byType = (message: TradeStreamServerMessage) => message.type;

/**
 * The hub's routing table. Price updates supersede per instrument; refresh signals and keep-alives carry
 * no data, so one pending is as good as many; everything else is reliable. Trade access gates what the
 * spec empties without it (market quotes, public and private runs, inquiries); a firm's open tickets and
 * order counts reach its trade viewers and back office as the order endpoints do, and an RFQ notification
 * reaches the one user it names.
 */
export const tradeStreamMessageRules: Readonly<Record<TradeStreamServerMessageType, TradeStreamMessageRule>> =
  {
    auth_ok: { requiresTradeAccess: false, supersedeKey: null },
    ping: { requiresTradeAccess: false, supersedeKey: byType },
    pong: { requiresTradeAccess: false, supersedeKey: byType },
    price_update: { requiresTradeAccess: false, supersedeKey: byInstrument },
    price_override_update: { requiresTradeAccess: false, supersedeKey: byInstrument },
    public_runs_refresh: { requiresTradeAccess: true, supersedeKey: null },
    inquiries_refresh: { requiresTradeAccess: true, supersedeKey: byType },
    partial_refresh: { requiresTradeAccess: true, supersedeKey: null },
    open_tickets: { requiresTradeAccess: false, supersedeKey: null },
    private_runs: { requiresTradeAccess: true, supersedeKey: null },
    rfq_negotiation: { requiresTradeAccess: false, supersedeKey: null },
    open_order_count: { requiresTradeAccess: false, supersedeKey: null },
    // An order of the firm changed: its back office and viewers see settlements and amendments live.
    order_update: { requiresTradeAccess: false, supersedeKey: null },
  };
