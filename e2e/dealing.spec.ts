import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { confirmIfFarFromMarket } from './support/marketCheck';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';
import { showPanel } from './support/dartPanels';
import { withDealerAndTrader } from './support/twoDesks';

/** Answers travel server → stream → the other browser: allow for a loaded machine, no fixed waits. */
const expectSoon = expect.configure({ timeout: 20_000 });

/** A yield no other spec quotes, so the dealer's quote is the only row that shows it. */
const quotedYield = '7.2875';

async function publishBid(dealer: Page, terms: 'Firm' | 'Indicative'): Promise<string> {
  await dealer.getByRole('button', { name: 'New quote' }).click();
  const form = dealer.getByRole('form', { name: 'Quote' });
  await form.getByRole('radiogroup', { name: 'Terms' }).getByRole('radio', { name: terms }).click();
  await form.getByRole('combobox', { name: 'Bond' }).fill('GS 20');
  const option = dealer
    .getByRole('listbox', { name: 'Bonds' })
    .locator('[role="option"]:not([aria-disabled="true"])')
    .first();
  await expectSoon(option).toBeVisible();
  const bondName = ((await option.locator('.bk-search__option-label').textContent()) ?? '')
    .trim()
    .replace(/^\(\w+\)\s*/, '');
  await option.click();
  await form.getByRole('group', { name: 'Bid price / yield' }).getByRole('textbox').first().fill(quotedYield);
  await confirmIfFarFromMarket(form.getByRole('group', { name: 'Bid price / yield' }));
  await form.getByLabel('Quantum').fill('1 Cr');
  await form.getByRole('button', { name: 'Submit quote' }).click();
  await expectSoon(form).toHaveCount(0);
  return bondName;
}

test('dealer quotes an indicative bid, trader asks to hit it, dealer accepts: both firms see the order without a reload', async ({
  browser,
}) => {
  // Two browser contexts signing in and a trade across them: more than one page's worth of work.
  test.slow();
  await withDealerAndTrader(browser, async ({ dealer, trader }) => {
    const bondName = await publishBid(dealer, 'Indicative');
    const myQuote = dealer.locator('[data-quote]').filter({ hasText: `${quotedYield}%` });
    await expectSoon(myQuote).toContainText('No responses');
    await expect(myQuote).toContainText('Indicative');

    // The trader finds the bid through the sheet's search and opens its ticket, anchored to the row.
    await trader.getByRole('searchbox', { name: 'Search the quote sheets' }).fill(bondName);
    const row = trader.locator('[data-pane="Public Runs"]').getByRole('row').filter({ hasText: quotedYield });
    await row.getByRole('button', { name: /Quote against/ }).click();
    const ticket = trader.getByRole('dialog', { name: `Hit ${bondName}` });
    // The counter form says what is wrong with a quantum before anything is sent.
    await ticket.getByRole('button', { name: /^Counter/ }).click();
    await ticket.getByRole('textbox', { name: /Quantum/ }).fill('abc');
    await ticket.getByRole('button', { name: /^Send counter/ }).click();
    await expectSoon(ticket.getByText('Should be number')).toBeVisible();
    await ticket.getByRole('textbox', { name: /Quantum/ }).fill('-1');
    await expectSoon(ticket.getByText('Cannot be negative')).toBeVisible();
    // Then the hit: on an indicative bid, a request the dealer confirms, with its countdown.
    await ticket.getByRole('button', { name: 'Hit at the quote instead' }).click();
    await ticket.getByRole('button', { name: /^Request hit at/ }).click();
    await expectSoon(ticket.getByTestId('negotiation-outcome')).toHaveText('Waiting for the counterparty');
    await expectSoon(ticket.getByTestId('request-countdown')).toBeVisible();
    // The request is final from here: the ticket follows the negotiation, it offers no form to replace it.
    await expectSoon(ticket.getByRole('button', { name: /^Request hit at/ })).toHaveCount(0);
    await expect(ticket.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // The dealer sees the response arrive on the stream and accepts it at the price seen.
    await expectSoon(myQuote).toContainText('1 waiting', { timeout: 15_000 });
    await myQuote.getByRole('button', { name: /1 response/ }).click();
    await myQuote.getByRole('button', { name: 'Accept' }).click();
    await expectSoon(myQuote.getByText(/consideration ₹/)).toBeVisible();
    await myQuote.getByRole('button', { name: 'Confirm trade' }).click();
    await expectSoon(myQuote.getByTestId('negotiation-outcome')).toHaveText(/Traded: order #\d+/);
    const orderNumber = ((await myQuote.getByTestId('negotiation-outcome').textContent()) ?? '').replace(
      /\D/g,
      '',
    );

    // The trader is told at once (a toast with the response sound), then both firms' order lists show it,
    // the trader's without a reload, and the open-order badge counts it.
    await expectSoon(trader.getByText('Quote accepted: order created')).toBeVisible({ timeout: 15_000 });
    await expectSoon(ticket.getByTestId('negotiation-outcome')).toHaveText(`Traded: order #${orderNumber}`);
    for (const page of [dealer, trader]) {
      await showPanel(page, 'Orders');
      await expectSoon(page.locator(`.app-firm-orders [data-order="${orderNumber}"]`)).toBeVisible({
        timeout: 15_000,
      });
    }
    await expectSoon(trader.getByTestId('open-order-count')).toBeVisible();
    await saveScreenshot(dealer, 'dealing-dealer-1440');
    await saveScreenshot(trader, 'dealing-trader-1440');
  });
});

test('an RFQ outside the trading window shows the window before submit and sends nothing', async ({
  page,
}) => {
  // The window is the server's answer; here it is answered closed whatever the hour the suite runs at.
  await page.route('**/api/trade/timings', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        start_time: '09:00',
        end_time: '17:00',
        is_open: false,
        time_zone: 'Asia/Kolkata',
      }),
    }),
  );
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/trade/eoi/')) created.push(request.url());
  });
  await signInWithPassword(page, 'dealer');
  await waitForPage(page);
  await page.getByRole('button', { name: 'New quote' }).click();
  const form = page.getByRole('form', { name: 'Quote' });
  await form.getByRole('checkbox', { name: 'Send to RFQ' }).check();
  await expect(form.getByRole('note')).toHaveText(
    'Exchange RFQ window 09:00–17:00 India time, exchange business days: closed now.',
  );
  await form.getByRole('button', { name: 'Submit quote' }).click();
  await expect(
    form.getByText(/The exchange RFQ window is closed \(09:00–17:00 IST on exchange business days\)/),
  ).toBeVisible();
  expect(created).toEqual([]);
});

