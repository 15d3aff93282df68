import { desc } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { outboxMessages } from '../database/schema/index';

/** A mail or SMS as the dev outbox shows it. */
export type OutboxMessage = {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
};

/** How far back the outbox looks for a recipient's messages. */
const scannedMessages = 200;

/**
 * The latest mails and SMS the server would have sent, newest first: at most `limit`, optionally only those
 * to `recipient` (any case) among the latest 200.
 */
export async function latestOutboxMessages(
  db: DbOrTransaction,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(scannedMessages);
  const wanted = filter.recipient?.toLowerCase();
  return rows
    .filter((row) => !wanted || row.recipient.toLowerCase() === wanted)
    .slice(0, filter.limit)
    .map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    }));
}
