import * as z from 'zod/mini';
import { validationMessages } from './messages';

/**
 * MIND (the AI analyst) request and response bodies, shared by the reference server (which validates
 * with them) and `@bondkit/core/mind` (which parses answers with them). Messages follow the Vercel AI
 * SDK's `UIMessage` shape (`{ id, role, parts }`), so any AI SDK client or backend can exchange them.
 */

/** A conversation's title: 1 to 120 characters after trimming. */
const mindConversationTitleSchema = z
  .string({ error: validationMessages.required })
  .check(z.trim())
  .check(z.minLength(1, 'Title is required'))
  .check(z.maxLength(120, 'Ensure this field has no more than 120 characters.'));

/** A question: 1 to 2,000 characters after trimming. */
export const mindQuestionTextSchema = z
  .string({ error: validationMessages.required })
  .check(z.trim())
  .check(z.minLength(1, 'Question is required'))
  .check(z.maxLength(2000, 'Ensure this field has no more than 2000 characters.'));

/** Any part of a stored message: text, a tool call with its result (`tool-…`), a data part (`data-…`). */
const mindMessagePartSchema = z.looseObject({ type: z.string().check(z.minLength(1)) });

/** One message as stored and as the AI SDK's `UIMessage`. */
export const mindMessageSchema = z.looseObject({
  id: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(mindMessagePartSchema).check(z.maxLength(200)),
  metadata: z.optional(z.unknown()),
});
export type MindMessage = z.infer<typeof mindMessageSchema>;

/** A conversation in the list. */
export const mindConversationSummarySchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The live share link id, when the owner has shared it. */
  share_id: z.nullable(z.string()),
});
export type MindConversationSummary = z.infer<typeof mindConversationSummarySchema>;

export const mindConversationListSchema = z.looseObject({
  conversations: z.array(mindConversationSummarySchema),
});

/** A conversation with its messages, oldest first. */
export const mindConversationSchema = z.looseObject({
  ...mindConversationSummarySchema.shape,
  messages: z.array(mindMessageSchema),
});
export type MindConversation = z.infer<typeof mindConversationSchema>;

/** `POST conversations/`: an optional title (default: the first question). */
export const mindCreateConversationSchema = z.strictObject({
  title: z.optional(mindConversationTitleSchema),
});

/** `PATCH conversations/{id}/`. */
export const mindRenameConversationSchema = z.strictObject({ title: mindConversationTitleSchema });

/**
 * `POST conversations/{id}/chat/` and `POST preview/chat/`: the body the AI SDK's `DefaultChatTransport`
 * sends. The server answers the last message, which must be the user's; earlier messages say how much of
 * the stored history the client kept (an edit or a retry drops what followed).
 */
export const mindChatRequestSchema = z.looseObject({
  id: z.optional(z.string().check(z.maxLength(100))),
  messages: z
    .array(mindMessageSchema, { error: validationMessages.required })
    .check(z.minLength(1, 'At least one message is required.'))
    .check(z.maxLength(400)),
  trigger: z.optional(z.enum(['submit-message', 'regenerate-message'])),
  messageId: z.nullish(z.string().check(z.maxLength(100))),
});
export type MindChatRequest = z.infer<typeof mindChatRequestSchema>;

/** `POST conversations/{id}/share/`: the snapshot's unguessable id. */
export const mindShareSchema = z.looseObject({ share_id: z.string(), created_at: z.string() });
export type MindShare = z.infer<typeof mindShareSchema>;

/** `GET public/{shareId}/`: a read-only snapshot of a shared conversation. */
export const mindSharedConversationSchema = z.looseObject({
  share_id: z.string(),
  title: z.string(),
  shared_at: z.string(),
  messages: z.array(mindMessageSchema),
});
export type MindSharedConversation = z.infer<typeof mindSharedConversationSchema>;

/** `GET usage/` and `GET preview/usage/`: what is left today. */
export const mindUsageSchema = z.looseObject({
  questions_used: z.number().check(z.int()),
  questions_limit: z.number().check(z.int()),
  /** Tokens spent today by the LLM planner; null when no LLM is configured. */
  tokens_used: z.nullable(z.number().check(z.int())),
  tokens_limit: z.nullable(z.number().check(z.int())),
  resets_at: z.string(),
  planner: z.enum(['built-in', 'llm']),
});
export type MindUsage = z.infer<typeof mindUsageSchema>;

/** `GET suggestions/`: questions to start with. */
export const mindSuggestionsSchema = z.looseObject({ suggestions: z.array(z.string()) });
