import type { Browser, Page } from '@playwright/test';
import { signInWithPassword, waitForPage } from './signIn';

/** The two desks of a trade: dealer@ at Meridian and trader@ at Kaveri, each signed in in its own browser. */
export interface TwoDesks {
  dealer: Page;
  trader: Page;
}

/**
 * Runs `scenario` with dealer@ and trader@ signed in, each in its own browser context at 1440×900 (two
 * firms, two cookie jars, as two people at two desks), and closes both contexts however the scenario ends.
 */
export async function withDealerAndTrader(
  browser: Browser,
  scenario: (desks: TwoDesks) => Promise<void>,
): Promise<void> {
  const dealerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const traderContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const dealer = await dealerContext.newPage();
    const trader = await traderContext.newPage();
    await signInWithPassword(dealer, 'dealer');
    await waitForPage(dealer);
    await signInWithPassword(trader, 'trader');
    await waitForPage(trader);
    await scenario({ dealer, trader });
  } finally {
    await dealerContext.close();
    await traderContext.close();
  }
}
