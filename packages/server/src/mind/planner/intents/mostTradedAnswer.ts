import type { MostTradedOutput } from '../../analyst/activityTool';
import { bondLink, marketDate, percent, rupees, table } from '../answerFormat';
import { recognizePeriod } from '../recognizeEntities';
import { asksMarketTotal } from '../questionIntent';
import type { PlannerTurn } from '../plannerTurn';

/** Instrument types as a reader says them. */
const instrumentTypeNames: Readonly<Record<string, string>> = {
  GSEC: 'G-sec',
  SDL: 'SDL',
  TBILL: 'T-bill',
  PSU: 'PSU bond',
  CORPORATE: 'corporate bond',
  FRB: 'floating-rate bond',
};

/** The most traded bonds of a day or a period, and the market's totals. */
export async function answerMostTraded(turn: PlannerTurn): Promise<boolean> {
  const { market, sources, write, announce, tool } = turn;
  const { rest, screen, intent } = turn.understood;
  if (intent !== 'most-traded') return false;
  // "today" is the default day; "in November", "last week" rank over a period; "G-sec" ranks G-secs only.
  const asked = /\btoday\b/i.test(rest) ? null : recognizePeriod(rest, market.today);
  // One day ("yesterday", "on 27 Nov") is ranked like today: a day without prints (a holiday, a weekend)
  // falls back to the latest day before it that has some, and says so.
  const day = asked && asked.from === asked.to ? asked.from : null;
  const period = day ? null : asked;
  const types = screen.filters.instrumentTypes;
  // "Most traded by no. of trades", "which bond had the most trades": ranked by the count of prints.
  const byCount =
    /\bby (?:the )?(?:number|no\.?|count|#) of (?:trades|prints|deals)\b|\bby (?:the )?count\b|\bby (?:trade|deal) count\b|\bmost (?:number of )?trades\b|\bmost (?:frequently|often) traded\b/i.test(
      rest,
    );
  const rankedBy = byCount ? 'number of trades' : 'face value traded';
  const kind = types?.length ? types.map((type) => instrumentTypeNames[type] ?? type).join(' or ') : 'bond';
  announce(
    period
      ? `Ranking the trade prints from ${marketDate(period.from)} to ${marketDate(period.to)} by ${rankedBy}${types?.length ? `, ${kind}s only` : ''}.`
      : `Ranking ${day ? `the trade prints of ${marketDate(day)}` : "today's trade prints"} by ${rankedBy}${types?.length ? `, ${kind}s only` : ''}.`,
  );
  sources.add('trade prints');
  const result = await tool<MostTradedOutput>('mostTraded', {
    ...(period ?? {}),
    ...(day ? { date: day } : {}),
    ...(screen.filters.limit ? { limit: Math.min(screen.filters.limit, 20) } : {}),
    ...(types?.length ? { instrumentTypes: types } : {}),
    ...(byCount ? { rankBy: 'trades' } : {}),
  });
  const top = result.bonds[0];
  // "How many trades did the market see yesterday?": the market's count leads, the ranking follows.
  const marketTotalAsked = asksMarketTotal(rest.toLowerCase());
  const countAsked = /\bhow many\b|\bnumber of\b|\bcount\b/.test(rest.toLowerCase());
  const volumeAsked = /\bface value\b|\bvolume\b|\bturnover\b|\bvalue traded\b|\bhow much\b/.test(
    rest.toLowerCase(),
  );
  if (!top) {
    write(
      period
        ? `No ${kind} traded from ${marketDate(period.from)} to ${marketDate(period.to)}: there are no trade prints in that period.`
        : 'There are no trade prints in the market data, so nothing has traded.',
    );
    return true;
  }
  const lead = result.period
    ? `The most traded ${kind} from ${marketDate(result.period.from)} to ${marketDate(result.period.to)} is ${bondLink(top.bond)} (${top.bond.isin}): **${top.trades}** trade${top.trades === 1 ? '' : 's'}, ${rupees(top.faceValueRupees)} face value.`
    : result.rankedDate === result.date
      ? `The most traded ${kind} ${day ? `on ${marketDate(result.date)}` : `today (${marketDate(result.date)})`} is ${bondLink(top.bond)} (${top.bond.isin}): **${top.trades}** trade${top.trades === 1 ? '' : 's'}, ${rupees(top.faceValueRupees)} face value.`
      : `There are no trades printed ${day ? `on ${marketDate(result.date)}` : `today (${marketDate(result.date)})`}. On the latest day with prints, ${marketDate(result.rankedDate)}, the most traded ${kind} was ${bondLink(top.bond)} (${top.bond.isin}): **${top.trades}** trade${top.trades === 1 ? '' : 's'}, ${rupees(top.faceValueRupees)} face value.`;
  const where = result.period
    ? `From ${marketDate(result.period.from)} to ${marketDate(result.period.to)}`
    : `On ${marketDate(result.rankedDate ?? result.date)}${result.rankedDate !== result.date ? ` (the latest day with prints${day ? ` on or before ${marketDate(result.date)}` : ''})` : ''}`;
  const total = marketTotalAsked
    ? `${where}, the market printed ${volumeAsked && !countAsked ? result.totals.trades : `**${result.totals.trades}**`} ${types?.length ? `${kind} ` : ''}trade${result.totals.trades === 1 ? '' : 's'} in ${result.totals.bonds} bond${result.totals.bonds === 1 ? '' : 's'}, ${volumeAsked ? `**${rupees(result.totals.faceValueRupees)}**` : rupees(result.totals.faceValueRupees)} face value in all.\n\n`
    : '';
  write(
    `${total}${marketTotalAsked ? lead.replace(/\*\*/g, '') : lead}\n\n${table(
      ['Bond', 'ISIN', 'Trades', 'Face value traded', 'Yield now'],
      result.bonds.map((row) => [
        bondLink(row.bond),
        row.bond.isin,
        String(row.trades),
        rupees(row.faceValueRupees),
        percent(row.bond.marketYieldPercent),
      ]),
    )}`,
  );
  return true;
}
