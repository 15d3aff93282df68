import { and, eq, sql } from 'drizzle-orm';
import type { MindUsage } from '@bondkit/core/validation';
import type { Db } from '../database/connection';
import { mindUsage } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { MindConfig } from '../config';
import { marketToday } from '../trading/marketDate';
import { RateLimiter } from '../auth/rateLimiter';

/** The next India midnight after `now`, when daily counts reset. */
export function nextIndiaMidnight(now: Date): Date {
  const today = marketToday(now);
  // India is UTC+5:30 with no daylight saving: its midnight is 18:30 UTC the day before.
  const midnight = new Date(`${today}T00:00:00+05:30`);
  return new Date(midnight.getTime() + 24 * 3_600_000);
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

  /**
   * Counts a question, or throws a 429 saying which limit was reached and when it resets. One statement counts and
   * checks at once (the count only moves while under the limits), so concurrent questions never overshoot it.
   */
  async consumeQuestion(userId: number): Promise<void> {
    const burst = this.#burst.consume(`user:${userId}`);
    if (!burst.allowed)
      throw ApiProblem.tooManyRequests(
        burst.retryAfterSeconds,
        'Too many questions in a minute. Please wait a moment.',
      );
    const day = marketToday(this.now());
    const underLimits = this.config.llm
      ? sql`${mindUsage.questions} < ${this.config.dailyQuestions} AND ${mindUsage.tokens} < ${this.config.dailyTokens}`
      : sql`${mindUsage.questions} < ${this.config.dailyQuestions}`;
    const counted = await this.db
      .insert(mindUsage)
      .values({ userId, day, questions: 1, tokens: 0 })
      .onConflictDoUpdate({
        target: [mindUsage.userId, mindUsage.day],
        set: { questions: sql`${mindUsage.questions} + 1` },
        setWhere: underLimits,
      })
      .returning({ questions: mindUsage.questions });
    if (counted[0] && counted[0].questions <= this.config.dailyQuestions) return;
    const usage = await this.#today(userId);
    const resetSeconds = (nextIndiaMidnight(this.now()).getTime() - this.now().getTime()) / 1000;
    if (usage.questions < this.config.dailyQuestions)
      throw ApiProblem.tooManyRequests(
        resetSeconds,
        'You have used today\u2019s MIND token budget. It resets at midnight IST.',
      );
    throw ApiProblem.tooManyRequests(
      resetSeconds,
      `You have asked MIND ${this.config.dailyQuestions} questions today, the daily limit. It resets at midnight IST.`,
    );
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
