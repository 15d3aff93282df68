import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { usePreset } from './support/dartPanels';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

/** Messages travel browser → server → the other browser: allow for a loaded machine, no fixed waits. */
const expectSoon = expect.configure({ timeout: 15_000 });

/** The seeded demo users' chat nicknames (packages/server/src/seed/demoAccounts.ts). */
const dealerNickname = 'Arjun Kulkarni';
const traderNickname = 'Priya Raghavan';
const viewerNickname = 'Neha Deshpande';

/** The Chat pane of /dart, once the workspace has connected. */
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

async function signedInContext(browser: Browser, role: 'dealer' | 'trader') {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInWithPassword(page, role);
  await waitForPage(page);
  return { context, page };
}

/** A channel row of the list, by the name it shows. */
function channelRow(pane: Locator, name: string): Locator {
  return pane
    .getByRole('navigation', { name: 'Chats' })
    .locator('li')
    .filter({ has: pane.page().locator('.bk-chat__channel-name', { hasText: name }) });
}

/** A 24×24 PNG drawn by the browser itself, as the bytes a user would pick. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#0a7d5a';
    context.fillRect(0, 0, 24, 24);
    context.fillStyle = '#ffffff';
    context.fillRect(6, 6, 12, 12);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Starts (or, when it exists, opens) the direct chat with one person through the member search. */
async function startDirectChat(pane: Locator, search: string, personName: string): Promise<void> {
  await pane.getByRole('button', { name: 'New chat' }).click();
  const form = pane.getByRole('form', { name: 'New chat' });
  await form.getByRole('searchbox', { name: 'Find members' }).fill(search);
  await form.getByRole('button', { name: new RegExp(personName) }).click();
  await form.getByRole('button', { name: 'Start chat' }).click();
  await expectSoon(form).toHaveCount(0);
}

test('dealer and trader chat live: direct chat with text and an image, read receipts, a declined group, a ban', async ({
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

    // The dealer starts the direct chat with the trader; the seed made one, so this opens it.
    await startDirectChat(dealerPane, 'Priya', traderNickname);
    const dealerConversation = dealerPane.getByRole('region', { name: traderNickname });
    await expectSoon(
      dealerConversation.getByRole('list', { name: `Messages with ${traderNickname}` }),
    ).toBeVisible();
    await expectSoon(channelRow(dealerPane, traderNickname)).toHaveCount(1);

    // The trader keeps a different channel open, so the new message arrives unread.
    await channelRow(traderPane, 'G-sec desk').getByRole('button').click();
    await expectSoon(traderPane.getByRole('region', { name: /G-sec desk/ })).toBeVisible();

    const text = `Firm at 7.0100% for 25 cr, ${Date.now()}`;
    await dealerConversation.getByRole('textbox', { name: 'Message' }).fill(text);
    await dealerConversation.getByRole('button', { name: 'Send' }).click();
    const sentText = dealerConversation.locator('.bk-chat__message--mine', { hasText: text });
    await expectSoon(sentText).toContainText('Sent');

    const png = await drawPng(dealerSide.page);
    await dealerConversation
      .locator('input[type="file"]')
      .setInputFiles({ name: 'offer-sheet.png', mimeType: 'image/png', buffer: png });
    const sentImage = dealerConversation.getByRole('img', { name: 'offer-sheet.png' });
    await expectSoon(sentImage).toBeVisible();

    // Live on the trader's side: the list says the last message and an unread count.
    const traderDirectRow = channelRow(traderPane, dealerNickname);
    await expectSoon(traderDirectRow).toContainText('File: offer-sheet.png');
    await expectSoon(traderDirectRow.getByLabel(/unread/)).toHaveText(/[1-9]/);
    await traderDirectRow.getByRole('button').click();
    const traderConversation = traderPane.getByRole('region', { name: dealerNickname });
    await expectSoon(traderConversation.getByText(text)).toBeVisible();
    const receivedImage = traderConversation.getByRole('img', { name: 'offer-sheet.png' });
    await expectSoon(receivedImage).toBeVisible();
    // The image really loads from the server (not a broken link).
    await expectSoon
      .poll(() => receivedImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // The trader opened the chat, so the dealer sees both messages read.
    await expectSoon(sentText).toContainText('Read');
    await expectSoon(dealerConversation.locator('.bk-chat__message--mine').last()).toContainText('Read');
    // And a reply comes back live.
    await traderConversation.getByRole('textbox', { name: 'Message' }).fill('Done. Sending the ticket.');
    await traderConversation.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expectSoon(dealerConversation.getByText('Done. Sending the ticket.')).toBeVisible();
    await saveScreenshot(dealerSide.page, 'chat-dealer-direct');

    // The dealer invites the trader to a new group; the trader declines.
    const groupName = `Kaveri switch ${Date.now() % 100_000}`;
    await dealerPane.getByRole('button', { name: 'New chat' }).click();
    const form = dealerPane.getByRole('form', { name: 'New chat' });
    await form.getByRole('radio', { name: 'Group', exact: true }).check();
    await form.getByLabel('Group name').fill(groupName);
    await form.getByRole('searchbox', { name: 'Find members' }).fill('Priya');
    await form.getByRole('button', { name: new RegExp(traderNickname) }).click();
    await form.getByRole('button', { name: 'Create group' }).click();
    await expectSoon(form).toHaveCount(0);
    const dealerGroup = dealerPane.getByRole('region', { name: groupName });
    await expectSoon(dealerGroup).toBeVisible();

    const traderInvite = channelRow(traderPane, groupName);
    await expectSoon(traderInvite).toContainText('Invited');
    await traderInvite.getByRole('button').click();
    const invitation = traderPane.getByRole('region', { name: groupName });
    await expectSoon(invitation).toContainText(`${dealerNickname} invited you`);
    await invitation.getByRole('button', { name: 'Decline' }).click();
    await expectSoon(traderInvite).toHaveCount(0);
    await expectSoon(dealerGroup.getByText(`${traderNickname} declined your request`)).toBeVisible();

    // In the seeded group the dealer is the operator: he bans Neha; the trader's member list drops her.
    await channelRow(dealerPane, 'G-sec desk').getByRole('button').click();
    await channelRow(traderPane, 'G-sec desk').getByRole('button').click();
    const dealerDesk = dealerPane.getByRole('region', { name: /G-sec desk/ });
    const traderDesk = traderPane.getByRole('region', { name: /G-sec desk/ });
    await dealerDesk.getByRole('button', { name: 'Members' }).click();
    await traderDesk.getByRole('button', { name: 'Members' }).click();
    const dealerMembers = dealerPane.getByRole('complementary', { name: 'Members' });
    const traderMembers = traderPane.getByRole('complementary', { name: 'Members' });
    await expectSoon(traderMembers.getByText(viewerNickname)).toBeVisible();
    await dealerMembers.getByRole('button', { name: `Ban ${viewerNickname}` }).click();
    await expectSoon(traderMembers.getByText(viewerNickname)).toHaveCount(0);
    await expectSoon(traderDesk).toContainText('2 members');
    // The operator sees her under Banned, with an unban.
    await expectSoon(dealerMembers.getByRole('button', { name: `Unban ${viewerNickname}` })).toBeVisible();
    await saveScreenshot(traderSide.page, 'chat-trader-after-ban');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
