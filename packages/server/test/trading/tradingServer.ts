import { buildServer } from '../../src/app';
import { runMigrations } from '../../src/database/migrate';
import { InMemoryEventPublisher, type ServerEvent } from '../../src/events/eventPublisher';
import type { ApiApp } from '../../src/http/fastifyTypes';
import { demoAccounts, demoPassword } from '../../src/seed/demoAccounts';
import { seedUniverseInstruments } from '../../src/universe/seedUniverse';
import type { DatabaseConnection } from '../../src/database/connection';
import { createTestDatabase, testConfig, type DemoKey, type SeedTemplate } from '../harness';

/** A weekday inside the trading window: Wednesday 18 November 2026, 11:00 India time. */
export const marketHoursNow = new Date('2026-11-18T05:30:00Z');

/** A test server on a small universe (200 instruments by default) with every published event recorded. */
export interface TradingTestServer {
  app: ApiApp;
  /** The server's database, for a test that changes a setting no route changes. */
  database: DatabaseConnection;
  events: ServerEvent[];
  authorizationOf(key: DemoKey): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * Like the harness's `startTestServer`, but the universe is seeded first with `instruments` bonds (the
 * demo seed then finds it and adds only the trading demo data), the clock is fixed and events are kept.
 */
export async function startTradingServer(
  options: { instruments?: number; now?: Date; clock?: () => Date } = {},
): Promise<TradingTestServer> {
  const now = options.now ?? marketHoursNow;
  // A test that moves time passes a clock; the seed is made at `now` either way.
  const clock = options.clock ?? (() => now);
  const instrumentCount = options.instruments ?? 200;
  const seedUniverse = async (database: DatabaseConnection) => {
    await runMigrations(database.db);
    await seedUniverseInstruments(database.db, now, { instrumentCount, historyDays: 30 });
  };
  // Without a clock of its own, the seed depends only on the universe size and `now`: cloned on PostgreSQL.
  const template: SeedTemplate | undefined =
    options.clock === undefined
      ? {
          key: `trading server: ${instrumentCount} instruments at ${now.toISOString()}`,
          async seed(database) {
            await seedUniverse(database);
            const app = await buildServer({ config: testConfig(), database, now: () => now });
            await app.close();
          },
        }
      : undefined;
  const database = await createTestDatabase(template);
  await seedUniverse(database);
  const publisher = new InMemoryEventPublisher();
  const events: ServerEvent[] = [];
  publisher.subscribe((event) => events.push(event));
  const app = await buildServer({ config: testConfig(), database, events: publisher, now: clock });
  await app.ready();
  const tokens = new Map<string, Promise<string>>();
  const authorizationOf = async (key: DemoKey) => {
    let token = tokens.get(key);
    if (!token) {
      const account = demoAccounts.find((candidate) => candidate.key === key)!;
      token = app
        .inject({
          method: 'POST',
          url: '/api/token/',
          payload: { email: account.email, password: demoPassword },
        })
        .then((response) => {
          if (response.statusCode !== 200) throw new Error(`Sign-in of ${key} failed: ${response.body}`);
          return response.json<{ access: string }>().access;
        });
      tokens.set(key, token);
    }
    return { authorization: `Bearer ${await token}` };
  };
  return {
    app,
    database,
    events,
    authorizationOf,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
