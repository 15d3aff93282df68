import { describe, expect, it } from 'vitest';
import { tradeTicketStates } from '@bondkit/core/internal';
import { type TradeTicketState } from '@bondkit/core/validation';
import { ApiProblem } from '../../src/errors/ApiProblem';
import {
  allowedTicketActions,
  eventOfPathAction,
  nextTicketState,
  ticketTransitions,
  type TicketEvent,
  type TicketSide,
} from '../../src/trading/ticketStateMachine';

const buyerFirm = 1;
const sellerFirm = 2;

/** A ticket the buyer created; when NEGOTIATING, the price on the table is the seller's. */
function ticketIn(state: TradeTicketState) {
  return {
    state,
    buyOrSell: 'buy' as const,
    buyerClientId: buyerFirm,
    priceProposedByClientId: state === 'NEGOTIATING' ? sellerFirm : null,
  };
}

/**
 * Every transition, written out by hand from the design (server README): `STATE event side` → the next state.
 * A combination missing here must be refused: 403 when the state allows the event but not from that side,
 * 400 when the state does not allow it at all.
 */
const allowed: Record<string, TradeTicketState> = {
  'OPEN propose_price buy': 'NEGOTIATING',
  'OPEN propose_price sell': 'NEGOTIATING',
  'OPEN reject sell': 'REJECTED',
  'OPEN cancel buy': 'CANCELLED',
  'OPEN cancel sell': 'CANCELLED',
  'OPEN modify buy': 'OPEN',
  'OPEN modify sell': 'OPEN',
  'NEGOTIATING propose_price buy': 'NEGOTIATING',
  'NEGOTIATING propose_price sell': 'NEGOTIATING',
  'NEGOTIATING accept_price buy': 'PRICE_AGREED',
  'NEGOTIATING reject buy': 'REJECTED',
  'NEGOTIATING cancel buy': 'CANCELLED',
  'NEGOTIATING cancel sell': 'CANCELLED',
  'NEGOTIATING modify buy': 'NEGOTIATING',
  'NEGOTIATING modify sell': 'NEGOTIATING',
  'PRICE_AGREED accept_consideration buy': 'CONSIDERATION_ACCEPTED',
  'PRICE_AGREED reject_consideration buy': 'CONSIDERATION_REJECTED',
  'PRICE_AGREED cancel buy': 'CANCELLED',
  'PRICE_AGREED cancel sell': 'CANCELLED',
  'CONSIDERATION_ACCEPTED confirm sell': 'CONFIRMED',
  'CONSIDERATION_ACCEPTED cancel buy': 'CANCELLED',
  'CONSIDERATION_ACCEPTED cancel sell': 'CANCELLED',
  'CONSIDERATION_REJECTED propose_price buy': 'NEGOTIATING',
  'CONSIDERATION_REJECTED propose_price sell': 'NEGOTIATING',
  'CONSIDERATION_REJECTED cancel buy': 'CANCELLED',
  'CONSIDERATION_REJECTED cancel sell': 'CANCELLED',
};

/** The events each state allows from some side (so a refusal from the other side is a 403, not a 400). */
const eventsOfState: Record<TradeTicketState, readonly TicketEvent[]> = {
  OPEN: ['propose_price', 'reject', 'cancel', 'modify'],
  NEGOTIATING: ['propose_price', 'accept_price', 'reject', 'cancel', 'modify'],
  PRICE_AGREED: ['accept_consideration', 'reject_consideration', 'cancel'],
  CONSIDERATION_ACCEPTED: ['confirm', 'cancel'],
  CONSIDERATION_REJECTED: ['propose_price', 'cancel'],
  CONFIRMED: [],
  CANCELLED: [],
  REJECTED: [],
};

function statusOf(run: () => unknown): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof ApiProblem) return error.statusCode;
    throw error;
  }
}

