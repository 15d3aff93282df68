/** What happened to a message offered to an outbox. */
export type OutboxOffer = 'queued' | 'superseded' | 'overflow';

/**
 * One socket's queue of serialised messages waiting to be written. The hub only fills it for a socket that
 * is behind (or has a message of its own pending): a socket in step with the market is written the shared
 * broadcast frame directly and never touches an outbox.
 *
 * Superseding messages (prices) replace the queued one under the same key in place, so a slow reader gets
 * the latest price at the position of the first unsent one; reliable messages queue up to a bound, past
 * which the socket must be dropped. Memory per socket is therefore bounded by the number of instruments
 * plus `maxReliable`.
 */
export class SocketOutbox {
  // Supersede keys are strings and reliable entries are keyed by a sequence number: one Map keeps their
  // relative order, and the key's type tells them apart without building prefixed strings per message.
  readonly #entries = new Map<string | number, string>();
  #reliableCount = 0;
  #sequence = 0;

  constructor(private readonly maxReliable: number) {}

  get size(): number {
    return this.#entries.size;
  }

  offer(serialised: string, supersedeKey: string | null): OutboxOffer {
    if (supersedeKey !== null) {
      const superseded = this.#entries.has(supersedeKey);
      this.#entries.set(supersedeKey, serialised);
      return superseded ? 'superseded' : 'queued';
    }
    if (this.#reliableCount >= this.maxReliable) return 'overflow';
    this.#sequence += 1;
    this.#entries.set(this.#sequence, serialised);
    this.#reliableCount += 1;
    return 'queued';
  }

  /** Removes and answers up to `limit` messages, oldest first. */
  take(limit: number): string[] {
    const taken: string[] = [];
    for (const [key, value] of this.#entries) {
      if (taken.length >= limit) break;
      this.#entries.delete(key);
      if (typeof key === 'number') this.#reliableCount -= 1;
      taken.push(value);
    }
    return taken;
  }

  /** Empties the queue, answering how many messages were discarded. */
  clear(): number {
    const discarded = this.#entries.size;
    this.#entries.clear();
    this.#reliableCount = 0;
    return discarded;
  }
}
