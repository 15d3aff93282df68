import { eq } from 'drizzle-orm';
import { clients } from '../database/schema/index';
import { renderTradeConfirmationPdf } from '../documents/pdfTradeConfirmation';
import { loadConfirmedTrade } from './confirmedTrade';
import type { TicketContext } from './ticketService';
import type { TicketViewer } from './ticketView';

/**
 * The confirmation PDF of a confirmed chat ticket's trade, as either firm sees it (trading-and-chat
 * section 7): the viewer's side (buy or sell), the other firm as counterparty (its brand when it has one)
 * and the order's terms, headed with `firmName`. Refused as the confirmed trade is (404 to anyone but the
 * ticket’s firms; 409 before the ticket is confirmed).
 */
export async function ticketConfirmationPdf(
  context: TicketContext,
  ticketId: number,
  viewer: TicketViewer,
  firmName: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { ticket: row, order } = await loadConfirmedTrade(context, ticketId, viewer);
  const entry = context.catalogue.byId.get(row.instrumentId);
  const viewerBuys = row.buyerClientId === viewer.clientId;
  const otherFirmId = viewerBuys ? row.sellerClientId : row.buyerClientId;
  const [otherFirm] = await context.db
    .select({ name: clients.name, brandName: clients.brandName })
    .from(clients)
    .where(eq(clients.id, otherFirmId));
  const body = await renderTradeConfirmationPdf(
    {
      order: {
        id: order.id,
        status: order.status,
        display_name: entry?.row.displayName,
        isin: entry?.row.isin,
        finstrument_id: row.instrumentId,
        buy_or_sell: viewerBuys ? 'buy' : 'sell',
        counterparty_name: otherFirm?.brandName ?? otherFirm?.name ?? null,
        quantity: order.quantity,
        unit_clean_price: order.unitCleanPrice,
        bond_yield: order.bondYield,
        exchange: order.exchange,
        settlement_date: order.settlementDate,
        accrued_interest: order.accruedInterest,
        consideration: order.consideration,
        brokerage: order.brokerage,
      },
      firmName,
      settledAt: null,
    },
    context.now,
  );
  return { fileName: `ticket-${row.id}-confirmation.pdf`, pdf: body };
}
