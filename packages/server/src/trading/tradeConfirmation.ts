import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { DbOrTransaction } from '../database/connection';
import { clients } from '../database/schema/index';
import { renderTradeConfirmationPdf } from '../documents/pdfTradeConfirmation';
import { ApiProblem } from '../errors/ApiProblem';
import type { ServerServices } from '../services';
import { instrumentCatalogue } from './instrumentCatalogue';
import { loadPartyOrder } from './orderAmendmentService';

/** A firm's name as it trades (its brand, else its legal name); null for no firm. */
async function firmName(db: DbOrTransaction, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const [firm] = await db
    .select({ name: clients.name, brandName: clients.brandName })
    .from(clients)
    .where(eq(clients.id, clientId));
  return firm ? (firm.brandName ?? firm.name) : null;
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
  const entry = (await instrumentCatalogue(services.db, now)).byId.get(row.instrumentId);
  const otherId = row.buyerClientId === clientId ? row.sellerClientId : row.buyerClientId;
  const viewerBuys =
    row.buyerClientId === clientId || (row.buyerClientId === null && row.sellerClientId !== clientId);
  const settled = row.history.findLast((step) => step.to === 'SETTLED');
  const content = await renderTradeConfirmationPdf(
    {
      order: {
        id: row.id,
        status: row.status,
        display_name: entry?.row.displayName,
        isin: entry?.row.isin,
        finstrument_id: row.instrumentId,
        buy_or_sell: viewerBuys ? 'buy' : 'sell',
        counterparty_name: (await firmName(services.db, otherId)) ?? row.counterpartyName,
        quantity: row.quantity,
        unit_clean_price: row.unitCleanPrice,
        bond_yield: row.bondYield,
        exchange: row.exchange,
        settlement_date: row.settlementDate,
        accrued_interest: row.accruedInterest,
        consideration: row.consideration,
        brokerage: row.brokerage,
      },
      firmName: principal.client.brandName ?? principal.client.name,
      settledAt: settled?.at ?? null,
    },
    now,
  );
  return { fileName: `trade-confirmation-${row.id}.pdf`, content };
}
