/** Something that happened on the server that other parts (the trade stream hub, later issues) relay. */
export interface ServerEvent {
  /** Dotted name, such as `client.registered` or `quote.created`. */
  type: string;
  /** The firm (client id) the event concerns; the stream hub delivers it to that firm's sockets. Null: everyone. */
  clientId: number | null;
  /** One user the event is for (an RFQ notification, say); absent or null: the whole firm. */
  userId?: number | null;
  /** The event's data, JSON-serialisable. */
  payload: unknown;
  /** When it happened. */
  occurredAt: Date;
}

/** A listener of published events; returned function unsubscribes. */
export type ServerEventListener = (event: ServerEvent) => void;

/**
 * Where routes publish events after their transaction commits. The default keeps subscribers in memory
 * (one process); a deployment with several instances would implement this over a shared bus.
 */
export interface EventPublisher {
  publish(event: ServerEvent): void;
  subscribe(listener: ServerEventListener): () => void;
}

/** The in-memory {@link EventPublisher}: synchronous fan-out; a failing listener does not stop the others. */
export class InMemoryEventPublisher implements EventPublisher {
  readonly #listeners = new Set<ServerEventListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  publish(event: ServerEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  subscribe(listener: ServerEventListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }
}
