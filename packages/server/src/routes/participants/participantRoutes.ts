import { and, asc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Counterparty } from '@bondkit/core';
import { clients, uccRecords, userAccounts, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { participantEndpoints } from '@bondkit/core/contract';
import { likePattern } from '../../http/pagination';
import { participantVisibleCondition, tradingFirmCondition } from '../../authorization/participantRules';

type ClientRow = typeof clients.$inferSelect;

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

/** Firms that trade (not end clients a broker manages, which are searched through `api/clients/`). */
const tradingFirm = tradingFirmCondition;

/** Counterparty, broker and clearing-participant searches (trading-and-chat 7 'Participants and custodians'). */
export function participantRoutes(app: ApiApp): void {
  registerEndpoint(app, participantEndpoints.getParticipant, async ({ params, principal }) => {
    const [row] = await app.services.db
      .select({ user: users, client: clients })
      .from(users)
      .innerJoin(userAccounts, and(eq(userAccounts.userId, users.id), eq(userAccounts.status, 'active')))
      .innerJoin(clients, eq(clients.id, userAccounts.clientId))
      .where(and(eq(users.id, params.id), participantVisibleCondition(principal.client.id)))
      .orderBy(asc(userAccounts.id))
      .limit(1);
    if (!row) throw ApiProblem.notFound('Participant not found.');
    return userCounterparty(row.user, row.client);
  });

  registerEndpoint(app, participantEndpoints.searchCounterparties, async ({ query, principal }) => {
    const pattern = likePattern(query.search_param);
    const own = principal.client.id;
    const firmConditions: SQL[] = [tradingFirm, ne(clients.id, own)];
    if (query.broker) firmConditions.push(eq(clients.isBroker, true));
    const firms = await app.services.db
      .select()
      .from(clients)
      .where(and(...firmConditions, or(ilike(clients.name, pattern), ilike(clients.brandName, pattern))))
      .orderBy(asc(clients.name))
      .limit(20);
    const members = await app.services.db
      .select({ user: users, client: clients })
      .from(users)
      .innerJoin(userAccounts, and(eq(userAccounts.userId, users.id), eq(userAccounts.status, 'active')))
      .innerJoin(clients, eq(clients.id, userAccounts.clientId))
      .where(
        and(
          ...firmConditions,
          participantVisibleCondition(own),
          or(
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ilike(clients.name, pattern),
            ilike(clients.brandName, pattern),
          ),
        ),
      )
      .orderBy(asc(users.firstName))
      .limit(20);
    return {
      users: members.map(({ user, client }) => userCounterparty(user, client)),
      clients: firms.map(clientCounterparty),
    };
  });

  registerEndpoint(app, participantEndpoints.searchTradeParticipants, async ({ query, principal }) => {
    const { exchange, for_rfq: forRfq } = query;
    const conditions: SQL[] = [
      tradingFirm,
      ne(clients.id, principal.client.id),
      exchange === 'NSE' ? isNotNull(clients.nscclCode) : isNotNull(clients.icclCode),
      or(
        ilike(clients.name, likePattern(query.search_param)),
        ilike(clients.brandName, likePattern(query.search_param)),
      )!,
    ];
    if (forRfq) conditions.push(sql`${clients.rfqExchanges} @> ${JSON.stringify([exchange])}::jsonb`);
    const rows = await app.services.db
      .select()
      .from(clients)
      .where(and(...conditions))
      .orderBy(asc(clients.name))
      .limit(20);
    return rows.map(clientCounterparty);
  });

  registerEndpoint(app, participantEndpoints.searchBrokers, async ({ params }) => {
    const rows = await app.services.db
      .select()
      .from(clients)
      .where(
        and(
          tradingFirm,
          eq(clients.isBroker, true),
          sql`${clients.allowedExchanges} @> ${JSON.stringify([params.exchange])}::jsonb`,
        ),
      )
      .orderBy(asc(clients.name));
    return rows.map(clientCounterparty);
  });

  for (const [endpoint, corporation, exchange] of [
    [participantEndpoints.searchNscclParticipants, 'NSCCL', 'NSE'],
    [participantEndpoints.searchIcclParticipants, 'ICCL', 'BSE'],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ query, principal }) => {
      const search = query.search_param;
      if (query.ucc_only) {
        const conditions: SQL[] = [
          eq(uccRecords.ownerClientId, principal.client.id),
          eq(uccRecords.exchange, exchange),
        ];
        if (search)
          conditions.push(
            or(ilike(uccRecords.name, likePattern(search)), ilike(uccRecords.uccCode, likePattern(search)))!,
          );
        const rows = await app.services.db
          .select()
          .from(uccRecords)
          .where(and(...conditions))
          .orderBy(asc(uccRecords.name));
        return rows.map((row) => ({ code: row.uccCode, name: row.name, is_ucc: true }));
      }
      const codeColumn = corporation === 'NSCCL' ? clients.nscclCode : clients.icclCode;
      const conditions: SQL[] = [isNotNull(codeColumn)];
      if (search)
        conditions.push(
          or(ilike(clients.name, likePattern(search)), ilike(codeColumn, likePattern(search)))!,
        );
      const rows = await app.services.db
        .select()
        .from(clients)
        .where(and(...conditions))
        .orderBy(asc(clients.name))
        .limit(50);
      return rows.map((row) => ({
        code: (corporation === 'NSCCL' ? row.nscclCode : row.icclCode)!,
        name: (corporation === 'NSCCL' ? row.nscclName : row.icclName) ?? row.name,
        client_id: row.id,
      }));
    });
  }
}
