/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. An event whose envelope would be longer goes as
 * numbered base64 pieces that listeners put back together; this keeps the bus free of a side table.
 * Base64 because a piece is embedded in a JSON envelope, and JSON escaping could otherwise grow a piece
 * of raw text past the limit (each `"` doubles, each control character becomes six bytes).
 */
const notifyPayloadLimitBytes = 8000;
/** Base64 characters per piece: the envelope adds well under 200 bytes. */
const notifyPieceCharacters = 7000;

/** One NOTIFY payload: origin (the publishing bus), event id, piece index, piece count, data. */
export interface NotifyEnvelope {
  o: string;
  i: string;
  n: number;
  c: number;
  /** The event's JSON when `c` is 1; else one slice of the base64 of its UTF-8 bytes. */
  d: string;
}

/** The NOTIFY payloads of one event, each under the limit. */
export function encodeNotifyPayloads(origin: string, id: string, text: string): string[] {
  const single = JSON.stringify({ o: origin, i: id, n: 0, c: 1, d: text } satisfies NotifyEnvelope);
  if (Buffer.byteLength(single) < notifyPayloadLimitBytes) return [single];
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  const count = Math.ceil(encoded.length / notifyPieceCharacters);
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      o: origin,
      i: id,
      n: index,
      c: count,
      d: encoded.slice(index * notifyPieceCharacters, (index + 1) * notifyPieceCharacters),
    } satisfies NotifyEnvelope),
  );
}

/** Puts pieces back together; incomplete events are forgotten after `staleAfterMs`. */
export class NotifyReassembler {
  readonly #partial = new Map<string, { pieces: string[]; received: number; firstAt: number }>();

  constructor(
    private readonly staleAfterMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Answers the event's JSON when this piece completes it, else null. */
  accept(envelope: NotifyEnvelope): string | null {
    if (envelope.c === 1) return envelope.d;
    this.#forgetStale();
    const key = `${envelope.o}/${envelope.i}`;
    let entry = this.#partial.get(key);
    if (!entry) {
      entry = { pieces: new Array<string>(envelope.c).fill(''), received: 0, firstAt: this.now() };
      this.#partial.set(key, entry);
    }
    if (!Number.isInteger(envelope.n) || envelope.n < 0 || envelope.n >= entry.pieces.length) return null;
    entry.pieces[envelope.n] = envelope.d;
    entry.received += 1;
    if (entry.received < envelope.c) return null;
    this.#partial.delete(key);
    return Buffer.from(entry.pieces.join(''), 'base64').toString('utf8');
  }

  get pendingEvents(): number {
    return this.#partial.size;
  }

  #forgetStale(): void {
    const cutoff = this.now() - this.staleAfterMs;
    for (const [key, entry] of this.#partial) if (entry.firstAt < cutoff) this.#partial.delete(key);
  }
}
