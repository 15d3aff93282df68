import { expect, test } from '@playwright/test';
import { confirmIfFarFromMarket } from './support/marketCheck';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

test("a quote created by one dealer appears live in another dealer's Public Runs", async ({ browser }) => {
  const traderContext = await browser.newContext();
  const dealerContext = await browser.newContext();
  const trader = await traderContext.newPage();
  const dealer = await dealerContext.newPage();
  try {
    await signInWithPassword(trader, 'trader');
    await waitForPage(trader);
    const publicRuns = trader.locator('[data-pane="Public Runs"]');
    await expect(publicRuns).toBeVisible();
    await expect(publicRuns.locator('[aria-busy="true"]')).toHaveCount(0);

    await signInWithPassword(dealer, 'dealer');
    await dealer.getByRole('button', { name: 'New quote' }).click();
    const form = dealer.getByRole('form', { name: 'Quote' });
    await form.getByRole('combobox', { name: 'Bond' }).fill('GS 20');
    const option = dealer
      .getByRole('listbox', { name: 'Bonds' })
      .locator('[role="option"]:not([aria-disabled="true"])')
      .first();
    await expect(option).toBeVisible();
    const bondName = ((await option.locator('.bk-search__option-label').textContent()) ?? '').trim();
    await option.click();
    await form.getByRole('group', { name: 'Bid price / yield' }).getByRole('textbox').first().fill('7.3125');
    await confirmIfFarFromMarket(form.getByRole('group', { name: 'Bid price / yield' }));
    await form.getByLabel('Quantum').fill('2.5 Cr');
    await saveScreenshot(dealer, 'dart-new-quote');
    await form.getByRole('button', { name: 'Submit quote' }).click();
    await expect(form).toHaveCount(0);

    // No reload on the trader's side: the stream's refresh brings the new quote in.
    await expect(publicRuns.getByText(bondName.replace(/^\(\w+\)\s*/, '')).first()).toBeVisible({
      timeout: 15_000,
    });
    await saveScreenshot(trader, 'dart');
  } finally {
    await traderContext.close();
    await dealerContext.close();
  }
});

test('a user without trade access sees the trade-timing restriction in dart', async ({ page }) => {
  await signInWithPassword(page, 'viewer');
  await expect(page).toHaveURL(/\/dart$/);
  await expect(page.getByTestId('trade-restriction')).toContainText('Trading is restricted');
  await expect(page.getByRole('button', { name: 'New quote' })).toHaveCount(0);
  await saveScreenshot(page, 'dart-viewer');
});

test('the dart layout is remembered per user, closed panels restore, and a stale one without Build Network is cleared', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithPassword(page, 'dealer');
  await waitForPage(page);
  // Close the Chat panel from its tab: it stays closed after a reload.
  await page
    .locator('.flexlayout__tab_button', { hasText: 'Chat' })
    .locator('.flexlayout__tab_button_trailing')
    .click();
  await expect(page.getByRole('tab', { name: 'Chat', exact: true })).toHaveCount(0);
  await page.reload();
  await waitForPage(page);
  await expect(page.locator('[data-pane="Public Runs"]')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Chat', exact: true })).toHaveCount(0);
  // Restored from the Panels menu.
  await page.getByText(/^Panels \(1 closed\)$/).click();
  await page.getByRole('button', { name: 'Restore Chat' }).click();
  await expect(page.locator('[data-pane="Chat"]')).toBeVisible();

  // A preset replaces the layout; the choice is remembered.
  await page.getByRole('combobox', { name: 'Layout' }).selectOption('compact');
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('combobox', { name: 'Layout' })).toHaveValue('compact');

  // A stored layout that never knew Build Network is stale: cleared, and the default comes back.
  const key = await page.evaluate(() =>
    Object.keys(localStorage).find((name) => name.startsWith('bondkit.dart.layout.')),
  );
  expect(key).toBeDefined();
  await page.evaluate((storageKey) => {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { panels: string[] };
    stored.panels = stored.panels.filter((name) => name !== 'Build Network');
    localStorage.setItem(storageKey, JSON.stringify(stored));
  }, key!);
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('combobox', { name: 'Layout' })).toHaveValue('trading');
  await expect(page.locator('[data-pane="Public Runs"]')).toBeVisible();
  expect(await page.evaluate((storageKey) => localStorage.getItem(storageKey), key!)).toBeNull();
});
