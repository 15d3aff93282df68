import type { DetailsToolOutput } from '../../analyst/detailsTool';
import type { ScreenToolInput, ScreenToolOutput } from '../../analyst/screenTool';
import { groupedScreenAnswer } from '../screenGroups';
import { bondResultTable } from '../resultTable';
import { describeFilters } from '../describeFilters';
import { bondLink, marketDate, percent, price } from '../answerFormat';
import { sortOrderWords } from '../sortOrderWords';
import { bondRows, compareTable } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';
import { shareAsked, shareSentence, statisticAsked, statisticSentence } from '../screenStatistics';
import { understandQuestion } from '../understandQuestion';

/** A screen of the tradable bonds, and a comparison or spread of bonds the question names only by filters. */
export async function answerScreen(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, sink, tool } = turn;
  const { references, rest, screen, intent } = turn.understood;
  // A comparison or a spread that names no bond is of the bonds a screen finds.
  const screens =
    intent === 'screen' || ((intent === 'compare' || intent === 'spread') && references.length === 0);
  if (!screens) return false;
  const filters: ScreenToolInput = { ...screen.filters };
  // "Compare all G-secs maturing in 2033": up to five of them; otherwise the first two.
  if (intent === 'compare')
    filters.limit = filters.limit ?? (/\ball\b|\bevery\b|\beach\b/i.test(rest) ? 5 : 2);
  if (intent === 'spread') filters.sortBy = filters.sortBy ?? 'spread-desc';
  // "The spread between AAA PSU bonds and G-secs": the G-secs are the curve the spread is over.
  const otherThanGsecs = filters.instrumentTypes?.filter((type) => type !== 'GSEC') ?? [];
  if (
    intent === 'spread' &&
    filters.instrumentTypes?.includes('GSEC') &&
    (otherThanGsecs.length > 0 ||
      (filters.issuerTypes?.length ?? 0) > 0 ||
      (filters.ratings?.length ?? 0) > 0)
  ) {
    if (otherThanGsecs.length > 0) filters.instrumentTypes = otherThanGsecs;
    else delete filters.instrumentTypes;
  }
  announce(
    intent === 'compare'
      ? `Finding the bonds to compare (${describeFilters(filters)}${filters.sortBy ? `, ${sortOrderWords[filters.sortBy]}` : ''}), then reading and pricing each.`
      : `Screening the tradable bonds: ${describeFilters(filters)}${intent === 'spread' ? ', with each spread over the G-sec curve' : ''}.`,
  );
  // A screen reads every match (the text shows the first rows; the result table holds them all for
  // MindChat to expand and export), unless the question asked for a number ("top 5"); a comparison reads
  // only the bonds it compares.
  const shownLimit = filters.limit ?? 10;
  const result = await tool<ScreenToolOutput>(
    'screen',
    intent === 'compare' || filters.limit !== undefined ? filters : { ...filters, limit: 5000 },
  );
  if (intent === 'compare') {
    if (result.bonds.length < 2) {
      write(
        `Only ${result.total} bond(s) match (${describeFilters(filters)}), so there is nothing to compare.`,
      );
      return true;
    }
    const details = await tool<DetailsToolOutput[]>('compare', {
      bondIds: result.bonds.map((bond) => bond.id),
    });
    write(
      `Comparing ${details.map((detail) => bondLink(detail.bond)).join(' and ')} (${describeFilters(filters)}${filters.sortBy ? `, ${sortOrderWords[filters.sortBy]}` : ''}):\n\n${compareTable(details)}`,
    );
    return true;
  }
  if (result.total === 0) {
    write(`No tradable bond matches ${describeFilters(filters)} (**0** bonds).`);
    return true;
  }
  // "Which state has the most of them?", "which state's SDLs carry the highest yields?": grouped by issuer.
  const grouped = groupedScreenAnswer(rest, result, describeFilters(filters), market);
  if (grouped !== null) {
    write(grouped);
    sink.table?.(bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds));
    return true;
  }
  // "The average yield of AAA PSU bonds maturing in 2030", "median coupon of G-secs": over every match. "The
  // spread between AAA PSUs and G-secs at 5 years" is the average spread of those bonds over the curve.
  const spreadBetweenKinds =
    intent === 'spread' &&
    /\bspread between\b/i.test(rest) &&
    !/\b(?:widest|highest|biggest|largest|top|sort\w*|rank\w*|list|show)\b/i.test(rest);
  const statistic = spreadBetweenKinds ? { measure: 'spread' as const, median: false } : statisticAsked(rest);
  const statisticText =
    statistic && filters.limit === undefined
      ? statisticSentence(result.bonds, statistic, describeFilters(filters), market.settlementDate)
      : null;
  if (statisticText !== null) {
    write(
      `${statisticText}\n\n${bondRows(result.bonds.slice(0, shownLimit), statistic?.measure === 'spread')}`,
    );
    sink.table?.(bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds));
    return true;
  }
  // "What share of G-secs mature after 2040?": the matches as a part of the bonds the question names first.
  const share = shareAsked(turn.understood.text);
  const wholeFilters = share ? understandQuestion(share.whole, market).screen.filters : null;
  if (share && wholeFilters && describeFilters(wholeFilters) !== describeFilters(filters)) {
    const whole = await tool<ScreenToolOutput>('screen', { ...wholeFilters, limit: 1 });
    write(
      `${shareSentence(result.total, whole.total, describeFilters(filters), describeFilters(wholeFilters), share.countFirst)}\n\n${bondRows(result.bonds.slice(0, shownLimit), false)}`,
    );
    sink.table?.(bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds));
    return true;
  }
  const firstRows = result.bonds.slice(0, shownLimit);
  // "The highest-yielding bond of X", "which SDL has the lowest coupon": the one bond is the answer, and
  // the figure it was chosen by its headline.
  const [top] = result.bonds;
  if (filters.limit === 1 && filters.sortBy && top) {
    const chosenBy = {
      'yield-desc': ['the highest yield', `a yield of **${percent(top.marketYieldPercent)}**`],
      'yield-asc': ['the lowest yield', `a yield of **${percent(top.marketYieldPercent)}**`],
      'coupon-desc': ['the highest coupon', `a coupon of **${percent(top.couponPercent, 2)}**`],
      'coupon-asc': ['the lowest coupon', `a coupon of **${percent(top.couponPercent, 2)}**`],
      'maturity-desc': ['the latest maturity', `maturing on ${marketDate(top.maturityDate)}`],
      'maturity-asc': ['the nearest maturity', `maturing on ${marketDate(top.maturityDate)}`],
      'price-asc': ['the lowest clean price', `a clean price of **${price(top.marketCleanPrice)}**`],
      'price-desc': ['the highest clean price', `a clean price of **${price(top.marketCleanPrice)}**`],
      'spread-desc': [
        'the widest spread over the G-sec curve',
        `a spread of **${top.spreadBps === null || top.spreadBps === undefined ? 'n/a' : top.spreadBps.toFixed(1)} bps**`,
      ],
    }[filters.sortBy];
    const others = [
      filters.sortBy.startsWith('yield') ? null : `yield ${percent(top.marketYieldPercent)}`,
      filters.sortBy.startsWith('coupon') ? null : `coupon ${percent(top.couponPercent, 2)}`,
      filters.sortBy.startsWith('maturity') ? null : `maturity ${marketDate(top.maturityDate)}`,
    ].filter(Boolean);
    write(
      `Of the ${result.total} tradable bond${result.total === 1 ? '' : 's'} that match ${describeFilters(filters)}, ${bondLink(top)} (${top.isin}) has ${chosenBy[0]}: ${chosenBy[1]} (${others.join(', ')}; yields are live market yields).\n\n${bondRows(firstRows, filters.sortBy === 'spread-desc')}`,
    );
    return true;
  }
  const withSpread =
    intent === 'spread' || filters.spreadMinBps !== undefined || filters.sortBy === 'spread-desc';
  const shown =
    firstRows.length < result.total
      ? `the first ${firstRows.length}, ${sortOrderWords[filters.sortBy ?? 'yield-desc']} (all ${result.total} are in the table below, to expand or export)`
      : 'all of them';
  write(
    `**${result.total}** tradable bond${result.total === 1 ? ' matches' : 's match'} ${describeFilters(filters)}; here ${firstRows.length === 1 ? 'it is' : `are ${shown}`}. Yields are live market yields; prices are for T+1 settlement (${marketDate(market.settlementDate)}).\n\n${bondRows(firstRows, withSpread)}`,
  );
  sink.table?.(
    bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds, {
      total: result.total,
      withSpread,
    }),
  );
  return true;
}
