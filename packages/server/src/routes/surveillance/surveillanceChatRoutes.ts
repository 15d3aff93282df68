import * as z from 'zod';
import {
  downloadChatsRequestSchema,
  surveillanceChannelMessagesSchema,
  surveillanceChannelSchema,
  surveillanceSearchQuerySchema,
  surveillanceSearchResultSchema,
} from '@bondkit/core/validation';
import {
  firmMessagesBetween,
  listFirmChannels,
  readFirmChannel,
  searchFirmMessages,
  surveillanceDownloadMessageLimit,
} from '../../chat/chatSurveillance';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { csvDocument } from '../../surveillance/csvFile';
import { recordSurveillanceView } from '../../surveillance/surveillanceAudit';
import { marketTimeZone, startOfIndianDate } from '@bondkit/core/calendars';
import { viewerOf } from './surveillanceViewer';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const channelParametersSchema = z.strictObject({ url: z.string().min(1).max(200) });

/**
 * The firm's chats for its compliance officer, read-only (issue 18 item 4): the channel list, one
 * channel's messages, a search across channels and the download-chats call of trading-and-chat section 7.
 * Each is written to the surveillance audit log; none marks a message delivered or read.
 */
export function surveillanceChatRoutes(app: ApiApp): void {
  const { db } = app.services;

  app.get('/api/surveillance/channels/', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary: "Every chat channel of the caller's firm (at least one member of the firm), read-only",
      response: { 200: z.array(surveillanceChannelSchema) },
    },
    handler: async (request) => {
      const viewer = viewerOf(signedInPrincipal(request));
      const channels = await listFirmChannels(db, viewer.clientId);
      await recordSurveillanceView(
        db,
        viewer,
        'channels_listed',
        { channels: channels.length },
        app.services.now(),
      );
      return channels;
    },
  });

  app.get('/api/surveillance/channels/:url/messages/', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary: "One of the firm's channels and its messages, oldest first; never marks delivery or read",
      params: channelParametersSchema,
      response: { 200: surveillanceChannelMessagesSchema },
    },
    handler: async (request) => {
      const viewer = viewerOf(signedInPrincipal(request));
      const found = await readFirmChannel(db, viewer.clientId, request.params.url);
      if (!found) throw ApiProblem.notFound('Channel not found.');
      await recordSurveillanceView(
        db,
        viewer,
        'channel_opened',
        {
          channel_url: found.channel.channel_url,
          channel_name: found.channel.name,
          messages: found.messages.length,
        },
        app.services.now(),
      );
      return found;
    },
  });

  app.get('/api/surveillance/messages/search/', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary: "Messages in the firm's channels by text, member, bond (name or ISIN) and date, newest first",
      querystring: surveillanceSearchQuerySchema,
      response: { 200: surveillanceSearchResultSchema },
    },
    handler: async (request) => {
      const viewer = viewerOf(signedInPrincipal(request));
      const query = request.query;
      const result = await searchFirmMessages(db, viewer.clientId, {
        text: query.text || undefined,
        member: query.member || undefined,
        bond: query.bond || undefined,
        fromTime: query.from ? startOfIndianDate(query.from) : undefined,
        toTime: query.to ? startOfIndianDate(query.to) + 86_400_000 : undefined,
      });
      await recordSurveillanceView(
        db,
        viewer,
        'messages_searched',
        {
          ...Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
          results: result.results.length,
        },
        app.services.now(),
      );
      return result;
    },
  });

  app.post('/api/download-chats', {
    config: { access: 'compliance' },
    schema: {
      tags: ['surveillance'],
      summary: "Transcripts of some of the firm's channels between startTime and endTime (epoch ms), as CSV",
      body: downloadChatsRequestSchema,
    },
    handler: async (request, reply) => {
      const viewer = viewerOf(signedInPrincipal(request));
      const { startTime, endTime, channelIds } = request.body;
      const found = await firmMessagesBetween(db, viewer.clientId, channelIds, startTime, endTime);
      // Another firm's channel (or one that does not exist) refuses the whole download, naming nothing.
      if (found.refused.length > 0) throw ApiProblem.notFound('Channel not found.');
      if (found.truncated)
        throw ApiProblem.field(
          'endTime',
          `More than ${surveillanceDownloadMessageLimit} messages: choose a shorter period or fewer channels.`,
        );
      const now = app.services.now();
      await recordSurveillanceView(
        db,
        viewer,
        'chats_downloaded',
        {
          start_time: new Date(startTime).toISOString(),
          end_time: new Date(endTime).toISOString(),
          channel_ids: [...new Set(channelIds)],
          messages: found.messages.length,
        },
        now,
      );
      const timeFormat = new Intl.DateTimeFormat('en-IN', {
        timeZone: marketTimeZone,
        dateStyle: 'medium',
        timeStyle: 'medium',
      });
      const csv = csvDocument(
        [
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
        ],
        found.messages.map((message) => [
          message.channel_url,
          message.channel_name,
          new Date(message.created_at).toISOString(),
          timeFormat.format(new Date(message.created_at)),
          message.sender_id,
          message.sender_name,
          message.sender_firm,
          message.message_type,
          message.message,
          message.file_name,
        ]),
      );
      const day = (time: number) => new Date(time).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="chats-${day(startTime)}-to-${day(endTime)}.csv"`,
        )
        .send(csv);
    },
  });
}
