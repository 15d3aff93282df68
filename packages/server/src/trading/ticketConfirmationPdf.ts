import { renderTradeConfirmationPdf } from '../documents/pdfTradeConfirmation';
import { loadConfirmedTrade } from './confirmedTrade';
import { confirmationOrder, firmTradingName } from './tradeConfirmation';
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
  const viewerBuys = row.buyerClientId === viewer.clientId;
  const otherFirmId = viewerBuys ? row.sellerClientId : row.buyerClientId;
  const body = await renderTradeConfirmationPdf(
    {
      order: confirmationOrder(order, context.catalogue.byId.get(order.instrumentId)?.row, {
        viewerBuys,
        counterpartyName: await firmTradingName(context.db, otherFirmId),
      }),
      firmName,
      settledAt: null,
    },
    context.now,
  );
  return { fileName: `ticket-${row.id}-confirmation.pdf`, pdf: body };
}
