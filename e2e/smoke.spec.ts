import { expect, test } from '@playwright/test';

test('the server is healthy', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.ok()).toBe(true);
});

test('the landing page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("an unknown path shows 'Page Not Found: {path}'", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeVisible();
});
