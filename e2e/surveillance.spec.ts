import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

test('compliance@ finds a chat message by bond name, downloads a day of chats, reviews a price alert; the audit log shows all three', async ({
  page,
}) => {
  // One browser, one server; a busy shared CI machine needs more than the default minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithPassword(page, 'compliance');
  await expect(page).toHaveURL(/\/surveillance$/);
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Surveillance', level: 1 })).toBeVisible();

  // The seeded chat between Meridian and Kaveri, opened read-only: the bond the counterparty asked about.
  await page.getByRole('button', { name: 'Open chat Meridian – Kaveri desk' }).click();
  const transcript = page.getByRole('region', { name: 'Chat transcript' });
  const request = transcript.locator('li', { hasText: 'Can you show a bid on' });
  await expect(request).toBeVisible();
  const text = (await request.locator('.app-surveillance__text').textContent()) ?? '';
  const bondName = /^Can you show a bid on (.+) \(\w{12}\)/.exec(text)?.[1];
  expect(bondName, text).toBeTruthy();
  const sentAt = (await request.locator('time').getAttribute('datetime'))!;
  const marketDay = new Date(Date.parse(sentAt) + 5.5 * 3_600_000).toISOString().slice(0, 10);
  await saveScreenshot(page, 'surveillance-chats-desk');

  // Download that day's chats of every channel (none ticked: all of them).
  const download = page.getByRole('form', { name: 'Download chats' });
  await download.getByLabel('From').fill(marketDay);
  await download.getByLabel('To').fill(marketDay);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('button', { name: 'Download chats' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`chats-${marketDay}-to-${marketDay}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('channel_url,channel_name,sent_at');
  expect(csv).toContain(text);
  await expect(download.getByRole('status')).toContainText(
    `Downloaded chats-${marketDay}-to-${marketDay}.csv`,
  );

  // Search by the bond's name across channels.
  await page.getByRole('tab', { name: 'Search messages' }).click();
  const search = page.getByRole('form', { name: 'Search messages' });
  await search.getByLabel('Bond').fill(bondName!);
  await search.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('grid', { name: 'Messages found' });
  await expect(found.getByText(text)).toBeVisible();

  // Review the price-deviation alert on the quote placed 4% above the fair value.
  await page.getByRole('tab', { name: 'Trade review' }).click();
  await page
    .getByRole('button', { name: /^Mark alert quote:\d+:price_deviation reviewed$/ })
    .first()
    .click();
  const review = page.getByRole('form', { name: 'Review alert' });
  await review.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(review.getByRole('alert')).toHaveText('A review note is required.');
  await review.getByLabel('Review note').fill('Price agreed off-market in chat; escalated to the desk head.');
  await review.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(
    page.getByText(
      /^Reviewed by Kavita Menon, .+: Price agreed off-market in chat; escalated to the desk head\.$/,
    ),
  ).toBeVisible();
  await saveScreenshot(page, 'surveillance-trade-review-desk');

  // The audit log: the search, the download and the review (newest first).
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const audit = page.getByRole('grid', { name: 'Surveillance audit log' });
  await expect(audit.getByText('Alert reviewed')).toBeVisible();
  await expect(audit.getByText('Messages searched')).toBeVisible();
  await expect(audit.getByText('Chats downloaded')).toBeVisible();
  await expect(audit.getByText(`bond: ${bondName}`)).toBeVisible();
  await saveScreenshot(page, 'surveillance-audit-desk');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Chats' }).click();
  await expect(page.getByRole('button', { name: 'Open chat Meridian – Kaveri desk' })).toBeVisible();
  await saveScreenshot(page, 'surveillance-chats-phone');
});
