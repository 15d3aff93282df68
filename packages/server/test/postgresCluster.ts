import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway PostgreSQL cluster in a temporary folder, listening on a free loopback port. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` for a database name. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb refuses to run as root). */
async function asPostgres(command: string, args: string[]): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  const [file, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, fullArgs, { timeout: 60_000 });
}

async function lookupId(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres']);
  return Number(stdout.trim());
}

/** initdb + pg_ctl start: a real PostgreSQL (Debian's 15 in CI) for the server's tests. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'bondkit-pg-'));
  if (process.getuid?.() === 0) chownSync(folder, await lookupId('-u'), await lookupId('-g'));
  const dataDirectory = join(folder, 'data');
  const port = await freePort();
  await asPostgres('initdb', [
    '-D',
    dataDirectory,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  await asPostgres('pg_ctl', [
    '-D',
    dataDirectory,
    '-l',
    join(folder, 'postgres.log'),
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-w',
    'start',
  ]);
  return {
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      try {
        await asPostgres('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
