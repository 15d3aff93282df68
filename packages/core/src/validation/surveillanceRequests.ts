import * as z from 'zod/mini';
import { surveillanceAuditActions } from './surveillancePayloads';

/**
 * Request bodies and queries of the surveillance area (issue 18 item 4) and the trade review's thresholds:
 * the server validates with these, and the app checks a form with them as it is typed.
 */

/**
 * The trade review's thresholds. The spec shows none ("Yield/price threshold: value not shown"); these are
 * the house rules, written once here so the server, the page and the documentation agree.
 */
export const surveillanceThresholds = {
  /** A quote, ticket or order whose clean price is this many percent or more from the fair value: 1%. */
  priceDeviationPercent: 1,
  /** A trade reported this many minutes or more after its trade time: 15 (the OTC reporting window). */
  lateReportMinutes: 15,
  /** A quote withdrawn within this many seconds of being placed: 60. */
  quickCancelSeconds: 60,
} as const;

/** The longest period one download-chats call covers: 31 days. */
export const downloadChatsMaximumDays = 31;
/** The most channels one download-chats call names: 200. */
const downloadChatsMaximumChannels = 200;

const epochMilliseconds = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .check(z.int(`${label} must be a time in epoch milliseconds.`))
    .check(z.minimum(0, `${label} must be a time in epoch milliseconds.`))
    .check(z.maximum(8_640_000_000_000_000, `${label} must be a time in epoch milliseconds.`));

/** `POST api/download-chats` body: `{ startTime, endTime, channelIds[] }`, times in epoch milliseconds. */
export const downloadChatsRequestSchema = z
  .strictObject({
    startTime: epochMilliseconds('startTime'),
    endTime: epochMilliseconds('endTime'),
    channelIds: z
      .array(
        z
          .string()
          .check(z.trim())
          .check(z.minLength(1, 'A channel id cannot be empty.'))
          .check(z.maxLength(200)),
        {
          error: 'channelIds is required',
        },
      )
      .check(z.minLength(1, 'Choose at least one channel.'))
      .check(
        z.maxLength(
          downloadChatsMaximumChannels,
          `At most ${downloadChatsMaximumChannels} channels at a time.`,
        ),
      ),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.endTime <= body.startTime)
        context.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must be after the start.' });
      else if (body.endTime - body.startTime > downloadChatsMaximumDays * 86_400_000)
        context.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: `A download covers at most ${downloadChatsMaximumDays} days.`,
        });
    }),
  );
export type DownloadChatsRequest = z.infer<typeof downloadChatsRequestSchema>;

/**
 * The columns of the download-chats CSV, in order: one row per message, its time in UTC (ISO 8601) and in
 * India time, who sent it from which firm, and a file message's file name.
 */
export const chatDownloadColumns = [
  'channel_url',
  'channel_name',
  'sent_at',
  'sent_at_india',
  'sender_id',
  'sender_name',
  'sender_firm',
  'message_type',
  'message',
  'file_name',
  /** `edited`, `deleted` or empty. */
  'status',
  /** Earlier versions, oldest first: `[edit|delete by user at ISO time] text`, separated by ` | `. */
  'earlier_versions',
  /**
   * Reactions and pins, oldest first: `[reaction_added 👍|reaction_removed 👍|pinned|unpinned by user at ISO
   * time]`, separated by ` | `.
   */
  'reactions_and_pins',
] as const;

const dateQuery = (label: string) => z.optional(z.iso.date(`${label} must be a date (YYYY-MM-DD).`));

/**
 * `GET api/surveillance/messages/search/` query: any of text, member (name, e-mail or chat user id), bond
 * (a name, ISIN or issuer the message mentions) and a date range (inclusive, India time). At least one.
 */
export const surveillanceSearchQuerySchema = z
  .strictObject({
    text: z.optional(z.string().check(z.trim()).check(z.maxLength(200))),
    member: z.optional(z.string().check(z.trim()).check(z.maxLength(200))),
    bond: z.optional(z.string().check(z.trim()).check(z.maxLength(200))),
    from: dateQuery('from'),
    to: dateQuery('to'),
  })
  .check(
    z.superRefine((query, context) => {
      if (!query.text && !query.member && !query.bond && !query.from && !query.to)
        context.addIssue({
          code: 'custom',
          path: ['text'],
          message: 'Enter text, a member, a bond or a date.',
        });
      if (query.from && query.to && query.to < query.from)
        context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from.' });
    }),
  );
export type SurveillanceSearchQuery = z.infer<typeof surveillanceSearchQuerySchema>;

/** The most messages one search answers: 500 (newest first). */
export const surveillanceSearchLimit = 500;

/** `POST api/surveillance/alerts/review/` body. */
export const surveillanceAlertReviewRequestSchema = z.strictObject({
  alert_id: z
    .string({ error: 'alert_id is required' })
    .check(
      z.regex(/^(quote|ticket|order):\d{1,10}:(price_deviation|late_report|quick_cancel)$/, 'Unknown alert.'),
    ),
  note: z
    .string({ error: 'note is required' })
    .check(z.trim())
    .check(z.minLength(1, 'A review note is required.'))
    .check(z.maxLength(2000, 'At most 2000 characters.')),
});
export type SurveillanceAlertReviewRequest = z.infer<typeof surveillanceAlertReviewRequestSchema>;

/** `GET api/surveillance/audit/` query. */
export const surveillanceAuditQuerySchema = z.strictObject({
  action: z.optional(z.enum(surveillanceAuditActions)),
  limit: z._default(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(1000)), 200),
});
