import type { TradesToolOutput } from '../../analyst/tradesTool';
import { bondLink, marketDate, percent, price, rupees, table } from '../answerFormat';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's recent trades and open public quotes. */
export async function answerTrades(turn: PlannerTurn): Promise<boolean> {
  const { sources, write, announce, tool } = turn;
  const { references, intent } = turn.understood;
  if (intent !== 'trades') return false;
  const bondId = references[0]?.entry.row.id;
  announce(`Reading the recent trades and open public quotes of ${bondNames(references.slice(0, 1))}.`);
  const result = await tool<TradesToolOutput>('trades', { bondId });
  sources.add('trade prints and open public quotes');
  const trades = result.trades.length
    ? table(
        ['Trade date', 'Clean price', 'Yield', 'Face value', 'Exchange'],
        result.trades.map((trade) => [
          marketDate(trade.tradeDate),
          price(trade.cleanPrice),
          percent(trade.yieldPercent),
          rupees(trade.faceValueRupees),
          trade.exchange,
        ]),
      )
    : 'No trades are recorded for it.';
  const quotes = result.openQuotes.length
    ? table(
        ['Side', 'Clean price', 'Yield', 'Quantity'],
        result.openQuotes.map((quote) => [
          quote.side,
          price(quote.cleanPrice),
          percent(quote.yieldPercent),
          String(quote.quantity),
        ]),
      )
    : 'There are no open public quotes on the platform.';
  write(`Recent trades of ${bondLink(result.bond)}:\n\n${trades}\n\nOpen public quotes:\n\n${quotes}`);
  return true;
}
