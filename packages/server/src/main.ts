import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './database/connection';
import { buildServer } from './app';
import { InMemoryEventPublisher } from './events/eventPublisher';
import { createPostgresEventBus } from './stream/postgresEventBus';
import { instrumentCatalogue } from './trading/instrumentCatalogue';
import { createMarketSimulator } from './simulator/marketSimulator';

/** How long shutdown waits for requests and sockets to drain before giving up. */
const shutdownGraceMilliseconds = 10_000;

async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`bondkit server: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDirectory: config.databaseUrl ? undefined : `${config.dataDirectory}/pglite`,
  });
  // Events go through PostgreSQL LISTEN/NOTIFY, so several server processes on one database serve one
  // market: a quote created through one reaches stream clients connected to another.
  // (PGlite lives in this one process: no other can listen, so its events stay in memory; a NOTIFY per
  // event would be a statement on the embedded database's single thread for nobody, and every chat frame
  // is an event.)
  const notify = database.engine === 'postgres' ? await database.openNotifyClient() : null;
  const events = notify
    ? await createPostgresEventBus({
        client: notify.client,
        onError: (error) => process.stderr.write(`bondkit server: event bus: ${String(error)}\n`),
      })
    : new InMemoryEventPublisher();
  const app = await buildServer({ config, database, events });
  await app.listen({ port: config.port, host: config.host });
  // Build the search index now rather than inside the first user's search (seconds at 50,000 bonds).
  instrumentCatalogue(app.services.db, app.services.now()).catch((error: unknown) =>
    app.log.error({ err: error }, 'warming the instrument catalogue failed'),
  );
  if (config.simulator)
    createMarketSimulator({
      db: app.services.db,
      events: app.services.events,
      now: app.services.now,
      onError: (error) => app.log.error({ err: error }, 'market simulator tick failed'),
    }).start();
  app.log.info(
    {
      database: { engine: database.engine, location: database.location },
      demo: config.demo,
      production: config.production,
      startupMilliseconds: Math.round(performance.now() - started),
    },
    'bondkit server ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests and sockets');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, shutdownGraceMilliseconds);
    timer.unref();
    try {
      await app.close();
      if ('close' in events) await events.close();
      await notify?.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bondkit server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
