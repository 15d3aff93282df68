// The platform administrator's tool: grants a firm roles (trade roles only to a verified firm with exchange
// access) on the configured database:
//   DATA_DIR=… node --conditions=@bondkit/source --import tsx packages/server/src/authorization/grantFirmRolesCommand.ts --client 12 --roles clientdealer,clientviewer --verify
// (or DATABASE_URL=postgres://…). A firm's ops admin can then assign those roles to its members.
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { roleSchema } from '@bondkit/core/internal';
import { loadConfig } from '../config';
import { openDatabase } from '../database/connection';
import { runMigrations } from '../database/migrate';
import { grantFirmRoles } from './firmRoles';

const { values } = parseArgs({
  options: {
    client: { type: 'string' },
    roles: { type: 'string' },
    verify: { type: 'boolean', default: false },
  },
});
const clientId = Number(values.client);
const roles = z
  .array(roleSchema)
  .min(1)
  .safeParse((values.roles ?? '').split(',').filter(Boolean));
if (!Number.isInteger(clientId) || clientId <= 0 || !roles.success) {
  process.stderr.write('Usage: --client <client id> --roles clientdealer,clientviewer [--verify]\n');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDirectory: config.databaseUrl ? undefined : `${config.dataDirectory}/pglite`,
});
try {
  await runMigrations(database.db);
  const held = await grantFirmRoles(database.db, clientId, roles.data, {
    verify: values.verify,
    now: new Date(),
  });
  process.stdout.write(`Client ${clientId} now holds: ${held.join(', ')}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
