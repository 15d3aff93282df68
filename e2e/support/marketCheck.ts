import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * A quote typed more than 25 bp from the market (or outside the price band) waits for an explicit
 * confirmation (issue 32). The walks quote yields of their own, which may be that far: once the input has
 * priced what was typed (so the bond's market is known too), confirm it if it asks.
 */
export async function confirmIfFarFromMarket(pricingGroup: Locator): Promise<void> {
  await expect(pricingGroup.locator('.bk-pricing-input__counterpart-value')).toHaveText(/\d/, {
    timeout: 20_000,
  });
  const confirm = pricingGroup.getByRole('button', { name: /^Confirm \d/ });
  if ((await confirm.count()) > 0) await confirm.click();
}
