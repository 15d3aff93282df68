import { readFile } from 'node:fs/promises';
import { expect, request as requestFactory, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { demoEmail, demoPassword } from './support/demoAccounts';
import type { DemoRole } from './support/demoAccounts';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

const tokens = new Map<DemoRole, string>();

/** A bearer header for `role`, signed in once from a context without cookies (a cookie session needs CSRF). */
async function bearer(request: APIRequestContext, role: DemoRole): Promise<Record<string, string>> {
  let token = tokens.get(role);
  if (!token) {
    const baseURL = new URL((await request.get('/healthz')).url()).origin;
    const context = await requestFactory.newContext({ baseURL });
    const answer = await context.post('/api/token/', {
      data: { email: demoEmail(role), password: demoPassword },
    });
    expect(answer.status()).toBe(200);
    token = ((await answer.json()) as { access: string }).access;
    tokens.set(role, token);
    await context.dispose();
  }
  return { authorization: `Bearer ${token}` };
}

async function holding(request: APIRequestContext, role: DemoRole, bondId: number): Promise<number> {
  const answer = await request.get('/api/inventory/', { headers: await bearer(request, role) });
  const rows = (await answer.json()) as { finstrument_id: number; quantity: number }[];
  return rows.find((row) => row.finstrument_id === bondId)?.quantity ?? 0;
}

test('back office settles a trade dealer@ agreed with trader@; trader@ sees it settled live and downloads the confirmation', async ({
  browser,
  request,
}) => {
  // Two browsers and a live stream on a busy CI machine: more than the default minute.
  test.setTimeout(240_000);
  // The trade: Meridian (dealer@) reports buying 1 crore from Kaveri; trader@ accepts it.
  const dealerHeaders = await bearer(request, 'dealer');
  const search = await request.get('/api/finstrument/search/?search_key=GS%202033', {
    headers: dealerHeaders,
  });
  const bondId = ((await search.json()) as { finstruments: { id: number }[] }).finstruments[0]!.id;
  const firms = await request.get('/api/chatter/users-clients-unified/?search_param=Kaveri', {
    headers: dealerHeaders,
  });
  const kaveri = ((await firms.json()) as { clients: { name: string; client_id: number }[] }).clients.find(
    (client) => client.name.startsWith('Kaveri'),
  )!.client_id;
  const meridianBefore = await holding(request, 'dealer', bondId);
  const kaveriBefore = await holding(request, 'trader', bondId);
  const reported = await request.post('/api/orders/', {
    headers: dealerHeaders,
    data: {
      finstrument_id: bondId,
      buy_or_sell: 'buy',
      quantity: 10_000_000,
      unit_clean_price: 99.5,
      counterparty_client_id: kaveri,
      trade_time: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(reported.status()).toBe(201);
  const orderId = ((await reported.json()) as { id: number }).id;
  const accepted = await request.put(`/api/orders/${orderId}/accept-reject/`, {
    headers: await bearer(request, 'trader'),
    data: { reported_order_status: 'ACCEPTED' },
  });
  expect(accepted.status()).toBe(200);
  // The holding moved in both inventories, by the same amount in opposite directions.
  expect(await holding(request, 'dealer', bondId)).toBe(meridianBefore + 10_000_000);
  expect(await holding(request, 'trader', bondId)).toBe(kaveriBefore - 10_000_000);

  const traderContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const backOfficeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const trader = await traderContext.newPage();
  const backOffice = await backOfficeContext.newPage();
  try {
    await signInWithPassword(trader, 'trader');
    await trader.goto('/client/transactions');
    await waitForPage(trader);
    await trader.getByRole('button', { name: `Open trade ${orderId}` }).click();
    await expect(trader.getByTestId('order-status')).toHaveText('Accepted');

    await signInWithPassword(backOffice, 'backoffice');
    await backOffice.goto('/client/transactions');
    await waitForPage(backOffice);
    await backOffice.getByRole('button', { name: `Open trade ${orderId}` }).click();
    await backOffice.getByRole('button', { name: 'Settle', exact: true }).click();
    await saveScreenshot(backOffice, 'transactions-settle-confirm');
    await backOffice.getByRole('button', { name: 'Confirm' }).click();
    await expect(backOffice.getByTestId('order-status')).toHaveText('Settled');

    // No reload on trader@'s side: the stream's order_update brings the settlement in.
    await expect(trader.getByTestId('order-status')).toHaveText('Settled', { timeout: 15_000 });
    await saveScreenshot(trader, 'transactions-settled-1440');
    const downloadStarted = trader.waitForEvent('download');
    await trader.getByRole('button', { name: 'Download confirmation' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(`trade-confirmation-${orderId}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    await trader.setViewportSize({ width: 390, height: 844 });
    await expect(trader.getByTestId('order-status')).toBeVisible();
    // The page does not scroll sideways on a phone: the table scrolls inside its own box.
    const overflow = await trader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(trader, 'transactions-settled-390');

    // After settlement the trade stays in both books: Meridian holds 1 crore more, Kaveri 1 crore less.
    expect(await holding(request, 'dealer', bondId)).toBe(meridianBefore + 10_000_000);
    expect(await holding(request, 'trader', bondId)).toBe(kaveriBefore - 10_000_000);
    // trader@'s Inventory page shows the moved holding valued by the engine (or none left, when it was all sold).
    await trader.setViewportSize({ width: 1440, height: 900 });
    await trader.goto('/inventory');
    await waitForPage(trader);
    await expect(trader.getByRole('heading', { name: 'Inventory', exact: true })).toBeVisible();
    await expect(trader.getByTestId('total-consideration')).not.toHaveText('₹0.00');
    const book = (await (
      await request.get('/api/inventory/', { headers: await bearer(request, 'trader') })
    ).json()) as { quantity: number }[];
    const faceValue = book.reduce((sum, row) => sum + row.quantity, 0);
    await expect(trader.getByTestId('total-face-value')).toHaveText(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(
        faceValue,
      ),
    );
    await saveScreenshot(trader, 'inventory-after-settlement-1440');
    await trader.setViewportSize({ width: 390, height: 844 });
    expect(
      await trader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await saveScreenshot(trader, 'inventory-after-settlement-390');
  } finally {
    await traderContext.close();
    await backOfficeContext.close();
  }
});
