import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): on a loaded two-core CI machine a
// lazily loaded page can take longer than a second to appear. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
