import * as z from 'zod';
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
export const downloadChatsMaximumChannels = 200;

const epochMilliseconds = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a time in epoch milliseconds.`)
    .min(0, `${label} must be a time in epoch milliseconds.`)
    .max(8_640_000_000_000_000, `${label} must be a time in epoch milliseconds.`);

/** `POST api/download-chats` body: `{ startTime, endTime, channelIds[] }`, times in epoch milliseconds. */
export const downloadChatsRequestSchema = z
  .strictObject({
    startTime: epochMilliseconds('startTime'),
    endTime: epochMilliseconds('endTime'),
    channelIds: z
      .array(z.string().trim().min(1, 'A channel id cannot be empty.').max(200), {
        error: 'channelIds is required',
      })
      .min(1, 'Choose at least one channel.')
      .max(downloadChatsMaximumChannels, `At most ${downloadChatsMaximumChannels} channels at a time.`),
  })
  .superRefine((body, context) => {
    if (body.endTime <= body.startTime)
      context.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must be after the start.' });
    else if (body.endTime - body.startTime > downloadChatsMaximumDays * 86_400_000)
      context.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: `A download covers at most ${downloadChatsMaximumDays} days.`,
      });
  });
export type DownloadChatsRequest = z.infer<typeof downloadChatsRequestSchema>;

const dateQuery = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD).`).optional();

/**
 * `GET api/surveillance/messages/search/` query: any of text, member (name, e-mail or chat user id), bond
 * (a name, ISIN or issuer the message mentions) and a date range (inclusive, India time). At least one.
 */
export const surveillanceSearchQuerySchema = z
  .strictObject({
    text: z.string().trim().max(200).optional(),
    member: z.string().trim().max(200).optional(),
    bond: z.string().trim().max(200).optional(),
    from: dateQuery('from'),
    to: dateQuery('to'),
  })
  .superRefine((query, context) => {
    if (!query.text && !query.member && !query.bond && !query.from && !query.to)
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Enter text, a member, a bond or a date.',
      });
    if (query.from && query.to && query.to < query.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from.' });
  });
export type SurveillanceSearchQuery = z.infer<typeof surveillanceSearchQuerySchema>;

/** The most messages one search answers: 500 (newest first). */
export const surveillanceSearchLimit = 500;

/** `POST api/surveillance/alerts/review/` body. */
export const surveillanceAlertReviewRequestSchema = z.strictObject({
  alert_id: z
    .string({ error: 'alert_id is required' })
    .regex(/^(quote|ticket|order):\d{1,10}:(price_deviation|late_report|quick_cancel)$/, 'Unknown alert.'),
  note: z
    .string({ error: 'note is required' })
    .trim()
    .min(1, 'A review note is required.')
    .max(2000, 'At most 2000 characters.'),
});
export type SurveillanceAlertReviewRequest = z.infer<typeof surveillanceAlertReviewRequestSchema>;

/** `GET api/surveillance/audit/` query. */
export const surveillanceAuditQuerySchema = z.strictObject({
  action: z.enum(surveillanceAuditActions).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type SurveillanceAuditQuery = z.infer<typeof surveillanceAuditQuerySchema>;
