import {
  downloadChatsRequestSchema,
  surveillanceAlertReviewRequestSchema,
  surveillanceAlertSchema,
  surveillanceAuditLogSchema,
  surveillanceChannelMessagesSchema,
  surveillanceChannelSchema,
  surveillanceSearchQuerySchema,
  surveillanceSearchResultSchema,
  surveillanceThresholds,
  surveillanceTradeReviewSchema,
} from '@bondkit/core/validation';
import type {
  SurveillanceAlert,
  SurveillanceAuditEntry,
  SurveillanceChannel,
  SurveillanceMessage,
  SurveillanceSearchResult,
} from '@bondkit/core/validation';
import { jsonResponse } from './renderApp';
import type { ExtraRoute } from './renderApp';

/**
 * A small stand-in for the server's surveillance routes (the core's fake API serves none of them): the
 * fixtures are typed with the core's payload types and every answer is parsed with the payload schema
 * before it is sent, and every request body or query with the request schema, so a drift between these
 * fixtures and the shared schemas fails here rather than passing silently.
 */

const gsMember = { user_id: 'chat-1', nickname: 'Dev', client_id: 1, firm_name: 'Alpha Securities' };
const counterparty = { user_id: 'chat-9', nickname: 'Meera', client_id: 9, firm_name: 'Kestrel Capital' };

export const gsChannel: SurveillanceChannel = {
  channel_url: 'bk_gs_2033_desk',
  name: 'GS 2033 desk',
  custom_type: 'negotiation',
  members: [gsMember, counterparty],
  message_count: 2,
  last_message_at: Date.parse('2026-11-20T05:10:00Z'),
  created_at: Date.parse('2026-11-01T04:00:00Z'),
};

export const recChannel: SurveillanceChannel = {
  channel_url: 'bk_rec_2030_axes',
  name: 'REC 2030 axes',
  custom_type: 'group',
  members: [gsMember],
  message_count: 1,
  last_message_at: Date.parse('2026-11-21T06:00:00Z'),
  created_at: Date.parse('2026-11-02T04:00:00Z'),
};

const message = (
  channel: SurveillanceChannel,
  messageId: number,
  sender: typeof gsMember,
  text: string,
  sentAt: string,
): SurveillanceMessage => ({
  message_id: messageId,
  channel_url: channel.channel_url,
  channel_name: channel.name,
  message_type: 'MESG',
  sender_id: sender.user_id,
  sender_name: sender.nickname,
  sender_firm: sender.firm_name,
  message: text,
  file_name: null,
  created_at: Date.parse(sentAt),
});

export const messagesByChannel: Record<string, SurveillanceMessage[]> = {
  [gsChannel.channel_url]: [
    message(gsChannel, 501, counterparty, 'Bid 101.25 for 5 cr of 7.18% GS 2033?', '2026-11-20T05:00:00Z'),
    message(gsChannel, 502, gsMember, 'Offer at 101.40, firm for ten minutes.', '2026-11-20T05:10:00Z'),
  ],
  [recChannel.channel_url]: [
    message(recChannel, 601, gsMember, 'Axe: REC 2030 (INE020B08DZ1) to sell.', '2026-11-21T06:00:00Z'),
  ],
};

/** Bonds the search's `bond` term can name, by name or ISIN. */
const knownBonds = [
  { isin: 'IN0020230085', display_name: '7.18% GS 2033' },
  { isin: 'INE020B08DZ1', display_name: 'REC 2030' },
];

const alert = (
  id: SurveillanceAlert['id'],
  fields: Pick<SurveillanceAlert, 'kind' | 'item_kind' | 'item_id' | 'detail' | 'placed_by'>,
): SurveillanceAlert => ({
  id,
  ...fields,
  isin: 'IN0020230085',
  bond_name: '7.18% GS 2033',
  side: 'buy',
  quantity: 50_000_000,
  unit_clean_price: fields.kind === 'price_deviation' ? 103.5 : 101.25,
  fair_price: fields.kind === 'price_deviation' ? 101.2 : null,
  deviation_percent: fields.kind === 'price_deviation' ? 2.27 : null,
  placed_at: '2026-11-20T05:00:00Z',
  reviewed: false,
  reviewed_by: null,
  reviewed_at: null,
  review_note: null,
});

export function tradeAlerts(): SurveillanceAlert[] {
  return [
    alert('quote:41:price_deviation', {
      kind: 'price_deviation',
      item_kind: 'quote',
      item_id: 41,
      detail: 'Clean price 103.50 is 2.27% above the fair value 101.20.',
      placed_by: 'Dev',
    }),
    alert('ticket:7:late_report', {
      kind: 'late_report',
      item_kind: 'ticket',
      item_id: 7,
      detail: 'Reported 42 minutes after the trade.',
      placed_by: 'Dev',
    }),
    alert('quote:43:quick_cancel', {
      kind: 'quick_cancel',
      item_kind: 'quote',
      item_id: 43,
      detail: 'Withdrawn 12 seconds after it was placed.',
      placed_by: 'Meera',
    }),
  ];
}

export const auditEntries: SurveillanceAuditEntry[] = [
  {
    id: 12,
    action: 'channel_opened',
    user_name: 'Chetan',
    user_email: 'compliance@bondkit.test',
    details: { channel_url: gsChannel.channel_url },
    created_at: '2026-11-22T04:30:00Z',
  },
  {
    id: 11,
    action: 'messages_searched',
    user_name: 'Chetan',
    user_email: 'compliance@bondkit.test',
    details: { bond: '7.18% GS 2033', results: 1 },
    created_at: '2026-11-22T04:20:00Z',
  },
];

