import * as z from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  detailResponseSchema,
  inventoryPositionSchema,
  openObjectSchema,
  uploadResultSchema,
} from '@bondkit/core';
import {
  eoiCreatePayloadSchema,
  recordIdSchema,
  storedPriceSchema,
  validationMessages,
} from '@bondkit/core/validation';
import { instruments, inventoryPositions } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import { zodIssuesToErrorBody } from '../../errors/zodIssuesToErrorBody';
import type { ApiApp } from '../../http/fastifyTypes';
import { createEoi } from '../../trading/eoiService';
import { eoiView } from '../../trading/eoiView';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import {
  isInstrumentLevelPricingError,
  priceAtYield,
  resolveSettlementDate,
  wirePrice,
} from '../../trading/instrumentPricing';
import { applyInventoryMovement } from '../../trading/inventoryLedger';
import { marketToday } from '../../trading/marketDate';
import { readUploadedTable } from '../../trading/uploads/readTable';
import { receiveUpload } from '../../trading/uploads/receiveUpload';
import { firstProblemMessage } from '../quotes/uploadQuotes';
import { quoteContextOf } from '../quotes/quoteContext';

type PositionRow = typeof inventoryPositions.$inferSelect;

const quantitySchema = z
  .number({ error: 'Should be number' })
  .min(0, validationMessages.negative)
  .refine((value) => value !== 0, validationMessages.zero)
  .refine((value) => value < 1e12, validationMessages.quantumDigits);

