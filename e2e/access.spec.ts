import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword, demoRoles } from './support/demoAccounts';
import type { DemoRole } from './support/demoAccounts';
import { expectedHome, expectedOutcomes, tableRoutes } from './support/routeExpectations';
import type { RouteOutcome } from './support/routeExpectations';
import { visit } from './support/clientNavigation';
import { signInWithPassword } from './support/signIn';

// Each account visits every route of the table: more than the default minute.
test.describe.configure({ timeout: 240_000 });

let bondId = 1;

// A real bond for /security/{id}: market data is for signed-in users, so ask as one.
test.beforeAll(async ({ request }) => {
  const token = await request.post('/api/token/', {
    data: { email: demoEmail('researcher'), password: demoPassword },
  });
  const { access } = (await token.json()) as { access: string };
  const answer = await request.get('/api/finstrument/search/?search_key=GS%2020&limit=1', {
    headers: { authorization: `Bearer ${access}` },
  });
  const body = (await answer.json()) as { finstruments?: { id: number }[] };
  const first = body.finstruments?.[0];
  if (!first) throw new Error('The demo universe has no bond matching "GS 20".');
  bondId = first.id;
});

async function outcomeOf(
  page: Page,
  path: string,
  cold: boolean,
): Promise<{ outcome: RouteOutcome; landed: string }> {
  await visit(page, path, cold);
  const url = new URL(page.url());
  const landed = `${url.pathname}${url.search}`;
  // A redirect first: a home route may itself answer 401 (opsadmin's /mind), which is still 'home'.
  if (url.pathname === '/auth/login' && !path.startsWith('/auth/login')) return { outcome: 'login', landed };
  if (url.pathname !== path.split('?')[0]) return { outcome: 'home', landed };
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
  if (heading === 'Access Denied') return { outcome: 'deny', landed };
  if (heading === 'Free Trial has Ended!') return { outcome: 'trial', landed };
  if (heading.startsWith('Page Not Found')) throw new Error(`${path} answered '${heading}'`);
  return { outcome: 'allow', landed };
}

async function checkEveryRoute(page: Page, who: DemoRole | 'visitor') {
  const failures: string[] = [];
  for (const [index, route] of tableRoutes.entries()) {
    const path = route.replace('{bond}', String(bondId));
    const expected = expectedOutcomes[who][route];
    const { outcome, landed } = await outcomeOf(page, path, index === 0);
    if (outcome !== expected) failures.push(`${path}: expected ${expected}, got ${outcome} (at ${landed})`);
    if (outcome === 'login' && landed !== `/auth/login?redirect=${encodeURIComponent(path)}`)
      failures.push(`${path}: login without the redirect parameter (at ${landed})`);
    if (outcome === 'home') {
      const home = who === 'visitor' ? '/' : expectedHome[who];
      if (new URL(landed, 'http://x').pathname !== home)
        failures.push(`${path}: went to ${landed}, not ${home}`);
    }
  }
  expect(failures).toEqual([]);
}

test('a visitor: public pages show, login pages ask to sign in with the redirect', async ({ page }) => {
  await checkEveryRoute(page, 'visitor');
});

for (const role of demoRoles) {
  test(`${role}: sign-in lands on ${expectedHome[role]}, and every route has its outcome`, async ({
    page,
  }) => {
    await signInWithPassword(page, role);
    await expect(page).toHaveURL((url) => url.pathname === expectedHome[role]);
    await checkEveryRoute(page, role);
  });
}
