import * as z from 'zod';
import type { MarketSnapshot } from './marketSnapshot';
import { searchBonds } from './searchTool';
import { bondDetails } from './detailsTool';
import { priceBond } from './priceTool';
import { screenBonds } from './screenTool';
import { yieldCurve } from './curveTool';
import { compareBonds } from './compareTool';
import { recentTrades } from './tradesTool';

const isoDate = z.iso.date();
const bondId = z.number().int().positive().describe('The bond id (from search or screen)');

/** The analyst's tools: the only way any number reaches an answer. The LLM planner sees the same ones. */
export const analystTools = {
  search: {
    description:
      'Find bonds by name, ISIN or issuer (e.g. "7.26% GS 2033", "NTPC"). Returns ids, yields, links.',
    inputSchema: z.object({
      query: z.string().min(2).max(100),
      limit: z.number().int().min(1).max(20).optional(),
    }),
    execute: (market: MarketSnapshot, input: { query: string; limit?: number }) => searchBonds(market, input),
  },
  details: {
    description:
      "A bond's terms, market price and yield for T+1, accrued, duration, PV01, spread over the G-sec curve, cash flows and same-issuer bonds.",
    inputSchema: z.object({ bondId, faceValueRupees: z.number().positive().max(1e12).optional() }),
    execute: (market: MarketSnapshot, input: { bondId: number; faceValueRupees?: number }) =>
      bondDetails(market, input),
  },
  price: {
    description:
      'Yield from a clean price or price from a yield (percent) at a settlement date, with accrued, dirty price, duration, PV01 and the consideration for a face value in rupees.',
    inputSchema: z.object({
      bondId,
      cleanPrice: z.number().positive().max(1000).optional(),
      yieldPercent: z.number().min(-5).max(50).optional(),
      settlementDate: isoDate.optional(),
      faceValueRupees: z.number().positive().max(1e12).optional(),
    }),
    execute: (
      market: MarketSnapshot,
      input: {
        bondId: number;
        cleanPrice?: number;
        yieldPercent?: number;
        settlementDate?: string;
        faceValueRupees?: number;
      },
    ) => priceBond(market, input),
  },
  screen: {
    description:
      'Screen tradable bonds by instrument type (GSEC, SDL, TBILL, PSU, CORPORATE, FRB), issuer type (GOI, STATE, PSU, BANK, NBFC, CORPORATE), rating grade, maturity range, coupon, yield, spread over the curve and liquidity.',
    inputSchema: z.object({
      instrumentTypes: z.array(z.enum(['GSEC', 'SDL', 'TBILL', 'PSU', 'CORPORATE', 'FRB'])).optional(),
      issuerTypes: z.array(z.enum(['GOI', 'STATE', 'PSU', 'BANK', 'NBFC', 'CORPORATE'])).optional(),
      ratings: z.array(z.string().max(10)).optional(),
      issuer: z.string().max(100).optional(),
      maturityFrom: isoDate.optional(),
      maturityTo: isoDate.optional(),
      couponMinPercent: z.number().optional(),
      couponMaxPercent: z.number().optional(),
      yieldMinPercent: z.number().optional(),
      yieldMaxPercent: z.number().optional(),
      spreadMinBps: z.number().optional(),
      liquidOnly: z.boolean().optional(),
      sortBy: z
        .enum(['yield-desc', 'yield-asc', 'maturity-asc', 'maturity-desc', 'coupon-desc', 'spread-desc'])
        .optional(),
      limit: z.number().int().min(1).max(50).optional(),
    }),
    execute: (market: MarketSnapshot, input: Parameters<typeof screenBonds>[1]) => screenBonds(market, input),
  },
  curve: {
    description: 'The G-sec yield curve from the live market: each dated G-sec by tenor and yield.',
    inputSchema: z.object({}),
    execute: (market: MarketSnapshot) => yieldCurve(market),
  },
  compare: {
    description: 'Side-by-side details (yield, price, duration, PV01, spread) of 2 to 5 bonds.',
    inputSchema: z.object({ bondIds: z.array(bondId).min(2).max(5) }),
    execute: (market: MarketSnapshot, input: { bondIds: number[] }) => compareBonds(market, input),
  },
  trades: {
    description: 'Recent trade prints and open public quotes of a bond.',
    inputSchema: z.object({ bondId, limit: z.number().int().min(1).max(20).optional() }),
    execute: (market: MarketSnapshot, input: { bondId: number; limit?: number }) =>
      recentTrades(market, input),
  },
} as const;

/** A tool's name. */
export type AnalystToolName = keyof typeof analystTools;

/** Runs a tool by name with unchecked input: the input is validated with the tool's schema first. */
export async function runAnalystTool(
  market: MarketSnapshot,
  name: AnalystToolName,
  input: unknown,
): Promise<unknown> {
  const tool = analystTools[name];
  const parsed = tool.inputSchema.parse(input ?? {});
  return (tool.execute as (market: MarketSnapshot, input: unknown) => unknown)(market, parsed);
}
