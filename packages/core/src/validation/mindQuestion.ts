import * as z from 'zod/mini';
import { mindQuestionTextSchema, type MindChatRequest } from './mindPayloads';

/** The text of a message's text parts, one per line. */
export function mindMessageText(message: { parts: readonly { type: string; text?: unknown }[] }): string {
  return message.parts
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n');
}

/**
 * The question a MIND chat request asks: its last message, which must be the user's, as checked text. Or
 * the problem, which the server (and the testing fake) answer as a 400 on `messages`.
 */
export function mindChatQuestion(
  request: MindChatRequest,
): { id: string; text: string } | { problem: string } {
  const last = request.messages.at(-1);
  if (last?.role !== 'user') return { problem: 'The last message must be the question (role user).' };
  const parsed = z.safeParse(mindQuestionTextSchema, mindMessageText(last));
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Question is required' };
  return { id: last.id, text: parsed.data };
}
