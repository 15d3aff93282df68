/** What the chat fan-out benchmark's driver and its client process say to each other over IPC. */
import type { BenchChatUser } from './chatLatencyProtocol';

/** The driver's start message. */
export interface ChatFanOutRequest {
  type: 'start';
  /** http://127.0.0.1:port of a reference server; several: the users spread over them (two processes). */
  origins: string[];
  users: BenchChatUser[];
  /**
   * `group`: every user in one trading group (filled by invitation and acceptance, timed), each message
   * heard by all the others. `direct`: a ring of direct channels (user i with user i+1), as many channels
   * as users, each message heard by one.
   */
  mode: 'group' | 'direct';
  /** Rounds of sending. In a group round one member sends; in a direct round every channel sends once. */
  rounds: number;
  /** Pause between rounds, in ms (direct rounds spread their sends over it). */
  pauseMs: number;
}

/** The client process's answer. */
export type ChatFanOutReport =
  | { type: 'connected'; users: number; connectMs: number; channels: number; fillMs: number }
  | {
      type: 'done';
      /** send() called -> onMessageReceived, in ms, one per receiver per message. */
      latencies: number[];
      /** Expected receptions that did not arrive within 10 s. */
      lost: number;
      /** Receptions of a message id a receiver had already heard. */
      duplicated: number;
      /** Reconnects the SDKs started while measuring. */
      reconnects: number;
    }
  | { type: 'error'; message: string };
