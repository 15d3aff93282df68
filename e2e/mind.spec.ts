import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const answers = (page: Page) => page.locator('.bk-mind-chat__message--assistant');

async function ask(page: Page, question: string): Promise<ReturnType<typeof answers>> {
  const before = await answers(page).count();
  await composer(page).fill(question);
  await composer(page).press('Enter');
  await expect(answers(page)).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });
  return answers(page).nth(before);
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '26 Nov 2026' (as the widgets and MIND write dates) as '2026-11-26'. */
function isoDateOf(text: string): string {
  const [day, month, year] = text.split(' ');
  const monthNumber = months.indexOf(month ?? '') + 1;
  if (monthNumber === 0) throw new Error(`Not a market date: ${text}`);
  return `${year}-${String(monthNumber).padStart(2, '0')}-${day}`;
}

interface PriceInfo {
  price: { unit_clean_price: number | null; bond_yield: number | null; settlement_date: string | null };
}

test('researcher asks the four questions; numbers match the pricing engine and the market list; shares the chat', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithPassword(page, 'researcher');
  await page.goto('/mind');
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Ask MIND' })).toBeVisible();

  // 1. Price -> yield for tomorrow's settlement: the same yield the pricing endpoint computes.
  const first = await ask(page, 'What is the yield of 7.18% GS 2033 at 101.25 for settlement tomorrow?');
  await expect(page).toHaveURL(/\/mind\/chat\/[A-Za-z0-9_-]{22}$/);
  const firstText = (await first.innerText()).replace(/\s+/g, ' ');
  const bondHref = await first.getByRole('link', { name: '7.18% GS 2033' }).first().getAttribute('href');
  const bondId = Number(/\/security\/(\d+)$/.exec(bondHref ?? '')?.[1]);
  // Dates read as the widgets write them ('26 Nov 2026'); the pricing call takes the ISO date.
  const settlementText = /for settlement on (\d{2} \w{3} \d{4})/.exec(firstText)?.[1];
  const settlement = settlementText === undefined ? undefined : isoDateOf(settlementText);
  const statedYield = /the yield of 7\.18% GS 2033 is (\d+\.\d{4})%/.exec(firstText)?.[1];
  expect(settlement).toBeTruthy();
  const engine = (await (
    await page.request.post(`/api/finstrument/${bondId}/price/`, {
      data: { fixed_field: 'price', clean_price: 101.25, settlement_date: settlement },
      headers: { origin: new URL(page.url()).origin },
    })
  ).json()) as PriceInfo;
  expect(statedYield).toBe((engine.price.bond_yield! * 100).toFixed(4));

  // 2. The screen: every row is an AAA corporate maturing 2029-2031 above 7.5%, priced by the engine at its yield.
  const second = await ask(
    page,
    'Which AAA corporate bonds mature between 2029 and 2031 yielding above 7.5%?',
  );
  const rows = second.locator('tbody tr');
  const rowCount = await rows.count();
  const total = Number(
    /\*?\*?(\d+)\*?\*? tradable bonds? match/.exec((await second.innerText()).replace(/\s+/g, ' '))?.[1] ?? 0,
  );
  expect(rowCount).toBe(Math.min(total, 10));
  for (let index = 0; index < Math.min(rowCount, 3); index += 1) {
    const cells = await rows.nth(index).locator('td').allInnerTexts();
    const [, , rating, , maturity, yieldText, priceText] = cells;
    expect(rating).toBe('AAA');
    expect(maturity).toMatch(/^\d{2} \w{3} \d{4}$/);
    const maturityDate = isoDateOf(maturity!);
    expect(maturityDate >= '2029-01-01' && maturityDate <= '2031-12-31').toBe(true);
    const rowYield = Number(yieldText!.replace('%', ''));
    expect(rowYield).toBeGreaterThan(7.5);
    const id = Number(
      /\/security\/(\d+)/.exec((await rows.nth(index).locator('a').getAttribute('href')) ?? '')?.[1],
    );
    const priced = (await (
      await page.request.post(`/api/finstrument/${id}/price/`, {
        data: { fixed_field: 'yield', bond_yield: Number((rowYield / 100).toFixed(6)) },
        headers: { origin: new URL(page.url()).origin },
      })
    ).json()) as PriceInfo;
    expect(priceText).toBe(priced.price.unit_clean_price!.toFixed(4));
    // The find page's data for the same bond: an AAA corporate.
    const bond = (await (await page.request.get(`/api/finstrument/${id}/`)).json()) as {
      instrument_type?: string;
      rating?: string;
    };
    expect(bond.instrument_type).toBe('CORPORATE');
    expect(bond.rating).toMatch(/AAA$/);
  }

  // 3. The curve, drawn inline.
  const third = await ask(page, 'Show the G-sec curve');
  await expect(third.getByRole('img', { name: /G-sec yield curve/ })).toBeVisible();
  expect(await third.locator('svg circle').count()).toBeGreaterThan(5);

  // 4. The two longest SDLs: the compare table names the two latest-maturing SDLs.
  const fourth = await ask(page, 'Compare the two longest SDLs');
  const names = await fourth.locator('thead th a').allInnerTexts();
  expect(names).toHaveLength(2);
  for (const name of names) expect(name).toMatch(/SDL \d{4}$/);
  await saveScreenshot(page, 'mind-researcher-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'mind-researcher-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Links open the security page.
  const chatUrl = page.url();
  await first.getByRole('link', { name: '7.18% GS 2033' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/security/${bondId}$`));
  await expect(page.getByRole('heading', { name: 'Price', exact: true })).toBeVisible();
  await page.goto(chatUrl);
  await waitForPage(page);

  // Share, open signed out, revoke.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shareUrl = await page.getByRole('textbox', { name: /Share link/ }).inputValue();
  expect(shareUrl).toMatch(/\/mind\/public\/[A-Za-z0-9_-]{22}$/);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.setViewportSize({ width: 1440, height: 900 });
  await visitorPage.goto(shareUrl);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(/7\.18% GS 2033/, {
    timeout: 20_000,
  });
  await expect(visitorPage.locator('.bk-mind-chat__message--assistant')).toHaveCount(4);
  await expect(visitorPage.getByRole('textbox')).toHaveCount(0);
  await expect(visitorPage.getByRole('navigation', { name: 'Conversations' })).toHaveCount(0);
  await saveScreenshot(visitorPage, 'mind-public-1440');
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await visitorPage.reload();
  await expect(
    visitorPage.getByRole('heading', { name: 'This shared conversation is not available' }),
  ).toBeVisible();
  await visitor.close();
});

test('trial@ sees the trial-ended page with Contact sales', async ({ page }) => {
  await signInWithPassword(page, 'trial');
  await page.goto('/mind');
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Free Trial has Ended!' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact sales' }).click();
  await expect(page.getByText("You're almost there! Our team will be in touch soon")).toBeVisible();
  await saveScreenshot(page, 'mind-trial-ended');
});

test('a visitor uses the preview until its daily limit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mind/preview');
  await waitForPage(page);
  await expect(page.getByText('3 of 3 preview questions left today.')).toBeVisible();
  await ask(page, 'Show the G-sec curve');
  await ask(page, '7.26 GS 2033');
  await ask(page, 'AAA PSU 2030s, bps over the curve');
  await expect(page.getByText('0 of 3 preview questions left today.')).toBeVisible();
  await composer(page).fill('Compare the two longest SDLs');
  await composer(page).press('Enter');
  await expect(page.getByRole('alert')).toContainText('The preview answers 3 questions a day.');
  await saveScreenshot(page, 'mind-preview-390');
});
