/** The last `capacity` ids seen: `first(id)` is true the first time an id is seen, false after. */
export function createRecentIdSet(capacity: number) {
  const ids = new Set<number>();
  return {
    first(id: number): boolean {
      if (ids.has(id)) return false;
      ids.add(id);
      // A Set iterates in insertion order: the oldest id goes first.
      if (ids.size > capacity) ids.delete(ids.values().next().value as number);
      return true;
    },
  };
}
