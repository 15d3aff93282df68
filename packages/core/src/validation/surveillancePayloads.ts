import * as z from 'zod/mini';

/**
 * Response bodies of the compliance officer's surveillance area (issue 18 item 4): the firm's chat channels
 * read-only, message search, the trade review's alerts and the audit log. The client parses with these; the
 * request bodies and thresholds are in `surveillanceRequests.ts` (kept apart so the client bundle does not
 * carry the server's request checks).
 */

/** A channel member as surveillance shows it: who, and at which firm. */
const surveillanceMemberSchema = z.looseObject({
  user_id: z.string(),
  nickname: z.string(),
  client_id: z.number().check(z.int()),
  firm_name: z.string(),
});

/** One chat channel of the firm (a channel with at least one member of the firm). */
export const surveillanceChannelSchema = z.looseObject({
  channel_url: z.string(),
  name: z.string(),
  custom_type: z.string(),
  members: z.array(surveillanceMemberSchema),
  message_count: z.number().check(z.int()),
  /** Epoch ms of the newest message; null for an empty channel. */
  last_message_at: z.nullable(z.number()),
  created_at: z.number(),
});
export type SurveillanceChannel = z.infer<typeof surveillanceChannelSchema>;

/** A message as surveillance shows it. */
const surveillanceMessageSchema = z.looseObject({
  message_id: z.number().check(z.int()),
  channel_url: z.string(),
  channel_name: z.string(),
  /** `MESG`, `FILE` or `ADMM`. */
  message_type: z.string(),
  sender_id: z.nullable(z.string()),
  sender_name: z.string(),
  sender_firm: z.string(),
  message: z.string(),
  /** The file's name for a file message, else null. */
  file_name: z.nullable(z.string()),
  created_at: z.number(),
  /** Epoch ms of its sender's last edit; null (or absent) when never edited. */
  edited_at: z.optional(z.nullable(z.number())),
  /** Epoch ms it was deleted for the members (compliance still sees it); null (or absent) when not. */
  deleted_at: z.optional(z.nullable(z.number())),
  /** What it said before each edit and before its deletion, oldest first. Absent or empty: unchanged. */
  history: z.optional(
    z.array(
      z.looseObject({
        /** `edit` or `delete`. */
        kind: z.string(),
        /** The text before this change. */
        previous_message: z.string(),
        /** Who changed it (chat user id). */
        changed_by: z.string(),
        changed_at: z.number(),
      }),
    ),
  ),
  /** Reactions added and removed and pins and unpins on it, oldest first. Absent or empty: none. */
  activity: z.optional(
    z.array(
      z.looseObject({
        /** `reaction_added`, `reaction_removed`, `pinned` or `unpinned`. */
        kind: z.string(),
        /** The reaction's key (an emoji) for a reaction; null for a pin or unpin. */
        reaction: z.nullable(z.string()),
        /** Who did it (chat user id). */
        by: z.string(),
        /** Their name as chat shows it. */
        by_name: z.string(),
        at: z.number(),
      }),
    ),
  ),
});
export type SurveillanceMessage = z.infer<typeof surveillanceMessageSchema>;

/** `GET api/surveillance/channels/{url}/messages/` answer: the channel and its messages, oldest first. */
export const surveillanceChannelMessagesSchema = z.looseObject({
  channel: surveillanceChannelSchema,
  messages: z.array(surveillanceMessageSchema),
});
export type SurveillanceChannelMessages = z.infer<typeof surveillanceChannelMessagesSchema>;

/** `GET api/surveillance/messages/search/` answer. */
export const surveillanceSearchResultSchema = z.looseObject({
  /** The bonds the `bond` term matched (names and ISINs searched for), empty without one. */
  matched_bonds: z.array(z.looseObject({ isin: z.string(), display_name: z.string() })),
  results: z.array(surveillanceMessageSchema),
  /** True when more than {@link surveillanceSearchLimit} messages matched. */
  truncated: z.boolean(),
});
export type SurveillanceSearchResult = z.infer<typeof surveillanceSearchResultSchema>;

const surveillanceAlertKinds = ['price_deviation', 'late_report', 'quick_cancel'] as const;
export type SurveillanceAlertKind = (typeof surveillanceAlertKinds)[number];
const surveillanceItemKinds = ['quote', 'ticket', 'order'] as const;
export type SurveillanceItemKind = (typeof surveillanceItemKinds)[number];

/** One alert of the trade review on a quote, ticket (a negotiation's response or counter) or order. */
export const surveillanceAlertSchema = z.looseObject({
  /** `{item_kind}:{item_id}:{kind}`, stable across calls. */
  id: z.string(),
  kind: z.enum(surveillanceAlertKinds),
  item_kind: z.enum(surveillanceItemKinds),
  item_id: z.number().check(z.int()),
  isin: z.string(),
  bond_name: z.string(),
  side: z.string(),
  quantity: z.number(),
  unit_clean_price: z.nullable(z.number()),
  /** The fair value at the bond's simulated market yield, for price deviations; else null. */
  fair_price: z.nullable(z.number()),
  deviation_percent: z.nullable(z.number()),
  /** What the alert says, in words. */
  detail: z.string(),
  placed_by: z.string(),
  /** ISO time the quote, ticket or order was placed. */
  placed_at: z.string(),
  reviewed: z.boolean(),
  reviewed_by: z.nullable(z.string()),
  reviewed_at: z.nullable(z.string()),
  review_note: z.nullable(z.string()),
});
export type SurveillanceAlert = z.infer<typeof surveillanceAlertSchema>;

/** `GET api/surveillance/trade-review/` answer. */
export const surveillanceTradeReviewSchema = z.looseObject({
  thresholds: z.looseObject({
    price_deviation_percent: z.number(),
    late_report_minutes: z.number(),
    quick_cancel_seconds: z.number(),
  }),
  /** How many quotes, tickets and orders of the firm were reviewed. */
  reviewed_items: z.number().check(z.int()),
  alerts: z.array(surveillanceAlertSchema),
});
export type SurveillanceTradeReview = z.infer<typeof surveillanceTradeReviewSchema>;

export const surveillanceAuditActions = [
  'channels_listed',
  'channel_opened',
  'messages_searched',
  'chats_downloaded',
  'trade_review_viewed',
  'alert_reviewed',
  'audit_log_exported',
] as const;
export type SurveillanceAuditAction = (typeof surveillanceAuditActions)[number];

/** One entry of the surveillance audit log. */
const surveillanceAuditEntrySchema = z.looseObject({
  id: z.number().check(z.int()),
  action: z.enum(surveillanceAuditActions),
  user_name: z.string(),
  user_email: z.string(),
  /** What was looked at: channel, search terms, download range, alert and note. */
  details: z.record(z.string(), z.unknown()),
  /** ISO time. */
  created_at: z.string(),
});
export type SurveillanceAuditEntry = z.infer<typeof surveillanceAuditEntrySchema>;

/** `GET api/surveillance/audit/` answer, newest first. */
export const surveillanceAuditLogSchema = z.looseObject({
  count: z.number().check(z.int()),
  results: z.array(surveillanceAuditEntrySchema),
});
export type SurveillanceAuditLog = z.infer<typeof surveillanceAuditLogSchema>;
