import type { MindMessage } from '../validation/mindPayloads';

/** A MIND conversation the fake holds: its owner's (by email) alone. */
export interface FakeMindConversation {
  id: string;
  /** The owner's email. */
  owner: string;
  title: string;
  created_at: string;
  updated_at: string;
  /** Oldest first. The fake does not answer the chat stream (see `createFakeMindTransport`): put them here. */
  messages: MindMessage[];
}

/** A share link: a snapshot of a conversation when it was shared. */
export interface FakeMindShare {
  id: string;
  conversation_id: string;
  title: string;
  messages: MindMessage[];
  created_at: string;
  /** Revoked (or replaced by a newer link): answers 404. */
  revoked: boolean;
}

/** What the fake's MIND endpoints (`mind-api/…`) hold; tests may change it. */
export interface FakeMindState {
  conversations: FakeMindConversation[];
  shares: FakeMindShare[];
  /** What `GET mind-api/suggestions/` answers. */
  suggestions: string[];
  /** Questions a day: a signed-in user's and a preview visitor's (the fake counts none: they stay unused). */
  questionsLimit: number;
  previewQuestionsLimit: number;
}

/** An empty MIND: no conversations, the server's default limits (200 questions a day, 3 in the preview). */
export function createFakeMindState(): FakeMindState {
  return {
    conversations: [],
    shares: [],
    suggestions: [
      'What is the yield of 7.18% GS 2033 at 101.25 for settlement tomorrow?',
      'Show the G-sec curve',
    ],
    questionsLimit: 200,
    previewQuestionsLimit: 3,
  };
}
