import { and, eq, ne } from 'drizzle-orm';
import type { Eoi } from '@bondkit/core';
import { getMemberRow } from '../chat/chatChannels';
import type { ChatService } from '../chat/chatService';
import type { DbOrTransaction } from '../database/connection';
import { chatMembers, userAccounts, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EoiRow } from './eoiView';

/** The custom type of a chat message that carries a quote shared in the chat (the quote's JSON in `data`). */
const tradeQuoteMessageType = 'trade_quote';

const field = 'oto_participant_details';

/**
 * The chat a new quote is shared in: `oto_participant_details.channel_url` (trading-and-chat: private runs
 * are "quotes that come from chats"), or null for a quote not shared in a chat. A channel named otherwise
 * than as a short string is a 400.
 */
export function chatChannelOfPayload(details: Readonly<Record<string, unknown>> | undefined): string | null {
  const url = details?.channel_url;
  if (url === undefined) return null;
  if (typeof url !== 'string' || url.length === 0 || url.length > 200)
    throw ApiProblem.field(field, 'channel_url names a chat by its url.');
  return url;
}

/** The chat a stored quote was shared in, if any. */
export function chatChannelOfQuote(details: Readonly<Record<string, unknown>> | null): string | null {
  return typeof details?.channel_url === 'string' ? details.channel_url : null;
}

/**
 * The firms a quote shared in a chat goes to: the firms of the chat's joined members other than the quoting
 * firm, as they are when the quote is shared (the private-run rule then reads them like any private quote's
 * `client_ids`, in lists, on the stream and on every act by id). The quoting user must be a joined member;
 * otherwise the chat is "not found", whether or not it exists.
 */
export async function chatQuoteRecipients(
  db: DbOrTransaction,
  channelUrl: string,
  party: { userId: number; clientId: number },
): Promise<number[]> {
  const [quoting] = await db
    .select({ chatUserId: users.uniqueId })
    .from(users)
    .where(eq(users.id, party.userId));
  const member = quoting ? await getMemberRow(db, channelUrl, quoting.chatUserId) : null;
  if (!member || member.state !== 'joined') throw ApiProblem.field(field, 'Chat not found among your chats.');
  const firms = await db
    .selectDistinct({ clientId: userAccounts.clientId })
    .from(chatMembers)
    .innerJoin(users, eq(users.uniqueId, chatMembers.chatUserId))
    .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
    .where(
      and(
        eq(chatMembers.channelUrl, channelUrl),
        eq(chatMembers.state, 'joined'),
        eq(userAccounts.status, 'active'),
        ne(userAccounts.clientId, party.clientId),
      ),
    );
  return firms.map((firm) => firm.clientId).sort((a, b) => a - b);
}

/** The line a chat client without quote cards shows for a shared quote. */
function chatQuoteText(row: EoiRow, bondName: string): string {
  const side = row.quoteType === 'BID' ? 'Bid' : 'Ask';
  const level =
    row.fixedField === 'yield' && row.yieldStored !== null
      ? `${(row.yieldStored * 100).toFixed(4)}%`
      : `₹${row.unitPriceStored ?? '-'}`;
  const crore = row.quantum / 10_000_000;
  return `${side} ${level} for ₹${crore.toLocaleString('en-IN', { maximumFractionDigits: 2 })} Cr of ${bondName} (private run)`;
}

/**
 * Posts a quote into the chat it was shared in, as its quoting user: a `trade_quote` message whose `data` is
 * the quote as the quoting firm sees it, through the chat service so open chat sockets get it at once.
 */
export async function postQuoteMessage(
  db: DbOrTransaction,
  chat: ChatService,
  channelUrl: string,
  row: EoiRow,
  quote: Eoi,
): Promise<void> {
  const [quoting] = await db
    .select({ chatUserId: users.uniqueId })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!quoting) return;
  await chat.sendMessage(quoting.chatUserId, {
    channelUrl,
    type: 'MESG',
    body: chatQuoteText(
      row,
      typeof quote.display_name === 'string' ? quote.display_name : `bond #${row.instrumentId}`,
    ),
    data: JSON.stringify(quote),
    customType: tradeQuoteMessageType,
  });
}
