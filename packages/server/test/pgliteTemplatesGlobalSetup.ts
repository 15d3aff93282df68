import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * The reference app's page tests run on the in-process server (`@bondkit/server/testing`), always on PGlite:
 * a folder where the run's first file to start a server leaves the seeded tarball for the others.
 */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'bondkit-pglite-templates-'));
  project.provide('postgresUrlTemplate', '');
  project.provide('pgliteTemplateDirectory', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
