import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';

test('the server is healthy', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.ok()).toBe(true);
});

test('the landing page renders, on a desktop and at phone width', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, 'landing');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await saveScreenshot(page, 'landing-phone');
});

test("an unknown path shows 'Page Not Found: {path}'", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeVisible();
  await expect(page.getByText('404 · Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await saveScreenshot(page, 'not-found');
});

test('the build version files are served for new-build detection', async ({ request }) => {
  const version = await request.get('/version.json');
  expect(version.ok()).toBe(true);
  expect(((await version.json()) as { version: string }).version).not.toBe('');
  expect((await request.get('/builds/latest.json')).ok()).toBe(true);
});

test('an invalid invitation shows the 410 page', async ({ page }) => {
  await page.goto('/client/register?invite_code=not-a-real-code');
  await expect(page.getByRole('heading', { name: 'Invitation URL invalid' })).toBeVisible();
  await expect(page.getByText('If the problem persists, please contact us.')).toBeVisible();
  await saveScreenshot(page, 'invitation-invalid');
});
