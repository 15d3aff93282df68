import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword, demoRoles } from './support/demoAccounts';
import type { DemoRole } from './support/demoAccounts';
import { expectedOutcomes, tableRoutes } from './support/routeExpectations';
import { visit } from './support/clientNavigation';
import { signInWithPassword } from './support/signIn';

// axe-core on every page each user may open, at 1440 px, in the light and the dark theme: no serious or
// critical finding. (Moderate and minor findings are design calls; these two levels block a user.)
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 1440, height: 900 } });

let bondId = 1;

test.beforeAll(async ({ request }) => {
  const token = await request.post('/api/token/', {
    data: { email: demoEmail('researcher'), password: demoPassword },
  });
  const { access } = (await token.json()) as { access: string };
  const answer = await request.get('/api/finstrument/search/?search_key=GS%2020&limit=1', {
    headers: { authorization: `Bearer ${access}` },
  });
  const body = (await answer.json()) as { finstruments?: { id: number }[] };
  bondId = body.finstruments?.[0]?.id ?? 1;
});

/** The serious and critical findings on the page as it stands, one line each. */
async function blockingFindings(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const toggle = page.getByRole('button', { name: 'Dark theme' }).first();
  if ((await toggle.count()) === 0) return;
  const pressed = (await toggle.getAttribute('aria-pressed')) === 'true';
  if (pressed !== (theme === 'dark')) await toggle.click();
}

async function walk(page: Page, who: DemoRole | 'visitor') {
  const findings: string[] = [];
  if (who !== 'visitor') await signInWithPassword(page, who);
  // Signing out is a page of its own: walked last, by the visitor only (it ends a signed-in walk).
  // '/find' first: every user may open it and its header has the theme switch, which the user's choice keeps.
  const routes = [
    '/find' as const,
    ...tableRoutes.filter(
      (route) =>
        route !== '/find' &&
        expectedOutcomes[who][route] === 'allow' &&
        (who === 'visitor' || route !== '/auth/logout'),
    ),
  ];
  for (const theme of ['light', 'dark'] as const) {
    for (const [index, route] of routes.entries()) {
      const path = route.replace('{bond}', String(bondId));
      await visit(page, path, index === 0);
      await useTheme(page, theme);
      await expect(page.locator('html')).toHaveClass(new RegExp(`bk-theme-${theme}`));
      findings.push(...(await blockingFindings(page, `${who} ${theme} ${path}`)));
    }
  }
  expect(findings).toEqual([]);
}

for (const who of ['visitor', ...demoRoles] as const) {
  test(`axe: no serious or critical finding on the pages of ${who}, light and dark`, async ({ page }) => {
    await walk(page, who);
  });
}
