import { normalizeSearchQuery, preferredKind, type SearchableKind } from './searchAliases';
import { trigramsOf, wordSimilarity } from './trigrams';

/** What the index needs of each instrument. */
export interface SearchableInstrument {
  id: number;
  isin: string;
  displayName: string;
  issuerName: string;
  /** Listed, not matured, ISIN enabled: ranked before the rest. */
  available: boolean;
  isLiquid: boolean;
  /** The instrument's kind (`GSEC`, `SDL`, …): a query naming a kind ranks that kind first. Default none. */
  kind?: SearchableKind | undefined;
  /** Words it is also found by (`instrumentAliases`: GSEC for G-secs, an issuer's initials). Default none. */
  aliases?: readonly string[] | undefined;
}

/**
 * What a query naming a kind adds to the instruments of that kind ("GOI" names G-secs, "GOI FRB" the
 * floating-rate bonds): more than a name prefix's lead over a word match (800 against 700 and up), so the
 * kind asked for comes first, and never enough to pass an ISIN match (900).
 */
const preferredKindBonus = 150;

/** One hit: the instrument's id, its score and which stage found it. */
export interface SearchHit {
  id: number;
  score: number;
  match: 'isin' | 'prefix' | 'words' | 'fuzzy';
}

/**
 * The smallest word similarity a fuzzy hit needs: pg_trgm's `word_similarity_threshold` default. Word
 * similarity is the share of the query's trigrams found in the text, so a misspelt word inside a long
 * issuer name still matches (plain similarity would drown it in the name's other trigrams).
 */
const fuzzySimilarityThreshold = 0.6;

const tokenPattern = /[^A-Z0-9.]+/;
const emptyPostings = new Int32Array(0);
const matchKinds: readonly SearchHit['match'][] = ['isin', 'prefix', 'words', 'fuzzy'];

function tokensOf(text: string): string[] {
  return text
    .toUpperCase()
    .split(tokenPattern)
    .map((token) => token.replace(/^\.+|\.+$/g, ''))
    .filter((token) => token.length > 0);
}

/** A trigram field: the documents holding each trigram, and each document's trigram ids, sorted. */
interface TrigramField {
  postings: Int32Array[];
  documentTrigrams: Int32Array[];
}

/**
 * An in-memory bond search index: exact ISIN, then prefix and word matches, then fuzzy (trigram)
 * matches. The database stays the source of truth; the index is built from it once per process, as
 * the instrument master changes only when a universe is loaded. Ties are broken by a rank computed once
 * (available bonds, then liquid ones, then by name), so a query that matches thousands of bonds sorts
 * integers, not records.
 */
export class BondSearchIndex {
  readonly #documents: readonly SearchableInstrument[];
  readonly #byIsin = new Map<string, number>();
  readonly #upperNames: string[];
  readonly #nameTokens: string[][];
  /** Sorted distinct tokens, and for each the documents holding it. */
  readonly #tokens: string[];
  readonly #tokenPostings: Int32Array[];
  readonly #trigramIds = new Map<string, number>();
  readonly #nameTrigrams: TrigramField;
  readonly #issuerTrigrams: TrigramField;
  /** Each document's place in the tie-break order, and the document at each place. */
  readonly #rank: Int32Array;
  readonly #documentAtRank: Int32Array;
  // Scratch arrays reused by every query (searches are synchronous, so never shared).
  readonly #wordHits: Uint16Array;
  readonly #scores: Int16Array;
  readonly #matches: Uint8Array;
  readonly #seen: Uint32Array;
  /** 1 for the current query's trigram ids. */
  readonly #queryMask: Uint8Array;
  #stamp = 0;

