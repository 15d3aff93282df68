import { ApiProblem } from '../../errors/ApiProblem';
import { resolveSettlementDate } from '../../trading/instrumentPricing';
import { ToolRefusal } from './toolRefusal';

/** The first message of a refused request body (`{ field: [message] }` or `{ detail }`). */
function problemMessage(problem: ApiProblem): string {
  for (const value of Object.values(problem.body)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return problem.message;
}

/**
 * The settlement date MIND prices for, by the pricing endpoint's own rule (`resolveSettlementDate`): a date given
 * must be a business day on the settlement calendar and not before today's trade date; a delta counts business
 * days from today (T+1 by default). A date the endpoint would refuse is refused with the endpoint's message.
 */
export function settlementDateFor(
  now: Date,
  request: { settlementDate?: string | null; settlementDelta?: number | null },
): string {
  try {
    return resolveSettlementDate(now, request);
  } catch (error) {
    if (error instanceof ApiProblem) throw new ToolRefusal(problemMessage(error));
    throw error;
  }
}
