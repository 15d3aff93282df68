import type { Page } from '@playwright/test';

/** Saves a full-page screenshot under test-results/screenshots/ for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
