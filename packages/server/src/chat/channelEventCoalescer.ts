/**
 * Coalesces a channel's events of one kind: the first in a quiet period goes out at once; those that follow
 * within `windowMilliseconds` go out together when the window ends, as one batch. Announcing each join or
 * delivery receipt of a 200-member channel to every member is work in the square of its size; per window it
 * is one event per member.
 */
export class ChannelEventCoalescer<Item> {
  readonly #pending = new Map<string, { items: Map<string, Item>; timer: NodeJS.Timeout }>();

  constructor(
    private readonly windowMilliseconds: number,
    /** Sends a batch (items keyed by user: a later item of the same user replaces an earlier one). */
    private readonly flush: (channelUrl: string, items: ReadonlyMap<string, Item>) => Promise<void>,
  ) {}

  add(channelUrl: string, key: string, item: Item): void {
    const pending = this.#pending.get(channelUrl);
    if (pending) {
      pending.items.set(key, item);
      return;
    }
    const window = {
      items: new Map<string, Item>(),
      timer: setTimeout(() => {
        this.#pending.delete(channelUrl);
        if (window.items.size > 0) this.#send(channelUrl, window.items);
      }, this.windowMilliseconds),
    };
    window.timer.unref();
    this.#pending.set(channelUrl, window);
    this.#send(channelUrl, new Map([[key, item]]));
  }

  /** Each channel's batch on its way: the next one waits for it. */
  readonly #sending = new Map<string, Promise<void>>();

  #send(channelUrl: string, items: ReadonlyMap<string, Item>): void {
    // A channel's batches go out one after another: a batch reads the channel's state (its member counts)
    // when it flushes, and two in flight at once on a database pool could arrive newest-read first, leaving
    // every member with the older counts. A batch that fails to go out is dropped: the SDKs catch up from
    // the channel (its member list and receipts) when they next fetch it.
    const previous = this.#sending.get(channelUrl);
    const sending = (
      previous ? previous.then(() => this.flush(channelUrl, items)) : this.flush(channelUrl, items)
    ).catch(() => {});
    this.#sending.set(channelUrl, sending);
    void sending.then(() => {
      if (this.#sending.get(channelUrl) === sending) this.#sending.delete(channelUrl);
    });
  }

  /** Stops the windows (shutdown): what is pending is not sent. */
  dispose(): void {
    for (const window of this.#pending.values()) clearTimeout(window.timer);
    this.#pending.clear();
  }
}
