import { surveillanceEndpoints } from '@bondkit/core/contract';
import { listFirmChannels, readFirmChannel, searchFirmMessages } from '../../chat/chatSurveillance';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { downloadFirmChats } from '../../surveillance/chatDownload';
import { recordSurveillanceView } from '../../surveillance/surveillanceAudit';
import { startOfIndianDate } from '@bondkit/core/calendars';
import { csvAnswer, viewerOf } from './surveillanceViewer';

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
    const file = await downloadFirmChats(db, viewerOf(principal), body, app.services.now());
    return csvAnswer(file);
  });
}
