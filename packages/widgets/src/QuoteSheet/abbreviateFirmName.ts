/** Names at most this long are shown whole: they fit the narrow Firm track ('Kaveri AMC', 'Malabar MF'). */
const wholeNameLength = 10;

/** Small words an initialism skips ('State Bank of India' is 'State B.I.'). */
const skippedWords = new Set(['of', 'and', '&', 'the', 'for']);

/**
 * A firm's name short enough for a narrow column, the way desks say it: the first word, which names the firm,
 * and the initials of the rest ('Konark Treasury' is 'Konark T.', 'State Bank of India' is 'State B.I.');
 * a name of at most 10 characters stays whole. The full name stays the cell's accessible text and tooltip.
 */
export function abbreviateFirmName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= wholeNameLength) return trimmed;
  const [first = '', ...rest] = trimmed.split(' ');
  const initials = rest
    .filter((word) => !skippedWords.has(word.toLowerCase()))
    .map((word) => `${word[0]!.toUpperCase()}.`)
    .join('');
  return initials === '' ? first : `${first} ${initials}`;
}
