import { asc, eq, inArray, sql } from 'drizzle-orm';
import { consideration, roundCleanPrice, yieldPercentToFraction } from '@bondkit/core/pricing';
import type { Db } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { eois, instruments, orders, userAccounts, users } from '../database/schema/index';
import { instrumentTerms } from '../trading/instrumentTerms';
import { priceAtYield, resolveSettlementDate } from '../trading/instrumentPricing';
import { applyStatusChange } from '../trading/orderService';
import { demoAccounts } from './demoAccounts';
import { returnedRow } from '../database/returnedRow';

/** The urls of the surveillance demo's channels; their presence marks the seed as done. */
export const surveillanceDemoChannelUrls = {
  crossFirm: 'sendbird_group_channel_surveillance_demo_meridian_kaveri',
  internal: 'sendbird_group_channel_surveillance_demo_meridian_desk',
  otherFirm: 'sendbird_group_channel_surveillance_demo_kaveri_konark',
} as const;

const minute = 60_000;

/**
 * Surveillance demo data (issue 18), once, beside whatever chat demo data other seeds make: chat channels
 * between the demo firms whose messages name bonds by name and ISIN (one of Meridian with Kaveri, one inside
 * Meridian, and one of Kaveri with a simulated desk that Meridian's compliance officer must not see), and
 * trades of Meridian that raise each trade-review alert: a quote far from the fair value, a trade reported
 * late, and a quote withdrawn seconds after it was placed. Needs the demo accounts and the bond universe;
 * does nothing when they are missing or when its channels exist.
 */