describe('the ticket state machine', () => {
  const events = Object.keys(ticketTransitions) as TicketEvent[];
  const sides: TicketSide[] = ['buy', 'sell'];
  const cases = tradeTicketStates.flatMap((state) =>
    events.flatMap((event) => sides.map((side) => [state, event, side] as const)),
  );

  it.each(cases)('%s + %s from the %s side', (state, event, side) => {
    const key = `${state} ${event} ${side}`;
    const expected = allowed[key];
    if (expected !== undefined) {
      expect(nextTicketState(ticketIn(state), event, [side])).toEqual({ state: expected, side });
    } else {
      expect(statusOf(() => nextTicketState(ticketIn(state), event, [side]))).toBe(
        eventsOfState[state].includes(event) ? 403 : 400,
      );
    }
  });

  it('lets the seller answer a price the buyer proposed, and not the buyer', () => {
    const ticket = { ...ticketIn('NEGOTIATING'), priceProposedByClientId: buyerFirm };
    expect(nextTicketState(ticket, 'accept_price', ['sell']).state).toBe('PRICE_AGREED');
    expect(statusOf(() => nextTicketState(ticket, 'accept_price', ['buy']))).toBe(403);
    expect(nextTicketState(ticket, 'reject', ['sell']).state).toBe('REJECTED');
  });

  it('refuses a caller with no side (a broker for neither) everywhere', () => {
    for (const state of tradeTicketStates)
      for (const event of events)
        expect(
          statusOf(() => nextTicketState(ticketIn(state), event, [])),
          `${state} ${event}`,
        ).not.toBe('ok');
  });

  it('lets a broker for both sides act as whichever side may', () => {
    expect(nextTicketState(ticketIn('CONSIDERATION_ACCEPTED'), 'confirm', ['buy', 'sell'])).toEqual({
      state: 'CONFIRMED',
      side: 'sell',
    });
  });

  it('names the state and where the event is allowed from in the 400', () => {
    try {
      nextTicketState(ticketIn('CONFIRMED'), 'cancel', ['buy']);
      expect.unreachable();
    } catch (error) {
      expect((error as ApiProblem).body).toEqual({
        detail:
          'Cannot cancel a ticket that is CONFIRMED (allowed from OPEN or NEGOTIATING or PRICE_AGREED or CONSIDERATION_ACCEPTED or CONSIDERATION_REJECTED).',
      });
    }
    try {
      nextTicketState(ticketIn('PRICE_AGREED'), 'accept_consideration', ['sell']);
      expect.unreachable();
    } catch (error) {
      expect((error as ApiProblem).body).toEqual({ detail: 'Only the buyer can accept this ticket now.' });
    }
  });

  it('lists the actions each side may take, matching the transitions', () => {
    expect(allowedTicketActions(ticketIn('OPEN'), ['buy']).sort()).toEqual(['cancel', 'modify', 'price']);
    expect(allowedTicketActions(ticketIn('OPEN'), ['sell']).sort()).toEqual([
      'cancel',
      'modify',
      'price',
      'reject',
    ]);
    expect(allowedTicketActions(ticketIn('NEGOTIATING'), ['buy']).sort()).toEqual([
      'accept',
      'cancel',
      'modify',
      'price',
      'reject',
    ]);
    expect(allowedTicketActions(ticketIn('PRICE_AGREED'), ['buy']).sort()).toEqual([
      'accept_consideration',
      'cancel',
      'reject',
    ]);
    expect(allowedTicketActions(ticketIn('PRICE_AGREED'), ['sell'])).toEqual(['cancel']);
    expect(allowedTicketActions(ticketIn('CONSIDERATION_ACCEPTED'), ['sell']).sort()).toEqual([
      'cancel',
      'confirm',
    ]);
    for (const state of ['CONFIRMED', 'CANCELLED', 'REJECTED'] as const)
      expect(allowedTicketActions(ticketIn(state), ['buy', 'sell'])).toEqual([]);
  });

  it('maps the path actions to events: reject on an agreed price refuses the consideration', () => {
    expect(eventOfPathAction('reject', 'NEGOTIATING')).toBe('reject');
    expect(eventOfPathAction('reject', 'PRICE_AGREED')).toBe('reject_consideration');
    expect(eventOfPathAction('accept', 'NEGOTIATING')).toBe('accept_price');
    expect(eventOfPathAction('cancel', 'OPEN')).toBe('cancel');
    expect(eventOfPathAction('confirm', 'CONSIDERATION_ACCEPTED')).toBe('confirm');
    expect(statusOf(() => eventOfPathAction('accept', 'PRICE_AGREED'))).toBe(400);
  });
});
