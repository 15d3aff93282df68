// Private runs read from chat (issue 32): every user message sent in a channel is read with
// `@bondkit/core/runs` against the instrument catalogue; each run becomes a row linked to the message, seen
// by the channel's current members in Private Runs.
import { sql } from 'drizzle-orm';
import type { ChatRun } from '@bondkit/core';
import { indexRunBonds, parseRunMessage, type RunBond, type RunBondIndex } from '@bondkit/core/runs';
import type { Db, DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { chatRuns } from '../database/schema/index';
import type { InstrumentCatalogue } from './instrumentCatalogue';

/**
 * The issuer code desks write, from a catalogue name: '7.26% GS 2033' -> 'GS', '7.45% MH SDL 2032' -> 'MH',
 * '7.49% NHAI 2031 SR-2' -> 'NHAI'. Multi-word company names ('ALPHA HOUSING FINANCE') are named by ISIN or
 * full name in chat, not by a short code.
 */
function issuerCodeOf(displayName: string): string {
  return displayName
    .replace(/^\d+(\.\d+)?%\s+/, '')
    .replace(/\s+SR-\d+$/, '')
    .replace(/\s+\d{4}$/, '')
    .replace(/\s+(SDL|ZCB|STEP-UP|AMORT|FRB)$/, '')
    .trim();
}

const indexes = new WeakMap<InstrumentCatalogue, RunBondIndex>();

/** The catalogue as the run parser's bond list (liquid issues are the benchmarks a short name means). */
export function runBondIndexOf(catalogue: InstrumentCatalogue): RunBondIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const bonds: RunBond[] = catalogue.all.map(({ row }) => ({
      id: row.id,
      isin: row.isin,
      displayName: row.displayName,
      issuerCode: issuerCodeOf(row.displayName),
      couponRate: row.couponRate,
      maturityDate: row.maturityDate,
      benchmark: row.isLiquid,
    }));
    index = indexRunBonds(bonds);
    indexes.set(catalogue, index);
  }
  return index;
}

/** A user message just stored in a channel. */
export interface SentChannelMessage {
  messageId: number;
  channelUrl: string;
  senderId: string;
  body: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** Reads `message` for runs and stores each one; returns how many were stored. */
export async function recordChatRuns(
  db: DbOrTransaction,
  catalogue: InstrumentCatalogue,
  message: SentChannelMessage,
): Promise<number> {
  const { runs } = parseRunMessage(message.body, { bonds: runBondIndexOf(catalogue) });
  if (runs.length === 0) return 0;
  await db.insert(chatRuns).values(
    runs.map((run) => ({
      messageId: message.messageId,
      channelUrl: message.channelUrl,
      senderId: message.senderId,
      instrumentId: run.bond.id,
      quotedIn: run.quotedIn,
      bidLevel: run.bid?.level ?? null,
      bidSize: run.bid?.size ?? null,
      offerLevel: run.offer?.level ?? null,
      offerSize: run.offer?.size ?? null,
      settlementDelta: run.settlementDelta,
      text: run.text,
      createdAt: message.createdAt,
    })),
  );
  return runs.length;
}

const side = (level: unknown, size: unknown) =>
  level === null || level === undefined
    ? null
    : { level: Number(level), size: size === null ? null : Number(size) };

/**
 * The runs read in the chats `chatUserId` is a joined member of, newest first (at most `limit`), with the
 * sender's name and firm and the chat's name (a direct chat's is the other member's).
 */
export async function chatRunsVisibleTo(db: Db, chatUserId: string, limit = 200): Promise<ChatRun[]> {
  const rows = rowsOf(
    await db.execute(sql`
      SELECT r.id, r.message_id, r.channel_url, r.quoted_in, r.bid_level, r.bid_size, r.offer_level, r.offer_size,
        r.settlement_delta, r.text, r.created_at, i.id AS instrument_id, i.isin, i.display_name, ch.name AS channel_name,
        trim(concat(u.first_name, ' ', u.last_name)) AS sender_name, COALESCE(c.brand_name, c.name, '') AS sender_firm
      FROM chat_runs r
      JOIN chat_members me ON me.channel_url = r.channel_url AND me.chat_user_id = ${chatUserId} AND me.state = 'joined'
      JOIN chat_channels ch ON ch.url = r.channel_url
      JOIN instruments i ON i.id = r.instrument_id
      LEFT JOIN users u ON u.unique_id = r.sender_id
      LEFT JOIN LATERAL (SELECT * FROM user_accounts x WHERE x.user_id = u.id AND x.status = 'active'
        ORDER BY x.id LIMIT 1) a ON true
      LEFT JOIN clients c ON c.id = a.client_id
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    message_id: Number(row.message_id),
    channel_url: String(row.channel_url),
    channel_name: String(row.channel_name ?? '') || String(row.sender_name ?? ''),
    sender_name: String(row.sender_name ?? ''),
    sender_firm: String(row.sender_firm ?? ''),
    finstrument_id: Number(row.instrument_id),
    isin: String(row.isin),
    display_name: String(row.display_name),
    quoted_in: row.quoted_in === 'price' ? 'price' : 'yield',
    bid: side(row.bid_level, row.bid_size),
    offer: side(row.offer_level, row.offer_size),
    settlement_delta: row.settlement_delta === null ? null : Number(row.settlement_delta),
    text: String(row.text),
    created_at: new Date(Number(row.created_at)).toISOString(),
  }));
}
