import type { ReactNode } from 'react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` with every case-insensitive occurrence of the query's words wrapped in `<mark>`, so a dealer
 * sees why a bond matched ('7.18% Government of India 2037' for 'india').
 */
export function HighlightedText({ text, query }: { text: string; query: string }): ReactNode {
  const terms = query
    .trim()
    .split(/\s+/)
    .filter((term) => term !== '')
    // Longest first, so 'gov' does not split a match of 'government'.
    .sort((first, second) => second.length - first.length);
  if (terms.length === 0 || text === '') return text;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  const parts = text.split(pattern);
  // With one capture group, split puts the matches at the odd indexes.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="bk-mark">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
