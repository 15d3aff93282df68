import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Brings a /dart panel to the front: its tab in the docking workspace (or the phone's tab bar) is clicked
 * when the panel shares a tabset with others; a panel alone in its group is already showing.
 */
export async function showPanel(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  if ((await tab.count()) > 0) await tab.first().click();
  await expect(page.locator(`[data-pane="${name}"]`).first()).toBeVisible();
}

/** Switches the /dart workspace to one of its preset layouts (Sales shows Chat, Ticketing and Orders at once). */
export async function usePreset(page: Page, preset: 'trading' | 'sales' | 'compact'): Promise<void> {
  await page.getByRole('combobox', { name: 'Layout' }).selectOption(preset);
}
