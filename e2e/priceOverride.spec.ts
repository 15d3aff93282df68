import { confirmIfFarFromMarket } from './support/marketCheck';
import { expect, test } from '@playwright/test';
import { signInWithPassword, waitForPage } from './support/signIn';

/** The stream and pricing calls of a loaded machine: allow time, no fixed waits. */
const expectSoon = expect.configure({ timeout: 20_000 });

interface CreatedQuote {
  id: number;
  unit_price_stored: number;
  yield_stored: number;
  fixed_field: string;
  price_overridden: boolean;
}

test('a dealer overrides the price computed from the yield; the quote is stored with both and the flag', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithPassword(page, 'dealer');
  await waitForPage(page);
  await page.getByRole('button', { name: 'New quote' }).click();
  const form = page.getByRole('form', { name: 'Quote' });
  await form.getByRole('combobox', { name: 'Bond' }).fill('GS 20');
  const option = page
    .getByRole('listbox', { name: 'Bonds' })
    .locator('[role="option"]:not([aria-disabled="true"])')
    .first();
  await expectSoon(option).toBeVisible();
  await option.click();
  const pricing = form.getByRole('group', { name: 'Bid price / yield' });
  await pricing.getByRole('textbox').first().fill('7.2125');
  // The server prices the yield; the override box is offered once it allows price modification.
  await expectSoon(pricing.locator('.bk-pricing-input__counterpart-value')).toHaveText(/^\d+\.\d{4}$/);
  const computed = Number(await pricing.locator('.bk-pricing-input__counterpart-value').textContent());
  await confirmIfFarFromMarket(pricing);
  await form.getByRole('checkbox', { name: 'Override price' }).check();
  const own = form.getByRole('textbox', { name: /Your price/ });
  await expect(own).toHaveValue(computed.toFixed(4));
  const overridePrice = (computed + 0.25).toFixed(4);
  await own.fill(overridePrice);
  await expect(
    form.getByText(`Computed from the yield: ${computed.toFixed(4)}; yours 0.2500 above`),
  ).toBeVisible();
  await form.getByLabel('Quantum').fill('1 Cr');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/trade/eoi/'),
  );
  await form.getByRole('button', { name: 'Submit quote' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect((await response.json()) as CreatedQuote).toMatchObject({
    unit_price_stored: Number(overridePrice),
    yield_stored: 0.072125,
    fixed_field: 'yield',
    price_overridden: true,
  });
  await expectSoon(form).toHaveCount(0);
  // The firm's book says which price is the dealer's own.
  const id = ((await response.json()) as { id: number }).id;
  const book = page.locator(`[data-quote="${id}"]`);
  await expectSoon(book).toContainText('Price overridden');

  // Updating keeps the override on offer: the dealer moves the own price, then ends the override.
  const updated = () =>
    page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/api/eoi/update/${id}/`),
    );
  await book.getByRole('button', { name: 'Update' }).click();
  const update = page.getByRole('form', { name: 'Update quote' });
  await expectSoon(update.getByRole('checkbox', { name: 'Override price' })).toBeChecked();
  const ownPrice = update.getByRole('textbox', { name: 'Clean price (override)' });
  await expect(ownPrice).toHaveValue(overridePrice);
  const movedPrice = (computed + 0.5).toFixed(4);
  await ownPrice.fill(movedPrice);
  const moved = updated();
  await update.getByRole('button', { name: 'Save' }).click();
  expect(((await moved).request().postDataJSON() as Record<string, unknown>).price_overridden).toBe(true);
  expect(await (await moved).json()).toMatchObject({
    unit_price_stored: Number(movedPrice),
    price_overridden: true,
  });

  await expectSoon(update).toHaveCount(0);
  await book.getByRole('button', { name: 'Update' }).click();
  await update.getByRole('checkbox', { name: 'Override price' }).uncheck();
  const ended = updated();
  await update.getByRole('button', { name: 'Save' }).click();
  expect(await (await ended).json()).toMatchObject({ yield_stored: 0.072125, price_overridden: false });
  await expectSoon(book).not.toContainText('Price overridden');
});
