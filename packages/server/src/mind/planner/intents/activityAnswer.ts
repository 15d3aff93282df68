import type { TradeActivityOutput } from '../../analyst/activityTool';
import { bondLink, marketDate, percent, price, rupees, signed } from '../answerFormat';
import { recognizePeriod } from '../recognizeEntities';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's trading over a period: its count, volume, averages, range and change, or its last trade. */
export async function answerActivity(turn: PlannerTurn): Promise<boolean> {
  const { market, sources, write, announce, tool } = turn;
  const { references, rest, intent } = turn.understood;
  const firstReference = references[0];
  if (intent !== 'activity' || !firstReference) return false;
  const period = recognizePeriod(rest, market.today);
  const lastOnly =
    /\blast(?:ly)? trade|\blast traded|\blast print|\b(?:latest|most recent) (?:trade|deal|print)/.test(
      rest.toLowerCase(),
    ) && !period;
  announce(
    `Reading the trade prints of ${bondNames([firstReference])}${period ? ` from ${marketDate(period.from)} to ${marketDate(period.to)}` : ''}.`,
  );
  sources.add('trade prints');
  const result = await tool<TradeActivityOutput>('tradeActivity', {
    bondId: firstReference.entry.row.id,
    ...(period ?? {}),
  });
  // The headline figure is the one asked for: the yield when the question asks for it, else the price.
  const asking = rest.toLowerCase();
  const yieldAsked = /\byield|\bytm\b/.test(asking);
  // Over a period, each figure asked for is bold (the count and the average yield when none is named).
  const asked = {
    count: /\bhow many\b|\bcount\b|\bnumber of\b|\bhow often\b|\btimes\b/.test(asking),
    // "How much did the price change" asks the change (below), not the volume.
    volume:
      /\bvolume|\bturnover\b|\bface value\b|\bamount\b|\bvalue traded\b/.test(asking) ||
      (/\bhow much\b/.test(asking) && !/\b(?:price|yield)\b/.test(asking)),
    yield: yieldAsked,
    price: /\bprice\b/.test(asking),
  };
  // "VWAP", "volume-weighted average": weighted by face value; "highest and lowest traded yield", "the
  // range": the extremes. Either is then the headline, not the simple averages.
  const vwapAsked = /\bvwap\b|\bvolume[- ]weighted\b|\bweighted average\b|\bwap\b/.test(asking);
  const rangeAsked =
    /\bhighest\b|\blowest\b|\bhigh(?:s)?\b|\blow(?:s)?\b|\brange\b|\bmax(?:imum)?\b|\bmin(?:imum)?\b|\bpeak\b/.test(
      asking,
    );
  // "How much did the price change over the last week": the first print of the period to the last.
  const changeAsked =
    /\b(?:change|changed|move|moved|rise|rose|fall|fell|drop|dropped|gain|gained|lose|lost)\b/.test(asking) &&
    /\bprice|\byield/.test(asking);
  const special = vwapAsked || rangeAsked || changeAsked;
  const none = !Object.values(asked).some(Boolean) && !special;
  const bold = (on: boolean) => (text: string) => (on ? `**${text}**` : text);
  const headline = {
    count: bold(asked.count || none),
    volume: bold(asked.volume),
    yield: bold((asked.yield || none) && !special),
    price: bold(asked.price && !special),
  };
  // In the special figures, the yield and the price are both headlines unless one of them is asked for.
  const specialYield = bold(asked.yield || !asked.price);
  const specialPrice = bold(asked.price || !asked.yield);
  const extras = [
    vwapAsked && result.weightedAverageCleanPrice !== null
      ? `Weighted by face value (VWAP), the average clean price is ${specialPrice(price(result.weightedAverageCleanPrice))} and the average yield ${specialYield(percent(result.weightedAverageYieldPercent))}.`
      : '',
    rangeAsked && result.range
      ? `The prints ranged from a yield of ${specialYield(percent(result.range.lowYieldPercent))} to ${specialYield(percent(result.range.highYieldPercent))} (clean price ${specialPrice(price(result.range.lowCleanPrice))} to ${specialPrice(price(result.range.highCleanPrice))}).`
      : '',
    changeAsked && result.first && result.last && result.trades >= 2
      ? `From the first print of the period (${marketDate(result.first.tradeDate)}: clean price ${price(result.first.cleanPrice)}, yield ${percent(result.first.yieldPercent)}) to the last (${marketDate(result.last.tradeDate)}: ${price(result.last.cleanPrice)}, ${percent(result.last.yieldPercent)}), the clean price moved ${specialPrice(signed(result.last.cleanPrice - result.first.cleanPrice, 4))} and the yield ${specialYield(`${signed((result.last.yieldPercent - result.first.yieldPercent) * 100, 1)} bps`)}.`
      : changeAsked
        ? `With ${result.trades === 1 ? 'a single print' : 'no prints'} in the period, the prints show no change to measure.`
        : '',
  ].filter(Boolean);
  const last = result.last
    ? lastOnly
      ? yieldAsked
        ? `The last trade was on ${marketDate(result.last.tradeDate)} at a yield of **${percent(result.last.yieldPercent)}** (clean price ${price(result.last.cleanPrice)}).`
        : `The last trade was on ${marketDate(result.last.tradeDate)} at a clean price of **${price(result.last.cleanPrice)}** (yield ${percent(result.last.yieldPercent)}).`
      : `The last trade was on ${marketDate(result.last.tradeDate)} at a clean price of ${price(result.last.cleanPrice)} (yield ${percent(result.last.yieldPercent)}).`
    : 'It has no trade prints.';
  if (lastOnly) {
    write(`${bondLink(result.bond)} (${result.bond.isin}): ${last}`);
    return true;
  }
  // No period asked: every print on record, said so (not "from 01 Jan 1900").
  const over = period
    ? result.from === result.to
      ? `on ${marketDate(result.from)}`
      : `from ${marketDate(result.from)} to ${marketDate(result.to)}`
    : `in all its trade prints on record (to ${marketDate(result.to)})`;
  write(
    result.trades === 0
      ? `${bondLink(result.bond)} (${result.bond.isin}) has not traded ${over} (**0** trades).`
      : `${bondLink(result.bond)} (${result.bond.isin}) traded ${headline.count(String(result.trades))} time${result.trades === 1 ? '' : 's'} ${over}, ${headline.volume(rupees(result.faceValueRupees))} face value in all, at an average yield of ${headline.yield(percent(result.averageYieldPercent))} and an average clean price of ${headline.price(price(result.averageCleanPrice))} (simple averages over the prints). ${last}${extras.length ? `\n\n${extras.join(' ')}` : ''}`,
  );
  return true;
}
