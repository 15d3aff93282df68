/** What the chat latency benchmark's driver and its client process say to each other over IPC. */

/** One chat user the client process signs in with the real SDK. */
export interface BenchChatUser {
  userId: string;
  token: string;
}

/** The driver's start message: where the service is, who signs in, and what to send. */
export interface ChatLatencyRequest {
  type: 'start';
  /** http://127.0.0.1:port of the reference server. */
  origin: string;
  /** Every chat user; the first two are the measured sender and receiver, the rest pair up as background. */
  users: BenchChatUser[];
  /** Messages the measured sender sends, one at a time, each waited for at the receiver. */
  messages: number;
  /** Pause between two measured messages, in ms. */
  pauseMs: number;
  /** Each background pair sends one message this often (ms); 0 keeps them connected and silent. */
  backgroundIntervalMs: number;
}

/** The client process's answer. */
export type ChatLatencyReport =
  | { type: 'connected'; users: number; connectMs: number; channelsMs: number }
  | {
      type: 'done';
      /** send() called at the sender -> onMessageReceived at the receiver, in ms, one per measured message. */
      latencies: number[];
      /** send() called -> the sender's acknowledgement, in ms. */
      acknowledgements: number[];
      backgroundSent: number;
      backgroundReceived: number;
      lost: number;
    }
  | { type: 'error'; message: string };
