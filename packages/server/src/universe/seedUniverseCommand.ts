// Loads a large bond universe into the configured database before the server's first start, for
// benchmarks and load tests:
//   DATA_DIR=/tmp/bk node --conditions=@bondkit/source --import tsx packages/server/src/universe/seedUniverseCommand.ts --instruments 50000
// (or DATABASE_URL=postgres://… for a real PostgreSQL). The server then finds the instruments and seeds
// only its accounts and demo trading data around them.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../database/connection';
import { runMigrations } from '../database/migrate';
import { seedUniverseInstruments } from './seedUniverse';

const { values } = parseArgs({
  options: {
    instruments: { type: 'string', default: '50000' },
    'history-days': { type: 'string', default: '30' },
    seed: { type: 'string' },
  },
});
const instrumentCount = Number(values.instruments);
const historyDays = Number(values['history-days']);
if (!Number.isInteger(instrumentCount) || instrumentCount < 50 || instrumentCount > 1_000_000) {
  process.stderr.write('--instruments must be a whole number from 50 to 1,000,000\n');
  process.exit(1);
}
if (!Number.isInteger(historyDays) || historyDays < 0 || historyDays > 365) {
  process.stderr.write('--history-days must be a whole number from 0 to 365\n');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDirectory: config.databaseUrl ? undefined : `${config.dataDirectory}/pglite`,
});
try {
  await runMigrations(database.db);
  const result = await seedUniverseInstruments(database.db, new Date(), {
    instrumentCount,
    historyDays,
    seed: values.seed === undefined ? undefined : Number(values.seed),
  });
  if (result.instruments === 0)
    process.stdout.write(`The database at ${database.location} already holds a universe; nothing loaded.\n`);
  else
    process.stdout.write(
      `Loaded ${result.instruments} instruments and ${result.tradePrints} trade prints into ${database.location} in ${result.milliseconds} ms.\n`,
    );
} finally {
  await database.close();
}
