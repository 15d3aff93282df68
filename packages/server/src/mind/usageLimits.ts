import { and, eq, sql } from 'drizzle-orm';
import type { MindUsage } from '@bondkit/core/internal';
import type { Db } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { mindUsage } from '../database/schema/index';
import type { Principal } from '../auth/principal';
import type { ConversationRow } from './conversationStore';
import { ApiProblem } from '../errors/ApiProblem';
import type { MindConfig } from '../config';
import { startOfIndianDate } from '@bondkit/core/calendars';
import { marketToday } from '../trading/marketDate';
import { RateLimiter } from '../auth/rateLimiter';

/** The next India midnight after `now`, when daily counts reset. */
function nextIndiaMidnight(now: Date): Date {
  return new Date(startOfIndianDate(marketToday(now)) + 24 * 3_600_000);
}

/** Per-user limits: a burst limit per minute, questions per day and (with an LLM) tokens per day. */
export class MindUsageLimits {
  readonly #burst: RateLimiter;
  readonly #preview: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly config: MindConfig,
    private readonly now: () => Date,
  ) {
    const clock = () => now().getTime();
    this.#burst = new RateLimiter({
      limit: config.questionsPerMinute,
      windowMilliseconds: 60_000,
      now: clock,
    });
    this.#preview = new RateLimiter({
      limit: config.previewQuestions,
      windowMilliseconds: 24 * 3_600_000,
      now: clock,
    });
  }

  async #today(userId: number) {
    const day = marketToday(this.now());
    const [row] = await this.db
      .select()
      .from(mindUsage)
      .where(and(eq(mindUsage.userId, userId), eq(mindUsage.day, day)));
    return { day, questions: row?.questions ?? 0, tokens: row?.tokens ?? 0 };
  }

  #consumeBurst(userId: number): void {
    const burst = this.#burst.consume(`user:${userId}`);
    if (!burst.allowed)
      throw ApiProblem.tooManyRequests(
        burst.retryAfterSeconds,
        'Too many questions in a minute. Please wait a moment.',
      );
  }

  /** The day's count may move only while under the limits (the tokens too, with an LLM). */
  #underLimits() {
    return this.config.llm
      ? sql`${mindUsage.questions} < ${this.config.dailyQuestions} AND ${mindUsage.tokens} < ${this.config.dailyTokens}`
      : sql`${mindUsage.questions} < ${this.config.dailyQuestions}`;
  }

  /** The 429 of a question the day's limits did not count: which limit, and when it resets. */
  async #refusal(userId: number): Promise<ApiProblem> {
    const usage = await this.#today(userId);
    const resetSeconds = (nextIndiaMidnight(this.now()).getTime() - this.now().getTime()) / 1000;
    if (usage.questions < this.config.dailyQuestions)
      return ApiProblem.tooManyRequests(
        resetSeconds,
        'You have used today\u2019s MIND token budget. It resets at midnight IST.',
      );
    return ApiProblem.tooManyRequests(
      resetSeconds,
      `You have asked MIND ${this.config.dailyQuestions} questions today, the daily limit. It resets at midnight IST.`,
    );
  }

  /**
   * Counts a question in a conversation, or throws a 429 saying which limit was reached and when it resets. One
   * statement reads the caller's conversation (with its message count) and counts the question, so a question
   * waits for one statement before its first words, behind every other question's. The count moves only when the
   * conversation is the caller's (else a 404, answered as for a missing one) and while under the limits, so
   * concurrent questions never overshoot them.
   */
  async consumeQuestionInConversation(
    principal: Principal,
    conversationId: string,
  ): Promise<{ conversation: ConversationRow; messageCount: number }> {
    const userId = principal.user.id;
    this.#consumeBurst(userId);
    const day = marketToday(this.now());
    const result = await this.db.execute(sql`
      WITH conversation AS (
        SELECT id, user_id, client_id, title, created_at, updated_at,
          (SELECT count(*) FROM mind_messages m WHERE m.conversation_id = mind_conversations.id)::int AS message_count
        FROM mind_conversations
        WHERE id = ${conversationId} AND user_id = ${userId} AND client_id = ${principal.client.id}
      ), counted AS (
        INSERT INTO mind_usage (user_id, day, questions, tokens)
        SELECT ${userId}::int, ${day}::date, 1, 0 WHERE EXISTS (SELECT 1 FROM conversation)
        ON CONFLICT (user_id, day) DO UPDATE SET questions = mind_usage.questions + 1
        WHERE ${this.#underLimits()}
        RETURNING questions
      )
      SELECT conversation.*, (SELECT questions FROM counted) AS counted_questions FROM conversation`);
    const [row] = rowsOf(result);
    if (!row) throw ApiProblem.notFound('Conversation not found.');
    const countedQuestions = row.counted_questions === null ? null : Number(row.counted_questions);
    if (countedQuestions === null || countedQuestions > this.config.dailyQuestions)
      throw await this.#refusal(userId);
    return {
      conversation: {
        id: String(row.id),
        userId: Number(row.user_id),
        clientId: Number(row.client_id),
        title: String(row.title),
        createdAt: new Date(row.created_at as string | Date),
        updatedAt: new Date(row.updated_at as string | Date),
      },
      messageCount: Number(row.message_count),
    };
  }

  /** Adds the tokens an LLM answer spent. */
  async addTokens(userId: number, tokens: number): Promise<void> {
    if (tokens <= 0) return;
    const day = marketToday(this.now());
    await this.db
      .insert(mindUsage)
      .values({ userId, day, questions: 0, tokens })
      .onConflictDoUpdate({
        target: [mindUsage.userId, mindUsage.day],
        set: { tokens: sql`${mindUsage.tokens} + ${tokens}` },
      });
  }

  async usage(userId: number): Promise<MindUsage> {
    const usage = await this.#today(userId);
    return {
      questions_used: usage.questions,
      questions_limit: this.config.dailyQuestions,
      tokens_used: this.config.llm ? usage.tokens : null,
      tokens_limit: this.config.llm ? this.config.dailyTokens : null,
      resets_at: nextIndiaMidnight(this.now()).toISOString(),
      planner: this.config.llm ? 'llm' : 'built-in',
    };
  }

  /** Counts a preview question of a visitor, or throws a 429 once the day's few are used. */
  consumePreview(visitor: string): void {
    const decision = this.#preview.consume(visitor);
    if (!decision.allowed)
      throw ApiProblem.tooManyRequests(
        decision.retryAfterSeconds,
        `The preview answers ${this.config.previewQuestions} questions a day. Sign in as a market researcher for more.`,
      );
  }

  /** What a visitor has used of the preview (without counting). */
  previewUsage(visitor: string): MindUsage {
    const peek = this.#preview.peek(visitor);
    return {
      questions_used: Math.min(peek.count, this.config.previewQuestions),
      questions_limit: this.config.previewQuestions,
      tokens_used: null,
      tokens_limit: null,
      resets_at: new Date(peek.resetsAt ?? this.now().getTime() + 24 * 3_600_000).toISOString(),
      planner: this.config.llm ? 'llm' : 'built-in',
    };
  }
}
