import { surveillanceEndpoints } from '@bondkit/core/contract';
import {
  firmMessagesBetween,
  listFirmChannels,
  readFirmChannel,
  searchFirmMessages,
  surveillanceDownloadMessageLimit,
} from '../../chat/chatSurveillance';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { csvDocument } from '../../surveillance/csvFile';
import { recordSurveillanceView } from '../../surveillance/surveillanceAudit';
import { marketTimeZone, startOfIndianDate } from '@bondkit/core/calendars';
import { viewerOf } from './surveillanceViewer';

/**
 * The firm's chats for its compliance officer, read-only (issue 18 item 4): the channel list, one
 * channel's messages, a search across channels and the download-chats call of trading-and-chat section 7.
 * Each is written to the surveillance audit log; none marks a message delivered or read.
 */
export function surveillanceChatRoutes(app: ApiApp): void {
  const { db } = app.services;

  registerEndpoint(app, surveillanceEndpoints.listSurveillanceChannels, async ({ principal }) => {
    const viewer = viewerOf(principal);
    const channels = await listFirmChannels(db, viewer.clientId);
    await recordSurveillanceView(
      db,
      viewer,
      'channels_listed',
      { channels: channels.length },
      app.services.now(),
    );
    return channels;
  });

  registerEndpoint(
    app,
    surveillanceEndpoints.getSurveillanceChannelMessages,
    async ({ params, principal }) => {
      const viewer = viewerOf(principal);
      const found = await readFirmChannel(db, viewer.clientId, params.url);
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
  );

  registerEndpoint(app, surveillanceEndpoints.searchSurveillanceMessages, async ({ query, principal }) => {
    const viewer = viewerOf(principal);
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
  });

  registerEndpoint(app, surveillanceEndpoints.downloadChats, async ({ body, principal }) => {
    const viewer = viewerOf(principal);
    const { startTime, endTime, channelIds } = body;
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
    return {
      fileName: `chats-${day(startTime)}-to-${day(endTime)}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(csv, 'utf8'),
    };
  });
}
