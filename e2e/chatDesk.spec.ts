import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { usePreset } from './support/dartPanels';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

/** Messages travel browser → server → the other browser: allow for a loaded machine, no fixed waits. */
const expectSoon = expect.configure({ timeout: 15_000 });
const dealerNickname = 'Arjun Kulkarni';
const traderNickname = 'Priya Raghavan';

async function openChatPane(page: Page): Promise<Locator> {
  await page.goto('/dart');
  await waitForPage(page);
  // The Sales layout gives the chat the workspace's largest panel.
  await usePreset(page, 'sales');
  const pane = page.locator('[data-pane="Chat"]');
  await pane.scrollIntoViewIfNeeded();
  await expectSoon(pane.locator('.bk-chat[data-status="ready"]')).toBeVisible();
  return pane;
}

async function signedInContext(browser: Browser, role: 'dealer' | 'trader' | 'compliance', width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInWithPassword(page, role);
  await waitForPage(page);
  return { context, page };
}

function channelRow(pane: Locator, name: string): Locator {
  return pane
    .getByRole('navigation', { name: 'Chats' })
    .locator('li')
    .filter({ has: pane.page().locator('.bk-chat__channel-name', { hasText: name }) });
}

test('a desk corrects, deletes, replies, mentions and buzzes live; compliance sees the history', async ({
  browser,
}) => {
  const contexts: BrowserContext[] = [];
  try {
    const dealerSide = await signedInContext(browser, 'dealer');
    contexts.push(dealerSide.context);
    const traderSide = await signedInContext(browser, 'trader');
    contexts.push(traderSide.context);
    const [dealerPane, traderPane] = await Promise.all([
      openChatPane(dealerSide.page),
      openChatPane(traderSide.page),
    ]);
    await channelRow(dealerPane, traderNickname).getByRole('button').click();
    await channelRow(traderPane, dealerNickname).getByRole('button').click();
    const dealerConversation = dealerPane.getByRole('region', { name: traderNickname });
    const traderConversation = traderPane.getByRole('region', { name: dealerNickname });
    const stamp = Date.now() % 100_000;

    // A mistyped price, corrected: the trader sees the correction live.
    const typo = `Bid 7.25% for 5 cr (${stamp})`;
    const fixed = `Bid 7.28% for 5 cr (${stamp})`;
    await dealerConversation.getByRole('textbox', { name: 'Message' }).fill(typo);
    await dealerConversation.getByRole('button', { name: 'Send' }).click();
    await expectSoon(traderConversation.getByText(typo)).toBeVisible();
    const mine = dealerConversation.locator('.bk-chat__message--mine', { hasText: typo });
    await mine.getByRole('button', { name: 'Edit your message' }).click();
    await dealerConversation.getByRole('textbox', { name: 'Message' }).fill(fixed);
    await dealerConversation.getByRole('button', { name: 'Save' }).click();
    await expectSoon(traderConversation.getByText(fixed)).toBeVisible();
    await expectSoon(traderConversation.getByText(typo)).toHaveCount(0);
    await expectSoon(traderConversation.locator('.bk-chat__message', { hasText: fixed })).toContainText(
      'edited',
    );

    // A message sent to the wrong desk, deleted: gone on the trader's side too.
    const wrong = `Wrong desk, ignore (${stamp})`;
    await dealerConversation.getByRole('textbox', { name: 'Message' }).fill(wrong);
    await dealerConversation.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expectSoon(traderConversation.getByText(wrong)).toBeVisible();
    const wrongRow = dealerConversation.locator('.bk-chat__message--mine', { hasText: wrong });
    await wrongRow.getByRole('button', { name: 'Delete your message' }).click();
    await wrongRow.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectSoon(traderConversation.getByText(wrong)).toHaveCount(0);

    // The trader replies quoting the corrected bid and mentions the dealer.
    const reply = `Done at 7.28, @${dealerNickname} (${stamp})`;
    await traderConversation
      .locator('.bk-chat__message', { hasText: fixed })
      .getByRole('button', { name: /^Reply to/ })
      .click();
    await traderConversation.getByRole('textbox', { name: 'Message' }).fill(reply);
    await traderConversation.getByRole('textbox', { name: 'Message' }).press('Enter');
    const received = dealerConversation.locator('.bk-chat__message', { hasText: `(${stamp})` }).last();
    await expectSoon(received).toContainText('Done at 7.28');
    await expectSoon(received.locator('.bk-chat__quote')).toContainText(fixed);
    await expectSoon(received.locator('mark.bk-chat__mention')).toHaveText(`@${dealerNickname}`);
    await expect(received).toHaveClass(/bk-chat__message--mentioned/);
    await saveScreenshot(dealerSide.page, 'chat-desk-dealer-1440');

    // Buzz: the dealer's conversation shakes, then rests.
    await traderConversation.getByRole('button', { name: 'Buzz' }).click();
    await expectSoon(dealerPane.locator('.bk-chat__conversation[data-buzz="started"]')).toBeVisible();
    await expectSoon(dealerPane.locator('.bk-chat__conversation[data-buzz="finished"]')).toBeVisible();
    await saveScreenshot(traderSide.page, 'chat-desk-trader-1440');

    // 390 px wide.
    // A phone shows one panel at a time: the chat is chosen from the panels' tab bar.
    await dealerSide.page.setViewportSize({ width: 390, height: 844 });
    await dealerSide.page.getByRole('tablist', { name: 'Panels' }).getByRole('tab', { name: 'Chat' }).click();
    await expectSoon(dealerPane).toBeVisible();
    await saveScreenshot(dealerSide.page, 'chat-desk-dealer-390');

    // Compliance (the dealer's firm) sees the edit and the deletion with their earlier versions.
    const complianceSide = await signedInContext(browser, 'compliance');
    contexts.push(complianceSide.context);
    await complianceSide.page.goto('/surveillance');
    await waitForPage(complianceSide.page);
    await saveScreenshot(complianceSide.page, 'chat-desk-surveillance-list');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a desk reacts, pins and searches live; an operator mutes and freezes; a mention elsewhere notifies', async ({
  browser,
}) => {
  // 23 messages typed for the search's second page, and compliance's side at the end.
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const dealerSide = await signedInContext(browser, 'dealer');
    contexts.push(dealerSide.context);
    const traderSide = await signedInContext(browser, 'trader');
    contexts.push(traderSide.context);
    const [dealerPane, traderPane] = await Promise.all([
      openChatPane(dealerSide.page),
      openChatPane(traderSide.page),
    ]);
    await channelRow(dealerPane, traderNickname).getByRole('button').click();
    await channelRow(traderPane, dealerNickname).getByRole('button').click();
    const dealerConversation = dealerPane.getByRole('region', { name: traderNickname });
    const traderConversation = traderPane.getByRole('region', { name: dealerNickname });
    const stamp = Date.now() % 100_000;

    // A reaction: the trader agrees, the dealer sees it at once; the trader takes it back.
    const offer = `Offer 98.20 for 10 cr, ref ${stamp}`;
    await dealerConversation.getByRole('textbox', { name: 'Message' }).fill(offer);
    await dealerConversation.getByRole('textbox', { name: 'Message' }).press('Enter');
    const offerOnTraderSide = traderConversation.locator('.bk-chat__message', { hasText: offer });
    await expectSoon(offerOnTraderSide).toBeVisible();
    await offerOnTraderSide.getByRole('button', { name: /^React to/ }).click();
    await offerOnTraderSide.getByRole('button', { name: 'React Agreed' }).click();
    const offerOnDealerSide = dealerConversation.locator('.bk-chat__message', { hasText: offer });
    await expectSoon(offerOnDealerSide.getByRole('button', { name: 'Agreed: 1' })).toBeVisible();
    await expect(offerOnTraderSide.getByRole('button', { name: 'Agreed: 1, including you' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A pin: the dealer pins the offer, the trader's conversation shows it in the pinned bar.
    await offerOnDealerSide.getByRole('button', { name: 'Pin your message' }).click();
    await expectSoon(traderConversation.getByRole('region', { name: 'Pinned messages' })).toContainText(
      offer,
    );

    // Search: the trader finds the offer among their chats and jumps to it.
    await traderPane.getByRole('searchbox', { name: 'Search messages' }).fill(`ref ${stamp}`);
    await traderPane.getByRole('button', { name: 'Search', exact: true }).click();
    const found = traderPane.getByRole('list', { name: 'Messages found' }).getByRole('button');
    await expectSoon(found).toHaveCount(1);
    await found.click();
    await expectSoon(
      traderConversation.locator('.bk-chat__message--focused', { hasText: offer }),
    ).toBeVisible();
    await saveScreenshot(traderSide.page, 'chat-desk-reaction-pin-search-1440');

    // The trader takes the reaction back: compliance still sees it was there.
    await offerOnTraderSide.getByRole('button', { name: 'Agreed: 1, including you' }).click();
    await expectSoon(offerOnDealerSide.getByRole('button', { name: /^Agreed/ })).toHaveCount(0);

    // Search beyond the first 20: the total is stated and 'Show more results' pages on by keyboard.
    const lots = Array.from({ length: 23 }, (_, index) => `Lot ${index + 1} odd-lot-${stamp}`);
    for (const lot of lots) {
      await dealerConversation.getByRole('textbox', { name: 'Message' }).fill(lot);
      await dealerConversation.getByRole('textbox', { name: 'Message' }).press('Enter');
      await expectSoon(dealerConversation.locator('.bk-chat__message', { hasText: lot })).toBeVisible();
    }
    await traderPane.getByRole('searchbox', { name: 'Search messages' }).fill(`odd-lot-${stamp}`);
    await traderPane.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
    await expectSoon(found).toHaveCount(20);
    await expect(traderPane.getByText('20 of 23 messages')).toBeVisible();
    const more = traderPane.getByRole('button', { name: 'Show more results (3 more)' });
    await more.focus();
    await traderSide.page.keyboard.press('Enter');
    await expectSoon(found).toHaveCount(23);
    await expect(found.nth(20)).toBeFocused();
    await expect(traderPane.getByText('23 messages', { exact: true })).toBeVisible();
    await expect(traderPane.getByRole('button', { name: /Show more results/ })).toHaveCount(0);
    await saveScreenshot(traderSide.page, 'chat-desk-search-pages-1440');
    await traderPane.getByRole('searchbox', { name: 'Search messages' }).press('Escape');

    // A mention in another chat than the one the trader looks at: a toast naming who and where, and '@'.
    const groupName = 'G-sec desk: Meridian and Kaveri';
    await channelRow(dealerPane, 'G-sec desk').getByRole('button').click();
    const dealerGroup = dealerPane.getByRole('region', { name: groupName });
    await dealerGroup
      .getByRole('textbox', { name: 'Message' })
      .fill(`@${traderNickname} size on 7.22? (${stamp})`);
    await dealerGroup.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expectSoon(
      traderSide.page.getByText(`${dealerNickname} mentioned you`, { exact: true }),
    ).toBeVisible();
    await expectSoon(traderSide.page.getByText(`in ${groupName}`, { exact: true })).toBeVisible();
    await expectSoon(channelRow(traderPane, 'G-sec desk').getByLabel(/unread mention/)).toBeVisible();
    // The desk's group is linked to WhatsApp: said on the row.
    await expect(channelRow(traderPane, 'G-sec desk')).toContainText('WhatsApp');

    // Freeze and mute, by the group's operator (the dealer): the trader's composer says why it is closed.
    await channelRow(traderPane, 'G-sec desk').getByRole('button').click();
    const traderGroup = traderPane.getByRole('region', { name: groupName });
    await dealerGroup.getByRole('button', { name: 'Members' }).click();
    const members = dealerPane.getByRole('complementary', { name: 'Members' });
    await members.getByRole('button', { name: 'Freeze chat' }).click();
    await expectSoon(traderGroup.getByText('This chat is frozen')).toBeVisible();
    // A reaction in the frozen chat is refused too: taken back, and the trader is told why.
    const mentionOnTraderSide = traderGroup.locator('.bk-chat__message', {
      hasText: `size on 7.22? (${stamp})`,
    });
    await mentionOnTraderSide.getByRole('button', { name: /^React to/ }).click();
    await mentionOnTraderSide.getByRole('button', { name: 'React Agreed' }).click();
    await expectSoon(mentionOnTraderSide.getByRole('alert')).toHaveText(
      'This chat is frozen: only its operators can react until it is unfrozen.',
    );
    await expect(mentionOnTraderSide.getByRole('button', { name: /^Agreed: 1/ })).toHaveCount(0);
    await saveScreenshot(traderSide.page, 'chat-desk-frozen-1440');
    await members.getByRole('button', { name: 'Unfreeze chat' }).click();
    await expectSoon(traderGroup.getByRole('textbox', { name: 'Message' })).toBeEnabled();

    // Compliance (the dealer's firm) sees the reaction added and taken back and the pin, with who and when.
    const complianceSide = await signedInContext(browser, 'compliance');
    contexts.push(complianceSide.context);
    await complianceSide.page.goto('/surveillance');
    await waitForPage(complianceSide.page);
    await complianceSide.page
      .getByRole('button', { name: new RegExp(`^Open chat .*${traderNickname}`) })
      .first()
      .click();
    const transcript = complianceSide.page.getByRole('region', { name: 'Chat transcript' });
    const offerInTranscript = transcript.locator('.app-surveillance__message', { hasText: offer });
    await offerInTranscript.getByText('Reactions and pins (3)').click();
    await expect(offerInTranscript).toContainText(`${traderNickname} reacted 👍`);
    await expect(offerInTranscript).toContainText(`${traderNickname} took back the reaction 👍`);
    await expect(offerInTranscript).toContainText(`${dealerNickname} pinned it`);
    await offerInTranscript.scrollIntoViewIfNeeded();
    await saveScreenshot(complianceSide.page, 'chat-desk-surveillance-activity-1440');
    const axe = await new AxeBuilder({ page: complianceSide.page })
      .include('[aria-label="Chat transcript"]')
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await complianceSide.page.getByRole('button', { name: 'Dark theme' }).click();
    await saveScreenshot(complianceSide.page, 'chat-desk-surveillance-activity-dark-1440');
    await complianceSide.page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(complianceSide.page, 'chat-desk-surveillance-activity-390');

    // Mute: the muted trader's composer is closed until the operator unmutes.
    await members.getByRole('button', { name: `Mute ${traderNickname}` }).click();
    await expectSoon(traderGroup.getByText('You are muted in this chat')).toBeVisible();
    await expect(traderGroup.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await members.getByRole('button', { name: `Unmute ${traderNickname}` }).click();
    await expectSoon(traderGroup.getByRole('textbox', { name: 'Message' })).toBeEnabled();

    // 390 px wide: the search's count and 'Show more results' on a phone.
    await traderSide.page.setViewportSize({ width: 390, height: 844 });
    await traderSide.page.getByRole('tablist', { name: 'Panels' }).getByRole('tab', { name: 'Chat' }).click();
    await expectSoon(traderPane.locator('.bk-chat[data-status="ready"]')).toBeVisible();
    await traderPane.getByRole('searchbox', { name: 'Search messages' }).fill(`odd-lot-${stamp}`);
    await traderPane.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
    await expectSoon(traderPane.getByText('20 of 23 messages')).toBeVisible();
    await saveScreenshot(traderSide.page, 'chat-desk-search-pages-390');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
