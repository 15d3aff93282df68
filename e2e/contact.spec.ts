import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';

test("the contact form creates a ticket: 'Your message has been noted'", async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Asha Iyer');
  await page.getByLabel('Business email').fill('asha.iyer@example.in');
  await page.getByLabel('Message').fill('We run a treasury desk and would like a demo of dart.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message has been noted')).toBeVisible();
  await saveScreenshot(page, 'contact');
});
