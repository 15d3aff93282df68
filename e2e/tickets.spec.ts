import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';
import { usePreset } from './support/dartPanels';
import { withDealerAndTrader } from './support/twoDesks';

/** Steps travel server → stream → the other browser: allow for a loaded machine, no fixed waits. */
const expectSoon = expect.configure({ timeout: 20_000 });

/** The dealer's newest ticket card in the Ticketing pane (tickets list latest first). */
function newestTicket(page: Page): Locator {
  return page.locator('[data-pane="Ticketing"] [data-ticket]').first();
}

/** Both desks in the Sales layout: Chat, Ticketing and Orders side by side, each large enough to work in. */
async function salesLayout(...pages: Page[]): Promise<void> {
  for (const page of pages) await usePreset(page, 'sales');
}

async function openTicket(dealer: Page): Promise<string> {
  const pane = dealer.locator('[data-pane="Ticketing"]');
  await pane.getByRole('button', { name: 'New ticket' }).click();
  const form = pane.getByRole('form', { name: 'New ticket' });
  await form.getByRole('combobox', { name: 'Bond' }).fill('GS 20');
  const bond = dealer
    .getByRole('listbox', { name: 'Bonds' })
    .locator('[role="option"]:not([aria-disabled="true"])')
    .first();
  await expectSoon(bond).toBeVisible();
  await bond.click();
  await form.getByRole('combobox', { name: 'Counterparty' }).fill('Priya');
  const member = dealer.getByRole('group', { name: 'Member' }).getByRole('option').first();
  await expectSoon(member).toBeVisible();
  await member.click();
  await form.getByLabel('Face value (L or Cr)').fill('5 Cr');
  await form.getByRole('button', { name: 'Post ticket in chat' }).click();
  await expectSoon(form).toHaveCount(0);
  const id = await newestTicket(dealer).getAttribute('data-ticket');
  expect(id).not.toBeNull();
  return id!;
}

