/** A small deterministic random source (mulberry32): the same seed always builds the same universe. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [minimum, maximum], both included. */
  integer(minimum: number, maximum: number): number;
  /** A float in [minimum, maximum). */
  between(minimum: number, maximum: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  pick<Item>(items: readonly Item[]): Item;
  /** A standard normal draw (Box-Muller). */
  normal(): number;
}

/** Creates a {@link SeededRandom} from a 32-bit seed. */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (minimum, maximum) => minimum + Math.floor(next() * (maximum - minimum + 1)),
    between: (minimum, maximum) => minimum + next() * (maximum - minimum),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    normal: () => {
      const first = Math.max(next(), 1e-12);
      const second = next();
      return Math.sqrt(-2 * Math.log(first)) * Math.cos(2 * Math.PI * second);
    },
  };
}
