import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { insertChannel, setMetadata, upsertMember } from '../chat/chatChannels';

/** The seeded channels' urls: stable, so the demo and its tests can open them by name. */
export const demoChatChannelUrls = {
  direct: 'sendbird_group_channel_demo_meridian_kaveri',
  group: 'sendbird_group_channel_demo_gsec_desk',
} as const;

const minute = 60_000;

/**
 * Demo chat between Meridian's dealer and Kaveri's dealer: a direct chat with a short negotiation (the
 * trader has read up to the offer) and a group with Meridian's trade viewer, so that chat works between two
 * signed-in demo users out of the box. Does nothing when the direct chat exists.
 */
export async function seedChatDemo(db: DbOrTransaction, now: Date): Promise<void> {
  const ids = new Map(
    rowsOf(
      await db.execute(sql`SELECT email, unique_id FROM users
        WHERE email IN ('dealer@demo.bondkit.in', 'trader@demo.bondkit.in', 'viewer@demo.bondkit.in')`),
    ).map((row) => [String(row.email).split('@')[0]!, String(row.unique_id)]),
  );
  const dealer = ids.get('dealer');
  const trader = ids.get('trader');
  const viewer = ids.get('viewer');
  if (!dealer || !trader || !viewer) return;
  const start = now.getTime() - 90 * minute;
  const direct = await insertChannel(
    db,
    {
      url: demoChatChannelUrls.direct,
      name: '',
      coverUrl: '',
      customType: 'direct',
      data: '',
      isDistinct: true,
      isBroadcast: false,
      createdBy: dealer,
      // The service's distinct key (custom type, then the sorted member ids): creating this chat again
      // through the SDK answers this channel.
      distinctKey: `direct|${[dealer, trader].sort().join('|')}`,
    },
    start,
  );
  if (!direct.created) return;
  for (const userId of [dealer, trader])
    await upsertMember(
      db,
      {
        channel_url: direct.url,
        chat_user_id: userId,
        state: 'joined',
        role: userId === dealer ? 'operator' : 'none',
        inviter_id: userId === dealer ? null : dealer,
        invited_at: start,
        joined_at: start,
      },
      start,
    );
  const conversation: [string, string, number][] = [
    [trader, 'Morning Arjun. Looking to buy 7.18% GS 2033, 25 cr for T+1. What is your offer?', 1],
    [dealer, 'Morning. 7.0125% for 15 cr, firm for ten minutes.', 3],
    [trader, 'Can you do 7.0150% for the full 25?', 5],
    [dealer, '7.0125% on 25 cr is the best I can do today.', 8],
  ];
  for (const [sender, body, minutes] of conversation)
    await db.execute(sql`INSERT INTO chat_messages (channel_url, message_type, sender_id, body, created_at)
      VALUES (${direct.url}, 'MESG', ${sender}, ${body}, ${start + minutes * minute})`);
  // The dealer has read everything; the trader has read up to the dealer's first offer.
  await db.execute(sql`UPDATE chat_members SET last_read_at = ${start + 8 * minute}, delivered_at = ${start + 8 * minute}
    WHERE channel_url = ${direct.url} AND chat_user_id = ${dealer}`);
  await db.execute(sql`UPDATE chat_members SET last_read_at = ${start + 4 * minute}, delivered_at = ${start + 8 * minute}
    WHERE channel_url = ${direct.url} AND chat_user_id = ${trader}`);

  const groupStart = start + 20 * minute;
  await insertChannel(
    db,
    {
      url: demoChatChannelUrls.group,
      name: 'G-sec desk: Meridian and Kaveri',
      coverUrl: '',
      customType: 'group',
      data: '',
      isDistinct: false,
      isBroadcast: false,
      createdBy: dealer,
      distinctKey: null,
    },
    groupStart,
  );
  for (const userId of [dealer, trader, viewer])
    await upsertMember(
      db,
      {
        channel_url: demoChatChannelUrls.group,
        chat_user_id: userId,
        state: 'joined',
        role: userId === dealer ? 'operator' : 'none',
        inviter_id: userId === dealer ? null : dealer,
        invited_at: groupStart,
        joined_at: groupStart,
      },
      groupStart,
    );
  // The desk's group also reaches its members on WhatsApp (the channel's `is_whatsapp_linked_channel`).
  await setMetadata(db, demoChatChannelUrls.group, { is_whatsapp_linked_channel: 'true' });
  await db.execute(sql`INSERT INTO chat_messages (channel_url, message_type, sender_id, body, created_at)
    VALUES (${demoChatChannelUrls.group}, 'MESG', ${dealer}, ${'Today’s G-sec run is on Public Runs; ask here for size.'}, ${groupStart + minute})`);
}
