import type { QuotesToolOutput } from '../../analyst/quotesTool';
import { bondLink, percent, price, rupees, table } from '../answerFormat';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's open quote book, best bid and offer first, within the caller's rights. */
export async function answerQuotes(turn: PlannerTurn): Promise<boolean> {
  const { sources, write, announce, tool } = turn;
  const { references, intent } = turn.understood;
  const firstReference = references[0];
  if (intent !== 'quotes' || !firstReference) return false;
  announce(
    `Reading the open quote book of ${bondNames([firstReference])}, best price first over the whole book.`,
  );
  const result = await tool<QuotesToolOutput>('quotes', {
    bondId: firstReference.entry.row.id,
  });
  if (!result.visible) {
    write(
      `Quotes are not visible to your role: the quote book of ${bondLink(result.bond)} (${result.bond.isin}) is shown only to users with trade access, the same rule as the market depth page. I can give you its market yield and price, its trades or its cash flows instead.`,
    );
    return true;
  }
  sources.add('open public quotes');
  const best = (levels: QuotesToolOutput['bids'], side: string) =>
    levels[0]
      ? `best ${side} **${price(levels[0].cleanPrice)}** (yield ${percent(levels[0].yieldPercent)}, ${rupees(levels[0].quantity)} in ${levels[0].quotes} quote${levels[0].quotes === 1 ? '' : 's'})`
      : `no ${side}`;
  write(
    `${bondLink(result.bond)} (${result.bond.isin}): ${best(result.bids, 'bid')}; ${best(result.asks, 'offer')}.\n\n${table(
      ['Side', 'Clean price', 'Yield', 'Quantity', 'Quotes'],
      [
        ...result.bids.map((level) => ['Bid', level] as const),
        ...result.asks.map((level) => ['Offer', level] as const),
      ].map(([side, level]) => [
        side,
        price(level.cleanPrice),
        percent(level.yieldPercent),
        rupees(level.quantity),
        String(level.quotes),
      ]),
    )}`,
  );
  return true;
}
