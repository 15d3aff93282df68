import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

/** Answers travel through the server: allow for a loaded machine, no fixed waits. */
const expectSoon = expect.configure({ timeout: 20_000 });

/** Opens a new quote and picks a G-sec: the pricing input's prefill (the bond's market yield) is on its way. */
async function pickBond(page: Page) {
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
  return { form, pricing, input: pricing.getByRole('textbox').first() };
}

test('typing into a prefilling PricingInput: what is typed is what is quoted, read as a yield', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithPassword(page, 'dealer');
  await waitForPage(page);

  // At 10 ms a key, straight after picking the bond, racing the prefill.
  const first = await pickBond(page);
  await first.input.click();
  await page.keyboard.type('6.55', { delay: 10 });
  await expectSoon(first.pricing.locator('.bk-pricing-input__counterpart-value')).toHaveText(/\d/);
  await expect(first.input).toHaveValue('6.55');
  await expect(first.pricing.getByRole('radio', { name: 'Yield' })).toBeChecked();
  await page.getByRole('button', { name: 'New quote' }).click();

  // At a human pace, after the prefill landed: the click selects it, the keys replace it.
  const second = await pickBond(page);
  await expectSoon(second.input).toHaveValue(/^\d+\.\d{4}$/);
  const prefilled = await second.input.inputValue();
  await second.input.click();
  await page.keyboard.type('6.55', { delay: 150 });
  await expect(second.input).toHaveValue('6.55');
  await expect(second.pricing.getByRole('radio', { name: 'Yield' })).toBeChecked();

  // Far from the market: the quote waits for a confirmation that names the distance.
  await second.input.fill('9.55');
  // The simulated market moves while the walk types: the message names the market it measured from, which
  // is the prefilled yield give or take a tick, and the distance from that market.
  const warning = second.pricing.getByText(/9\.55% is [\d.]+ bp above the market [\d.]+%/);
  await expect(warning).toBeVisible();
  const [, distance, market] = /is ([\d.]+) bp above the market ([\d.]+)%/.exec(
    (await warning.textContent()) ?? '',
  )!;
  expect(Math.abs(Number(market) - Number(prefilled))).toBeLessThan(0.1);
  expect(Number(distance)).toBeCloseTo((9.55 - Number(market)) * 100, 0);
  await saveScreenshot(page, 'dart-quote-far-from-market');
  await second.form.getByLabel('Quantum').fill('1 Cr');
  await second.form.getByRole('button', { name: 'Submit quote' }).click();
  await expect(second.form.getByText(/Confirm the price: 9\.55% is/).first()).toBeVisible();
  await expect(second.form).toBeVisible();
});
