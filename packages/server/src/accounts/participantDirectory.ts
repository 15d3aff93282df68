import { and, asc, eq, ilike, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Counterparty } from '@bondkit/core';
import type { Exchange } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { clients, uccRecords, userAccounts, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { likePattern } from '../http/pagination';
import { participantVisibleCondition, tradingFirmCondition } from '../authorization/participantRules';

// Who a firm can find to trade with (trading-and-chat 7 'Participants and custodians'): members and
// firms as counterparties, brokers, and clearing participants. Searches answer at most a page of names.

type ClientRow = typeof clients.$inferSelect;

/** How many firms or members a counterparty search answers. */
const searchLimit = 20;
/** How many clearing participants a search answers. */
const clearingSearchLimit = 50;

function clientCounterparty(client: ClientRow): Counterparty {
  return {
    user_id: null,
    client_id: client.id,
    nsccl_code: client.nscclCode,
    iccl_code: client.icclCode,
    user_name: null,
    brand_name: client.brandName,
    name: client.name,
  };
}

function userCounterparty(user: typeof users.$inferSelect, client: ClientRow): Counterparty {
  return {
    user_id: user.id,
    client_id: client.id,
    nsccl_code: client.nscclCode,
    iccl_code: client.icclCode,
    user_name: `${user.firstName} ${user.lastName}`.trim(),
    brand_name: client.brandName,
    name: client.name,
  };
}

/** Matches any of the columns against the search's pattern. */
function anyMatches(search: string, ...columns: Parameters<typeof ilike>[0][]): SQL {
  const pattern = likePattern(search);
  return sql`(${sql.join(
    columns.map((column) => ilike(column, pattern)),
    sql` or `,
  )})`;
}

/** A member as a counterparty, when the viewer's firm may see them (participantRules); otherwise 404. */
export async function participantOf(db: DbOrTransaction, viewerClientId: number, userId: number) {
  const [row] = await db
    .select({ user: users, client: clients })
    .from(users)
    .innerJoin(userAccounts, and(eq(userAccounts.userId, users.id), eq(userAccounts.status, 'active')))
    .innerJoin(clients, eq(clients.id, userAccounts.clientId))
    .where(and(eq(users.id, userId), participantVisibleCondition(viewerClientId)))
    .orderBy(asc(userAccounts.id))
    .limit(1);
  if (!row) throw ApiProblem.notFound('Participant not found.');
  return userCounterparty(row.user, row.client);
}

/**
 * Trading firms other than the viewer's, and the members of them the viewer may see, whose names match;
 * with `brokersOnly`, brokers only.
 */
export async function searchCounterparties(
  db: DbOrTransaction,
  viewerClientId: number,
  search: string,
  brokersOnly: boolean,
) {
  const firmConditions: SQL[] = [tradingFirmCondition, ne(clients.id, viewerClientId)];
  if (brokersOnly) firmConditions.push(eq(clients.isBroker, true));
  const firms = await db
    .select()
    .from(clients)
    .where(and(...firmConditions, anyMatches(search, clients.name, clients.brandName)))
    .orderBy(asc(clients.name))
    .limit(searchLimit);
  const members = await db
    .select({ user: users, client: clients })
    .from(users)
    .innerJoin(userAccounts, and(eq(userAccounts.userId, users.id), eq(userAccounts.status, 'active')))
    .innerJoin(clients, eq(clients.id, userAccounts.clientId))
    .where(
      and(
        ...firmConditions,
        participantVisibleCondition(viewerClientId),
        anyMatches(
          search,
          users.firstName,
          users.lastName,
          sql`${users.firstName} || ' ' || ${users.lastName}`,
          clients.name,
          clients.brandName,
        ),
      ),
    )
    .orderBy(asc(users.firstName))
    .limit(searchLimit);
  return {
    users: members.map(({ user, client }) => userCounterparty(user, client)),
    clients: firms.map(clientCounterparty),
  };
}

/**
 * Firms that can be a trade's counterparty on an exchange: trading firms other than the viewer's with a
 * clearing code there, matching the search; with `forRfq`, only those that take RFQs on that exchange.
 */
export async function searchTradeParticipants(
  db: DbOrTransaction,
  viewerClientId: number,
  query: { search: string; exchange: Exchange; forRfq: boolean },
) {
  const conditions: SQL[] = [
    tradingFirmCondition,
    ne(clients.id, viewerClientId),
    query.exchange === 'NSE' ? isNotNull(clients.nscclCode) : isNotNull(clients.icclCode),
    anyMatches(query.search, clients.name, clients.brandName),
  ];
  if (query.forRfq)
    conditions.push(sql`${clients.rfqExchanges} @> ${JSON.stringify([query.exchange])}::jsonb`);
  const rows = await db
    .select()
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(clients.name))
    .limit(searchLimit);
  return rows.map(clientCounterparty);
}

/** The trading firms that broke on an exchange. */
export async function brokersOn(db: DbOrTransaction, exchange: Exchange) {
  const rows = await db
    .select()
    .from(clients)
    .where(
      and(
        tradingFirmCondition,
        eq(clients.isBroker, true),
        sql`${clients.allowedExchanges} @> ${JSON.stringify([exchange])}::jsonb`,
      ),
    )
    .orderBy(asc(clients.name));
  return rows.map(clientCounterparty);
}

/**
 * A clearing corporation's participants (NSCCL for NSE, ICCL for BSE) matching the search by name or code;
 * with `uccOnly`, the viewer's firm's own client codes on that exchange instead.
 */
export async function searchClearingParticipants(
  db: DbOrTransaction,
  viewerClientId: number,
  corporation: 'NSCCL' | 'ICCL',
  query: { uccOnly: boolean; search: string | undefined },
) {
  const exchange: Exchange = corporation === 'NSCCL' ? 'NSE' : 'BSE';
  if (query.uccOnly) {
    const conditions: SQL[] = [
      eq(uccRecords.ownerClientId, viewerClientId),
      eq(uccRecords.exchange, exchange),
    ];
    if (query.search) conditions.push(anyMatches(query.search, uccRecords.name, uccRecords.uccCode));
    const rows = await db
      .select()
      .from(uccRecords)
      .where(and(...conditions))
      .orderBy(asc(uccRecords.name));
    return rows.map((row) => ({ code: row.uccCode, name: row.name, is_ucc: true }));
  }
  const codeColumn = corporation === 'NSCCL' ? clients.nscclCode : clients.icclCode;
  const conditions: SQL[] = [isNotNull(codeColumn)];
  if (query.search) conditions.push(anyMatches(query.search, clients.name, codeColumn));
  const rows = await db
    .select()
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(clients.name))
    .limit(clearingSearchLimit);
  return rows.flatMap((row) => {
    const code = corporation === 'NSCCL' ? row.nscclCode : row.icclCode;
    const name = (corporation === 'NSCCL' ? row.nscclName : row.icclName) ?? row.name;
    // The query asked for firms with a code; the check keeps the type honest.
    return code === null ? [] : [{ code, name, client_id: row.id }];
  });
}
