import type { Cluster, Eoi } from '@bondkit/core';

/** A quote as the negotiation views read it (the API's loose EOI fields, typed). */
export interface BookQuote {
  id: number;
  finstrumentId: number;
  bondName: string;
  side: 'BID' | 'ASK';
  quantum: number;
  /** A fraction (0.0712 for 7.12 %), or null. */
  yieldFraction: number | null;
  price: number | null;
  fixedField: string | null;
  /** The price is a dealer's override of the one computed from the yield. */
  priceOverridden: boolean;
  status: string;
  visibility: string;
  firm: string;
  mine: boolean;
  updatedAt: string | null;
  /** When it expires (a request on an indicative quote lapses), or null. */
  expiresAt: string | null;
  /** FIRM or INDICATIVE; answers in a negotiation are FIRM. */
  firmness: 'FIRM' | 'INDICATIVE';
  /** What can still trade: less than `quantum` once part of a firm quote has traded. */
  remaining: number;
  /** When it was published (ISO), or null: a quote published outside the window is marked off-hours. */
  createdAt: string | null;
}

/** A negotiation (cluster) about one quote, between the quote's firm and one other firm. */
export interface BookNegotiation {
  id: number;
  state: string;
  mine: boolean;
  orderId: number | null;
  /** When it traded (ISO: the negotiation's last change, its accept), or null while it has not. */
  tradedAt: string | null;
  /** The quote that was answered. */
  quote: BookQuote | null;
  /** The responses and counters placed in it, oldest first. */
  answers: BookQuote[];
  /** The other firm's open answers or quote: what the viewer may accept or counter. */
  actionable: BookQuote[];
  /** The counterparty firm's name. */
  counterparty: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads an API EOI. */
export function bookQuote(eoi: Eoi): BookQuote {
  return {
    id: eoi.id,
    finstrumentId: eoi.finstrument_id,
    bondName: text(eoi.display_name) ?? `Bond ${eoi.finstrument_id}`,
    side: eoi.quote_type,
    quantum: eoi.quantum,
    yieldFraction: eoi.yield_stored,
    price: eoi.unit_price_stored,
    fixedField: text(eoi.fixed_field),
    priceOverridden: eoi.price_overridden === true,
    status: text(eoi.status) ?? 'OPEN',
    visibility: text(eoi.visibility) ?? 'PUBLIC',
    firm: text(eoi.client_name) ?? '',
    mine: eoi.is_mine === true,
    updatedAt: text(eoi.updated_at) ?? text(eoi.created_at),
    expiresAt: text(eoi.expiry_date_stored),
    firmness: eoi.firmness === 'INDICATIVE' ? 'INDICATIVE' : 'FIRM',
    remaining: eoi.remaining_quantum ?? eoi.quantum,
    createdAt: text(eoi.created_at),
  };
}

/** Reads an API negotiation. Only an OPEN negotiation has anything to act on. */
export function bookNegotiation(cluster: Cluster): BookNegotiation {
  const quotes = cluster.eois.map(bookQuote).sort((a, b) => a.id - b.id);
  const quote = quotes.find((candidate) => candidate.visibility !== 'RESPONSE') ?? null;
  const answers = quotes.filter((candidate) => candidate !== quote);
  const open = cluster.state === 'OPEN';
  // One set of actions: the other firm's latest open price replaces its earlier ones, and an indicative quote
  // is never accepted by the other firm (its own firm confirms a request on it).
  const latestOther = open
    ? quotes
        .filter((candidate) => !candidate.mine && candidate.status === 'OPEN')
        .filter((candidate) => !(candidate.firmness === 'INDICATIVE' && candidate.visibility !== 'RESPONSE'))
        .at(-1)
    : undefined;
  const actionable = latestOther === undefined ? [] : [latestOther];
  const other = quotes.find((candidate) => !candidate.mine);
  return {
    id: cluster.id,
    state: cluster.state,
    mine: cluster.is_mine === true,
    orderId: typeof cluster.order_id === 'number' ? cluster.order_id : null,
    tradedAt: cluster.state === 'ACCEPTED' ? text(cluster.updated_at) : null,
    quote,
    answers,
    actionable,
    counterparty: other?.firm ?? '',
  };
}

/** One of the firm's own open quotes with the negotiations about it. */
export interface MyQuoteEntry {
  quote: BookQuote;
  negotiations: BookNegotiation[];
  /** Negotiations about it still open with an answer waiting for the firm: the count a dealer acts on. */
  openResponses: number;
}

/**
 * The firm's open quotes, and its ended quotes that were negotiated on, newest first, each with the
 * negotiations about it and the count of responses waiting; and the negotiations the firm opened by
 * answering other firms' quotes.
 */
export function myQuoteBook(
  quotes: readonly Eoi[],
  clusters: readonly Cluster[],
): { myQuotes: MyQuoteEntry[]; myAnswers: BookNegotiation[] } {
  const negotiations = clusters.map(bookNegotiation);
  const byQuote = new Map<number, BookNegotiation[]>();
  for (const negotiation of negotiations) {
    if (!negotiation.mine || negotiation.quote === null) continue;
    const list = byQuote.get(negotiation.quote.id) ?? [];
    list.push(negotiation);
    byQuote.set(negotiation.quote.id, list);
  }
  const seen = new Set<number>();
  const myQuotes: MyQuoteEntry[] = [];
  for (const eoi of quotes) {
    if (seen.has(eoi.id)) continue;
    seen.add(eoi.id);
    const quote = bookQuote(eoi);
    const about = byQuote.get(quote.id) ?? [];
    myQuotes.push({
      quote,
      negotiations: about,
      openResponses: about.filter((negotiation) => negotiation.actionable.length > 0).length,
    });
  }
  // A quote that traded or closed leaves the open lists, but its negotiations stay in view with their end.
  for (const [, about] of byQuote) {
    const quote = about[0]!.quote!;
    if (seen.has(quote.id)) continue;
    seen.add(quote.id);
    myQuotes.push({ quote, negotiations: about, openResponses: 0 });
  }
  myQuotes.sort((a, b) => b.quote.id - a.quote.id);
  return { myQuotes, myAnswers: negotiations.filter((negotiation) => !negotiation.mine) };
}

/** The outcome line of a negotiation, final once it is not OPEN. */
export function negotiationOutcome(negotiation: BookNegotiation): string {
  if (negotiation.state === 'ACCEPTED')
    return negotiation.orderId === null ? 'Traded' : `Traded: order #${negotiation.orderId}`;
  if (negotiation.state === 'CLOSED') return 'Closed';
  // The side that placed the latest answer waits for the other (a hit waits for the quoting firm's accept).
  const latest = negotiation.answers[negotiation.answers.length - 1];
  if (latest !== undefined && latest.mine && latest.status === 'OPEN') return 'Waiting for the counterparty';
  return negotiation.actionable.length > 0 ? 'Your move' : 'Waiting for the counterparty';
}
