import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { showPanel } from './support/dartPanels';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

/** Steps travel server → stream or poll → the other browser: allow for a loaded machine, no fixed waits. */
const expectSoon = expect.configure({ timeout: 25_000 });

/** Opens the first listed bond of find's table (one that can be quoted) and answers its name. */
async function openListedBond(page: Page): Promise<string> {
  await page.goto('/find');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Listed', exact: true }) })
    .first();
  await expectSoon(row).toBeVisible();
  const link = row.getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expectSoon(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('an investor requests a quote on a bond, the dealer quotes, she accepts, both see the order', async ({
  browser,
}) => {
  // Two people in two browsers, a request and a quote crossing between them: more than one page's work.
  test.slow();
  const investorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const dealerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const investor = await investorContext.newPage();
    const dealer = await dealerContext.newPage();
    await signInWithPassword(investor, 'investor');
    await waitForPage(investor);
    await signInWithPassword(dealer, 'dealer');
    await waitForPage(dealer);

    // The investor's menu leads to My bonds; from a bond page she asks her broker for a quote.
    await expect(investor.getByRole('link', { name: 'My bonds' }).first()).toBeAttached();
    const bond = await openListedBond(investor);
    const panel = investor.getByRole('region', { name: 'Buy or sell through Meridian Capital' });
    await expect(panel.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await panel.getByRole('button', { name: 'Request a quote' }).click();
    await expectSoon(panel.getByRole('status')).toContainText('Sent to Meridian Capital');
    await expectSoon(panel.getByRole('listitem').first()).toContainText('Waiting for a quote');
    await saveScreenshot(investor, 'investor-request-sent');

    // The dealer finds it in Ticketing, named by client, and quotes it by yield.
    await dealer.goto('/dart');
    await waitForPage(dealer);
    await showPanel(dealer, 'Ticketing');
    const request = dealer
      .locator('[data-pane="Ticketing"] [data-client-request]')
      .filter({ hasText: 'Ananya Iyer' })
      .filter({ hasText: bond })
      .first();
    await expectSoon(request).toHaveAttribute('data-status', 'OPEN');
    await request.getByLabel('Yield (%)').fill('7.5');
    await request.getByRole('button', { name: 'Send quote' }).click();
    await expectSoon(request).toHaveAttribute('data-status', 'QUOTED');
    await expect(request).toContainText('7.5000%');
    await saveScreenshot(dealer, 'investor-dealer-quoted');

    // The investor sees the quote on My bonds (it arrives without a reload) and accepts it.
    await investor.getByRole('link', { name: 'My bonds' }).first().click();
    const card = investor.getByRole('listitem').filter({ hasText: bond }).first();
    await expectSoon(card).toContainText('Quote received');
    await expect(card.getByTestId('client-eoi-quote')).toContainText('7.5000%');
    await card.getByRole('button', { name: 'Accept quote' }).click();
    await card.getByRole('button', { name: 'Confirm order' }).click();
    await expectSoon(card).toContainText('Accepted: order placed');
    const orders = investor.getByRole('region', { name: 'Orders table' });
    await expectSoon(orders.getByRole('row').filter({ hasText: bond })).toContainText('Meridian Capital');
    await expect(investor.getByRole('region', { name: 'Holdings table' })).toContainText(bond);
    await saveScreenshot(investor, 'investor-order-placed');

    // The dealer's desk sees it accepted and the order, on the other side, in Orders and Transactions.
    await expectSoon(request).toHaveAttribute('data-status', 'ACCEPTED');
    await showPanel(dealer, 'Orders');
    await expectSoon(dealer.locator('[data-pane="Orders"]')).toContainText('Ananya Iyer');
    await dealer.goto('/client/transactions');
    const trade = dealer.getByRole('row').filter({ hasText: 'Ananya Iyer' }).first();
    await expectSoon(trade).toContainText(bond);
    await expect(trade).toContainText('Sell');
    await saveScreenshot(dealer, 'investor-dealer-transactions');
  } finally {
    await investorContext.close();
    await dealerContext.close();
  }
});
