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
  await expectSoon(page.locator(`[data-quote="${id}"]`)).toContainText('Price overridden');
});