export async function seedSurveillanceDemo(db: Db, now: Date): Promise<boolean> {
  const done = rowsOf(
    await db.execute(sql`SELECT 1 FROM chat_channels WHERE url = ${surveillanceDemoChannelUrls.crossFirm}`),
  );
  if (done.length > 0) return false;
  const emailOf = (key: string) => demoAccounts.find((account) => account.key === key)!.email;
  const people = await db
    .select({ id: users.id, uniqueId: users.uniqueId, email: users.email, clientId: userAccounts.clientId })
    .from(users)
    .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
    .where(
      inArray(users.email, [emailOf('dealer'), emailOf('viewer'), emailOf('backoffice'), emailOf('trader')]),
    );
  const person = (key: string) => people.find((row) => row.email === emailOf(key));
  const dealer = person('dealer');
  const viewer = person('viewer');
  const backoffice = person('backoffice');
  const trader = person('trader');
  const konarkDesk = rowsOf(
    await db.execute(
      sql`SELECT u.unique_id FROM users u WHERE u.email = 'desk@konarktreasury.sim.bondkit.in'`,
    ),
  )[0];
  const settlementDate = resolveSettlementDate(now, {});
  const bonds = (
    await db
      .select()
      .from(instruments)
      .where(eq(instruments.isLiquid, true))
      .orderBy(asc(instruments.id))
      .limit(40)
  )
    .filter(
      (row) =>
        row.isListed && !row.isDisabledIsin && row.maturityDate > settlementDate && row.convention !== null,
    )
    .slice(0, 3);
  if (!dealer || !viewer || !backoffice || !trader || !konarkDesk || bonds.length < 3) return false;
  const [first, second, third] = bonds as [(typeof bonds)[0], (typeof bonds)[0], (typeof bonds)[0]];
  const fairOf = (bond: typeof first) =>
    priceAtYield(instrumentTerms(bond)!, bond.marketYield, settlementDate);

  await db.transaction(async (transaction) => {
    const nowMs = now.getTime();
    const channel = async (url: string, name: string, memberIds: readonly string[], createdAt: number) => {
      await transaction.execute(sql`INSERT INTO chat_channels (url, name, custom_type, created_by, created_at, updated_at)
        VALUES (${url}, ${name}, 'group', ${memberIds[0]!}, ${createdAt}, ${createdAt})`);
      for (const [index, memberId] of memberIds.entries())
        await transaction.execute(sql`INSERT INTO chat_members
          (channel_url, chat_user_id, state, role, inviter_id, invited_at, joined_at, last_read_at, delivered_at, updated_at)
          VALUES (${url}, ${memberId}, 'joined', ${index === 0 ? 'operator' : 'none'}, ${index === 0 ? null : memberIds[0]!},
            ${createdAt}, ${createdAt}, ${createdAt}, ${createdAt}, ${createdAt})`);
    };
    const say = async (url: string, senderId: string, body: string, at: number) => {
      await transaction.execute(sql`INSERT INTO chat_messages (channel_url, message_type, sender_id, body, created_at, updated_at)
        VALUES (${url}, 'MESG', ${senderId}, ${body}, ${at}, ${at})`);
    };
    const fairFirst = roundCleanPrice(fairOf(first).cleanPrice);
    const fairSecond = roundCleanPrice(fairOf(second).cleanPrice);

    // Yesterday and today, so that a day's download has messages whichever day is chosen.
    const cross = surveillanceDemoChannelUrls.crossFirm;
    await channel(
      cross,
      'Meridian – Kaveri desk',
      [dealer.uniqueId, trader.uniqueId],
      nowMs - 2 * 1440 * minute,
    );
    const crossMessages: [string, string, number][] = [
      [
        dealer.uniqueId,
        `Morning. Any interest in ${third.displayName} (${third.isin}) today?`,
        nowMs - 26 * 60 * minute,
      ],
      [trader.uniqueId, `Not today, we are full on that curve.`, nowMs - 25 * 60 * minute],
      [
        trader.uniqueId,
        `Can you show a bid on ${first.displayName} (${first.isin})? Looking at 5 cr.`,
        nowMs - 90 * minute,
      ],
      [dealer.uniqueId, `Indicative ${fairFirst.toFixed(2)} for 5 cr, T+1.`, nowMs - 88 * minute],
      [
        trader.uniqueId,
        `Let us keep it between us, put it down at ${(fairFirst * 1.04).toFixed(2)} and I will make it right next week.`,
        nowMs - 86 * minute,
      ],
      [dealer.uniqueId, `Done on ${first.isin}, I will book it.`, nowMs - 80 * minute],
      [
        trader.uniqueId,
        `Also tracking ${second.displayName}; ping me if it trades below ${fairSecond.toFixed(2)}.`,
        nowMs - 30 * minute,
      ],
    ];
    for (const [sender, body, at] of crossMessages) await say(cross, sender, body, at);

    const internal = surveillanceDemoChannelUrls.internal;
    await channel(
      internal,
      'Meridian dealing desk',
      [dealer.uniqueId, viewer.uniqueId, backoffice.uniqueId],
      nowMs - 3 * 1440 * minute,
    );
    const internalMessages: [string, string, number][] = [
      [viewer.uniqueId, `Kaveri asked for ${first.displayName} again, do we hold it?`, nowMs - 95 * minute],
      [dealer.uniqueId, `Yes. I will quote them.`, nowMs - 93 * minute],
      [
        backoffice.uniqueId,
        `The ${second.isin} trade from this morning was reported late; please send the trade time.`,
        nowMs - 20 * minute,
      ],
    ];
    for (const [sender, body, at] of internalMessages) await say(internal, sender, body, at);

    // Kaveri with a simulated desk: no member of Meridian, so Meridian's compliance officer never sees it.
    const other = surveillanceDemoChannelUrls.otherFirm;
    await channel(
      other,
      'Kaveri – Konark',
      [trader.uniqueId, String(konarkDesk.unique_id)],
      nowMs - 1440 * minute,
    );
    await say(
      other,
      trader.uniqueId,
      `Offer ${first.displayName} (${first.isin}) at the screen?`,
      nowMs - 40 * minute,
    );

    // A quote far from the fair value (4% above it), placed and left to expire.
    const placed = new Date(nowMs - 85 * minute);
    const farPrice = roundCleanPrice(fairOf(first).cleanPrice * 1.04);
    const quoteBase = {
      clientId: dealer.clientId,
      userId: dealer.id,
      quantum: 50_000_000,
      source: 'WEBSITE',
      whatsappConsent: false,
      state: 'DEFAULT',
      visibility: 'PUBLIC',
      isBest: false,
      sendToRfq: false,
      priceOverridden: false,
      fixedField: 'price',
    } as const;
    await transaction.insert(eois).values([
      {
        ...quoteBase,
        instrumentId: first.id,
        quoteType: 'ASK',
        unitPriceStored: farPrice,
        status: 'EXPIRED',
        createdAt: placed,
        updatedAt: new Date(nowMs - 60 * minute),
      },
      // A bid withdrawn 12 seconds after it was placed.
      {
        ...quoteBase,
        instrumentId: second.id,
        quoteType: 'BID',
        unitPriceStored: fairSecond,
        yieldStored: yieldPercentToFraction(second.marketYield),
        status: 'CLOSED',
        createdAt: new Date(nowMs - 50 * minute),
        updatedAt: new Date(nowMs - 50 * minute + 12_000),
      },
    ]);

    // A trade with an outside party, reported 95 minutes after it was done (and at the fair value).
    const lateTerms = instrumentTerms(second)!;
    const quantity = 10_000_000;
    const money = consideration(lateTerms, {
      settlementDate,
      cleanPrice: fairSecond,
      quantity: Math.round(quantity / second.faceValue),
    });
    const reportedAt = new Date(nowMs - 25 * minute);
    const order = returnedRow(
      await transaction
        .insert(orders)
        .values({
          kind: 'orders',
          instrumentId: second.id,
          ownerClientId: dealer.clientId,
          createdByUserId: dealer.id,
          buyerClientId: dealer.clientId,
          sellerClientId: null,
          counterpartyName: 'Narmada Co-operative Bank',
          status: 'ACCEPTED',
          quantity,
          unitCleanPrice: fairSecond,
          bondYield: yieldPercentToFraction(second.marketYield),
          settlementDate,
          accruedInterest: money.accrued,
          consideration: money.total,
          history: [{ at: reportedAt.toISOString(), from: null, to: 'ACCEPTED', by: dealer.id }],
          tradeTime: new Date(reportedAt.getTime() - 95 * minute),
          createdAt: reportedAt,
          updatedAt: reportedAt,
        })
        .returning(),
    );
    await applyStatusChange(transaction, { ...order, status: 'PENDING' }, order, now);
  });
  return true;
}
