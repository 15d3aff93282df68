import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { openDatabase } from '../src/database/connection';
import { rowsOf, runMigrations } from '../src/database/migrate';
import * as schema from '../src/database/schema/index';
import { createTestDatabase, testConfig } from './harness';
import { demoPassword } from '../src/seed/demoAccounts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('a restart keeps all data', () => {
  it('reopens the file-backed PGlite with the writes, the secrets and the sessions intact', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'bondkit-restart-'));
    folders.push(dataDirectory);
    const config = testConfig({ DATA_DIR: dataDirectory });

    const firstDatabase = await openDatabase({ dataDirectory: join(dataDirectory, 'pglite') });
    const first = await buildServer({ config, database: firstDatabase });
    const tokens = (
      await first.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'dealer@demo.bondkit.in', password: demoPassword },
      })
    ).json();
    const headers = { authorization: `Bearer ${tokens.access}` };
    const created = await first.inject({
      method: 'POST',
      url: '/api/clients/ucc/',
      headers,
      payload: {
        client_code: 'KEEP01',
        name: 'Persisted Client',
        exchange: 'BSE',
        pan: 'ABCPK1234Q',
        client_type: 'INDV',
      },
    });
    expect(created.statusCode).toBe(201);
    await first.close();
    await firstDatabase.close();

    const secondDatabase = await openDatabase({ dataDirectory: join(dataDirectory, 'pglite') });
    const second = await buildServer({ config, database: secondDatabase });
    try {
      // The access token signed before the restart still verifies: the generated secret was kept.
      const list = await second.inject({ method: 'GET', url: '/api/clients/ucc/?search=KEEP01', headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().results.map((record: { name: string }) => record.name)).toEqual([
        'Persisted Client',
      ]);
      const refreshed = await second.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh: tokens.refresh },
      });
      expect(refreshed.statusCode).toBe(200);
      // The seed ran once: the demo dealer exists exactly once.
      const dealers = await secondDatabase.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE email = 'dealer@demo.bondkit.in'`,
      );
      expect(rowsOf(dealers)[0]).toEqual({ n: 1 });
    } finally {
      await second.close();
      await secondDatabase.close();
    }
    // Two file-backed PGlite starts with every migration and the demo seed: 15 s alone at load 6, and past the
    // default 30 s on this two-core machine when the rest of the suite runs beside it.
  }, 120_000);
});

describe('migrations', () => {
  it('create every column the Drizzle schema declares, and run once', async () => {
    const database = await createTestDatabase();
    try {
      await runMigrations(database.db);
      expect(await runMigrations(database.db)).toEqual([]);
      const result = await database.db.execute(
        sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
      );
      const actual = new Set(
        rowsOf(result).map(
          (row) => `${String(row.table_name)}.${String(row.column_name)}:${String(row.is_nullable)}`,
        ),
      );
      const tables = (Object.values(schema) as unknown[]).filter(
        (value): value is PgTable =>
          typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
      );
      expect(tables.length).toBeGreaterThan(8);
      const missing: string[] = [];
      for (const table of tables) {
        const { name, columns } = getTableConfig(table);
        for (const column of columns) {
          const key = `${name}.${column.name}:${column.notNull ? 'NO' : 'YES'}`;
          if (!actual.has(key)) missing.push(key);
        }
      }
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