test('a trade viewer reads the firm quotes and orders on /dart with the restriction said once', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await signInWithPassword(page, 'viewer');
    await waitForPage(page);
    await expect(page.getByText(/Trading is restricted/)).toHaveCount(1);
    // A phone shows one panel at a time, under a tab bar.
    await showPanel(page, 'My quotes');
    await expect(page.getByRole('heading', { name: 'My quotes', exact: true })).toBeVisible();
    await showPanel(page, 'Orders');
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await saveScreenshot(page, 'dealing-viewer-390');
  } finally {
    await context.close();
  }
});

test('a quote shared in a chat from Private Runs is a private run of the chat’s other firm, live, and a chat message', async ({
  browser,
}) => {
  // Two browser contexts signing in and a message across them.
  test.slow();
  const sharedYield = '7.3125';
  await withDealerAndTrader(browser, async ({ dealer, trader }) => {
    await showPanel(dealer, 'Private Runs');
    await showPanel(trader, 'Private Runs');
    const pane = dealer.locator('[data-pane="Private Runs"]');
    await pane.getByRole('button', { name: 'Share a quote in a chat' }).click();
    const chat = pane.getByRole('combobox', { name: 'Chat' });
    // A chat whose other member is at Kaveri (the trader's firm).
    const kaveriChat = chat.locator('option').filter({ hasText: 'Kaveri' }).first();
    await expectSoon(kaveriChat).toBeAttached();
    await chat.selectOption({ label: ((await kaveriChat.textContent()) ?? '').trim() });
    const form = pane.getByRole('form', { name: 'Quote' });
    await expect(form.getByRole('combobox', { name: /Counterparty/ })).toHaveCount(0);
    await form.getByRole('combobox', { name: 'Bond' }).fill('GS 20');
    const option = dealer
      .getByRole('listbox', { name: 'Bonds' })
      .locator('[role="option"]:not([aria-disabled="true"])')
      .first();
    await expectSoon(option).toBeVisible();
    await option.click();
    await form
      .getByRole('group', { name: 'Bid price / yield' })
      .getByRole('textbox')
      .first()
      .fill(sharedYield);
    await confirmIfFarFromMarket(form.getByRole('group', { name: 'Bid price / yield' }));
    await form.getByLabel('Quantum').fill('1 Cr');
    await form.getByRole('button', { name: 'Share in chat' }).click();
    await expectSoon(form).toHaveCount(0);

    // The trader's Private Runs shows it without a reload, and so does the dealer's own.
    const traderRow = trader
      .locator('[data-pane="Private Runs"]')
      .getByRole('row')
      .filter({ hasText: sharedYield });
    await expectSoon(traderRow).toBeVisible();
    await expectSoon(pane.getByRole('row').filter({ hasText: sharedYield })).toBeVisible();
    // The dealer's book lists it, labelled Private.
    await showPanel(dealer, 'My quotes');
    await expectSoon(dealer.locator('[data-quote]').filter({ hasText: `${sharedYield}%` })).toContainText(
      'Private',
    );
    // The chat carries it as a message, shown in the trader's chat list as the latest one.
    await showPanel(trader, 'Chat');
    await expectSoon(
      trader.locator('[data-pane="Chat"]').getByText(new RegExp(`Bid ${sharedYield}%.*\\(private run\\)`)),
    ).toBeVisible();
    await saveScreenshot(trader, 'private-run-from-chat');
  });
});
