import type { EventPublisher } from '../events/eventPublisher';

/** A signed-in chat socket as the hub sees it. */
export interface ChatSocketSink {
  readonly userId: string;
  /**
   * The session key the socket signed in with. The SDK opens a new socket with the same key when it gives
   * up on one (a pong time-out): the old one is then replaced, in every process.
   */
  sessionKey: string;
  /** Writes one frame, UTF-8 encoded once for every socket it goes to (a text frame on the socket). */
  send(frame: Buffer): void;
  /** Ends the socket (replaced, or its session revoked). */
  close(): void;
}

/** The server event that carries chat frames between processes (LISTEN/NOTIFY in production). */
const chatFrameEventType = 'chat.frame';
/** The server event that ends sockets in every process: a replaced socket, a revoked session. */
const chatSocketControlEventType = 'chat.socket-control';

interface ChatFramePayload {
  userIds: string[];
  frame: string;
}

/**
 * `replaced`: sockets of this session key other than the newest (`keep`, a socket id) stop at once.
 * `revoked`: every socket of the user closes (sign-out, `DELETE /api/remove-sb-session`).
 */
type ChatSocketControlPayload =
  | { kind: 'replaced'; userId: string; sessionKey: string; keep: string }
  | { kind: 'revoked'; userId: string };

function isChatFramePayload(payload: unknown): payload is ChatFramePayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<ChatFramePayload>;
  return Array.isArray(candidate.userIds) && typeof candidate.frame === 'string';
}

function isControlPayload(payload: unknown): payload is ChatSocketControlPayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<Record<string, unknown>>;
  return (
    typeof candidate.userId === 'string' && (candidate.kind === 'replaced' || candidate.kind === 'revoked')
  );
}

/** Encodes one socket frame: the four-letter command, its JSON, a newline. */
export function encodeChatFrame(command: string, payload: Record<string, unknown>): string {
  return `${command}${JSON.stringify(payload)}\n`;
}

/**
 * Closes every chat socket of a user in every process on the bus (after their session was revoked). The
 * platform's sign-out route calls it; the hubs listen.
 */
export function publishChatSessionsRevoked(events: EventPublisher, userId: string): void {
  events.publish({
    type: chatSocketControlEventType,
    clientId: null,
    payload: { kind: 'revoked', userId } satisfies ChatSocketControlPayload,
    occurredAt: new Date(),
  });
}

let nextSocketNumber = 0;

/**
 * The chat sockets of this process, by user, fed through the server's event bus: `deliver` publishes, and
 * every process (this one included) writes the frame to its own sockets of those users. With the
 * PostgreSQL bus that is every server process on the database.
 */
export class ChatHub {
  readonly #sockets = new Map<string, Set<ChatSocketSink>>();
  /** A process-unique id per socket, so that a replacement announced on the bus spares the new one. */
  readonly #socketIds = new WeakMap<ChatSocketSink, string>();
  readonly #processId = Math.random().toString(36).slice(2);
  readonly #unsubscribe: () => void;

  constructor(private readonly events: EventPublisher) {
    this.#unsubscribe = events.subscribe((event) => {
      if (event.type === chatFrameEventType && isChatFramePayload(event.payload))
        this.#writeLocal(event.payload.userIds, event.payload.frame);
      else if (event.type === chatSocketControlEventType && isControlPayload(event.payload))
        this.#control(event.payload);
    });
  }

  /**
   * Adds a signed-in socket. A socket of the same session key (the SDK's previous socket, which it gave up
   * on) is closed and stops receiving at once, here and in every other process: otherwise both carry each
   * frame until the old one's close handshake completes, and the SDK hears messages twice.
   */
  add(socket: ChatSocketSink): void {
    const socketId = `${this.#processId}:${nextSocketNumber++}`;
    this.#socketIds.set(socket, socketId);
    this.#control({ kind: 'replaced', userId: socket.userId, sessionKey: socket.sessionKey, keep: socketId });
    let set = this.#sockets.get(socket.userId);
    if (!set) {
      set = new Set();
      this.#sockets.set(socket.userId, set);
    }
    set.add(socket);
    this.events.publish({
      type: chatSocketControlEventType,
      clientId: null,
      payload: {
        kind: 'replaced',
        userId: socket.userId,
        sessionKey: socket.sessionKey,
        keep: socketId,
      } satisfies ChatSocketControlPayload,
      occurredAt: new Date(),
    });
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
    // Encoded once per message, not once per receiver: a group's 200 sockets share one buffer.
    let encoded: Buffer | null = null;
    for (const userId of userIds) {
      for (const socket of this.#sockets.get(userId) ?? []) {
        encoded ??= Buffer.from(frame, 'utf8');
        socket.send(encoded);
      }
    }
  }

  #control(payload: ChatSocketControlPayload): void {
    const set = this.#sockets.get(payload.userId);
    if (!set) return;
    for (const socket of [...set]) {
      const ends =
        payload.kind === 'revoked' ||
        (socket.sessionKey === payload.sessionKey && this.#socketIds.get(socket) !== payload.keep);
      if (!ends) continue;
      this.remove(socket);
      socket.close();
    }
  }

  close(): void {
    this.#unsubscribe();
    this.#sockets.clear();
  }
}
