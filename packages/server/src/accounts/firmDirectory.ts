import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClientSummary, UserAccount } from '@bondkit/core';
import type { DbOrTransaction } from '../database/connection';
import { clients, userAccounts, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { likePattern } from '../http/pagination';
import { orderedBy, type SortChoice } from '../database/sortOrder';
import type { userAccountOrderingFields } from '@bondkit/core/contract';
import { clientSummary } from './clientView';
import { clientView, type ClientView } from './clientView';

/** One page of a search: the matches' count and the page's rows. */
export interface SearchPage<Row> {
  count: number;
  results: Row[];
}

/** Which page to read: from 1, `pageSize` rows each. */
export interface PageChoice {
  page: number;
  pageSize: number;
}

// A firm sees only what is its own: the clients it manages and its members' accounts. Every search here
// is scoped to the firm first, whatever else it filters on.

/** A column the firm's client list sorts by, as the contract names it (`ordering`). */
export type ManagedClientOrdering = 'name' | 'client_type' | 'category' | 'pan' | 'state';

const managedClientColumns: Record<ManagedClientOrdering, AnyPgColumn> = {
  name: clients.name,
  client_type: clients.clientType,
  category: clients.category,
  pan: clients.pan,
  state: clients.state,
};

/**
 * The clients the firm `firmId` manages, by name (then id) unless `orderBy` names another column, searched by
 * name or PAN, optionally only partner or offline-record clients.
 */
export async function searchManagedClients(
  db: DbOrTransaction,
  firmId: number,
  filters: PageChoice & {
    search?: string | undefined;
    isPartner?: boolean | undefined;
    offlineRecord?: boolean | undefined;
    orderBy?: { field: ManagedClientOrdering; descending: boolean } | undefined;
  },
): Promise<SearchPage<ClientView>> {
  const conditions: (SQL | undefined)[] = [eq(clients.managedByClientId, firmId)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(or(ilike(clients.name, pattern), ilike(clients.pan, pattern)));
  }
  if (filters.isPartner !== undefined) conditions.push(eq(clients.isPartner, filters.isPartner));
  if (filters.offlineRecord !== undefined) conditions.push(eq(clients.offlineRecord, filters.offlineRecord));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(clients).where(where);
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(
      ...(filters.orderBy === undefined
        ? [asc(clients.name)]
        : [orderedBy(managedClientColumns[filters.orderBy.field], filters.orderBy.descending)]),
      asc(clients.id),
    )
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return { count: total?.value ?? 0, results: rows.map(clientView) };
}

/** A column the firm's user accounts sort by, as the contract names it (`ordering`). */
export type UserAccountOrdering = (typeof userAccountOrderingFields)[number];

/** The sort keys of each: a name sorts by first name, then last name. */
const userAccountColumns: Record<UserAccountOrdering, (AnyPgColumn | SQL)[]> = {
  name: [users.firstName, users.lastName],
  email: [users.email],
  status: [userAccounts.status],
};

/**
 * The user accounts of the firm `firmId`, by first name (then id) unless `orderBy` names another column,
 * searched by name or e-mail.
 */
export async function searchUserAccounts(
  db: DbOrTransaction,
  firmId: number,
  filters: PageChoice & {
    search?: string | undefined;
    orderBy?: SortChoice<UserAccountOrdering> | undefined;
  },
): Promise<SearchPage<UserAccount>> {
  const conditions: (SQL | undefined)[] = [eq(userAccounts.clientId, firmId)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...conditions);
  const sort = filters.orderBy;
  const [total] = await db
    .select({ value: count() })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(where);
  const rows = await db
    .select({ account: userAccounts, user: users })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(where)
    .orderBy(
      ...(sort === undefined
        ? [asc(users.firstName)]
        : userAccountColumns[sort.field].map((column) => orderedBy(column, sort.descending))),
      asc(userAccounts.id),
    )
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return {
    count: total?.value ?? 0,
    results: rows.map(({ account, user }) => ({
      id: account.id,
      user_id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      mobile: user.mobile,
      roles: account.roles,
      status: account.status as UserAccount['status'],
    })),
  };
}

/** The firm whose website is `website` (as stored: host name only), by the fields anyone may see; 404 when none. */
export async function findClientByWebsite(db: DbOrTransaction, website: string): Promise<ClientSummary> {
  const [row] = await db.select().from(clients).where(eq(clients.website, website));
  if (!row) throw ApiProblem.notFound('No client with this website.');
  return clientSummary(row);
}

/** A facilitator or agent a trade can go through, as the pickers list it. */
export type TradeIntermediary = {
  id: number;
  name: string;
  brand_name: string | null;
};

/** The firms that act in the market as `marketFunction` (facilitators or agents), by name. */
export async function listTradeIntermediaries(
  db: DbOrTransaction,
  marketFunction: 'facilitator' | 'agent',
): Promise<TradeIntermediary[]> {
  return db
    .select({ id: clients.id, name: clients.name, brand_name: clients.brandName })
    .from(clients)
    .where(sql`${clients.marketFunctions} @> ${JSON.stringify([marketFunction])}::jsonb`)
    .orderBy(asc(clients.name));
}
