import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { clients } from '../../database/schema/index';
import { renderTradeConfirmationPdf } from '../../documents/pdfTradeConfirmation';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { loadPartyOrder } from '../../trading/orderAmendmentService';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const orderKinds = ['orders', 'procurement-orders'] as const;

async function firmName(app: ApiApp, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const [firm] = await app.services.db
    .select({ name: clients.name, brandName: clients.brandName })
    .from(clients)
    .where(eq(clients.id, clientId));
  return firm ? (firm.brandName ?? firm.name) : null;
}

/** The confirmation PDF of a settled trade, for either of its firms. */
export function orderConfirmationRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    app.get(`/api/${kind}/:id/confirmation/`, {
      config: { access: 'trading' },
      schema: {
        tags: ['orders'],
        summary: `The confirmation of a settled trade (${kind}) as a PDF`,
        params: z.strictObject({ id: z.coerce.number().int().positive() }),
      },
      handler: async (request, reply) => {
        const clientId = signedInPrincipal(request).client.id;
        const row = await loadPartyOrder(app.services, { orderId: request.params.id, kind }, clientId);
        if (row.status !== 'SETTLED')
          throw new ApiProblem(409, {
            detail: `A confirmation is issued once the trade is settled (this one is ${row.status}).`,
          });
        const now = app.services.now();
        const entry = (await instrumentCatalogue(app.services.db, now)).byId.get(row.instrumentId);
        const otherId = row.buyerClientId === clientId ? row.sellerClientId : row.buyerClientId;
        const viewerBuys =
          row.buyerClientId === clientId || (row.buyerClientId === null && row.sellerClientId !== clientId);
        const settled = row.history.findLast((step) => step.to === 'SETTLED');
        const body = await renderTradeConfirmationPdf(
          {
            order: {
              id: row.id,
              status: row.status,
              display_name: entry?.row.displayName,
              isin: entry?.row.isin,
              finstrument_id: row.instrumentId,
              buy_or_sell: viewerBuys ? 'buy' : 'sell',
              counterparty_name: (await firmName(app, otherId)) ?? row.counterpartyName,
              quantity: row.quantity,
              unit_clean_price: row.unitCleanPrice,
              bond_yield: row.bondYield,
              exchange: row.exchange,
              settlement_date: row.settlementDate,
              accrued_interest: row.accruedInterest,
              consideration: row.consideration,
              brokerage: row.brokerage,
            },
            firmName: signedInPrincipal(request).client.brandName ?? signedInPrincipal(request).client.name,
            settledAt: settled?.at ?? null,
          },
          now,
        );
        reply.header('content-disposition', `attachment; filename="trade-confirmation-${row.id}.pdf"`);
        reply.type('application/pdf');
        return reply.send(body);
      },
    });
  }
}
