import type { Bond } from '../client/schemas/bond';
import type { Eoi, QuoteListRow } from '../client/schemas/eoi';
import type { EndpointRequestParts } from '../contract/endpoint';
import type { quoteWriteEndpoints } from '../contract/quoteWriteEndpoints';
import type { SessionUser } from '../validation/sessionUser';
import { fieldProblem } from './fakeAccess';
import { json } from './fakeRouter';
import type { FakeResponse } from './fakeRouter';
import type { FakeState } from './fakeState';

// The fake's quote book: quotes (`state.eois`) with the reference server's status, visibility and
// negotiation fields, and the rules of answering, countering and closing them (trading/eoiService.ts,
// authorization/quoteRules.ts). A quote a test puts into `state.eois` without those fields is an OPEN
// PUBLIC quote.

/** A negotiation (cluster) between the firm of a quote and a firm answering it. */
export interface FakeNegotiation {
  id: number;
  finstrument_id: number;
  owner_client_id: number;
  counterparty_client_id: number;
  /** The quote answered first. */
  quote_eoi_id: number;
  state: 'OPEN' | 'CLOSED';
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A new quote's terms as the contract parses them. */
export type QuoteTerms = EndpointRequestParts<typeof quoteWriteEndpoints.createQuote>['body'];

export type QuoteMode = 'quote' | 'response' | 'negotiation';

/** Whether the user may trade: the server's trade access (a dealer, never a compliance officer). */
export function hasTradeAccess(user: SessionUser): boolean {
  const roles = user.user_info.roles;
  return roles.includes('clientdealer') && !roles.includes('complianceofficer');
}

export const quoteStatus = (eoi: Eoi): string => (typeof eoi.status === 'string' ? eoi.status : 'OPEN');
export const quoteVisibility = (eoi: Eoi): string =>
  typeof eoi.visibility === 'string' ? eoi.visibility : 'PUBLIC';
export const quoteFirm = (eoi: Eoi): number | undefined =>
  typeof eoi.client_id === 'number' ? eoi.client_id : undefined;
export const quoteNegotiation = (eoi: Eoi): number | undefined =>
  typeof eoi.cluster_id === 'number' ? eoi.cluster_id : undefined;

/**
 * Whether a quote is open. The fake keeps no clock of its own for quote expiry (widget tests run the form
 * on a fixed date): unlike the server, it neither refuses an expiry in the past nor hides a quote past its
 * expiry; `expireQuote` (or setting `status` in `state.eois`) ends one.
 */
export function isOpenQuote(eoi: Eoi): boolean {
  return quoteStatus(eoi) === 'OPEN';
}

/** The public and RFQ quotes every dealer sees. */
export const isMarketQuote = (eoi: Eoi) => ['PUBLIC', 'RFQ'].includes(quoteVisibility(eoi));

/** Whether a firm takes part in a negotiation. */
const takesPart = (negotiation: FakeNegotiation, firmId: number) =>
  negotiation.owner_client_id === firmId || negotiation.counterparty_client_id === firmId;

/** A private quote the firm may see: its own, or one shared with it in a chat. */
export function privateQuoteVisibleTo(eoi: Eoi, firmId: number): boolean {
  if (quoteVisibility(eoi) !== 'PRIVATE') return false;
  if (quoteFirm(eoi) === firmId) return true;
  const details = eoi.oto_participant_details;
  if (typeof details !== 'object' || details === null) return false;
  const shared = details as { client_id?: unknown; client_ids?: unknown };
  return (
    shared.client_id === firmId || (Array.isArray(shared.client_ids) && shared.client_ids.includes(firmId))
  );
}

/** Whether a firm sees a quote: a market quote, a private one shared with it, or one of its negotiations. */
export function quoteVisibleTo(state: FakeState, eoi: Eoi, firmId: number): boolean {
  if (isMarketQuote(eoi) || quoteFirm(eoi) === firmId) return true;
  if (privateQuoteVisibleTo(eoi, firmId)) return true;
  const negotiation = state.negotiations.find((candidate) => candidate.id === quoteNegotiation(eoi));
  return negotiation !== undefined && takesPart(negotiation, firmId);
}

const fieldError = (field: string, message: string) => fieldProblem(400, field, message);

/** Why a bond cannot be quoted, as the server's field error; undefined when it can. */
function bondRefusal(bond: Bond | undefined): FakeResponse | undefined {
  if (bond === undefined) return fieldError('finstrument_id', 'Finstrument not found.');
  if (bond.is_matured) return fieldError('finstrument_id', 'This bond has matured and cannot be quoted.');
  if (!bond.contract_parameters.is_listed)
    return fieldError('finstrument_id', 'This bond is unlisted and cannot be quoted.');
  if (bond.is_disabled_isin)
    return fieldError('finstrument_id', 'This ISIN is disabled and cannot be quoted.');
  return undefined;
}

/** The quote answered and the negotiation the answer goes into (undefined: a new one), or the refusal. */
function answerTarget(
  state: FakeState,
  author: SessionUser,
  terms: QuoteTerms,
  mode: QuoteMode,
): { target: Eoi; negotiation: FakeNegotiation | undefined } | FakeResponse {
  const id = terms.respond_eoi_id;
  if (id == null) return fieldError('respond_eoi_id', 'This field is required.');
  const target = state.eois.find((eoi) => eoi.id === id);
  if (target === undefined || !quoteVisibleTo(state, target, author.id))
    return json(404, { respond_eoi_id: ['Quote not found.'] });
  const ownNegotiation = state.negotiations.find((candidate) => candidate.id === quoteNegotiation(target));
  const responseNegotiation = quoteVisibility(target) === 'RESPONSE' ? ownNegotiation : undefined;
  if (responseNegotiation !== undefined && responseNegotiation.state !== 'OPEN')
    return fieldError('respond_eoi_id', `This negotiation is ${responseNegotiation.state}.`);
  if (!isOpenQuote(target))
    return fieldError('respond_eoi_id', `This quote is ${quoteStatus(target)} and cannot be answered.`);
  if (quoteFirm(target) === author.id)
    return fieldError('respond_eoi_id', "You cannot answer your own firm's quote.");
  if (target.finstrument_id !== terms.finstrument_id)
    return fieldError('finstrument_id', 'A response must be for the same bond as the quote.');
  if (terms.quantum > target.quantum)
    return fieldError(
      'quantum',
      `Cannot exceed the quoted quantum of ₹${target.quantum.toLocaleString('en-IN')}.`,
    );
  const negotiation =
    responseNegotiation ??
    state.negotiations.find(
      (candidate) =>
        candidate.quote_eoi_id === target.id &&
        candidate.counterparty_client_id === author.id &&
        candidate.state === 'OPEN',
    );
  if (mode === 'negotiation' && negotiation === undefined)
    return fieldError('respond_eoi_id', 'This quote is not under negotiation: respond to it first.');
  return { target, negotiation };
}

/**
 * Places a quote, an answer to a quote (`respond_eoi_id`: opens the negotiation between the two firms on the
 * first answer) or a counter in a negotiation, by the author's firm. An answer replaces the firm's earlier
 * open answers in the same negotiation. Prices are stored as sent (the fake does no bond maths here).
 */
export function placeQuote(
  state: FakeState,
  author: SessionUser,
  terms: QuoteTerms,
  mode: QuoteMode,
): { quote: Eoi } | { refusal: FakeResponse } {
  const bond = state.bonds.find((candidate) => candidate.id === terms.finstrument_id);
  const refusal = bondRefusal(bond);
  if (refusal !== undefined) return { refusal };
  if (terms.send_to_rfq && author.rfq_exchanges.length === 0)
    return { refusal: fieldError('send_to_rfq', 'Your firm has no RFQ exchange enabled.') };
  const now = new Date().toISOString();
  let negotiationId: number | null = null;
  let answered: Eoi | undefined;
  if (mode !== 'quote') {
    const found = answerTarget(state, author, terms, mode);
    if (!('target' in found)) return { refusal: found };
    answered = found.target;
    let negotiation = found.negotiation;
    if (negotiation === undefined) {
      negotiation = {
        id: state.nextId++,
        finstrument_id: found.target.finstrument_id,
        owner_client_id: quoteFirm(found.target) ?? 0,
        counterparty_client_id: author.id,
        quote_eoi_id: found.target.id,
        state: 'OPEN',
        note: null,
        created_at: now,
        updated_at: now,
      };
      state.negotiations.push(negotiation);
    }
    negotiation.updated_at = now;
    negotiationId = negotiation.id;
    for (const earlier of state.eois) {
      if (
        quoteNegotiation(earlier) === negotiationId &&
        quoteFirm(earlier) === author.id &&
        quoteVisibility(earlier) === 'RESPONSE' &&
        quoteStatus(earlier) === 'OPEN' &&
        earlier.id !== found.target.id
      )
        Object.assign(earlier, { status: 'REPLACED', updated_at: now });
    }
  }
  const visibility =
    mode !== 'quote'
      ? 'RESPONSE'
      : terms.send_to_rfq
        ? 'RFQ'
        : terms.oto_participant_details != null || terms.source === 'CHAT'
          ? 'PRIVATE'
          : 'PUBLIC';
  const eoi: Eoi = {
    ...terms,
    id: state.nextId++,
    unit_price_stored: terms.unit_price_stored ?? null,
    yield_stored: terms.yield_stored ?? null,
    status: 'OPEN',
    visibility,
    // As the server: only a published quote may be indicative; an answer is the answering firm's word.
    firmness: mode === 'quote' ? terms.firmness : 'FIRM',
    respond_eoi_id: answered?.id ?? null,
    cluster_id: negotiationId,
    created_at: now,
    updated_at: now,
    // The quoting firm, as the server records it: a user's session is their firm's.
    client_id: author.id,
    client_name: author.brand_name,
  };
  state.eois.push(eoi);
  return { quote: eoi };
}

/**
 * A quote as the quote lists show it, with the row fields the reference server adds, derived from its bond
 * unless a test put the quote into the fake's state with its own: the bond's name, ISIN, maturity and rating,
 * the quoting firm and whether it is the viewer's. The demo universe has no T-bills, and the fake's
 * stand-in for a preferred list is the sovereign bond.
 */
export function quoteListRow(state: FakeState, eoi: Eoi, viewer: SessionUser | undefined): QuoteListRow {
  const bond = state.bonds.find((candidate) => candidate.id === eoi.finstrument_id);
  const firmId = quoteFirm(eoi);
  return {
    ...eoi,
    display_name: textOrNull(eoi.display_name) ?? bond?.display_name ?? null,
    isin: textOrNull(eoi.isin) ?? bond?.identifiers.ISIN ?? null,
    client_name: textOrNull(eoi.client_name),
    is_mine: firmId !== undefined && firmId === viewer?.id,
    maturity_date: eoi.maturity_date ?? bond?.contract_parameters.maturity_date ?? null,
    rating: eoi.rating ?? bond?.rating ?? null,
    finstrument_type: eoi.finstrument_type ?? 'Bond',
    is_preferred: eoi.is_preferred ?? bond?.rating === 'SOV',
  };
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
