import * as z from 'zod';
import type { MarketSnapshot } from './marketSnapshot';
import { searchBonds } from './searchTool';
import { bondDetails } from './detailsTool';
import { priceBond } from './priceTool';
import { screenBonds } from './screenTool';
import { yieldCurve } from './curveTool';
import { compareBonds } from './compareTool';
import { recentTrades } from './tradesTool';
import { curvePoints } from './curveTool';
import { issuerBonds } from './issuerTool';
import { mostTraded, tradeActivity } from './activityTool';
import { bondQuotes, type ToolCaller } from './quotesTool';
import { defineTerm } from './glossary';
import { ToolRefusal } from './toolRefusal';
import { priceTerms, type TermsPriceInput } from './termsPriceTool';

const isoDate = z.iso.date();
const instrumentTypeName = z.enum(['GSEC', 'SDL', 'TBILL', 'PSU', 'CORPORATE', 'FRB']);
const issuerTypeName = z.enum(['GOI', 'STATE', 'PSU', 'BANK', 'NBFC', 'CORPORATE']);
const structureName = z.enum([
  'PLAIN',
  'ZERO_COUPON',
  'DISCOUNT',
  'FLOATING_RATE',
  'STEP_UP',
  'CALLABLE',
  'PUTABLE',
  'AMORTISING',
  'INDEXED',
]);
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
      instrumentTypes: z.array(instrumentTypeName).optional(),
      issuerTypes: z.array(issuerTypeName).optional(),
      ratings: z.array(z.string().max(10)).optional(),
      ratingAgencies: z
        .array(z.string().max(20))
        .optional()
        .describe('CRISIL, ICRA, CARE, IND (India Ratings)…'),
      issuer: z.string().max(100).optional(),
      issuers: z.array(z.string().max(200)).optional().describe('Exact issuer names'),
      sectors: z.array(z.string().max(60)).optional().describe('Power, Housing Finance, Railways, …'),
      structures: z.array(structureName).optional(),
      maturityFrom: isoDate.optional(),
      maturityTo: isoDate.optional(),
      couponMinPercent: z.number().optional(),
      couponMinExclusive: z.boolean().optional().describe('Coupon strictly above couponMinPercent'),
      couponMaxPercent: z.number().optional(),
      yieldMinPercent: z.number().optional().describe('Yield strictly above, unless yieldMinInclusive'),
      yieldMinInclusive: z.boolean().optional().describe('A yield equal to yieldMinPercent matches too'),
      yieldMaxPercent: z.number().optional().describe('Yield strictly below, unless yieldMaxInclusive'),
      yieldMaxInclusive: z.boolean().optional().describe('A yield equal to yieldMaxPercent matches too'),
      spreadMinBps: z.number().optional(),
      priceMin: z.number().optional().describe('Clean price (T+1, per 100) strictly above'),
      priceMax: z.number().optional().describe('Clean price (T+1, per 100) strictly below'),
      liquidOnly: z.boolean().optional(),
      couponFrequency: z
        .number()
        .int()
        .refine((value) => [1, 2, 4, 12].includes(value), 'Coupons a year: 1, 2, 4 or 12')
        .optional()
        .describe('Coupons a year: 12 monthly, 4 quarterly, 2 semi-annual, 1 annual'),
      exclude: z
        .object({
          instrumentTypes: z.array(instrumentTypeName).optional(),
          issuerTypes: z.array(issuerTypeName).optional(),
          ratings: z.array(z.string().max(10)).optional(),
          sectors: z.array(z.string().max(60)).optional(),
          structures: z.array(structureName).optional(),
        })
        .optional()
        .describe('Bonds to leave out: a bond matching any of these is no match'),
      sortBy: z
        .enum([
          'yield-desc',
          'yield-asc',
          'maturity-asc',
          'maturity-desc',
          'coupon-desc',
          'coupon-asc',
          'spread-desc',
          'price-asc',
          'price-desc',
        ])
        .optional(),
      limit: z
        .number()
        .int()
        .min(1)
        .max(5000)
        .optional()
        .describe('Rows returned (default 10); the total is always counted'),
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
    description:
      "Recent trade prints of a bond and its open book (only when the caller's role may see quotes).",
    inputSchema: z.object({ bondId, limit: z.number().int().min(1).max(20).optional() }),
    execute: (market: MarketSnapshot, input: { bondId: number; limit?: number }, caller: ToolCaller) =>
      recentTrades(market, input, caller),
  },
  curvePoints: {
    description:
      'The G-sec curve at given tenors in years (linear between the neighbouring G-secs): "10-year G-sec yield", 2s10s = 10y - 2y.',
    inputSchema: z.object({ tenorsYears: z.array(z.number().min(0.05).max(50)).min(1).max(10) }),
    execute: (market: MarketSnapshot, input: { tenorsYears: number[] }) => curvePoints(market, input),
  },
  issuer: {
    description:
      "An issuer's outstanding (not matured) bonds, by the issuer's exact name (from search or screen).",
    inputSchema: z.object({ issuer: z.string().min(2).max(200) }),
    execute: (market: MarketSnapshot, input: { issuer: string }) => issuerBonds(market, input),
  },
  mostTraded: {
    description:
      'The bonds traded most by face value (or by number of trades) on a day (default today; the latest day with prints before it when none), or over a period from–to, of some instrument types only if given.',
    inputSchema: z.object({
      date: isoDate.optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      instrumentTypes: z.array(instrumentTypeName).optional(),
      limit: z.number().int().min(1).max(20).optional(),
      rankBy: z
        .enum(['faceValue', 'trades'])
        .optional()
        .describe('Rank by face value traded (default) or by the number of trades'),
    }),
    execute: (market: MarketSnapshot, input: Parameters<typeof mostTraded>[1]) => mostTraded(market, input),
  },
  tradeActivity: {
    description:
      "A bond's trade prints over a period: count, face value, average yield and price, the last print.",
    inputSchema: z.object({ bondId, from: isoDate.optional(), to: isoDate.optional() }),
    execute: (market: MarketSnapshot, input: { bondId: number; from?: string; to?: string }) =>
      tradeActivity(market, input),
  },
  quotes: {
    description:
      "A bond's best bid and offer and depth over its whole open book, within the caller's rights (as api/quote/depth/).",
    inputSchema: z.object({ bondId }),
    execute: (market: MarketSnapshot, input: { bondId: number }, caller: ToolCaller) =>
      bondQuotes(market, input, caller),
  },
  priceTerms: {
    description:
      'Price a bond the user describes by its terms instead of naming one (coupon percent, years to maturity, coupons a year): the yield from a clean price or the price from a yield, with duration, PV01 and convexity.',
    inputSchema: z.object({
      couponPercent: z.number().min(0).max(30),
      yearsToMaturity: z.number().min(0.1).max(50),
      frequency: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(12)]).optional(),
      cleanPrice: z.number().positive().max(1000).optional(),
      yieldPercent: z.number().min(-5).max(50).optional(),
      settlementDate: isoDate.optional(),
    }),
    execute: (market: MarketSnapshot, input: TermsPriceInput) => priceTerms(market, input),
  },
  define: {
    description:
      "A term's definition and how the platform computes it (YTC, modified duration, PV01, 2s10s, …).",
    inputSchema: z.object({ term: z.string().min(1).max(100) }),
    execute: (_market: MarketSnapshot, input: { term: string }) => defineTerm(input),
  },
} as const;

