import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './support/demoAccounts';
import type { DemoRole } from './support/demoAccounts';
import { visit } from './support/clientNavigation';
import { expectedOutcomes, tableRoutes } from './support/routeExpectations';
import type { TableRoute } from './support/routeExpectations';
import { signInWithPassword } from './support/signIn';

// Every page of the route table at a phone's width, one full load per account.
test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 };

/**
 * Who walks which routes: each route the table shows (outcome 'allow') is walked by the first of these that
 * may see it, so every page is checked once, with the data its role brings (a dealer's book, an ops admin's
 * users). Leaving a page signs nobody out: /auth/logout is left out.
 */
const walkers: readonly (DemoRole | 'visitor')[] = [
  'visitor',
  'dealer',
  'opsadmin',
  'compliance',
  'researcher',
  // The individual investor: My bonds, the one page no other walker may open.
  'investor',
];

function walks(): Map<DemoRole | 'visitor', TableRoute[]> {
  const seen = new Set<TableRoute>(['/auth/logout']);
  const byWalker = new Map<DemoRole | 'visitor', TableRoute[]>();
  for (const walker of walkers) {
    const routes = tableRoutes.filter(
      (route) => !seen.has(route) && expectedOutcomes[walker][route] === 'allow',
    );
    for (const route of routes) seen.add(route);
    byWalker.set(walker, routes);
  }
  return byWalker;
}

let bondId = 1;

test.beforeAll(async ({ request }) => {
  const token = await request.post('/api/token/', {
    data: { email: demoEmail('researcher'), password: demoPassword },
  });
  const { access } = (await token.json()) as { access: string };
  const answer = await request.get('/api/finstrument/search/?search_key=GS%2020&limit=1', {
    headers: { authorization: `Bearer ${access}` },
  });
  const first = ((await answer.json()) as { finstruments?: { id: number }[] }).finstruments?.[0];
  if (!first) throw new Error('The demo universe has no bond matching "GS 20".');
  bondId = first.id;
});

/** Counts the page's requests in flight, so a check waits for the data that widens a table to arrive. */
async function trackRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { bondkitRequestsInFlight: number };
    state.bondkitRequestsInFlight = 0;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      state.bondkitRequestsInFlight += 1;
      try {
        return await original(...args);
      } finally {
        state.bondkitRequestsInFlight -= 1;
      }
    };
  });
}

/** Waits until no request has been in flight for two checks in a row (or 10 s: a live page may poll). */
async function settle(page: Page): Promise<void> {
  let quietChecks = 0;
  for (let attempt = 0; attempt < 40 && quietChecks < 2; attempt += 1) {
    await page.waitForTimeout(250);
    const inFlight = await page.evaluate(
      () => (window as unknown as { bondkitRequestsInFlight?: number }).bondkitRequestsInFlight ?? 0,
    );
    quietChecks = inFlight === 0 ? quietChecks + 1 : 0;
  }
}

/** How far the page is wider than the screen, and the outermost elements that stick out. */
async function overflowOf(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.getBoundingClientRect().right <= width + 1) continue;
      const parent = element.parentElement;
      if (parent !== null && parent !== document.body && parent.getBoundingClientRect().right > width + 1)
        continue;
      culprits.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`);
    }
    return { excess: root.scrollWidth - width, culprits: culprits.slice(0, 5) };
  });
}

for (const [walker, routes] of walks()) {
  test(`${walker}: no page overflows sideways at 390 px (${routes.length} pages)`, async ({ page }) => {
    expect(routes.length).toBeGreaterThan(0);
    await page.setViewportSize(phone);
    await trackRequests(page);
    if (walker !== 'visitor') await signInWithPassword(page, walker);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const path = route.replace('{bond}', String(bondId));
      await visit(page, path, walker === 'visitor' && index === 0);
      await settle(page);
      const { excess, culprits } = await overflowOf(page);
      if (excess > 0) failures.push(`${path}: ${excess}px wider than the screen (${culprits.join(', ')})`);
    }
    expect(failures).toEqual([]);
  });
}

test('bid and buy read in the bid colour, ask and sell in the ask colour, light and dark', async ({
  page,
}) => {
  await signInWithPassword(page, 'dealer');
  await visit(page, '/client/transactions', false);
  const side = page.locator('.app-side-text').first();
  await expect(side).toBeAttached();
  const colours = () =>
    side.evaluate((element) => {
      const probe = document.createElement('span');
      const kind = element.getAttribute('data-side');
      probe.style.color = `var(--bk-color-${kind})`;
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return {
        shown: getComputedStyle(element).color,
        expected,
        text: getComputedStyle(document.body).color,
      };
    });
  const light = await colours();
  expect(light.shown).toBe(light.expected);
  expect(light.shown).not.toBe(light.text);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/bk-theme-dark/);
  const dark = await colours();
  expect(dark.shown).toBe(dark.expected);
  expect(dark.shown).not.toBe(light.shown);
});
