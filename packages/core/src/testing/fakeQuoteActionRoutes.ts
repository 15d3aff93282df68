import type { Eoi } from '../client/schemas/eoi';
import { quoteActionEndpoints } from '../contract/quoteActionEndpoints';
import { quoteWriteEndpoints } from '../contract/quoteWriteEndpoints';
import type { SessionUser } from '../validation/index';
import { fakeSignedInEndpoint, fieldProblem, notFoundAnswer } from './fakeAccess';
import {
  isOpenQuote,
  placeQuote,
  quoteFirm,
  quoteListRow,
  quoteNegotiation,
  quoteStatus,
  quoteVisibleTo,
} from './fakeQuoteBook';
import { recordQuoteTrade } from './fakeQuoteTrade';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

// Countering, updating, withdrawing, trading against and expiring a firm's own quotes, with the reference
// server's refusals (trading/eoiService.ts, trading/closeQuote.ts): another firm's quote or an unknown id is
// a 404, a quote no longer OPEN a 400.

const quoteNotFound = () => notFoundAnswer('Quote not found.');
const fieldError = (field: string, message: string) => fieldProblem(400, field, message);

/** Quote actions and writes beside creating a quote. */
export function fakeQuoteActionRoutes(state: FakeState): FakeRoute[] {
  /** The firm's own quote, or the server's 404. */
  const ownQuote = (user: SessionUser, id: number): Eoi | FakeResponse => {
    const quote = state.eois.find((eoi) => eoi.id === id);
    return quote === undefined || quoteFirm(quote) !== user.id ? quoteNotFound() : quote;
  };
  const isQuote = (found: Eoi | FakeResponse): found is Eoi => 'finstrument_id' in found;

  /** Ends the firm's own open quotes, all or none (the first refusal answers). */
  const endQuotes = (user: SessionUser, ids: readonly number[], status: 'CLOSED' | 'EXPIRED') => {
    const quotes: Eoi[] = [];
    for (const id of ids) {
      const found = ownQuote(user, id);
      if (!isQuote(found)) return found;
      if (quoteStatus(found) !== 'OPEN')
        return json(400, {
          detail: `Quote ${id} is ${quoteStatus(found)}; only an OPEN quote can be ${status === 'CLOSED' ? 'closed' : 'expired'}.`,
        });
      quotes.push(found);
    }
    const now = new Date().toISOString();
    for (const quote of quotes) Object.assign(quote, { status, updated_at: now });
    return quotes;
  };

  return [
    fakeSignedInEndpoint(state, quoteWriteEndpoints.addNegotiation, ({ body: terms }, author) => {
      const placed = placeQuote(state, author, terms, 'negotiation');
      return 'refusal' in placed ? placed.refusal : { ok: quoteListRow(state, placed.quote, author) };
    }),
    fakeSignedInEndpoint(state, quoteWriteEndpoints.updateQuote, ({ params, body: changes }, user) => {
      const quote = ownQuote(user, params.id);
      if (!isQuote(quote)) return quote;
      if (quoteStatus(quote) !== 'OPEN')
        return json(400, {
          detail: `This quote is ${quoteStatus(quote)}; only an OPEN quote can be updated.`,
        });
      // A new price or a new yield is the one fixed; the fake does not recompute the other (no bond maths).
      const fixedField =
        changes.fixed_field ??
        (changes.yield_stored != null && changes.unit_price_stored == null
          ? 'yield'
          : changes.unit_price_stored != null
            ? 'price'
            : quote.fixed_field);
      Object.assign(quote, {
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        fixed_field: fixedField ?? null,
        updated_at: new Date().toISOString(),
      });
      return { ok: quoteListRow(state, quote, user) };
    }),
    fakeSignedInEndpoint(state, quoteActionEndpoints.closeQuote, ({ params, body }, user) => {
      if (body.opposing_eoi === undefined) {
        const ended = endQuotes(user, [params.id], 'CLOSED');
        return Array.isArray(ended) ? { ok: quoteListRow(state, ended[0]!, user) } : ended;
      }
      const mine = ownQuote(user, params.id);
      if (!isQuote(mine)) return mine;
      if (quoteStatus(mine) !== 'OPEN')
        return json(400, { detail: `This quote is ${quoteStatus(mine)}; only an OPEN quote can be closed.` });
      const opposing = state.eois.find((eoi) => eoi.id === body.opposing_eoi);
      if (opposing === undefined || !quoteVisibleTo(state, opposing, user.id))
        return json(404, { opposing_eoi: ['Quote not found.'] });
      if (!isOpenQuote(opposing) || quoteFirm(opposing) === user.id)
        return fieldError('opposing_eoi', `This quote is ${quoteStatus(opposing)} and cannot be answered.`);
      if (opposing.finstrument_id !== mine.finstrument_id || opposing.quote_type === mine.quote_type)
        return fieldError('opposing_eoi', 'The opposing quote must be the other side of the same bond.');
      if (body.confirm !== true)
        return fieldError('confirm', 'Confirm to close this quote against the opposing quote.');
      const negotiation = quoteNegotiation(mine);
      if (
        negotiation !== undefined &&
        quoteNegotiation(opposing) !== undefined &&
        negotiation !== quoteNegotiation(opposing)
      )
        return fieldError('opposing_eoi', 'These quotes belong to different negotiations.');
      if (
        body.broker_id !== undefined &&
        !state.firms.some((firm) => firm.isBroker && firm.clientId === body.broker_id)
      )
        return fieldError('broker_id', 'Broker not found.');
      // The trade takes the opposing quote as accepting it would (the server's `executeTrade`): one order at
      // its price and quantity, owned by the closing firm, which both firms see; it fills both quotes.
      const price = opposing.unit_price_stored;
      if (price === null || price === undefined)
        return json(400, { non_field_errors: ['This quote has no price to accept: ask for one first.'] });
      if (!state.bonds.some((candidate) => candidate.id === opposing.finstrument_id))
        return notFoundAnswer('Finstrument not found.');
      recordQuoteTrade(state, { taker: user, quote: opposing, price, exchange: null });
      const now = new Date().toISOString();
      for (const quote of [mine, opposing]) Object.assign(quote, { status: 'CLOSED', updated_at: now });
      return { ok: quoteListRow(state, mine, user) };
    }),
    fakeSignedInEndpoint(state, quoteActionEndpoints.closeQuotes, ({ body }, user) => {
      const ended = endQuotes(user, [...new Set(body.eoi_ids)], 'CLOSED');
      if (!Array.isArray(ended)) return ended;
      return { ok: { detail: `Closed ${ended.length} quote${ended.length === 1 ? '' : 's'}.` } };
    }),
    fakeSignedInEndpoint(state, quoteActionEndpoints.expireQuote, ({ params }, user) => {
      const ended = endQuotes(user, [params.id], 'EXPIRED');
      return Array.isArray(ended) ? { ok: quoteListRow(state, ended[0]!, user) } : ended;
    }),
  ];
}
