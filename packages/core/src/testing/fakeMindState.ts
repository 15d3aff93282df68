import type { UiMessageChunk } from '../mind/uiMessageChunk';
import type { MindMessage } from '../validation/mindPayloads';
import { textAnswerChunks } from './fakeMindTransport';

/** A MIND conversation the fake holds: its owner's (by email) alone. */
export interface FakeMindConversation {
  /** Unguessable on the server; `fake-conversation-<n>` here. */
  id: string;
  /** The owner's email. */
  owner: string;
  /** 'New conversation' until renamed (the server names it after its first question). */
  title: string;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601; the list is newest first by it. */
  updated_at: string;
  /** Oldest first: each question asked (`askMind`) and its answer; tests may put messages here too. */
  messages: MindMessage[];
}

/** A share link: a snapshot of a conversation when it was shared. */
export interface FakeMindShare {
  /** The link's id (`public/{id}/`); `fake-share-<n>` here. */
  id: string;
  /** The shared conversation's id. */
  conversation_id: string;
  /** The conversation's title when it was shared. */
  title: string;
  /** The conversation's messages when it was shared. */
  messages: MindMessage[];
  /** ISO 8601: when it was shared. */
  created_at: string;
  /** Revoked (or replaced by a newer link): answers 404. */
  revoked: boolean;
}

/** What the fake's MIND endpoints (`mind-api/…`) hold; tests may change it. */
export interface FakeMindState {
  /** Every user's conversations, oldest first. Default none. */
  conversations: FakeMindConversation[];
  /** Every share link, live or revoked. Default none. */
  shares: FakeMindShare[];
  /** What `GET mind-api/suggestions/` answers. Default: two questions the server's built-in planner answers. */
  suggestions: string[];
  /** Questions a signed-in user may ask a day (the fake counts none: `questions_used` stays 0). Default 200. */
  questionsLimit: number;
  /** Questions a signed-out visitor may ask the preview a day (none counted either). Default 3. */
  previewQuestionsLimit: number;
  /**
   * The analyst: the chunks of the answer to a question, which both chat streams send (a conversation's is
   * stored with it). Default: a short text answer that repeats the question.
   */
  answer: (question: string) => readonly UiMessageChunk[];
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
    answer: (question) => textAnswerChunks(`The fake analyst was asked: ${question}`),
  };
}
