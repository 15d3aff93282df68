import { afterAll, beforeAll } from 'vitest';
import { prepareDemoSeed } from '@bondkit/server/testing';
import { closeFileServer } from './renderApp';

// A setup file runs again for every test file (even without isolation). The run's seeded database is made
// before the first file's tests (so that no test's own time pays for it; later files only find it made), and
// each file's server closes after the file.
beforeAll(prepareDemoSeed, 60_000);
afterAll(closeFileServer);
