import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { createBondClient } from '@bondkit/core';
import { afterEach, beforeAll } from 'vitest';
import './vitest-setup-shared';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): on a loaded two-core CI machine a
// lazily loaded page can take longer than a second to appear. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// The client loads each API namespace's module on its first call (issue 19's bytes). In a browser that is
// one request; under vitest the first import of a module transforms it, which can outlast a test's fake-timer
// window: load them once per file before any test, as an app would have by its second call.
beforeAll(async () => {
  await createBondClient({
    apiBase: 'http://localhost',
    fetch: () => Promise.reject(new Error('unused')),
  }).preload();
});

// The files of a project share their worker's window (`isolate: false` in vitest.config.ts): each file starts
// on a blank page at `/`, with empty storage and no cookies, as it would in a window of its own.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

afterEach(() => {
  cleanup();
});