/** Holdings valued at the live market price from the engine: market value, cost and unrealised result. */
async function valuedPositions(app: ApiApp, rows: readonly PositionRow[]) {
  if (rows.length === 0) return [];
  const now = app.services.now();
  const catalogue = await instrumentCatalogue(app.services.db, now);
  const settlementDate = resolveSettlementDate(now, {});
  const yields = await app.services.db
    .select({ id: instruments.id, marketYield: instruments.marketYield })
    .from(instruments)
    .where(
      inArray(
        instruments.id,
        rows.map((row) => row.instrumentId),
      ),
    );
  return rows.map((row) => {
    const entry = catalogue.byId.get(row.instrumentId)!;
    const marketYield = yields.find((candidate) => candidate.id === row.instrumentId)?.marketYield;
    let market: { unit_clean_price: number; bond_yield: number; settlement_date: string } | null = null;
    if (entry.terms && marketYield !== undefined) {
      try {
        market = wirePrice(priceAtYield(entry.terms, marketYield, settlementDate));
      } catch (error) {
        if (!isInstrumentLevelPricingError(error)) throw error;
      }
    }
    const marketValue = market ? Math.round(row.quantity * market.unit_clean_price) / 100 : null;
    const costValue = row.valuationCost === null ? null : Math.round(row.quantity * row.valuationCost) / 100;
    return {
      id: row.id,
      finstrument_id: row.instrumentId,
      display_name: entry.row.displayName,
      isin: entry.row.isin,
      quantity: row.quantity,
      valuation_cost: row.valuationCost,
      market_price: market?.unit_clean_price ?? null,
      market_yield: market?.bond_yield ?? null,
      can_be_priced: market !== null,
      market_value: marketValue,
      cost_value: costValue,
      unrealised_pnl:
        marketValue !== null && costValue !== null ? Math.round((marketValue - costValue) * 100) / 100 : null,
      is_matured: entry.row.maturityDate <= marketToday(now),
      confirmed_at: row.confirmedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Inventory: list with valuation, upload, external trades, confirmation, valuation cost, offers. */
export function inventoryRoutes(app: ApiApp): void {
  app.get('/api/inventory/', {
    config: { access: 'trading' },
    schema: {
      tags: ['inventory'],
      summary: "Your firm's holdings valued at live prices from the pricing engine",
      response: { 200: z.array(inventoryPositionSchema) },
    },
    handler: async (request) => {
      const rows = await app.services.db
        .select()
        .from(inventoryPositions)
        .where(eq(inventoryPositions.clientId, request.principal!.client.id))
        .orderBy(asc(inventoryPositions.id));
      return valuedPositions(
        app,
        rows.filter((row) => row.quantity !== 0),
      );
    },
  });

  app.post('/api/inventory/upload/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['inventory'],
      summary:
        'Upload holdings (CSV or XLSX: isin, quantity, optional valuation_cost); each valid row sets that holding',
      consumes: ['multipart/form-data'],
      response: { 200: uploadResultSchema },
    },
    handler: async (request) => {
      const upload = await receiveUpload(request);
      const table = readUploadedTable(upload.bytes, upload.fileName, ['isin', 'quantity']);
      const now = app.services.now();
      const clientId = request.principal!.client.id;
      const catalogue = await instrumentCatalogue(app.services.db, now);
      const errors: { row: number; message: string }[] = [];
      const valid: { instrumentId: number; quantity: number; valuationCost: number | null }[] = [];
      for (const { row, cells } of table.rows) {
        const entry = catalogue.byIsin.get((cells.isin ?? '').toUpperCase());
        if (!entry) {
          errors.push({ row, message: `isin: No bond with ISIN "${cells.isin}".` });
          continue;
        }
        const parsed = z
          .strictObject({ quantity: quantitySchema, valuation_cost: storedPriceSchema.nullable() })
          .safeParse(
            {
              quantity: Number((cells.quantity ?? '').replace(/,/g, '')),
              valuation_cost: cells.valuation_cost ? Number(cells.valuation_cost) : null,
            },
            { reportInput: true },
          );
        if (!parsed.success) {
          errors.push({ row, message: firstProblemMessage(zodIssuesToErrorBody(parsed.error.issues)) });
          continue;
        }
        const units = parsed.data.quantity / entry.row.faceValue;
        if (Math.abs(units - Math.round(units)) > 1e-9) {
          errors.push({
            row,
            message: `quantity: Quantum must be a multiple of the face value (₹${entry.row.faceValue.toLocaleString('en-IN')}).`,
          });
          continue;
        }
        valid.push({
          instrumentId: entry.row.id,
          quantity: parsed.data.quantity,
          valuationCost: parsed.data.valuation_cost,
        });
      }
      await app.services.db.transaction(async (transaction) => {
        for (const holding of valid) {
          const [existing] = await transaction
            .select()
            .from(inventoryPositions)
            .where(
              and(
                eq(inventoryPositions.clientId, clientId),
                eq(inventoryPositions.instrumentId, holding.instrumentId),
              ),
            );
          await applyInventoryMovement(
            transaction,
            {
              clientId,
              instrumentId: holding.instrumentId,
              quantityChange: holding.quantity - (existing?.quantity ?? 0),
              unitCleanPrice: null,
              source: 'UPLOAD',
              tradeDate: marketToday(now),
            },
            now,
          );
          await transaction
            .update(inventoryPositions)
            .set({
              valuationCost: holding.valuationCost ?? existing?.valuationCost ?? null,
              confirmedAt: now,
              updatedAt: now,
            })
            .where(
              and(
                eq(inventoryPositions.clientId, clientId),
                eq(inventoryPositions.instrumentId, holding.instrumentId),
              ),
            );
        }
      });
      return { created: valid.length, errors };
    },
  });

  app.post('/api/inventory/external-trade/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['inventory'],
      summary: 'Record a trade made outside the platform: the holding moves',
      body: z.strictObject({
        finstrument_id: recordIdSchema,
        buy_or_sell: z.enum(['buy', 'sell']),
        quantity: quantitySchema,
        unit_clean_price: storedPriceSchema.refine((value) => value > 0, 'Cannot be zero'),
        trade_date: z.iso.date('Please enter a valid date'),
        counterparty_name: z.string().trim().max(200).optional(),
      }),
      response: { 200: inventoryPositionSchema },
    },
    handler: async (request) => {
      const now = app.services.now();
      const body = request.body;
      if (body.trade_date > marketToday(now))
        throw ApiProblem.field('trade_date', validationMessages.tradeTimeInFuture);
      const catalogue = await instrumentCatalogue(app.services.db, now);
      const entry = catalogue.byId.get(body.finstrument_id);
      if (!entry) throw ApiProblem.field('finstrument_id', 'Finstrument not found.');
      const units = body.quantity / entry.row.faceValue;
      if (Math.abs(units - Math.round(units)) > 1e-9)
        throw ApiProblem.field(
          'quantity',
          `Quantum must be a multiple of the face value (₹${entry.row.faceValue.toLocaleString('en-IN')}).`,
        );
      const position = await app.services.db.transaction((transaction) =>
        applyInventoryMovement(
          transaction,
          {
            clientId: request.principal!.client.id,
            instrumentId: entry.row.id,
            quantityChange: body.buy_or_sell === 'buy' ? body.quantity : -body.quantity,
            unitCleanPrice: body.unit_clean_price,
            source: 'EXTERNAL_TRADE',
            counterpartyName: body.counterparty_name ?? null,
            tradeDate: body.trade_date,
          },
          now,
        ),
      );
      return (await valuedPositions(app, [position]))[0]!;
    },
  });

  app.put('/api/inventory/confirm-previous/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['inventory'],
      summary: "Confirm your firm's holdings as they stand (carry them forward)",
      body: z.looseObject({}).optional(),
      response: { 200: detailResponseSchema },
    },
    handler: async (request) => {
      const now = app.services.now();
      const confirmed = await app.services.db
        .update(inventoryPositions)
        .set({ confirmedAt: now })
        .where(eq(inventoryPositions.clientId, request.principal!.client.id))
        .returning({ id: inventoryPositions.id });
      return { detail: `Confirmed ${confirmed.length} holding${confirmed.length === 1 ? '' : 's'}.` };
    },
  });

  app.put('/api/inventory/edit-valuation-cost/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['inventory'],
      summary: 'Change the valuation cost (clean price per 100) of a holding',
      body: z.strictObject({
        id: recordIdSchema,
        valuation_cost: storedPriceSchema.refine((value) => value > 0, 'Cannot be zero'),
      }),
      response: { 200: inventoryPositionSchema },
    },
    handler: async (request) => {
      const [updated] = await app.services.db
        .update(inventoryPositions)
        .set({ valuationCost: request.body.valuation_cost, updatedAt: app.services.now() })
        .where(
          and(
            eq(inventoryPositions.id, request.body.id),
            eq(inventoryPositions.clientId, request.principal!.client.id),
          ),
        )
        .returning();
      if (!updated) throw ApiProblem.notFound('Holding not found.');
      return (await valuedPositions(app, [updated]))[0]!;
    },
  });

  app.post('/api/inventory/offer/', {
    config: { access: 'dealer' },
    schema: {
      tags: ['inventory'],
      summary: 'Offer a holding to the market: creates an ASK quote of at most the quantity held',
      body: eoiCreatePayloadSchema,
      response: { 201: openObjectSchema },
    },
    handler: async (request, reply) => {
      const context = await quoteContextOf(app, request);
      const [position] = await app.services.db
        .select()
        .from(inventoryPositions)
        .where(
          and(
            eq(inventoryPositions.clientId, context.party.clientId),
            eq(inventoryPositions.instrumentId, request.body.finstrument_id),
          ),
        );
      if (!position || position.quantity <= 0)
        throw ApiProblem.field('finstrument_id', 'You do not hold this bond.');
      if (request.body.quantum > position.quantity) {
        throw ApiProblem.field(
          'quantum',
          `You hold only ₹${position.quantity.toLocaleString('en-IN')} of this bond.`,
        );
      }
      const row = await createEoi(
        context,
        { ...request.body, quote_type: 'ASK', respond_eoi_id: undefined },
        app.services.events,
        'quote',
      );
      const entry = context.catalogue.byId.get(row.instrumentId);
      return reply.code(201).send({
        eoi: eoiView(row, {
          displayName: entry?.row.displayName,
          isin: entry?.row.isin,
          viewerClientId: context.party.clientId,
        }),
        inventory_id: position.id,
      });
    },
  });
}
