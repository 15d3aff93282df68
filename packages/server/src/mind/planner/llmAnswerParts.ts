import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import type { PriceToolOutput } from '../analyst/priceTool';
import type { ScreenToolInput, ScreenToolOutput } from '../analyst/screenTool';
import type { IssuerToolOutput } from '../analyst/issuerTool';
import type { TradeActivityOutput } from '../analyst/activityTool';
import type { TradesToolOutput } from '../analyst/tradesTool';
import type { QuotesToolOutput } from '../analyst/quotesTool';
import { runAnalystTool, type AnalystToolName } from '../analyst/toolRegistry';
import type { AnswerSink } from './analystAnswer';
import { bondResultTable } from './resultTable';
import { describeFilters } from './describeFilters';
import { followUpSuggestions, type AnsweredTopic } from './followUpSuggestions';

/** What a tool's output says the answer was about, for the questions offered after it. */
function topicOf(toolName: AnalystToolName, input: unknown, output: unknown): AnsweredTopic | null {
  switch (toolName) {
    case 'details':
      return { intent: 'details', bond: (output as DetailsToolOutput).bond.name };
    case 'price':
      return { intent: 'price', bond: (output as PriceToolOutput).bond.name };
    case 'compare': {
      const details = output as DetailsToolOutput[];
      return { intent: 'compare', bond: details[0]?.bond.name, otherBond: details[1]?.bond.name };
    }
    case 'screen': {
      const filters = input as ScreenToolInput;
      const from = filters.maturityFrom?.slice(0, 4);
      const to = filters.maturityTo?.slice(0, 4);
      return {
        intent: filters.sortBy === 'spread-desc' ? 'spread' : 'screen',
        year: from && from === to ? from : undefined,
      };
    }
    case 'issuer':
      return { intent: 'issuer' };
    case 'curve':
      return { intent: 'curve' };
    case 'curvePoints':
      return { intent: 'curve-point' };
    case 'mostTraded':
      return { intent: 'most-traded' };
    case 'tradeActivity':
      return { intent: 'activity', bond: (output as TradeActivityOutput).bond.name };
    case 'trades':
      return { intent: 'activity', bond: (output as TradesToolOutput).bond.name };
    case 'quotes':
      return { intent: 'quotes', bond: (output as QuotesToolOutput).bond.name };
    case 'define':
      return { intent: 'define' };
    case 'search':
    case 'priceTerms':
      return null;
  }
}

/**
 * The parts the built-in analyst adds to an answer, made from the tools a language model called: a screen's or
 * an issuer's every result as a table to expand and export (a screen the model limited is read again in full,
 * with the same filters, for the table only), and the questions to ask next about what the tools answered.
 */
export class LlmAnswerParts {
  private topic: AnsweredTopic | null = null;

  constructor(
    private readonly sink: AnswerSink,
    private readonly readMarket: () => Promise<MarketSnapshot>,
  ) {}

  /** Hears one tool's output as the model receives it. */
  async toolAnswered(toolName: AnalystToolName, input: unknown, output: unknown): Promise<void> {
    this.topic = topicOf(toolName, input, output) ?? this.topic;
    if (toolName === 'screen') {
      const filters = input as ScreenToolInput;
      let result = output as ScreenToolOutput;
      if (result.bonds.length < result.total)
        result = (await runAnalystTool(await this.readMarket(), 'screen', {
          ...filters,
          limit: 5000,
        })) as ScreenToolOutput;
      const withSpread = filters.sortBy === 'spread-desc' || filters.spreadMinBps !== undefined;
      if (result.total > 0)
        this.sink.table?.(
          bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds, {
            total: result.total,
            withSpread,
          }),
        );
    }
    if (toolName === 'issuer') {
      const result = output as IssuerToolOutput;
      if (result.outstanding.length > 0)
        this.sink.table?.(bondResultTable(`Outstanding bonds of ${result.issuer}`, result.outstanding));
    }
  }

  /** After the answer: the questions to ask next (the built-in analyst's general ones when no tool ran). */
  suggest(): void {
    this.sink.suggest?.(followUpSuggestions(this.topic ?? { intent: 'help' }));
  }
}
