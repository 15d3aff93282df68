import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

// The security page is long and its full-page screenshots are slow on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test('a visitor finds and prices a bond without an account; only quoting asks to sign in', async ({
  page,
}) => {
  await page.goto('/find');
  await waitForPage(page);
  const table = page.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Yield' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/\d+\.\d{4}%/);
  await expect(page.getByText('FLOATING_RATE')).toHaveCount(0);
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/security\/\d+$/);
  await expect(page.getByTestId('today-price')).toHaveText(/^\d+\.\d{4}$/);
  await expect(page.getByTestId('consideration')).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await expect(page.getByRole('link', { name: 'Sign in to quote' })).toHaveAttribute(
    'href',
    /^\/auth\/login\?redirect=%2Fsecurity%2F\d+$/,
  );
  for (const internal of ['Finstrument id', 'Is demo text', 'Bond yield 0.']) {
    await expect(page.getByText(internal)).toHaveCount(0);
  }
  const faceValue = page.getByLabel('Face value (₹)');
  await faceValue.fill('1000000000000000000000000000000');
  await expect(page.getByText('Should be at most 12 digits')).toBeVisible();
  await faceValue.fill('2.5 Cr');
  await expect(page.getByText('₹2.5 Cr · type 10 L or 2.5 Cr')).toBeVisible();
});

test('search a bond, open its security page and price it', async ({ page }) => {
  await signInWithPassword(page, 'researcher');
  await page.goto('/find');
  await waitForPage(page);
  await expect(page.getByRole('table').first()).toBeVisible();
  await saveScreenshot(page, 'find');
  const search = page.getByRole('combobox', { name: 'Search bonds' });
  await search.fill('GS 20');
  const option = page
    .getByRole('listbox', { name: 'Bonds' })
    .locator('[role="option"]:not([aria-disabled="true"])')
    .first();
  // The first search builds the server's index; on a loaded machine that takes more than 5 s.
  await expect(option).toBeVisible({ timeout: 20_000 });
  await option.click();
  await expect(page).toHaveURL(/\/security\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Price', exact: true })).toBeVisible();
  await expect(page.getByTestId('today-price')).toHaveText(/^\d+\.\d{4}$/);
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Cash flow chart/ })).toBeVisible();

  const input = page.getByRole('group', { name: 'Price / Yield' }).getByRole('textbox').first();
  await input.fill('7.25');
  await expect(page.getByRole('group', { name: 'Price / Yield' })).toContainText(/\d+\.\d{4}/);

  const imButton = page.getByRole('button', { name: 'Download IM' });
  await imButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText('You can download IM directly from here.');
  await saveScreenshot(page, 'security');
});
