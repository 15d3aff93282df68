/**
 * What the chat latency benchmark's driver says to its server processes and its client processes over IPC.
 * Every request carries an id; the answer carries the same id.
 */

/** One chat user a client process signs in with the real SDK. */
export interface BenchChatUser {
  userId: string;
  token: string;
}

/** The driver's requests to a server process (chatBenchServer.ts). */
export type ChatBenchServerRequest =
  | {
      type: 'start';
      id: number;
      /** A PostgreSQL database; absent: PGlite in memory (as `npm start` without DATABASE_URL). */
      databaseUrl?: string;
      /** Bench users to make (platform users of one seeded firm) and sign tokens for: this many, or 0. */
      seedUsers: number;
    }
  | { type: 'stats'; id: number }
  | { type: 'stop'; id: number };

/** A server process's answers. */
export type ChatBenchServerAnswer =
  | { type: 'ready'; id: number; origin: string; users: BenchChatUser[] }
  | {
      type: 'stats';
      id: number;
      /** CPU time (user + system) the process used since it was last asked, ms. */
      cpuMs: number;
      /** HTTP requests answered since it was last asked. */
      requests: number;
      /** The longest garbage collection pause since it was last asked, ms. */
      longestCollectionMs: number;
      /** Event loop delay since it was last asked: p50, p99 and max, ms. */
      loopDelay: { p50: number; p99: number; max: number };
    }
  | { type: 'stopped'; id: number }
  | { type: 'error'; id: number; message: string };

/** A sending a client process schedules: `senderId` sends `text` in `url` after `delayMs`. */
export interface BenchSending {
  senderId: string;
  url: string;
  text: string;
  delayMs: number;
}

/** The driver's requests to a client process (chatBenchClients.ts). */
export type ChatBenchClientRequest =
  | { type: 'connect'; id: number; users: { user: BenchChatUser; origin: string }[] }
  /** The creator makes a trading group and invites every other user (99 at a time, the SDK's limit). */
  | { type: 'create-group'; id: number; creatorId: string; inviteeIds: string[] }
  /** These users (of this process) open the group and accept its invitation, 10 at a time. */
  | { type: 'accept'; id: number; url: string; userIds: string[] }
  /** Each sender (of this process) makes a direct channel with its receiver (both joined at once). */
  | { type: 'create-direct'; id: number; pairs: { senderId: string; receiverId: string }[] }
  /** These users load channels, as an open ChatWorkspace has them. */
  | { type: 'load'; id: number; channels: { userId: string; url: string }[] }
  | { type: 'send'; id: number; sendings: BenchSending[] }
  /** Answers what was sent and heard since the last collect, and forgets it. */
  | { type: 'collect'; id: number }
  | { type: 'disconnect'; id: number };

/** A client process's answers. */
export type ChatBenchClientAnswer =
  | { type: 'connected'; id: number }
  | { type: 'created-group'; id: number; url: string }
  | {
      type: 'accepted';
      id: number;
      /** Requests tried again after the SDK's network error. */ retries: number;
    }
  | { type: 'created-direct'; id: number; channels: { senderId: string; receiverId: string; url: string }[] }
  | { type: 'loaded'; id: number }
  | {
      type: 'sent';
      id: number;
      /** When each text was handed to the SDK (epoch ms, the machine's clock shared by the processes). */
      sentAt: [text: string, at: number][];
      failures: number;
    }
  | {
      type: 'collected';
      id: number;
      /** text → receiver → arrival times (epoch ms); more than one time is a duplicate. */
      arrivals: [text: string, receiverId: string, times: number[]][];
      /** Reconnects the SDKs started since the last collect. */
      reconnects: number;
      /** Of the arrivals, messages fetched after a reconnect (missed by the socket, not lost). */
      recovered: number;
      /** This process's event loop delay p99 since the last collect, ms. */
      loopDelayP99: number;
    }
  | { type: 'disconnected'; id: number }
  | { type: 'error'; id: number; message: string };
