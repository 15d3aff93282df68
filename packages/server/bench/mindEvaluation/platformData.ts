// What the evaluation knows of the platform, read only through its public data API (never through MIND's code):
// the market list (terms, issuer, rating, structure, market price and yield for T+1), a bond's risk figures,
// trades and cash flows, and the quote depth a caller may see.
import type { BondTerms } from '@bondkit/core/pricing';

/** A bond of the market list, as the evaluation reads it. */
export interface EvaluationBond {
  id: number;
  isin: string;
  name: string;
  issuer: string;
  issuerType: string;
  sector: string;
  /** As stored: `CRISIL AAA`, `SOVEREIGN` or null. */
  rating: string | null;
  ratingAgency: string | null;
  instrumentType: string;
  structure: string;
  couponPercent: number;
  maturityDate: string;
  available: boolean;
  isLiquid: boolean;
  /** Percent; null when the list does not price it. */
  yieldPercent: number | null;
  cleanPrice: number | null;
  settlementDate: string | null;
  /** The pricing engine's terms built from the list's contract parameters, or null (no convention). */
  terms: BondTerms | null;
}

interface WireBond {
  id: number;
  display_name: string;
  available: boolean;
  identifiers: { ISIN: string };
  contract_parameters: {
    maturity_date: string;
    issue_date: string;
    coupon_rate: number;
    coupon_frequency: number;
    face_value: number;
    convention: string | null;
    calls: { date: string; price: number }[];
    puts: { date: string; price: number }[];
    coupon_steps: { date: string; couponRate: number }[];
    redemptions: { date: string; amount: number }[];
    record_days: number;
  };
  issuer: string;
  issuer_type: string;
  sector: string;
  rating: string | null;
  rating_agency: string | null;
  instrument_type: string;
  structure: string;
  is_liquid: boolean;
  market_price?: { unit_clean_price: number; bond_yield: number; settlement_date: string } | null;
}

function termsOf(wire: WireBond): BondTerms | null {
  const parameters = wire.contract_parameters;
  if (parameters.convention === null) return null;
  return {
    couponRate: parameters.coupon_rate,
    frequency: parameters.coupon_frequency as BondTerms['frequency'],
    maturityDate: parameters.maturity_date,
    issueDate: parameters.issue_date,
    faceValue: parameters.face_value,
    convention: parameters.convention as Extract<BondTerms['convention'], string>,
    ...(parameters.redemptions.length ? { redemptions: parameters.redemptions } : {}),
    ...(parameters.coupon_steps.length ? { couponSteps: parameters.coupon_steps } : {}),
    ...(parameters.calls.length ? { calls: parameters.calls } : {}),
    ...(parameters.puts.length ? { puts: parameters.puts } : {}),
    ...(parameters.record_days ? { recordDays: parameters.record_days } : {}),
  };
}

/** Risk figures of `GET api/v2/finstrument/info/:id` (the security page's). */
export interface EvaluationRisk {
  modifiedDuration: number;
  macaulayDuration: number;
  convexity: number;
  pv01: number;
  accruedInterest: number;
  cleanPrice: number;
  yieldPercent: number;
  settlementDate: string;
}

/** A trade print of `POST api/trades/:id/`. */
export interface EvaluationTrade {
  tradeDate: string;
  cleanPrice: number | null;
  yieldPercent: number | null;
  quantity: number;
}

/** The platform's data API, as a signed-in caller reads it. */
export class PlatformData {
  readonly #origin: string;
  readonly #headers: Record<string, string>;

  constructor(origin: string, headers: Record<string, string>) {
    this.#origin = origin;
    this.#headers = headers;
  }

  async #call<Answer>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(this.#origin + path, {
      method,
      headers: this.#headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Answer;
  }

  /** Every bond of the market list, page by page. */
  async bonds(): Promise<EvaluationBond[]> {
    const bonds: EvaluationBond[] = [];
    let cursor: string | null = null;
    do {
      const page: { results: WireBond[]; pagination_response: { next_cursor: string | null } } =
        await this.#call('POST', '/api/client-finstrument-list/', {
          pagination_params: { limit: 100, ...(cursor ? { cursor } : {}) },
        });
      for (const wire of page.results)
        bonds.push({
          id: wire.id,
          isin: wire.identifiers.ISIN,
          name: wire.display_name,
          issuer: wire.issuer,
          issuerType: wire.issuer_type,
          sector: wire.sector,
          rating: wire.rating,
          ratingAgency: wire.rating_agency,
          instrumentType: wire.instrument_type,
          structure: wire.structure,
          couponPercent: wire.contract_parameters.coupon_rate,
          maturityDate: wire.contract_parameters.maturity_date,
          available: wire.available,
          isLiquid: wire.is_liquid,
          yieldPercent: wire.market_price ? Math.round(wire.market_price.bond_yield * 1e8) / 1e6 : null,
          cleanPrice: wire.market_price?.unit_clean_price ?? null,
          settlementDate: wire.market_price?.settlement_date ?? null,
          terms: termsOf(wire),
        });
      cursor = page.pagination_response.next_cursor;
    } while (cursor);
    return bonds;
  }

  async risk(id: number): Promise<EvaluationRisk> {
    const info = await this.#call<{
      price: { unit_clean_price: number; bond_yield: number; settlement_date: string };
      accrued_interest: number;
      risk: { macaulay_duration: number; modified_duration: number; convexity: number; pv01: number };
    }>('GET', `/api/v2/finstrument/info/${id}`);
    return {
      modifiedDuration: info.risk.modified_duration,
      macaulayDuration: info.risk.macaulay_duration,
      convexity: info.risk.convexity,
      pv01: info.risk.pv01,
      accruedInterest: info.accrued_interest,
      cleanPrice: info.price.unit_clean_price,
      yieldPercent: Math.round(info.price.bond_yield * 1e8) / 1e6,
      settlementDate: info.price.settlement_date,
    };
  }

  async trades(id: number, range: { from?: string; to?: string } = {}): Promise<EvaluationTrade[]> {
    const trades: EvaluationTrade[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.#call<{
        next: string | null;
        results: {
          trade_date: string;
          unit_clean_price: number | null;
          bond_yield: number | null;
          quantity: number;
        }[];
      }>('POST', `/api/trades/${id}/`, {
        pagination: { page, page_size: 100 },
        filters: {
          ...(range.from ? { from_date: range.from } : {}),
          ...(range.to ? { to_date: range.to } : {}),
        },
      });
      for (const row of answer.results)
        trades.push({
          tradeDate: row.trade_date,
          cleanPrice: row.unit_clean_price,
          yieldPercent: row.bond_yield === null ? null : row.bond_yield * 100,
          quantity: row.quantity,
        });
      if (!answer.next) return trades;
    }
  }

  async cashflows(
    id: number,
    quantity: number,
    referenceDate: string,
  ): Promise<{ date: string; interest: number; principal: number; total: number }[]> {
    const answer = await this.#call<{
      cashflows: { payment_date: string; interest: number; principal: number; total: number }[];
    }>('POST', `/api/cashflow/${id}/`, { quantity, ref_date: referenceDate });
    // When the money arrives: the payment date (a coupon due on a holiday is paid the next business day).
    return answer.cashflows.map((flow) => ({ ...flow, date: flow.payment_date }));
  }

  async depth(
    id: number,
  ): Promise<{ bids: { unit_clean_price: number | null }[]; asks: { unit_clean_price: number | null }[] }> {
    return this.#call('GET', `/api/quote/depth/?finstrument_id=${id}`);
  }
}