export const auditCsv = 'id,action,user_email\r\n12,channel_opened,compliance@bondkit.test\r\n';

const fieldErrorsResponse = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  jsonResponse(
    400,
    Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), [issue.message]])),
  );

/**
 * A CSV answer. Its `blob()` gives the page's own `Blob`: under jsdom the `Response` is Node's, whose
 * `blob()` makes a Node Blob that fails the client's `instanceof Blob` check (a browser has one Blob).
 */
function csvResponse(text: string): Response {
  const response = new Response(text, { status: 200, headers: { 'content-type': 'text/csv' } });
  return Object.assign(response, { blob: async () => new Blob([text], { type: 'text/csv' }) });
}

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
}

function search(query: URLSearchParams): Response {
  const checked = surveillanceSearchQuerySchema.safeParse(Object.fromEntries(query));
  if (!checked.success) return fieldErrorsResponse(checked.error.issues);
  const { text, bond } = checked.data;
  const matchedBonds = bond
    ? knownBonds.filter(
        (known) =>
          known.isin === bond.toUpperCase() || known.display_name.toLowerCase().includes(bond.toLowerCase()),
      )
    : [];
  const results = Object.values(messagesByChannel)
    .flat()
    .filter((found) => !text || found.message.toLowerCase().includes(text.toLowerCase()))
    .filter(
      (found) =>
        !bond ||
        matchedBonds.some(
          (known) => found.message.includes(known.display_name) || found.message.includes(known.isin),
        ),
    )
    .sort((first, second) => second.created_at - first.created_at);
  const answer: SurveillanceSearchResult = { matched_bonds: matchedBonds, results, truncated: false };
  return jsonResponse(200, surveillanceSearchResultSchema.parse(answer));
}

export interface SurveillanceRoutesOptions {
  /** Answers the trade review with this status instead of the alerts while it returns a number. Default: never. */
  tradeReviewFailure?: () => number | undefined;
  /** The alerts of the trade review. Default: {@link tradeAlerts}. */
  alerts?: SurveillanceAlert[];
}

/** The surveillance routes of the server, answering the fixtures above. */
export function surveillanceRoutes(options: SurveillanceRoutesOptions = {}): ExtraRoute {
  const alerts = options.alerts ?? tradeAlerts();
  const channels = [gsChannel, recChannel];
  return (url, init) => {
    const path = url.pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/surveillance/channels/')
      return jsonResponse(
        200,
        channels.map((channel) => surveillanceChannelSchema.parse(channel)),
      );
    const opened = /^\/api\/surveillance\/channels\/([^/]+)\/messages\/$/.exec(path);
    if (opened) {
      const channel = channels.find((candidate) => candidate.channel_url === decodeURIComponent(opened[1]!));
      if (!channel) return jsonResponse(404, { detail: 'Channel not found.' });
      return jsonResponse(
        200,
        surveillanceChannelMessagesSchema.parse({
          channel,
          messages: messagesByChannel[channel.channel_url] ?? [],
        }),
      );
    }
    if (path === '/api/surveillance/messages/search/') return search(url.searchParams);
    if (path === '/api/surveillance/trade-review/') {
      const failure = options.tradeReviewFailure?.();
      if (failure !== undefined) return jsonResponse(failure, { detail: 'The trade review failed.' });
      return jsonResponse(
        200,
        surveillanceTradeReviewSchema.parse({
          thresholds: {
            price_deviation_percent: surveillanceThresholds.priceDeviationPercent,
            late_report_minutes: surveillanceThresholds.lateReportMinutes,
            quick_cancel_seconds: surveillanceThresholds.quickCancelSeconds,
          },
          reviewed_items: 37,
          alerts,
        }),
      );
    }
    if (path === '/api/surveillance/alerts/review/' && method === 'POST') {
      const checked = surveillanceAlertReviewRequestSchema.safeParse(bodyOf(init));
      if (!checked.success) return fieldErrorsResponse(checked.error.issues);
      const index = alerts.findIndex((candidate) => candidate.id === checked.data.alert_id);
      if (index < 0) return jsonResponse(404, { detail: 'Alert not found.' });
      const reviewed: SurveillanceAlert = {
        ...alerts[index]!,
        reviewed: true,
        reviewed_by: 'Chetan',
        reviewed_at: '2026-11-24T06:00:00Z',
        review_note: checked.data.note,
      };
      alerts[index] = reviewed;
      return jsonResponse(200, surveillanceAlertSchema.parse(reviewed));
    }
    if (path === '/api/surveillance/audit/')
      return jsonResponse(
        200,
        surveillanceAuditLogSchema.parse({ count: auditEntries.length, results: auditEntries }),
      );
    if (path === '/api/surveillance/audit/export/') return csvResponse(auditCsv);
    if (path === '/api/download-chats' && method === 'POST') {
      const checked = downloadChatsRequestSchema.safeParse(bodyOf(init));
      if (!checked.success) return fieldErrorsResponse(checked.error.issues);
      const rows = checked.data.channelIds.flatMap((channelUrl) =>
        (messagesByChannel[channelUrl] ?? [])
          .filter(
            (found) => found.created_at >= checked.data.startTime && found.created_at < checked.data.endTime,
          )
          .map((found) => `${channelUrl},${found.sender_name},"${found.message}"`),
      );
      return csvResponse(['channel_url,sender_name,message', ...rows].join('\r\n'));
    }
    return undefined;
  };
}
