import { loadAnswerableQuote } from '../authorization/quoteRules';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import type { QuoteContext } from './eoiService';
import { executeTrade } from './tradeExecution';

/** What an INDICATIVE quote's hitter is told: how to trade it instead. */
export const indicativeQuoteRefusal =
  'This quote is indicative: send a request (hit or lift) and the quoting firm confirms it.';

/**
 * Hits or lifts another firm's FIRM quote at its price: one trade at once, in the negotiation between the two
 * firms (opened in the same transaction when there is none). Who may answer the quote is the quote's own rule
 * (`loadAnswerableQuote`: visible to the firm, open, not its own); an INDICATIVE quote is refused, since only
 * its firm can make it a trade. `quantum` below what is left of the quote is a partial fill: the rest stays
 * live; absent, the trade takes all that is left; above it, the trade is refused on `quantum`.
 */
export async function tradeFirmQuote(
  context: QuoteContext,
  events: EventPublisher,
  quoteId: number,
  terms: { unit_clean_price: number; exchange: string; quantum?: number | undefined },
) {
  const { quote } = await loadAnswerableQuote(
    context.db,
    { clientId: context.party.clientId, tradeAccess: true },
    quoteId,
    'id',
    context.now,
  );
  if (quote.firmness === 'INDICATIVE') throw ApiProblem.field('firmness', indicativeQuoteRefusal);
  if (quote.visibility === 'RESPONSE')
    throw ApiProblem.field('id', 'This is an answer in a negotiation: accept it there.');
  return executeTrade({
    db: context.db,
    now: context.now,
    events,
    catalogue: context.catalogue,
    acceptor: { userId: context.party.userId, clientId: context.party.clientId },
    clusterId: null,
    acceptedEoiId: quote.id,
    exchange: terms.exchange,
    expected: { unitCleanPrice: terms.unit_clean_price },
    ...(terms.quantum === undefined ? {} : { quantity: terms.quantum }),
  });
}
