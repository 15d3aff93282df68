import { eq } from 'drizzle-orm';
import type { Db, DbOrTransaction } from './connection';
import { embeddedChangeCounter } from './embeddedChangeCounter';
import { marketVersions } from './schema/index';

/**
 * The versions of what a server process keeps in memory: the open quotes of the market list and the
 * principals of signed-in callers. Each grows with every committed change to what it covers (migrations
 * 0008 and 0022); equal numbers mean nothing changed.
 */
export interface ChangeVersions {
  market: number;
  principal: number;
}

/** Reads the versions once, from a moment after the call began. */
type VersionReader = () => Promise<ChangeVersions>;

const readers = new WeakMap<Db, Promise<VersionReader>>();

/** The stored versions: one primary-key row. */
async function readStoredVersions(db: Db): Promise<ChangeVersions> {
  const [row] = await db
    .select({ market: marketVersions.version, principal: marketVersions.principalVersion })
    .from(marketVersions)
    .where(eq(marketVersions.id, 1));
  if (!row) throw new Error('market_versions has no row: migration 0008 did not run.');
  return row;
}

/**
 * Reads shared by concurrent callers, each answered by a read that *began after its call*: a change committed
 * before a request arrived is always seen, as with a read per request. While one read runs, every caller that
 * comes meanwhile waits for the next one, which begins as soon as the running one ends; so at most one read
 * runs at a time, and 50 concurrent requests make a handful of reads instead of 50.
 */
export function sharedReads<Value>(read: () => Promise<Value>): () => Promise<Value> {
  let running: Promise<Value> | undefined;
  let queued: Promise<Value> | undefined;
  const start = (): Promise<Value> => {
    const started = read();
    running = started;
    const settle = () => {
      if (running === started) running = undefined;
    };
    started.then(settle, settle);
    return started;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    const next = running.then(
      () => undefined,
      () => undefined,
    );
    const following = next.then(() => {
      if (queued === following) queued = undefined;
      return start();
    });
    queued = following;
    return following;
  };
}

async function createReader(db: Db): Promise<VersionReader> {
  const [market, principal] = await Promise.all([
    embeddedChangeCounter(db, 'bondkit_market_version'),
    embeddedChangeCounter(db, 'bondkit_principal_changes'),
  ]);
  // An embedded PGlite delivers a commit's notifications before the writer goes on (see
  // embeddedChangeCounter): the counts are current without asking the database.
  if (market !== null && principal !== null)
    return async () => ({ market: market(), principal: principal() });
  return sharedReads(() => readStoredVersions(db));
}

/**
 * The change versions of a database as of a moment after this call: from the notification counts on an
 * embedded PGlite (no query), else from the stored row, one read shared by the requests that arrive while
 * the previous read runs (see {@link sharedReads}).
 */
export async function changeVersions(db: Db): Promise<ChangeVersions> {
  let reader = readers.get(db);
  if (!reader) {
    const created = createReader(db);
    reader = created;
    readers.set(db, created);
    created.catch(() => {
      if (readers.get(db) === created) readers.delete(db);
    });
  }
  return (await reader)();
}

/**
 * Whether `db` is a database itself rather than a transaction on it: versions are read on the database
 * (a transaction sees its own uncommitted changes, which no other caller may rely on).
 */
export function isDatabaseRoot(db: DbOrTransaction): db is Db {
  // drizzle() sets `$client` on the database it makes; a transaction handle has none.
  return (db as { $client?: unknown }).$client !== undefined;
}
