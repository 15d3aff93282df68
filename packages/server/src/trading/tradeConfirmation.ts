import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { DbOrTransaction } from '../database/connection';
import { clients } from '../database/schema/index';
import type { orders } from '../database/schema/index';
import { renderTradeConfirmationPdf } from '../documents/pdfTradeConfirmation';
import type { TradeConfirmation } from '../documents/pdfTradeConfirmation';
import { ApiProblem } from '../errors/ApiProblem';
import type { ServerServices } from '../services';
import { instrumentCatalogue } from './instrumentCatalogue';
import { loadPartyOrder } from './orderAmendmentService';

/** A firm's name as it trades (its brand, else its legal name); null for no firm. */
export async function firmTradingName(db: DbOrTransaction, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const [firm] = await db
    .select({ name: clients.name, brandName: clients.brandName })
    .from(clients)
    .where(eq(clients.id, clientId));
  return firm ? (firm.brandName ?? firm.name) : null;
}

/**
 * The order's terms as a confirmation shows them: the bond's names (undefined for a bond no longer in the
 * catalogue), one firm's side and its counterparty.
 */
export function confirmationOrder(
  order: Pick<
    typeof orders.$inferSelect,
    | 'id'
    | 'status'
    | 'instrumentId'
    | 'quantity'
    | 'unitCleanPrice'
    | 'bondYield'
    | 'exchange'
    | 'settlementDate'
    | 'accruedInterest'
    | 'consideration'
    | 'brokerage'
  >,
  bond: { displayName: string; isin: string } | undefined,
  side: { viewerBuys: boolean; counterpartyName: string | null },
): TradeConfirmation {
  return {
    id: order.id,
    status: order.status,
    display_name: bond?.displayName,
    isin: bond?.isin,
    finstrument_id: order.instrumentId,
    buy_or_sell: side.viewerBuys ? 'buy' : 'sell',
    counterparty_name: side.counterpartyName,
    quantity: order.quantity,
    unit_clean_price: order.unitCleanPrice,
    bond_yield: order.bondYield,
    exchange: order.exchange,
    settlement_date: order.settlementDate,
    accrued_interest: order.accruedInterest,
    consideration: order.consideration,
    brokerage: order.brokerage,
  };
}

/**
 * The confirmation PDF of a settled trade, for either of its firms: seen from the caller's side (its side
 * of the trade, the other firm as counterparty). A 404 for a firm not party to it, a 409 before settlement.
 */
export async function tradeConfirmation(
  services: Pick<ServerServices, 'db' | 'now'>,
  principal: Principal,
  target: { orderId: number; kind: string },
): Promise<{ fileName: string; content: Buffer }> {
  const clientId = principal.client.id;
  const row = await loadPartyOrder(services, target, clientId);
  if (row.status !== 'SETTLED')
    throw new ApiProblem(409, {
      detail: `A confirmation is issued once the trade is settled (this one is ${row.status}).`,
    });
  const now = services.now();
  const catalogue = await instrumentCatalogue(services.db, now);
  const otherId = row.buyerClientId === clientId ? row.sellerClientId : row.buyerClientId;
  const viewerBuys =
    row.buyerClientId === clientId || (row.buyerClientId === null && row.sellerClientId !== clientId);
  const settled = row.history.findLast((step) => step.to === 'SETTLED');
  const content = await renderTradeConfirmationPdf(
    {
      order: confirmationOrder(row, catalogue.byId.get(row.instrumentId)?.row, {
        viewerBuys,
        counterpartyName: (await firmTradingName(services.db, otherId)) ?? row.counterpartyName,
      }),
      firmName: principal.client.brandName ?? principal.client.name,
      settledAt: settled?.at ?? null,
    },
    now,
  );
  return { fileName: `trade-confirmation-${row.id}.pdf`, content };
}
