import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…/<database>` of the run's throwaway cluster, with `{database}` to fill; '' on PGlite. */
    postgresUrlTemplate: string;
  }
}

/**
 * With BONDKIT_TEST_POSTGRES=1, one throwaway PostgreSQL cluster for the whole run (initdb and start took
 * about 1 s per test file when each file started its own); every test database is a database of its own on
 * it, so files stay isolated. Without it, nothing: the tests use PGlite.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.BONDKIT_TEST_POSTGRES !== '1') {
    project.provide('postgresUrlTemplate', '');
    return undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrlTemplate', cluster.urlFor('{database}'));
  return () => cluster.stop();
}
