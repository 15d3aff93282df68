// What people type for Indian bonds, and the words the catalogue writes: the search's vocabulary. A query
// is rewritten into the catalogue's words (`normalizeSearchQuery`) and each instrument is indexed with the
// words people use for it that its name and issuer do not hold (`instrumentAliases`).

/** The word every sovereign synonym becomes, and every G-sec, FRB and T-bill is indexed under. */
export const sovereignWord = 'GSEC';

/** The instrument kinds the catalogue holds (`instruments.instrument_type`). */
export type SearchableKind = 'GSEC' | 'SDL' | 'TBILL' | 'FRB' | 'PSU' | 'CORPORATE' | (string & {});

/**
 * Phrases rewritten before the query is split into words, longest first. Each names one thing the
 * catalogue spells differently: the Government of India's securities, Treasury bills, states' old names.
 */
const phraseRewrites: readonly [RegExp, string][] = [
  [/\bGOVERNMENT\s+OF\s+INDIA\b/g, sovereignWord],
  [/\bGOVT\.?\s+OF\s+INDIA\b/g, sovereignWord],
  [/\bGOVERNMENT\s+(?:SECURITY|SECURITIES|BONDS?)\b/g, sovereignWord],
  [/\bG[\s.-]?SECS?\b/g, sovereignWord],
  [/\bGILTS?\b/g, sovereignWord],
  [/\bGOI\b/g, sovereignWord],
  [/\bGOVT\b/g, sovereignWord],
  [/\bSOVEREIGN\b/g, sovereignWord],
  [/\bT[\s.-]?BILLS?\b/g, 'DTB'],
  [/\bTREASURY\s+BILLS?\b/g, 'DTB'],
  [/\b(91|182|364)[\s-]*DAYS?\b/g, '$1 DTB'],
  [/\bSTATE\s+DEVELOPMENT\s+LOANS?\b/g, 'SDL'],
  [/\bSDLS\b/g, 'SDL'],
  [/\bFLOATING[\s-]+RATE(?:\s+BONDS?)?\b/g, 'FRB'],
  [/\bZERO[\s-]+COUPON(?:\s+BONDS?)?\b/g, 'ZCB'],
  [/\bSTEP[\s-]?UP\b/g, 'STEP-UP'],
  [/\bTAMILNADU\b/g, 'TAMIL NADU'],
  [/\bORISSA\b/g, 'ODISHA'],
  [/\bUTTARANCHAL\b/g, 'UTTARAKHAND'],
  [/\bJ\s*&\s*K\b/g, 'JK'],
  [/\bJAMMU\s*&\s*KASHMIR\b/g, 'JAMMU AND KASHMIR'],
  [/\bLTD\b\.?/g, 'LIMITED'],
  [/\bCORP\b\.?/g, 'CORPORATION'],
];

/** Words followed by a two-digit year in the market's shorthand (`GS33`, `MH SDL 31`): the year is 20xx. */
const yearAfter = new Set(['GS', sovereignWord, 'SDL', 'FRB', 'ZCB', 'DTB']);

/**
 * The query in the catalogue's words: upper case, sovereign synonyms as `GSEC`, Treasury bills as `DTB`, a
 * two-digit year after a kind (`GS33`, `SDL 31`) or a coupon (`7.26 33`) as its four digits, states' old
 * names as today's. ISINs and everything else are left as typed.
 */
export function normalizeSearchQuery(query: string): string {
  let text = ` ${query.toUpperCase().replace(/\s+/g, ' ').trim()} `;
  for (const [pattern, replacement] of phraseRewrites) text = text.replace(pattern, replacement);
  // `GS33`, `GSEC2033`, `SDL31`: the kind and the year as two words.
  text = text.replace(/\b(GS|GSEC|SDL|FRB|ZCB|DTB)(\d{2}|\d{4})\b/g, '$1 $2');
  // "GOI bonds", "Konark bond": the catalogue's names never say "bond", so the word only narrows to nothing.
  const spoken = text.trim().split(' ');
  const words = spoken.length > 1 ? spoken.filter((word) => !/^BONDS?$/.test(word)) : spoken;
  const expanded = words.map((word, index) => {
    const previous = (words[index - 1] ?? '').replace(/%$/, '');
    if (!/^\d{2}$/.test(word)) return word;
    return yearAfter.has(previous) || /^\d{1,2}\.\d{1,2}$/.test(previous) ? `20${word}` : word;
  });
  return expanded.join(' ').trim();
}

/** `Bharat Urja Nigam Limited` → `BUN`: the initials people use for an issuer (none for one word). */
export function issuerInitials(issuerName: string): string | null {
  const words = issuerName
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(
      (word) =>
        word.length > 0 && !['LIMITED', 'LTD', 'OF', 'AND', 'THE', 'II', 'III', 'IV', 'V'].includes(word),
    );
  return words.length >= 2 ? words.map((word) => word[0]).join('') : null;
}

/** The words an instrument is also found by: its kind's names and its issuer's initials. */
export function instrumentAliases(kind: SearchableKind, issuerName: string): string[] {
  switch (kind) {
    case 'GSEC':
      return [sovereignWord, 'GS'];
    case 'FRB':
      return [sovereignWord, 'FRB'];
    case 'TBILL':
      return [sovereignWord, 'DTB'];
    case 'SDL':
      return ['SDL'];
    default: {
      const initials = issuerInitials(issuerName);
      return [kind === 'PSU' ? 'PSU' : 'CORPORATE', ...(initials === null ? [] : [initials])];
    }
  }
}

/**
 * Which kind a query means first when it names one: `GSEC` alone means the fixed-coupon G-secs (the
 * benchmark bonds people mean by "GOI" or "G-sec"), before the floating-rate bonds and Treasury bills that
 * share the word; a query naming FRB or DTB means those. Null when the query names no kind.
 */
export function preferredKind(normalizedWords: readonly string[]): SearchableKind | null {
  if (normalizedWords.includes('FRB')) return 'FRB';
  if (normalizedWords.includes('DTB')) return 'TBILL';
  if (normalizedWords.includes('SDL')) return 'SDL';
  if (normalizedWords.includes(sovereignWord) || normalizedWords.includes('GS')) return 'GSEC';
  return null;
}