/** A tool's name. */
export type AnalystToolName = keyof typeof analystTools;

/** A caller with no special rights: the public preview, and the default. */
const anonymousCaller: ToolCaller = { tradeAccess: false };

/** Runs a tool by name with unchecked input: the input is validated with the tool's schema first. */
export async function runAnalystTool(
  market: MarketSnapshot,
  name: AnalystToolName,
  input: unknown,
  caller: ToolCaller = anonymousCaller,
): Promise<unknown> {
  const tool = analystTools[name];
  const checked = tool.inputSchema.safeParse(input ?? {});
  // A figure out of any bond's range ("at 99" read as a yield of 99%) is refused in words the reader can act on.
  if (!checked.success)
    throw new ToolRefusal(
      checked.error.issues
        .map(
          (issue) =>
            `${issue.path.join('.') || 'the input'}: ${issue.message.replace(/^Too big: expected number to be/, 'must be').replace(/^Too small: expected number to be/, 'must be')}`,
        )
        .join('; ')
        .replace(/^/, 'the figures asked are out of range (')
        .concat('). Check the price, yield or date in the question.'),
    );
  const parsed = checked.data;
  return (tool.execute as (market: MarketSnapshot, input: unknown, caller: ToolCaller) => unknown)(
    market,
    parsed,
    caller,
  );
}
