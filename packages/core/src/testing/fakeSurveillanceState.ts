import type { Bond } from '../client/schemas/bond';
import type { SurveillanceAlert, SurveillanceAuditEntry } from '../validation/index';

/** A trade-review alert and the firm whose quote, ticket or order raised it. */
export interface FakeSurveillanceAlert {
  clientId: number;
  alert: SurveillanceAlert;
}

/** What the compliance officer's surveillance keeps: the firms' alerts and the audit log. */
export interface FakeSurveillanceState {
  alerts: FakeSurveillanceAlert[];
  /** Every surveillance view, oldest first, with the viewer's firm. */
  audit: (SurveillanceAuditEntry & { clientId: number })[];
  /** How many quotes, tickets and orders of each firm the review covered, by client id. */
  reviewedItems: Map<number, number>;
}

/** An alert's fields but the bond's. */
type AlertTerms = Pick<
  SurveillanceAlert,
  | 'id'
  | 'kind'
  | 'item_kind'
  | 'item_id'
  | 'side'
  | 'quantity'
  | 'unit_clean_price'
  | 'fair_price'
  | 'deviation_percent'
  | 'detail'
  | 'placed_by'
  | 'placed_at'
  | 'reviewed'
  | 'reviewed_by'
  | 'reviewed_at'
  | 'review_note'
>;

/**
 * The demo dealer's firm (client 101) has two open alerts on the demo bonds: a quote priced 2% above the
 * fair value and an order reported 40 minutes late; the fake has no quote or order history to derive them
 * from, so they are seeded as the server's demo data seeds its trades.
 */
export function createFakeSurveillanceState(
  bonds: readonly Bond[],
  now: number = Date.now(),
): FakeSurveillanceState {
  const alerts: FakeSurveillanceAlert[] = [];
  const [first, second] = bonds.filter((bond) => !bond.is_matured);
  const alertOn = (bond: Bond, alert: AlertTerms) =>
    alerts.push({
      clientId: 101,
      alert: { ...alert, isin: bond.identifiers.ISIN, bond_name: bond.display_name },
    });
  if (first !== undefined)
    alertOn(first, {
      id: 'quote:9001:price_deviation',
      kind: 'price_deviation',
      item_kind: 'quote',
      item_id: 9001,
      side: 'ASK',
      quantity: 50_000_000,
      unit_clean_price: 101.85,
      fair_price: 99.85,
      deviation_percent: 2.0,
      detail: 'Clean price 101.85 is 2.00% above the fair value 99.85.',
      placed_by: 'Dara Demo',
      placed_at: new Date(now - 3 * 3_600_000).toISOString(),
      reviewed: false,
      reviewed_by: null,
      reviewed_at: null,
      review_note: null,
    });
  if (second !== undefined)
    alertOn(second, {
      id: 'order:9002:late_report',
      kind: 'late_report',
      item_kind: 'order',
      item_id: 9002,
      side: 'BUY',
      quantity: 20_000_000,
      unit_clean_price: 101.2,
      fair_price: null,
      deviation_percent: null,
      detail: 'Reported 40 minutes after the trade time (the window is 15 minutes).',
      placed_by: 'Dara Demo',
      placed_at: new Date(now - 2 * 3_600_000).toISOString(),
      reviewed: false,
      reviewed_by: null,
      reviewed_at: null,
      review_note: null,
    });
  return { alerts, audit: [], reviewedItems: new Map([[101, 6]]) };
}
