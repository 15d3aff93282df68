import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

test('a visitor on /find is offered sign-in, coming back to /find', async ({ page }) => {
  await page.goto('/find');
  await expect(page.getByRole('heading', { name: 'Sign in to see bonds' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    '/auth/login?redirect=%2Ffind',
  );
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
  await expect(option).toBeVisible();
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
