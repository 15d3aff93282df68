import {
  unknownCompanyIn,
  unknownFullCompanyName,
  unknownIssuerNamed,
  unknownStateIn,
} from '../recognizeEntities';
import { asksAdviceOrForecast } from '../questionIntent';
import { streamText } from '../streamText';
import { blankOut } from '../blankOut';
import type { PlannerTurn } from '../plannerTurn';

/**
 * An issuer-shaped name the question asks about that matches no issuer ("Bonds of Acme Widgets Corporation",
 * "What has Zenith Quantum Holdings issued?"), to say so rather than screen the whole market.
 */
function unknownIssuerPhrase(
  rest: string,
  recognisedIssuers: number,
  hasScreenFilters: boolean,
): string | null {
  if (recognisedIssuers > 0) return null;
  const name = String.raw`([A-Z][A-Za-z&.-]*(?:\s+[A-Z][A-Za-z&.-]*){1,4})`;
  const match =
    new RegExp(`\\b(?:[Bb]onds?\\s+(?:of|from|by)|issued by|has|does)\\s+${name}`).exec(rest) ??
    // "Tell me about Acme Steel bonds": a name before "bonds" when the question states no kind of bond.
    (hasScreenFilters
      ? null
      : new RegExp(`(?:about|for|on|any|show|list)\\s+${name}\\s+(?:bonds?|debentures|NCDs?)\\b`).exec(rest));
  if (!match?.[1]) return null;
  const phrase = match[1].trim();
  if (
    /^(?:The|A|An|It|Which|What|Show|List|Find|Government of India|GOI|PSU|AAA|SDL|G-?secs?|CRISIL|ICRA|CARE)\b/i.test(
      phrase,
    )
  )
    return null;
  return phrase;
}

/** An issuer the question names that the instrument master does not have, said so. */
export async function answerUnknownIssuer(turn: PlannerTurn): Promise<boolean> {
  const { market, sink, question } = turn;
  const { text, references, rest, screen, intent } = turn.understood;
  if (intent === 'issuer' || references.length > 0 || asksAdviceOrForecast(question)) return false;
  const unknownIssuer =
    unknownFullCompanyName(blankOut(text, references), market) ??
    unknownIssuerPhrase(rest, screen.filters.issuers?.length ?? 0, screen.found) ??
    // A state that issues nothing here, named in a question about bonds (not "the weather in Delhi").
    (screen.filters.issuers?.length || intent === 'refuse' || intent === 'help'
      ? null
      : unknownStateIn(rest, market)) ??
    // A company no issuer is ("Sundarban Hyperloop Corporation"), whatever else the question asks.
    (screen.filters.issuers?.length
      ? null
      : (unknownCompanyIn(rest, market) ?? unknownIssuerNamed(rest, market)));
  if (!unknownIssuer) return false;
  streamText(
    sink,
    `I found no issuer named "${unknownIssuer}" in the platform's instrument master, so I have no bonds or figures for it. Check the spelling, or ask for an issuer's bonds by the issuer's full name.`,
  );
  return true;
}
