import { sql } from 'drizzle-orm';
import { PricingError, roundCleanPrice } from '@bondkit/core/pricing';
import { surveillanceThresholds, type SurveillanceAlert } from '@bondkit/core/validation';
import {
  type SurveillanceAlertKind,
  type SurveillanceItemKind,
  type SurveillanceTradeReview,
} from '@bondkit/core/internal';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { instrumentTerms, type InstrumentTermsSource } from '../trading/instrumentTerms';
import { priceAtYield, resolveSettlementDate } from '../trading/instrumentPricing';

/** How far back the trade review looks: 90 days. */
const tradeReviewWindowDays = 90;

/** One quote, ticket or order under review, with what the alerts read. */
interface ReviewItem {
  itemKind: SurveillanceItemKind;
  id: number;
  instrument: InstrumentTermsSource & { isin: string; displayName: string; marketYield: number };
  side: string;
  quantity: number;
  cleanPrice: number | null;
  settlementDate: string | null;
  placedBy: string;
  placedAt: Date;
  /** Orders: the reported trade time. */
  tradeTime: Date | null;
  /** Quotes: withdrawn by the firm (closed without a trade), and when. */
  withdrawnAt: Date | null;
}

function dateOf(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function instrumentOf(row: Record<string, unknown>): ReviewItem['instrument'] {
  return {
    isin: String(row.isin),
    displayName: String(row.display_name),
    marketYield: Number(row.market_yield),
    couponRate: Number(row.coupon_rate),
    frequency: Number(row.frequency),
    maturityDate: String(row.maturity_date).slice(0, 10),
    issueDate: String(row.issue_date).slice(0, 10),
    faceValue: Number(row.face_value),
    convention: row.convention === null ? null : String(row.convention),
    extraTerms: (typeof row.extra_terms === 'string'
      ? JSON.parse(row.extra_terms)
      : (row.extra_terms ?? {})) as InstrumentTermsSource['extraTerms'],
  };
}

const instrumentColumns = sql`i.isin, i.display_name, i.market_yield, i.coupon_rate, i.frequency,
  to_char(i.maturity_date, 'YYYY-MM-DD') AS maturity_date, to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date,
  i.face_value, i.convention, i.extra_terms`;

/** The firm's own quotes and tickets (responses and counters in negotiations), and its orders. */
async function reviewItems(db: DbOrTransaction, clientId: number, since: Date): Promise<ReviewItem[]> {
  const quotes = rowsOf(
    await db.execute(sql`SELECT e.id, e.quote_type, e.quantum, e.unit_price_stored, e.respond_eoi_id, e.status,
        e.closed_against_eoi_id, to_char(e.settlement, 'YYYY-MM-DD') AS settlement, e.created_at, e.updated_at,
        u.first_name, u.last_name, ${instrumentColumns},
        EXISTS (SELECT 1 FROM orders o WHERE o.source_eoi_id = e.id
          OR (e.cluster_id IS NOT NULL AND o.cluster_id = e.cluster_id)) AS traded
      FROM eois e JOIN instruments i ON i.id = e.instrument_id JOIN users u ON u.id = e.user_id
      WHERE e.client_id = ${clientId} AND NOT e.is_simulated AND e.created_at >= ${since.toISOString()}::timestamptz
      ORDER BY e.created_at DESC, e.id DESC LIMIT 2000`),
  );
  const orders = rowsOf(
    await db.execute(sql`SELECT o.id, o.buyer_client_id, o.quantity, o.unit_clean_price,
        to_char(o.settlement_date, 'YYYY-MM-DD') AS settlement, o.created_at, o.trade_time,
        u.first_name, u.last_name, ${instrumentColumns}
      FROM orders o JOIN instruments i ON i.id = o.instrument_id JOIN users u ON u.id = o.created_by_user_id
      WHERE o.owner_client_id = ${clientId} AND o.created_at >= ${since.toISOString()}::timestamptz
      ORDER BY o.created_at DESC, o.id DESC LIMIT 2000`),
  );
  const nameOf = (row: Record<string, unknown>) =>
    `${String(row.first_name)} ${String(row.last_name ?? '')}`.trim();
  return [
    ...quotes.map((row): ReviewItem => ({
      itemKind: row.respond_eoi_id === null ? 'quote' : 'ticket',
      id: Number(row.id),
      instrument: instrumentOf(row),
      side: String(row.quote_type),
      quantity: Number(row.quantum),
      cleanPrice: row.unit_price_stored === null ? null : Number(row.unit_price_stored),
      settlementDate: row.settlement === null ? null : String(row.settlement),
      placedBy: nameOf(row),
      placedAt: dateOf(row.created_at),
      tradeTime: null,
      withdrawnAt:
        row.status === 'CLOSED' && row.closed_against_eoi_id === null && !row.traded
          ? dateOf(row.updated_at)
          : null,
    })),
    ...orders.map((row): ReviewItem => ({
      itemKind: 'order',
      id: Number(row.id),
      instrument: instrumentOf(row),
      side: Number(row.buyer_client_id) === clientId ? 'BUY' : 'SELL',
      quantity: Number(row.quantity),
      cleanPrice: Number(row.unit_clean_price),
      settlementDate: String(row.settlement),
      placedBy: nameOf(row),
      placedAt: dateOf(row.created_at),
      tradeTime: row.trade_time === null ? null : dateOf(row.trade_time),
      withdrawnAt: null,
    })),
  ];
}

/**
 * The fair value of a bond for a settlement date: the engine's clean price at the bond's simulated market
 * yield (`instruments.market_yield`, which the market simulator moves), or null when it cannot be priced.
 */
function fairPrice(item: ReviewItem, now: Date): number | null {
  const terms = instrumentTerms(item.instrument);
  if (!terms) return null;
  try {
    const settlement = item.settlementDate ?? resolveSettlementDate(now, {});
    return priceAtYield(terms, item.instrument.marketYield, settlement).cleanPrice;
  } catch (error) {
    if (PricingError.isInstance(error)) return null;
    throw error;
  }
}

/** An alert before its review is looked up. */
type AlertCore = Pick<
  SurveillanceAlert,
  | 'id'
  | 'kind'
  | 'item_kind'
  | 'item_id'
  | 'isin'
  | 'bond_name'
  | 'side'
  | 'quantity'
  | 'unit_clean_price'
  | 'fair_price'
  | 'deviation_percent'
  | 'detail'
  | 'placed_by'
  | 'placed_at'
>;

function alertsOf(item: ReviewItem, now: Date): AlertCore[] {
  const base = (
    kind: SurveillanceAlertKind,
    detail: string,
    fair: number | null,
    deviation: number | null,
  ) => ({
    id: `${item.itemKind}:${item.id}:${kind}`,
    kind,
    item_kind: item.itemKind,
    item_id: item.id,
    isin: item.instrument.isin,
    bond_name: item.instrument.displayName,
    side: item.side,
    quantity: item.quantity,
    unit_clean_price: item.cleanPrice,
    fair_price: fair,
    deviation_percent: deviation,
    detail,
    placed_by: item.placedBy,
    placed_at: item.placedAt.toISOString(),
  });
  const alerts: AlertCore[] = [];
  if (item.cleanPrice !== null) {
    const fair = fairPrice(item, now);
    if (fair !== null && fair > 0) {
      const deviation = ((item.cleanPrice - fair) / fair) * 100;
      if (Math.abs(deviation) >= surveillanceThresholds.priceDeviationPercent) {
        const rounded = Math.round(deviation * 100) / 100;
        alerts.push(
          base(
            'price_deviation',
            `Price ${item.cleanPrice.toFixed(4)} is ${Math.abs(rounded).toFixed(2)}% ${deviation > 0 ? 'above' : 'below'} the fair value ${roundCleanPrice(fair).toFixed(4)}.`,
            roundCleanPrice(fair),
            rounded,
          ),
        );
      }
    }
  }
  if (item.tradeTime) {
    const minutes = (item.placedAt.getTime() - item.tradeTime.getTime()) / 60_000;
    if (minutes >= surveillanceThresholds.lateReportMinutes)
      alerts.push(
        base(
          'late_report',
          `Reported ${Math.floor(minutes)} minutes after the trade time ${item.tradeTime.toISOString()} (limit ${surveillanceThresholds.lateReportMinutes}).`,
          null,
          null,
        ),
      );
  }
  if (item.withdrawnAt) {
    const seconds = (item.withdrawnAt.getTime() - item.placedAt.getTime()) / 1000;
    if (seconds >= 0 && seconds < surveillanceThresholds.quickCancelSeconds)
      alerts.push(
        base(
          'quick_cancel',
          `Withdrawn ${Math.round(seconds)} seconds after it was placed (under ${surveillanceThresholds.quickCancelSeconds}).`,
          null,
          null,
        ),
      );
  }
  return alerts;
}

/**
 * The firm's trade review: its quotes, tickets and orders of the last {@link tradeReviewWindowDays} days,
 * with an alert for a price at least `priceDeviationPercent` from the fair value, a trade reported at least
 * `lateReportMinutes` after its trade time, and a quote withdrawn within `quickCancelSeconds` of being
 * placed; each with its review, if any. Newest first.
 */
export async function firmTradeReview(
  db: DbOrTransaction,
  clientId: number,
  now: Date,
): Promise<SurveillanceTradeReview> {
  const since = new Date(now.getTime() - tradeReviewWindowDays * 86_400_000);
  const items = await reviewItems(db, clientId, since);
  const cores = items.flatMap((item) => alertsOf(item, now));
  const reviews = new Map(
    rowsOf(
      await db.execute(sql`SELECT r.alert_id, r.note, r.reviewed_at, u.first_name, u.last_name
        FROM surveillance_alert_reviews r JOIN users u ON u.id = r.reviewed_by_user_id
        WHERE r.client_id = ${clientId}`),
    ).map((row) => [String(row.alert_id), row]),
  );
  const alerts = cores
    .map((core): SurveillanceAlert => {
      const review = reviews.get(core.id);
      return {
        ...core,
        reviewed: review !== undefined,
        reviewed_by: review ? `${String(review.first_name)} ${String(review.last_name ?? '')}`.trim() : null,
        reviewed_at: review ? dateOf(review.reviewed_at).toISOString() : null,
        review_note: review ? String(review.note) : null,
      };
    })
    .sort((left, right) => right.placed_at.localeCompare(left.placed_at) || left.id.localeCompare(right.id));
  return {
    thresholds: {
      price_deviation_percent: surveillanceThresholds.priceDeviationPercent,
      late_report_minutes: surveillanceThresholds.lateReportMinutes,
      quick_cancel_seconds: surveillanceThresholds.quickCancelSeconds,
    },
    reviewed_items: items.length,
    alerts,
  };
}

/**
 * Marks one of the firm's alerts reviewed with a note (a second review replaces the first). Null when the
 * firm has no such alert: another firm's alert, or one that does not (or no longer) exist.
 */
export async function reviewFirmAlert(
  db: DbOrTransaction,
  viewer: { clientId: number; userId: number },
  alertId: string,
  note: string,
  now: Date,
): Promise<SurveillanceAlert | null> {
  const review = await firmTradeReview(db, viewer.clientId, now);
  if (!review.alerts.some((alert) => alert.id === alertId)) return null;
  await db.execute(sql`INSERT INTO surveillance_alert_reviews (client_id, alert_id, reviewed_by_user_id, note, reviewed_at)
    VALUES (${viewer.clientId}, ${alertId}, ${viewer.userId}, ${note}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (client_id, alert_id) DO UPDATE SET reviewed_by_user_id = EXCLUDED.reviewed_by_user_id,
      note = EXCLUDED.note, reviewed_at = EXCLUDED.reviewed_at`);
  const after = await firmTradeReview(db, viewer.clientId, now);
  return after.alerts.find((alert) => alert.id === alertId) ?? null;
}
