import type { Cluster } from '../client/schemas/cluster';
import type { Eoi } from '../client/schemas/eoi';
import { clusterEndpoints } from '../contract/clusterEndpoints';
import type { SessionUser } from '../validation/index';
import { fakeSignedInEndpoint, forbidden, notFoundAnswer } from './fakeAccess';
import { accruedPer100, standardSettlementDate, yieldAtPrice } from './fakeBondMaths';
import { quoteFirm, quoteListRow, quoteNegotiation, quoteStatus, takesPart } from './fakeQuoteBook';
import type { FakeNegotiation } from './fakeQuoteBook';
import { fakeOrderTools } from './fakeOrderTools';
import { recordQuoteTrade } from './fakeQuoteTrade';
import { fieldProblem } from './fakeAccess';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

// Negotiations (clusters) as the reference server answers them (routes/quotes/clusterRoutes.ts,
// trading/negotiationUpdate.ts): only the two firms taking part see one (a third firm gets a 404, as for an
// unknown id); either notes it, only its owner (the answered quote's firm) closes it. Accepting a quote of a
// negotiation (trading/tradeExecution.ts) checks the terms the acceptor saw, makes one order in the fake's
// order book and closes the negotiation's open quotes.

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** Negotiations: list, read, read at a price, note or close. */
export function fakeClusterRoutes(state: FakeState): FakeRoute[] {
  /** The negotiation's quotes: the answered quote, and the two firms' quotes placed in it. */
  function clusterView(negotiation: FakeNegotiation, viewer: SessionUser): Cluster {
    const quotes = state.eois.filter(
      (eoi) =>
        eoi.id === negotiation.quote_eoi_id ||
        (quoteNegotiation(eoi) === negotiation.id && takesPart(negotiation, quoteFirm(eoi) ?? -1)),
    );
    return {
      ...negotiation,
      is_mine: negotiation.owner_client_id === viewer.id,
      order_id: null,
      eois: quotes.map((eoi) => quoteListRow(state, eoi, viewer)),
    };
  }

  /** A negotiation the viewer's firm takes part in, or the server's 404. */
  const visible = (id: number, viewer: SessionUser) => {
    const negotiation = state.negotiations.find((candidate) => candidate.id === id);
    return negotiation !== undefined && takesPart(negotiation, viewer.id) ? negotiation : undefined;
  };
  const negotiationNotFound = () => notFoundAnswer('Negotiation not found.');

  return [
    fakeSignedInEndpoint(state, clusterEndpoints.listClusters, (_call, viewer) => ({
      ok: state.negotiations
        .filter((negotiation) => takesPart(negotiation, viewer.id))
        .sort((left, right) => right.updated_at.localeCompare(left.updated_at) || right.id - left.id)
        .slice(0, 100)
        .map((negotiation) => clusterView(negotiation, viewer)),
    })),
    fakeSignedInEndpoint(state, clusterEndpoints.getCluster, ({ params }, viewer) => {
      const negotiation = visible(params.id, viewer);
      return negotiation === undefined ? negotiationNotFound() : { ok: clusterView(negotiation, viewer) };
    }),
    fakeSignedInEndpoint(state, clusterEndpoints.updateCluster, ({ params, body }, viewer) => {
      const negotiation = visible(params.id, viewer);
      if (negotiation === undefined) return negotiationNotFound();
      if (body.state !== undefined && body.state !== negotiation.state) {
        if (negotiation.owner_client_id !== viewer.id)
          return forbidden('Only the firm that owns the negotiation can close it.');
        if (negotiation.state !== 'OPEN')
          return json(400, { detail: `This negotiation is ${negotiation.state} and cannot change state.` });
      }
      const now = new Date().toISOString();
      if (body.note !== undefined) negotiation.note = body.note;
      negotiation.state = body.state ?? negotiation.state;
      negotiation.updated_at = now;
      // Closing a negotiation closes the answers open in it, so that nobody trades on them afterwards.
      if (negotiation.state === 'CLOSED')
        for (const eoi of state.eois)
          if (quoteNegotiation(eoi) === negotiation.id && quoteStatus(eoi) === 'OPEN')
            Object.assign(eoi, { status: 'CLOSED', updated_at: now });
      return { ok: clusterView(negotiation, viewer) };
    }),
    fakeSignedInEndpoint(state, clusterEndpoints.getClusterAtPrice, ({ params, query }, viewer) => {
      const negotiation = visible(params.id, viewer);
      if (negotiation === undefined) return negotiationNotFound();
      const view = clusterView(negotiation, viewer);
      const bond = state.bonds.find((candidate) => candidate.id === negotiation.finstrument_id);
      if (bond === undefined)
        return { ok: { ...view, at_price: { unit_clean_price: query.price, can_be_priced: false } } };
      // What trading at the price means, with the fake's simplified bond maths (fakeBondMaths.ts).
      const settlementDate = standardSettlementDate();
      const bondYield = yieldAtPrice(bond, query.price, settlementDate);
      if (bondYield === undefined) return json(400, { price: ['No yield corresponds to this price.'] });
      const quantum = view.eois.find((eoi) => quoteStatus(eoi) === 'OPEN')?.quantum ?? 1_000_000;
      const accrued = round((quantum * accruedPer100(bond, settlementDate)) / 100, 2);
      return {
        ok: {
          ...view,
          at_price: {
            unit_clean_price: query.price,
            bond_yield: bondYield,
            settlement_date: settlementDate,
            can_be_priced: true,
            quantum,
            total_accrued_interest: accrued,
            consideration: round((quantum * query.price) / 100 + accrued, 2),
          },
        },
      };
    }),
    fakeSignedInEndpoint(state, clusterEndpoints.acceptCluster, ({ params, query, body }, acceptor) => {
      const negotiation = visible(params.id, acceptor);
      if (negotiation === undefined) return negotiationNotFound();
      if (negotiation.state !== 'OPEN')
        return json(400, { non_field_errors: [`This negotiation is already ${negotiation.state}.`] });
      const inNegotiation = (eoi: Eoi) =>
        eoi.id === negotiation.quote_eoi_id ||
        (quoteNegotiation(eoi) === negotiation.id && takesPart(negotiation, quoteFirm(eoi) ?? -1));
      const accepted = state.eois.find((eoi) => eoi.id === query.lsId);
      if (accepted === undefined || !inNegotiation(accepted))
        return fieldProblem(400, 'lsId', 'Quote not found in this negotiation.');
      if (quoteFirm(accepted) === acceptor.id)
        return fieldProblem(400, 'lsId', "You cannot accept your own firm's quote.");
      if (quoteStatus(accepted) !== 'OPEN')
        return fieldProblem(
          400,
          'lsId',
          `This quote is ${quoteStatus(accepted)} and can no longer be accepted.`,
        );
      const price = accepted.unit_price_stored;
      if (price === null || price === undefined)
        return json(400, { non_field_errors: ['This quote has no price to accept: ask for one first.'] });
      // The terms the acceptor saw must still be the quote's, as on the server.
      if (Math.abs(body.unit_clean_price - price) > 0.00005)
        return fieldProblem(
          400,
          'unit_clean_price',
          `The quote is now at ${price.toFixed(4)}: refresh and try again.`,
        );
      const quotedYield = accepted.yield_stored ?? null;
      if (quotedYield !== null && Math.abs(body.bond_yield - quotedYield) > 0.0000005)
        return fieldProblem(
          400,
          'bond_yield',
          `The quote is now at a yield of ${(quotedYield * 100).toFixed(4)}%: refresh and try again.`,
        );
      const bond = state.bonds.find((candidate) => candidate.id === accepted.finstrument_id);
      if (bond === undefined) return notFoundAnswer('Finstrument not found.');
      const settlementDate = standardSettlementDate();
      const accrued = round((accepted.quantum * accruedPer100(bond, settlementDate)) / 100, 2);
      if (Math.abs(body.total_accrued_interest - accrued) > 1)
        return fieldProblem(
          400,
          'total_accrued_interest',
          `Accrued interest for this trade is ₹${accrued.toFixed(2)}.`,
        );
      const order = recordQuoteTrade(state, {
        taker: acceptor,
        quote: accepted,
        price,
        bond,
        exchange: body.exchange,
        settlementDate,
      });
      const now = new Date().toISOString();
      Object.assign(negotiation, { state: 'ACCEPTED', updated_at: now });
      const closed = state.eois.filter((eoi) => inNegotiation(eoi) && quoteStatus(eoi) === 'OPEN');
      for (const eoi of closed) Object.assign(eoi, { status: 'CLOSED', updated_at: now });
      return {
        ok: {
          order: fakeOrderTools(state).view(order, acceptor),
          closed_eoi_ids: closed.map((eoi) => eoi.id),
        },
      };
    }),
  ];
}
