import { marketTimeZone, startOfIndianDate } from '../calendars/indianTradeDate';
import { surveillanceEndpoints } from '../contract/surveillanceEndpoints';
import {
  chatDownloadColumns,
  surveillanceSearchLimit,
  surveillanceThresholds,
  type SessionUser,
  type SurveillanceAuditAction,
  type SurveillanceChannel,
  type SurveillanceMessage,
} from '../validation/index';
import { fakeSignedInEndpoint, notFoundAnswer } from './fakeAccess';
import { fakeChatUsers, type FakeChatUser } from './fakeChatPeople';
import type { FakeChatChannel, FakeChatState } from './fakeChatState';
import { csvBlob } from './fakeCsv';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import type { FakeSurveillanceState } from './fakeSurveillanceState';

const day = 86_400_000;

/**
 * Surveillance for the compliance officer: the firm's chats read-only (a channel with at least one member
 * of the firm), message search, the chat download, the trade review's alerts and the audit log every one
 * of these writes to. Only the officer's own firm's records; another firm's channel is a 404.
 */
export function fakeSurveillanceRoutes(
  state: FakeState,
  chat: FakeChatState,
  surveillance: FakeSurveillanceState,
): FakeRoute[] {
  const peopleById = () =>
    new Map(fakeChatUsers(state, chat).map((person) => [person.sendbird_user_id, person]));

  const firmChannels = (user: SessionUser) => {
    const people = peopleById();
    return chat.channels.filter((channel) =>
      channel.members.some((member) => people.get(member)?.client_id === user.id),
    );
  };

  function channelView(channel: FakeChatChannel, people: Map<string, FakeChatUser>): SurveillanceChannel {
    return {
      channel_url: channel.channel_url,
      name: channel.name,
      custom_type: channel.custom_type,
      members: channel.members.map((member) => ({
        user_id: member,
        nickname: people.get(member)?.name ?? member,
        client_id: people.get(member)?.client_id ?? 0,
        firm_name: people.get(member)?.firm ?? '',
      })),
      message_count: channel.messages.length,
      last_message_at: channel.messages.at(-1)?.created_at ?? null,
      created_at: channel.created_at,
    };
  }

  function messagesOf(channel: FakeChatChannel, people: Map<string, FakeChatUser>): SurveillanceMessage[] {
    return channel.messages.map((message) => ({
      message_id: message.message_id,
      channel_url: channel.channel_url,
      channel_name: channel.name,
      message_type: 'MESG',
      sender_id: message.sender_id,
      sender_name: people.get(message.sender_id)?.name ?? message.sender_id,
      sender_firm: people.get(message.sender_id)?.firm ?? '',
      message: message.message,
      file_name: null,
      created_at: message.created_at,
    }));
  }

  function record(
    user: SessionUser,
    action: SurveillanceAuditAction,
    details: Record<string, unknown>,
  ): void {
    surveillance.audit.push({
      id: state.nextId++,
      clientId: user.id,
      action,
      user_name: `${user.user_info.first_name} ${user.user_info.last_name}`.trim(),
      user_email: user.user_info.email,
      details,
      created_at: new Date().toISOString(),
    });
  }

  const auditOf = (user: SessionUser) =>
    surveillance.audit.filter((entry) => entry.clientId === user.id).reverse();

  return [
    fakeSignedInEndpoint(state, surveillanceEndpoints.getSurveillanceTradeReview, (_call, user) => {
      const alerts = surveillance.alerts
        .filter((entry) => entry.clientId === user.id)
        .map((entry) => entry.alert);
      record(user, 'trade_review_viewed', {
        alerts: alerts.length,
        open_alerts: alerts.filter((alert) => !alert.reviewed).length,
      });
      return {
        ok: {
          thresholds: {
            price_deviation_percent: surveillanceThresholds.priceDeviationPercent,
            late_report_minutes: surveillanceThresholds.lateReportMinutes,
            quick_cancel_seconds: surveillanceThresholds.quickCancelSeconds,
          },
          reviewed_items: surveillance.reviewedItems.get(user.id) ?? 0,
          alerts,
        },
      };
    }),
    fakeSignedInEndpoint(state, surveillanceEndpoints.reviewSurveillanceAlert, ({ body }, user) => {
      const entry = surveillance.alerts.find(
        (candidate) => candidate.clientId === user.id && candidate.alert.id === body.alert_id,
      );
      if (entry === undefined) return notFoundAnswer('Alert not found.');
      entry.alert = {
        ...entry.alert,
        reviewed: true,
        reviewed_by: `${user.user_info.first_name} ${user.user_info.last_name}`.trim(),
        reviewed_at: new Date().toISOString(),
        review_note: body.note,
      };
      record(user, 'alert_reviewed', {
        alert_id: entry.alert.id,
        kind: entry.alert.kind,
        isin: entry.alert.isin,
        note: body.note,
      });
      return { ok: entry.alert };
    }),
    fakeSignedInEndpoint(state, surveillanceEndpoints.getSurveillanceAuditLog, ({ query }, user) => {
      const entries = auditOf(user).filter(
        (entry) => query.action === undefined || entry.action === query.action,
      );
      return {
        ok: {
          count: entries.length,
          results: entries.slice(0, query.limit).map(({ clientId: _clientId, ...entry }) => entry),
        },
      };
    }),
    fakeSignedInEndpoint(state, surveillanceEndpoints.exportSurveillanceAuditLog, (_call, user) => {
      // The export is itself logged first, so it appears in the file.
      record(user, 'audit_log_exported', {});
      return {
        ok: csvBlob(
          ['id', 'time', 'action', 'user_name', 'user_email', 'details'],
          auditOf(user).map((entry) => [
            entry.id,
            entry.created_at,
            entry.action,
            entry.user_name,
            entry.user_email,
            JSON.stringify(entry.details),
          ]),
        ),
      };
    }),
    fakeSignedInEndpoint(state, surveillanceEndpoints.listSurveillanceChannels, (_call, user) => {
      const people = peopleById();
      const channels = firmChannels(user).map((channel) => channelView(channel, people));
      record(user, 'channels_listed', { channels: channels.length });
      return { ok: channels };
    }),
    fakeSignedInEndpoint(state, surveillanceEndpoints.getSurveillanceChannelMessages, ({ params }, user) => {
      const channel = firmChannels(user).find((candidate) => candidate.channel_url === params.url);
      if (channel === undefined) return notFoundAnswer('Channel not found.');
      const people = peopleById();
      record(user, 'channel_opened', {
        channel_url: channel.channel_url,
        channel_name: channel.name,
        messages: channel.messages.length,
      });
      return { ok: { channel: channelView(channel, people), messages: messagesOf(channel, people) } };
    }),
    fakeSignedInEndpoint(state, surveillanceEndpoints.searchSurveillanceMessages, ({ query }, user) => {
      const people = peopleById();
      const includes = (text: string | null | undefined, term: string) =>
        text !== null && text !== undefined && text.toLowerCase().includes(term.toLowerCase());
      const bondTerm = query.bond;
      const matchedBonds = bondTerm
        ? state.bonds.filter(
            (bond) =>
              includes(bond.display_name, bondTerm) ||
              includes(bond.identifiers.ISIN, bondTerm) ||
              includes(bond.issuer, bondTerm),
          )
        : [];
      const fromTime = query.from ? startOfIndianDate(query.from) : undefined;
      const toTime = query.to ? startOfIndianDate(query.to) + day : undefined;
      const found = firmChannels(user)
        .flatMap((channel) => messagesOf(channel, people))
        .filter((message) => {
          const sender = message.sender_id === null ? undefined : people.get(message.sender_id);
          if (query.text && !includes(message.message, query.text)) return false;
          if (
            query.member &&
            !includes(message.sender_name, query.member) &&
            !includes(sender?.email, query.member) &&
            !includes(message.sender_id, query.member)
          )
            return false;
          if (
            bondTerm &&
            !matchedBonds.some(
              (bond) =>
                includes(message.message, bond.identifiers.ISIN) ||
                includes(message.message, bond.display_name) ||
                includes(message.message, bond.issuer),
            )
          )
            return false;
          if (fromTime !== undefined && message.created_at < fromTime) return false;
          return toTime === undefined || message.created_at < toTime;
        })
        .sort((first, second) => second.created_at - first.created_at);
      record(user, 'messages_searched', {
        ...Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
        results: Math.min(found.length, surveillanceSearchLimit),
      });
      return {
        ok: {
          matched_bonds: matchedBonds.map((bond) => ({
            isin: bond.identifiers.ISIN,
            display_name: bond.display_name,
          })),
          results: found.slice(0, surveillanceSearchLimit),
          truncated: found.length > surveillanceSearchLimit,
        },
      };
    }),
    fakeSignedInEndpoint(state, surveillanceEndpoints.downloadChats, ({ body }, user) => {
      const channelIds = [...new Set(body.channelIds)];
      const channels = firmChannels(user);
      // Another firm's channel (or one that does not exist) refuses the whole download, naming nothing.
      const chosen = channelIds.map((id) => channels.find((channel) => channel.channel_url === id));
      if (chosen.some((channel) => channel === undefined)) return notFoundAnswer('Channel not found.');
      const people = peopleById();
      const messages = chosen
        .flatMap((channel) => (channel ? messagesOf(channel, people) : []))
        .filter((message) => message.created_at >= body.startTime && message.created_at < body.endTime)
        .sort((first, second) => first.created_at - second.created_at);
      record(user, 'chats_downloaded', {
        start_time: new Date(body.startTime).toISOString(),
        end_time: new Date(body.endTime).toISOString(),
        channel_ids: channelIds,
        messages: messages.length,
      });
      const indiaTime = new Intl.DateTimeFormat('en-IN', {
        timeZone: marketTimeZone,
        dateStyle: 'medium',
        timeStyle: 'medium',
      });
      return {
        ok: csvBlob(
          chatDownloadColumns,
          messages.map((message) => [
            message.channel_url,
            message.channel_name,
            new Date(message.created_at).toISOString(),
            indiaTime.format(new Date(message.created_at)),
            message.sender_id,
            message.sender_name,
            message.sender_firm,
            message.message_type,
            message.message,
            message.file_name,
            '',
            '',
          ]),
        ),
      };
    }),
  ];
}
