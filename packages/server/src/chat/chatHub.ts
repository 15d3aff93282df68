import type { EventPublisher } from '../events/eventPublisher';

/** A signed-in chat socket as the hub sees it. */
export interface ChatSocketSink {
  readonly userId: string;
  send(frame: string): void;
}

/** The server event that carries chat frames between processes (LISTEN/NOTIFY in production). */
const chatFrameEventType = 'chat.frame';

interface ChatFramePayload {
  userIds: string[];
  frame: string;
}

function isChatFramePayload(payload: unknown): payload is ChatFramePayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<ChatFramePayload>;
  return Array.isArray(candidate.userIds) && typeof candidate.frame === 'string';
}

/** Encodes one socket frame: the four-letter command, its JSON, a newline. */
export function encodeChatFrame(command: string, payload: Record<string, unknown>): string {
  return `${command}${JSON.stringify(payload)}\n`;
}

/**
 * The chat sockets of this process, by user, fed through the server's event bus: `deliver` publishes, and
 * every process (this one included) writes the frame to its own sockets of those users. With the
 * PostgreSQL bus that is every server process on the database.
 */
export class ChatHub {
  readonly #sockets = new Map<string, Set<ChatSocketSink>>();
  readonly #unsubscribe: () => void;

  constructor(private readonly events: EventPublisher) {
    this.#unsubscribe = events.subscribe((event) => {
      if (event.type !== chatFrameEventType || !isChatFramePayload(event.payload)) return;
      this.#writeLocal(event.payload.userIds, event.payload.frame);
    });
  }

  add(socket: ChatSocketSink): void {
    let set = this.#sockets.get(socket.userId);
    if (!set) {
      set = new Set();
      this.#sockets.set(socket.userId, set);
    }
    set.add(socket);
  }

  remove(socket: ChatSocketSink): void {
    const set = this.#sockets.get(socket.userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.#sockets.delete(socket.userId);
  }

  /** Whether a user has a socket open in this process. */
  isOnline(userId: string): boolean {
    return this.#sockets.has(userId);
  }

  /** Number of open sockets in this process. */
  socketCount(): number {
    let count = 0;
    for (const set of this.#sockets.values()) count += set.size;
    return count;
  }

  /** Sends a frame to every socket of these users, in every process. */
  deliver(userIds: readonly string[], command: string, payload: Record<string, unknown>): void {
    if (userIds.length === 0) return;
    this.events.publish({
      type: chatFrameEventType,
      clientId: null,
      payload: { userIds: [...new Set(userIds)], frame: encodeChatFrame(command, payload) },
      occurredAt: new Date(),
    });
  }

  #writeLocal(userIds: readonly string[], frame: string): void {
    for (const userId of userIds) {
      for (const socket of this.#sockets.get(userId) ?? []) socket.send(frame);
    }
  }

  close(): void {
    this.#unsubscribe();
    this.#sockets.clear();
  }
}
