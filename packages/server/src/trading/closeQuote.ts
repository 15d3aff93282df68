// Closing a firm's own quote: withdrawing it, or trading it against the other side's quote on the same bond
// (trading-and-chat 3 and 7). The rules live here, testable without HTTP; the route parses and calls them.
import { eq } from 'drizzle-orm';
import { eois } from '../database/schema/index';
import { returnedRow } from '../database/returnedRow';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import { checkBroker } from '../authorization/participantRules';
import { loadAnswerableQuote, loadOwnQuote } from '../authorization/quoteRules';
import type { Viewer } from '../authorization/viewer';
import { endEois, type QuoteContext } from './eoiService';
import type { EoiRow } from './eoiView';
import { executeTrade } from './tradeExecution';

/** Who closes, and where the change is announced. */
export interface QuoteCloser {
  context: QuoteContext;
  viewer: Viewer;
  events: EventPublisher;
}

/** How to close: against an opposing quote (confirmed), through a broker, or neither (a withdrawal). */
export interface CloseTerms {
  /** The other side's quote to trade against; undefined withdraws the quote. */
  opposingId?: number | undefined;
  /** Trading against `opposingId` must be confirmed. */
  confirm?: boolean | undefined;
  /** The broker who arranged the trade. */
  brokerId?: number | undefined;
}

/** Withdraws or expires one of the closer's firm's open quotes; another firm's quote is a 404. */
export async function endOwnQuote(
  closer: QuoteCloser,
  quoteId: number,
  status: 'CLOSED' | 'EXPIRED',
): Promise<EoiRow> {
  const { db, now, party } = closer.context;
  return returnedRow(await endEois({ db, now, clientId: party.clientId }, [quoteId], status, closer.events));
}

/**
 * Closes one of the closer's firm's quotes: withdraws it without `opposingId`; otherwise trades it against
 * the opposing quote, which must be visible to the closer (another firm's private quote or a negotiation of
 * two other firms is a 404, whatever its id), on the same bond, on the other side, in the same negotiation,
 * and confirmed. Returns the quote as it is afterwards.
 */
export async function closeOwnQuote(
  closer: QuoteCloser,
  quoteId: number,
  terms: CloseTerms,
): Promise<EoiRow> {
  const { opposingId, confirm, brokerId } = terms;
  if (opposingId === undefined) return endOwnQuote(closer, quoteId, 'CLOSED');
  const { db, now, catalogue, party } = closer.context;
  const mine = await loadOwnQuote(db, closer.viewer, quoteId);
  if (mine.status !== 'OPEN')
    throw ApiProblem.badRequest(`This quote is ${mine.status}; only an OPEN quote can be closed.`);
  const { quote: opposing, negotiation } = await loadAnswerableQuote(
    db,
    closer.viewer,
    opposingId,
    'opposing_eoi',
    now,
  );
  if (opposing.instrumentId !== mine.instrumentId || opposing.quoteType === mine.quoteType) {
    throw ApiProblem.field('opposing_eoi', 'The opposing quote must be the other side of the same bond.');
  }
  if (confirm !== true)
    throw ApiProblem.field('confirm', 'Confirm to close this quote against the opposing quote.');
  if (mine.clusterId !== null && negotiation !== null && mine.clusterId !== negotiation.id) {
    throw ApiProblem.field('opposing_eoi', 'These quotes belong to different negotiations.');
  }
  if (brokerId !== undefined) await checkBroker(db, brokerId, 'broker_id');
  await executeTrade({
    db,
    now,
    events: closer.events,
    catalogue,
    acceptor: { userId: party.userId, clientId: party.clientId },
    clusterId: negotiation?.id ?? null,
    acceptedEoiId: opposing.id,
    acceptorEoiId: mine.id,
    exchange: null,
    brokerId: brokerId ?? null,
  });
  return returnedRow(await db.select().from(eois).where(eq(eois.id, mine.id)));
}
