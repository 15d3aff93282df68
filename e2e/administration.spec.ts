import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshot';
import { signInWithPassword, waitForPage } from './support/signIn';

/** Fills a labelled field of the page's form and leaves it, as a person would. */
async function type(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

async function signOut(page: Page) {
  await page.goto('/auth/logout');
  await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
}

test('opsadmin@ invites a user who registers through the e-mailed link and signs in with the given role only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `e2e.backoffice.${Date.now()}@meridiancapital.in`;
  await signInWithPassword(page, 'opsadmin');
  // The spec's home (/mind) would refuse an ops admin: the first page they may open instead.
  await expect(page).toHaveURL((url) => url.pathname === '/manage-users');
  await waitForPage(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(mainNav.getByRole('link', { name: 'Exchange credentials' })).toBeVisible();

  const invite = page.getByRole('form', { name: 'Invite a user' });
  await expect(invite.getByLabel('Back Office')).toBeVisible();
  // Meridian holds no market-researcher role, so its admin cannot give it.
  await expect(invite.getByLabel('Market Researcher')).toHaveCount(0);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('This field is required')).toBeVisible();
  await expect(invite.getByText('Choose at least one role.')).toBeVisible();
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Back Office').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByLabel('Search users').fill('e2e.backoffice');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invitation sent');
  await saveScreenshot(page, 'administration-manage-users');

  const outbox = await request.get(`/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { body: string }[] };
  const link = new URL(/https?:\/\/\S+/.exec(messages.at(-1)!.body)![0]);
  expect(link.pathname).toBe('/client/register');

  await signOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('First name').fill('Ira');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('PAN', { exact: true }).fill('IRAPM4821K');
  await page.getByLabel('Mobile').fill('9123456780');
  await page.getByLabel('Password', { exact: true }).fill('Invited@2026x');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();

  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Invited@2026x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dart');
  const session = (await (await page.request.get('/api/session/')).json()) as {
    user_info: { roles: string[] };
  };
  expect(session.user_info.roles).toEqual(['backoffice']);
  await page.goto('/manage-users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dart');
});

test('back office onboards an individual and a corporate client, every message shown, then uploads 200 UCC rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, 'backoffice');
  await page.goto('/manage-clients/new');
  await waitForPage(page);

  // Every field's message, as typed (or on submit for fields left alone).
  await page.getByRole('button', { name: 'Onboard client' }).click();
  const form = page.locator('form.app-admin__client-form');
  for (const message of [
    'Choose an individual category',
    'Name is required',
    'Address is required',
    'City is required',
    'Choose a state',
    'Enter a BO ID, or a DP ID and client ID.',
    "The client's consent is required.",
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  const typed: [string, string, string][] = [
    ['Full name', 'Meera 2', 'Should not contain special characters.'],
    ['PAN', 'ABC', 'Please enter a valid PAN (10 Digits)'],
    ['GST (optional)', '32ABC', 'Please enter a valid GST Registration Number.'],
    ['Pincode', '6820', 'Please enter a valid Pincode'],
    ['Account number', '12345', 'Account number should have at least 10 digits.'],
    ['IFSC', 'HDFC1234567', 'Please enter a valid IFSC Code (11 Digits).'],
    ['BO ID (CDSL)', '1208', 'BO ID should have 16 digits.'],
    ['DP ID (NSDL)', '1234', 'DP ID should have 8 digits.'],
    ['Client ID (NSDL)', '12', 'Client ID should have 8 digits.'],
    ['Email', 'meera@', 'Please enter a valid email address.'],
    ['Mobile', '12345', 'Please enter a valid Phone number.'],
  ];
  for (const [label, value, message] of typed) {
    await type(page, label, value);
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await saveScreenshot(page, 'administration-new-client-errors');

  await page.getByLabel('Category').selectOption('HNI');
  await type(page, 'Full name', 'Meera Pillai');
  await type(page, 'PAN', 'BQRPP4821L');
  await type(page, 'GST (optional)', '');
  await type(page, 'Address', '14 Marine Drive');
  await type(page, 'City', 'Kochi');
  await page.getByLabel('State').selectOption('KERALA');
  await type(page, 'Pincode', '682011');
  await type(page, 'Account number', '50100234567890');
  await type(page, 'IFSC', 'HDFC0001234');
  await type(page, 'BO ID (CDSL)', '1208160000123456');
  await type(page, 'DP ID (NSDL)', '');
  await type(page, 'Client ID (NSDL)', '');
  await page.getByLabel('Search NSE custodians').fill('Deccan');
  const nseCustodian = page.getByLabel('NSE custodian', { exact: true });
  const deccan = nseCustodian.locator('option', { hasText: 'Deccan' }).first();
  await expect(deccan).toBeAttached();
  await nseCustodian.selectOption(await deccan.getAttribute('value'));
  await type(page, 'Contact name', 'Meera Pillai');
  await type(page, 'Email', 'meera.pillai@example.in');
  await type(page, 'Mobile', '9847012345');
  await page.getByLabel(/The client consents/).check();
  await expect(form.locator('.app-field__error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Onboard client' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Meera Pillai');

  await page.goto('/manage-clients/new');
  await page.getByLabel('Corporate').check();
  await type(page, 'Company name', 'Pillai Exports & Co.');
  await type(page, 'GST', '');
  await expect(form.getByText('GST is required', { exact: true })).toBeVisible();
  await type(page, 'GST', '32ABC');
  await expect(form.getByText('Please enter a valid GST Registration Number.')).toBeVisible();
  await type(page, 'GST', '32BQRPP4821L1Z5');
  await type(page, 'PAN', 'BQRPP4821M');
  await type(page, 'Address', 'Willingdon Island');
  await type(page, 'City', 'Kochi');
  await page.getByLabel('State').selectOption('KERALA');
  await type(page, 'Pincode', '682003');
  await type(page, 'Account number', '50100234567891');
  await type(page, 'IFSC', 'HDFC0001234');
  await type(page, 'DP ID (NSDL)', '12081600');
  await type(page, 'Client ID (NSDL)', '00654321');
  await type(page, 'Contact name', 'Ravi Pillai');
  await type(page, 'Email', 'ravi@pillaiexports.in');
  await type(page, 'Mobile', '9847012346');
  await page.getByLabel(/The client consents/).check();
  await page.getByRole('button', { name: 'Onboard client' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Pillai Exports & Co.');

  await page.goto('/manage-clients');
  await page.getByLabel('Search clients').fill('Pillai');
  await expect(page.getByRole('row').filter({ hasText: 'Pillai Exports' })).toBeVisible();
  await saveScreenshot(page, 'administration-manage-clients');
  // The partner filter: Meridian's one partner client, and not the client just onboarded.
  await page.getByLabel('Search clients').fill('');
  await page.getByLabel('Partners only').check();
  await expect(page.getByRole('row').filter({ hasText: 'Baroda Wealth Managers' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pillai Exports' })).toHaveCount(0);
  await page.getByLabel('Partners only').uncheck();

  // 200 good rows and two bad ones: the good are created, each bad row is reported by its number.
  await page.getByRole('tab', { name: 'UCC' }).click();
  const header =
    'client_code,name,exchange,pan,client_type,category,email,mobile,state,bank_account_number,ifsc,dp_id,bo_id';
  const rows = Array.from(
    { length: 200 },
    (_, index) =>
      `E2E${String(index).padStart(4, '0')},Client ${index},${index % 2 ? 'NSE' : 'BSE'},ABCPV${String(1000 + index).slice(-4)}K,INDV,RTL,,,KERALA,,,,`,
  );
  const csv = [
    header,
    ...rows,
    'E2E9998,Bad PAN,NSE,ABC,INDV,,,,,,,,',
    'E2E9999,Bad IFSC,NSE,ABCPV1234K,INDV,,,,,,HDFC1,,',
  ].join('\n');
  await page.getByLabel('UCC file (template, CSV or XLSX)').setInputFiles({
    name: 'ucc.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload UCC records' }).click();
  const result = page.getByRole('status', { name: 'Upload result' });
  await expect(result).toContainText('200 UCC records created, 2 rows refused.');
  await expect(result).toContainText('Row 202: PAN: Please enter a valid PAN (10 Digits)');
  await expect(result).toContainText('Row 203: IFSC: Please enter a valid IFSC Code (11 Digits).');
  await page.getByLabel('Search UCC').fill('E2E');
  await expect(page.getByText(/200 rows|of 200/).first()).toBeVisible();
  await saveScreenshot(page, 'administration-ucc');
});
