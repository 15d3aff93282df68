import { chatDownloadColumns } from '@bondkit/core/internal';
import { type DownloadChatsRequest } from '@bondkit/core/validation';
import { marketTimeZone } from '@bondkit/core/calendars';
import { firmMessagesBetween, surveillanceDownloadMessageLimit } from '../chat/chatSurveillance';
import type { DbOrTransaction } from '../database/connection';
import { ApiProblem } from '../errors/ApiProblem';
import { csvDocument, type SurveillanceCsvFile } from './csvFile';
import { recordSurveillanceView, type SurveillanceViewer } from './surveillanceAudit';

/**
 * The download-chats call (trading-and-chat section 7, issue 18 item 4): the transcripts of some of the
 * viewer's firm's channels between two times, one CSV row per message with its time in UTC and India time.
 * Refused whole (404, naming nothing) when any channel is another firm's or does not exist, and by field
 * when the period holds more messages than one download may; written to the audit log before it is answered.
 */
export async function downloadFirmChats(
  db: DbOrTransaction,
  viewer: SurveillanceViewer,
  download: DownloadChatsRequest,
  now: Date,
): Promise<SurveillanceCsvFile> {
  const { startTime, endTime, channelIds } = download;
  const found = await firmMessagesBetween(db, viewer.clientId, channelIds, startTime, endTime);
  // Another firm's channel (or one that does not exist) refuses the whole download, naming nothing.
  if (found.refused.length > 0) throw ApiProblem.notFound('Channel not found.');
  if (found.truncated)
    throw ApiProblem.field(
      'endTime',
      `More than ${surveillanceDownloadMessageLimit} messages: choose a shorter period or fewer channels.`,
    );
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
    chatDownloadColumns,
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
      message.deleted_at ? 'deleted' : message.edited_at ? 'edited' : '',
      (message.history ?? [])
        .map(
          (revision) =>
            `[${revision.kind} by ${revision.changed_by} at ${new Date(revision.changed_at).toISOString()}] ${revision.previous_message}`,
        )
        .join(' | '),
      (message.activity ?? [])
        .map(
          (entry) =>
            `[${entry.kind}${entry.reaction ? ` ${entry.reaction}` : ''} by ${entry.by} at ${new Date(entry.at).toISOString()}]`,
        )
        .join(' | '),
    ]),
  );
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { fileName: `chats-${day(startTime)}-to-${day(endTime)}.csv`, csv };
}
