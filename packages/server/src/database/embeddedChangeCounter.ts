import { PGlite } from '@electric-sql/pglite';
import type { Db } from './connection';

/** How many notifications a channel has delivered so far: a number that grows with each change. */
export type ChangeCount = () => number;

const counters = new WeakMap<Db, Map<string, Promise<ChangeCount | null>>>();

async function startCounting(db: Db, channel: string): Promise<ChangeCount | null> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  let changes = 0;
  await client.listen(channel, () => {
    changes += 1;
  });
  return () => changes;
}

/**
 * Counts the notifications of `channel` on an embedded PGlite, or null on PostgreSQL. An embedded PGlite
 * belongs to this process alone and delivers a trigger's notification with the answer to the committing
 * statement, before the writer goes on: a count read before a query tells, on the next request, without
 * asking the database, whether anything it watched has changed since. On PostgreSQL other processes write
 * too and notifications arrive late, so there the caller asks the database.
 */
export function embeddedChangeCounter(db: Db, channel: string): Promise<ChangeCount | null> {
  let channels = counters.get(db);
  if (!channels) {
    channels = new Map();
    counters.set(db, channels);
  }
  let counter = channels.get(channel);
  if (!counter) {
    const started = startCounting(db, channel);
    counter = started;
    channels.set(channel, started);
    started.catch(() => {
      if (channels.get(channel) === started) channels.delete(channel);
    });
  }
  return counter;
}
