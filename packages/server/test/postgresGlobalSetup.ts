import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…/{database}` of the run's throwaway cluster, `{database}` to fill; '' on PGlite. */
    postgresUrlTemplate: string;
    /** On PGlite, the run's folder of seeded data-folder tarballs (harness.ts); '' on PostgreSQL. */
    pgliteTemplateDirectory: string;
  }
}

/**
 * The run's shared test databases. With BONDKIT_TEST_POSTGRES=1, one throwaway PostgreSQL cluster for the
 * whole run (initdb and start took about 1 s per test file when each file started its own); every test
 * database is a database of its own on it, so files stay isolated. On PGlite, a folder where the first
 * test file to need a seed leaves its tarball for the others. Both are removed after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.BONDKIT_TEST_POSTGRES !== '1') {
    const folder = mkdtempSync(join(tmpdir(), 'bondkit-pglite-templates-'));
    project.provide('postgresUrlTemplate', '');
    project.provide('pgliteTemplateDirectory', folder);
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrlTemplate', cluster.urlFor('{database}'));
  project.provide('pgliteTemplateDirectory', '');
  return () => cluster.stop();
}
