import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { ScreenToolOutput } from '../analyst/screenTool';
import { percent, table } from './answerFormat';

/**
 * A screen's matches grouped by issuer (or sector), for "which state has the most of them?" (the most bonds) and
 * "which state's SDLs carry the highest yields?" (the highest average yield). The lead and the table, or null
 * when the question asks no such grouping.
 */
export function groupedScreenAnswer(
  question: string,
  result: ScreenToolOutput,
  matched: string,
  market: MarketSnapshot,
): string | null {
  // "Issuers in the power sector", "how many issuers are there", "list all the sectors": the groups themselves.
  const listing = issuersOrSectorsListed(question);
  const grouping =
    // "Which state's SDLs", "which issuers", but not "which PSU bond" (one bond, the singular superlative).
    /\bwhich (?:\w+ )?(issuer|state|sector|company|bank|psu|nbfc)(?:'s\b|s'|s?\b(?!\s+(?:bonds?|sdls?|papers?|ncds?|issues?|g-?secs?|debentures?)\b))/i.exec(
      question,
    ) ??
    /\b(?:by|per|for each|each) (issuer|state|sector)\b/i.exec(question) ??
    (listing ? /\b(issuer|sector|state|compan)/i.exec(listing) : null);
  if (!grouping) return null;
  const byYield =
    /\b(?:highest|lowest|best|most|least)\s+(?:average\s+)?(?:yields?|ytm)\b|\byields? (?:the )?(?:most|least)\b/i.test(
      question,
    );
  const byCount =
    !byYield &&
    /\b(?:has|have|issued|holds?) the most\b|\bmost (?:bonds|issues|sdls|papers)\b/i.test(question);
  if (!byYield && !byCount && !listing) return null;
  const bySector = (grouping[1] ?? '').toLowerCase() === 'sector';
  const groups = new Map<string, { count: number; yields: number[] }>();
  for (const bond of result.bonds) {
    const key = bySector ? (market.catalogue.byId.get(bond.id)?.sector ?? 'Unknown sector') : bond.issuer;
    const group = groups.get(key) ?? { count: 0, yields: [] };
    group.count += 1;
    if (bond.marketYieldPercent !== null) group.yields.push(bond.marketYieldPercent);
    groups.set(key, group);
  }
  const average = (values: readonly number[]) =>
    values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const lowest = /\b(?:lowest|least)\b/i.test(question);
  const ranked = [...groups]
    .map(([name, group]) => ({
      name,
      count: group.count,
      average: average(group.yields),
      top: Math.max(...group.yields),
    }))
    .filter((group) => !byYield || group.average !== null)
    .sort((left, right) =>
      byYield
        ? (lowest ? 1 : -1) * ((left.average ?? 0) - (right.average ?? 0)) ||
          left.name.localeCompare(right.name)
        : right.count - left.count || left.name.localeCompare(right.name),
    );
  const [leader] = ranked;
  if (!leader) return null;
  const heading = bySector ? 'Sector' : 'Issuer';
  if (!byYield && !byCount) {
    const named = bySector ? 'sector' : 'issuer';
    const byName = [...ranked].sort((left, right) => left.name.localeCompare(right.name));
    return `**${ranked.length}** ${named}${ranked.length === 1 ? ' has' : 's have'} tradable bonds that match ${matched} (${result.total} bond${result.total === 1 ? '' : 's'} in all):\n\n${table(
      [heading, 'Bonds', 'Average yield'],
      byName.slice(0, 50).map((group) => [group.name, String(group.count), percent(group.average)]),
    )}${byName.length > 50 ? `\n\nThe first 50 of the ${byName.length}, by name.` : ''}`;
  }
  const lead = byYield
    ? `Of the ${result.total} tradable bond${result.total === 1 ? '' : 's'} that match ${matched}, ${leader.name} has the ${lowest ? 'lowest' : 'highest'} average yield: **${percent(leader.average)}** over its ${leader.count} bond${leader.count === 1 ? '' : 's'} (simple average of live market yields).`
    : `Of the ${result.total} tradable bond${result.total === 1 ? '' : 's'} that match ${matched}, ${leader.name} has the most: **${leader.count}**.`;
  return `${lead}\n\n${table(
    byYield ? [heading, 'Bonds', 'Average yield', 'Highest yield'] : [heading, 'Bonds'],
    ranked
      .slice(0, 10)
      .map((group) =>
        byYield
          ? [group.name, String(group.count), percent(group.average), percent(group.top)]
          : [group.name, String(group.count)],
      ),
  )}`;
}

/**
 * The words of a question that ask for the issuers or sectors themselves ("issuers in the power sector", "how
 * many issuers are there", "list all the sectors", "which companies issue AAA bonds"), or null.
 */
export function issuersOrSectorsListed(question: string): string | null {
  return (
    /\b(?:how many|list|show|name|which|what are the|all the|all)\b[^?.]*?\b(issuers|sectors|companies)\b/i.exec(
      question,
    )?.[0] ??
    /\b(issuers|sectors|companies)\s+(?:in|of|under|within|are there|on the platform|issuing)\b/i.exec(
      question,
    )?.[0] ??
    null
  );
}
