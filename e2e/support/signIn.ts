import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail, demoPassword } from './demoAccounts';
import type { DemoRole } from './demoAccounts';

/** Signs in through the login page with email and password; resolves once the app left the login page. */
export async function signInWithPassword(page: Page, role: DemoRole, path = '/auth/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(demoEmail(role));
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Waits until the app shell has rendered a page (or an error page) in a layout. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('[data-layout]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.app-loading')).toHaveCount(0, { timeout: 15_000 });
}