test('a ticket negotiated by counter-offers over chat to a confirmed trade, both sides live', async ({
  browser,
}) => {
  // Two browser contexts signing in and a ticket across them: more than one page's worth of work.
  test.slow();
  await withDealerAndTrader(browser, async ({ dealer, trader }) => {
    await salesLayout(dealer, trader);
    const id = await openTicket(dealer);
    const dealerCard = dealer.locator(`[data-pane="Ticketing"] [data-ticket="${id}"]`);
    const traderCard = trader.locator(`[data-pane="Ticketing"] [data-ticket="${id}"]`);
    // The ticket reaches the trader on the stream, without a reload.
    await expectSoon(traderCard).toHaveAttribute('data-state', 'OPEN');

    // The trader offers 99.50; the dealer counters at 99.25; the trader accepts the counter.
    await traderCard.getByRole('button', { name: 'Send price' }).click();
    await traderCard.getByLabel('Clean price').fill('99.5');
    await traderCard.getByRole('button', { name: 'Send', exact: true }).click();
    await expectSoon(dealerCard).toHaveAttribute('data-state', 'NEGOTIATING');
    await expectSoon(dealerCard).toContainText('99.5000');
    await dealerCard.getByRole('button', { name: 'Counter' }).click();
    await dealerCard.getByLabel('Clean price').fill('99.25');
    await dealerCard.getByRole('button', { name: 'Send', exact: true }).click();
    await expectSoon(traderCard).toContainText('99.2500');
    // Whoever priced last waits: the dealer cannot accept its own counter.
    await expect(dealerCard.getByRole('button', { name: 'Accept price' })).toHaveCount(0);
    await traderCard.getByRole('button', { name: 'Accept price' }).click();
    await traderCard.getByRole('button', { name: 'Yes, accept price' }).click();

    // The consideration (principal + accrued) is the buyer's (dealer's) to accept, with a custodian.
    await expectSoon(dealerCard).toHaveAttribute('data-state', 'PRICE_AGREED');
    await expect(dealerCard).toContainText('₹4,96,25,000.00 + accrued');
    await dealerCard.getByRole('button', { name: 'Accept consideration' }).click();
    const custodian = dealerCard.getByLabel('Custodian (NSE)');
    await expectSoon(custodian.locator('option')).not.toHaveCount(1);
    await custodian.selectOption({ index: 1 });
    await dealerCard.getByRole('button', { name: 'Yes, accept consideration' }).click();

    // The seller (trader) confirms: the order appears for both firms.
    await expectSoon(traderCard).toHaveAttribute('data-state', 'CONSIDERATION_ACCEPTED');
    await traderCard.getByRole('button', { name: 'Confirm trade' }).click();
    await traderCard.getByRole('button', { name: 'Yes, confirm trade' }).click();
    const status = trader.locator('[data-pane="Ticketing"]').getByRole('status');
    await expectSoon(status).toContainText(`Ticket #${id} confirmed: order #`);
    const orderNumber = ((await status.textContent()) ?? '').match(/order #(\d+)/)?.[1];
    for (const page of [dealer, trader]) {
      await expectSoon(page.locator(`.app-firm-orders [data-order="${orderNumber}"]`)).toBeVisible();
    }
    await expectSoon(dealerCard).toHaveCount(0);

    // Every step is in the chat between them, as ticket cards.
    const chat = dealer.locator('[data-pane="Chat"]');
    await expectSoon(chat.getByRole('navigation', { name: 'Chats' })).toBeVisible();
    await chat
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('button', { name: /Priya Raghavan/ })
      .first()
      .click();
    const cards = chat.getByRole('group', { name: `Trade ticket ${id}` });
    await expectSoon(cards.last()).toContainText('Confirmed');
    // Created, two prices, price agreed, consideration accepted, confirmed.
    await expect(cards).toHaveCount(6);
    await saveScreenshot(dealer, 'tickets-dealer-1440');
    await saveScreenshot(trader, 'tickets-trader-1440');
  });
});

test('a ticket’s terms are changed from the Ticketing pane and the other side sees them live; a broker at a party’s firm is refused by its field', async ({
  browser,
}) => {
  // Two browser contexts signing in and a ticket across them.
  test.slow();
  await withDealerAndTrader(browser, async ({ dealer, trader }) => {
    await salesLayout(dealer, trader);
    const id = await openTicket(dealer);
    const dealerCard = dealer.locator(`[data-pane="Ticketing"] [data-ticket="${id}"]`);
    const traderCard = trader.locator(`[data-pane="Ticketing"] [data-ticket="${id}"]`);
    await expectSoon(traderCard).toHaveAttribute('data-state', 'OPEN');

    // Nothing changed is refused before anything is sent; a bad face value by its field.
    await dealerCard.getByRole('button', { name: 'Change terms' }).click();
    const terms = dealerCard.getByRole('form', { name: `Change terms, ticket ${id}` });
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await expectSoon(terms.getByRole('alert')).toContainText('Change at least one of');
    await terms.getByLabel('Face value (L or Cr)').fill('abc');
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await expectSoon(terms.getByLabel('Face value (L or Cr)')).toHaveAccessibleDescription(
      'Should be number',
    );
    await terms.getByLabel('Face value (L or Cr)').fill('30000000');
    await terms.getByLabel('Exchange').selectOption('BSE');
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await expectSoon(terms).toHaveCount(0);
    await expectSoon(dealerCard).toContainText('3 Cr');
    // The trader's card follows on the stream, still OPEN.
    await expectSoon(traderCard).toContainText('3 Cr');
    await expect(traderCard).toHaveAttribute('data-state', 'OPEN');

    // Sending without a broker is refused before anything is sent.
    await dealerCard.getByRole('button', { name: 'Send to broker' }).click();
    const dealerBroker = dealerCard.getByRole('form', { name: `Send to broker, ticket ${id}` });
    await dealerBroker.getByRole('button', { name: 'Send to broker' }).click();
    await expectSoon(dealerBroker.getByRole('combobox', { name: 'Broker' })).toHaveAccessibleDescription(
      'Choose a broker',
    );
    // A broker must be at a third firm: the trader picking a member of Meridian (a broking firm, and the
    // dealer's) is refused by the server, next to the Broker field.
    await traderCard.getByRole('button', { name: 'Send to broker' }).click();
    const broker = traderCard.getByRole('form', { name: `Send to broker, ticket ${id}` });
    await broker.getByRole('combobox', { name: 'Broker' }).fill('Meridian');
    const member = trader.getByRole('group', { name: 'Member' }).getByRole('option').first();
    await expectSoon(member).toBeVisible();
    await member.click();
    await broker.getByRole('button', { name: 'Send to broker' }).click();
    await expectSoon(broker.getByRole('combobox', { name: 'Broker' })).toHaveAccessibleDescription(
      /third firm/,
    );
    await saveScreenshot(trader, 'tickets-send-to-broker-refused-1440');
    await saveScreenshot(dealer, 'tickets-change-terms-1440');
  });
});
