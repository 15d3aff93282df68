import type { MarketSnapshot } from '../analyst/marketSnapshot';
import { ToolRefusal } from '../analyst/priceTool';
import type { AnalystPlanner } from './analystAnswer';
import { followUpSuggestions } from './followUpSuggestions';
import { conversationContext, resolveFollowUp } from './conversationContext';
import { createPlannerTurn, type IntentAnswer } from './plannerTurn';
import { understandQuestion } from './understandQuestion';
import { answerWhoHolds } from './intents/whoHoldsAnswer';
import { answerHypotheticalBond } from './intents/hypotheticalBondAnswer';
import { answerUnknownIssuer } from './intents/unknownIssuerAnswer';
import { answerRefuseOrHelp } from './intents/refuseOrHelpAnswer';
import { answerDefine } from './intents/defineAnswer';
import { answerUnknownBond } from './intents/unknownBondAnswer';
import { answerCurvePoint } from './intents/curvePointAnswer';
import { answerPortfolio } from './intents/portfolioAnswer';
import { answerMostTraded } from './intents/mostTradedAnswer';
import { answerActivity } from './intents/activityAnswer';
import { answerQuotes } from './intents/quotesAnswer';
import { answerCoupon } from './intents/couponAnswer';
import { answerIssuer } from './intents/issuerAnswer';
import { answerAccrued } from './intents/accruedAnswer';
import { answerYieldShift } from './intents/yieldShiftAnswer';
import { answerRisk } from './intents/riskAnswer';
import { answerCurve } from './intents/curveAnswer';
import { answerScreen } from './intents/screenAnswer';
import { answerCompare } from './intents/compareAnswer';
import { answerSpread } from './intents/spreadAnswer';
import { answerTrades } from './intents/tradesAnswer';
import { answerSimilar } from './intents/similarAnswer';
import { answerSameIssuer } from './intents/sameIssuerAnswer';
import { answerCashflows } from './intents/cashflowsAnswer';
import { answerPrice } from './intents/priceAnswer';
import { answerDetails } from './intents/detailsAnswer';

/**
 * The answers that need no market figures, tried first in this order: who holds what, a bond described by its
 * terms, an unknown issuer, a refusal or help, a definition, an unknown bond. None reads the market's yields, so
 * none names them among its sources.
 */
const questionAnswers: readonly IntentAnswer[] = [
  answerWhoHolds,
  answerHypotheticalBond,
  answerUnknownIssuer,
  answerRefuseOrHelp,
  answerDefine,
  answerUnknownBond,
];

/**
 * The answers read from the market, tried in this order; the first that answers ends the turn, and a bond's terms
 * and live market (`answerDetails`) answer whatever none of them did. The order matters: an intent that needs a
 * bond and names none falls through to the next ("compare" and "spread" without bonds are screens; a yield shift
 * is read before the risk and price answers).
 */
const marketAnswers: readonly IntentAnswer[] = [
  answerPortfolio,
  answerCurvePoint,
  answerMostTraded,
  answerActivity,
  answerQuotes,
  answerCoupon,
  answerIssuer,
  answerAccrued,
  answerYieldShift,
  answerRisk,
  answerCurve,
  answerScreen,
  answerCompare,
  answerSpread,
  answerTrades,
  answerSimilar,
  answerSameIssuer,
  answerCashflows,
  answerPrice,
];

/** A measure of a bond named with nothing else ("convexity?", "and its PV01", "the accrued?"). */
const bareMeasure =
  /^\s*(?:and\s+|also\s+)?(?:the\s+|its\s+)?(?:modified duration|macaulay duration|duration|convexity|pv01|dv01|accrued(?: interest)?|ytm|yield to maturity|current yield|clean price|dirty price|spread)\s*[?.!]*\s*$/i;

/**
 * The deterministic analyst: reads plain English and desk shorthand, calls the tools, and writes the
 * answer from their outputs only. No network, no model; the same question on the same market gives the
 * same answer.
 */
export function createBuiltInPlanner(readMarket: () => Promise<MarketSnapshot>): AnalystPlanner {
  return {
    kind: 'built-in',
    async answer({ question: asked, history, sink, signal }) {
      const market = await readMarket();
      // A follow-up is read against the conversation: "it", "the second one", "same for 2030".
      const ownIntent = (text: string, options?: { specific: boolean }) => {
        const { intent, references } = understandQuestion(text, market);
        // "Convexity?", "and the PV01?" after a bond: a measure named bare asks the bond's figure; "what is
        // convexity?" still defines it.
        if (intent === 'define' && bareMeasure.test(text)) return false;
        return (
          !['refuse', 'help', 'unknown-term'].includes(intent) &&
          !(intent === 'details' && (references.length === 0 || options?.specific === true))
        );
      };
      const context = conversationContext(await history(), market, ownIntent);
      const question = resolveFollowUp(asked, context, market, ownIntent);
      const understood = understandQuestion(question, market);
      const turn = createPlannerTurn({ market, sink, signal, question, understood });
      const { rest, references, intent } = understood;

      try {
        for (const answer of questionAnswers) if (await answer(turn)) return { tokensUsed: 0 };
        turn.sources.add('live market yields (reference server simulator)');
        for (const answer of marketAnswers) if (await answer(turn)) return { tokensUsed: 0 };
        await answerDetails(turn);
        return { tokensUsed: 0 };
      } catch (error) {
        if (error instanceof ToolRefusal) {
          turn.write(`I can't compute that: ${error.message}`);
          return { tokensUsed: 0 };
        }
        throw error;
      } finally {
        // Every answer ends with questions to ask next: on the same bond, a related screen, the curve.
        if (!signal.aborted) {
          // "Same for 2031" only after a screen of one year (not a range, where it would be ambiguous).
          const years = rest.match(/\b(?:19|20)\d\d\b/g) ?? [];
          const year = years.length === 1 ? years[0] : undefined;
          sink.suggest?.(
            followUpSuggestions({
              intent,
              bond: references[0]?.entry.row.displayName,
              otherBond: references[1]?.entry.row.displayName,
              year: intent === 'screen' ? year : undefined,
            }),
          );
        }
      }
    },
  };
}