  constructor(documents: readonly SearchableInstrument[]) {
    this.#documents = documents;
    this.#upperNames = documents.map((document) => document.displayName.toUpperCase());
    this.#nameTokens = documents.map((document) => tokensOf(document.displayName));
    const tokenMap = new Map<string, number[]>();
    documents.forEach((document, index) => {
      this.#byIsin.set(document.isin.toUpperCase(), index);
      const tokens = new Set([
        ...this.#nameTokens[index]!,
        ...tokensOf(document.issuerName),
        ...(document.aliases ?? []).flatMap((alias) => tokensOf(alias)),
        document.isin.toUpperCase(),
      ]);
      for (const token of tokens) {
        let list = tokenMap.get(token);
        if (!list) tokenMap.set(token, (list = []));
        list.push(index);
      }
    });
    this.#tokens = [...tokenMap.keys()].sort();
    this.#tokenPostings = this.#tokens.map((token) => Int32Array.from(tokenMap.get(token)!));
    this.#nameTrigrams = this.#buildTrigramField(documents.map((document) => document.displayName));
    this.#issuerTrigrams = this.#buildTrigramField(documents.map((document) => document.issuerName));
    const order = documents.map((_, index) => index);
    order.sort((first, second) => {
      const a = documents[first]!;
      const b = documents[second]!;
      if (a.available !== b.available) return a.available ? -1 : 1;
      if (a.isLiquid !== b.isLiquid) return a.isLiquid ? -1 : 1;
      return a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : first - second;
    });
    this.#documentAtRank = Int32Array.from(order);
    this.#rank = new Int32Array(documents.length);
    order.forEach((document, rank) => (this.#rank[document] = rank));
    this.#wordHits = new Uint16Array(documents.length);
    this.#scores = new Int16Array(documents.length);
    this.#matches = new Uint8Array(documents.length);
    this.#seen = new Uint32Array(documents.length);
    this.#queryMask = new Uint8Array(this.#trigramIds.size);
  }

  #buildTrigramField(texts: readonly string[]): TrigramField {
    const postings: number[][] = [];
    const documentTrigrams = texts.map((text, document) => {
      const ids: number[] = [];
      for (const trigram of trigramsOf(text)) {
        let id = this.#trigramIds.get(trigram);
        if (id === undefined) {
          id = this.#trigramIds.size;
          this.#trigramIds.set(trigram, id);
        }
        ids.push(id);
        (postings[id] ??= []).push(document);
      }
      return Int32Array.from(ids).sort();
    });
    return {
      postings: Array.from({ length: this.#trigramIds.size }, (_, id) => Int32Array.from(postings[id] ?? [])),
      documentTrigrams,
    };
  }

  /** How many instruments the index holds. */
  get size(): number {
    return this.#documents.length;
  }

  /** The first token index at or after `prefix` in the sorted token list. */
  #lowerBound(prefix: string): number {
    let low = 0;
    let high = this.#tokens.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#tokens[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Documents in which every query word starts some token (names, issuer, ISIN). */
  #wordMatches(words: readonly string[]): number[] {
    const hits = this.#wordHits;
    const candidates: number[] = [];
    words.forEach((word, wordIndex) => {
      const last = wordIndex === words.length - 1;
      for (
        let token = this.#lowerBound(word);
        token < this.#tokens.length && this.#tokens[token]!.startsWith(word);
        token += 1
      ) {
        for (const document of this.#tokenPostings[token]!) {
          if (hits[document] === wordIndex) {
            hits[document] = wordIndex + 1;
            if (last) candidates.push(document);
          }
        }
      }
    });
    const matched = candidates.filter((document) => hits[document] === words.length);
    hits.fill(0);
    return matched;
  }

  /**
   * Documents sharing at least the threshold's share of the query's trigrams with their name or
   * issuer. Prefix filtering keeps it fast: a document that shares `required` of the query's `n`
   * trigrams must hold one of its `n - required + 1` rarest, so only those postings are read.
   */
  #fuzzyMatches(query: string, onMatch: (document: number, similarity: number) => void): void {
    const queryTrigrams = [...trigramsOf(query)];
    if (queryTrigrams.length === 0) return;
    const required = Math.ceil(fuzzySimilarityThreshold * queryTrigrams.length);
    const known = queryTrigrams
      .map((trigram) => this.#trigramIds.get(trigram))
      .filter((id): id is number => id !== undefined);
    if (known.length < required) return;
    const queryIds = Int32Array.from(known).sort();
    const mask = this.#queryMask;
    for (const id of queryIds) mask[id] = 1;
    const seen = this.#seen;
    for (const field of [this.#nameTrigrams, this.#issuerTrigrams]) {
      const postingsOf = (id: number) => field.postings[id] ?? emptyPostings;
      const rarest = [...queryIds]
        .sort((first, second) => postingsOf(first).length - postingsOf(second).length)
        .slice(0, known.length - required + 1);
      this.#stamp += 1;
      const stamp = this.#stamp;
      const documentTrigrams = field.documentTrigrams;
      for (const trigram of rarest) {
        const postings = postingsOf(trigram);
        for (let index = 0; index < postings.length; index += 1) {
          const document = postings[index]!;
          if (seen[document] === stamp) continue;
          seen[document] = stamp;
          const ids = documentTrigrams[document]!;
          let shared = 0;
          for (let position = 0; position < ids.length; position += 1) shared += mask[ids[position]!]!;
          if (shared >= required) onMatch(document, wordSimilarity(shared, queryTrigrams.length));
        }
      }
    }
    for (const id of queryIds) mask[id] = 0;
  }

  /**
   * Ranked hits for `query` (callers enforce the 3-character minimum): exact ISIN (1000), ISIN prefix
   * (900), name prefix (800), every word a word prefix (700, more for whole words), then trigram word
   * similarity (60 to 100); the kind a query names ("GOI", "SDL", "FRB") adds 150 to its instruments' name
   * and word matches. Ties: available bonds, then liquid ones, then by name.
   */
  search(query: string, limit: number): SearchHit[] {
    const upper = query.trim().toUpperCase().replace(/\s+/g, ' ');
    if (upper.length === 0 || limit <= 0) return [];
    const scores = this.#scores;
    const touched: number[] = [];
    const add = (document: number, score: number, match: SearchHit['match']) => {
      if (scores[document]! >= score) return;
      if (scores[document] === 0) touched.push(document);
      scores[document] = score;
      this.#matches[document] = matchKinds.indexOf(match);
    };
    const exact = this.#byIsin.get(upper.replace(/ /g, ''));
    if (exact !== undefined) add(exact, 1000, 'isin');
    // Words in the catalogue's vocabulary ("G-sec" → GSEC, "GS33" → GS 2033); ISIN and name prefixes are
    // checked on the query as typed.
    const typed = tokensOf(upper);
    const words = tokensOf(normalizeSearchQuery(upper));
    const kind = preferredKind(words);
    // The catalogue's words, and the words as typed when they differ: "Government of India" finds its
    // issuer's bonds either way, also in an index built without aliases.
    const candidates = words.length > 0 ? this.#wordMatches(words) : [];
    if (typed.length > 0 && typed.join(' ') !== words.join(' ')) candidates.push(...this.#wordMatches(typed));
    for (const document of candidates) {
      const bonus = kind !== null && this.#documents[document]!.kind === kind ? preferredKindBonus : 0;
      if (this.#documents[document]!.isin.startsWith(upper)) add(document, 900, 'isin');
      else if (this.#upperNames[document]!.startsWith(upper)) add(document, 800 + bonus, 'prefix');
      else {
        const nameTokens = this.#nameTokens[document]!;
        const aliases = this.#documents[document]!.aliases ?? [];
        const wholeWords = Math.max(
          words.filter((word) => nameTokens.includes(word) || aliases.includes(word)).length,
          typed.filter((word) => nameTokens.includes(word)).length,
        );
        add(document, 700 + Math.min(wholeWords, 9) * 10 + bonus, 'words');
      }
    }
    if (touched.length < limit)
      this.#fuzzyMatches(upper, (document, similarity) =>
        add(document, Math.max(1, Math.round(similarity * 100)), 'fuzzy'),
      );

    // Best scores first; within a score, by the precomputed rank (integers sort fast).
    const byScore = new Map<number, number[]>();
    for (const document of touched) {
      const score = scores[document]!;
      let list = byScore.get(score);
      if (!list) byScore.set(score, (list = []));
      list.push(this.#rank[document]!);
    }
    const hits: SearchHit[] = [];
    for (const score of [...byScore.keys()].sort((first, second) => second - first)) {
      if (hits.length >= limit) break;
      const ranks = Int32Array.from(byScore.get(score)!).sort();
      for (const rank of ranks.subarray(0, limit - hits.length)) {
        const document = this.#documentAtRank[rank]!;
        hits.push({ id: this.#documents[document]!.id, score, match: matchKinds[this.#matches[document]!]! });
      }
    }
    for (const document of touched) scores[document] = 0;
    return hits;
  }
}
