/**
 * Trigrams the way PostgreSQL's pg_trgm makes them: each run of letters and digits, lower-cased and
 * padded with two spaces before and one after, cut into every three-character window; a set.
 */
export function trigramsOf(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word.length === 0) continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) result.add(padded.slice(index, index + 3));
  }
  return result;
}

/** Word similarity: the share of the query's trigrams the text holds, 0 to 1. */
export function wordSimilarity(shared: number, queryTrigramCount: number): number {
  return queryTrigramCount === 0 ? 0 : shared / queryTrigramCount;
}
