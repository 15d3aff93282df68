import { expect, test } from '@playwright/test';
import { demoEmail, demoOtp } from './support/demoAccounts';
import { signInWithPassword } from './support/signIn';
import { saveScreenshot } from './support/screenshot';

test('sign in with password, then sign out', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in to bondkit' })).toBeVisible();
  await saveScreenshot(page, 'login');
  await signInWithPassword(page, 'dealer');
  await expect(page).toHaveURL(/\/dart$/);
  await page.getByLabel(/^Account:/).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
  await page.goto('/dart');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdart$/);
});

test('the login page of a visitor who never signed in logs nothing and makes no failing request', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in to bondkit' })).toBeVisible();
  // The session check would have run by now: mount() asks for it before the page settles.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(demoEmail('viewer'));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('sign in with a one-time password, with the redirect kept', async ({ page }) => {
  await page.goto('/auth/login?redirect=%2Fprofile');
  await page.getByRole('radio', { name: 'One-time password' }).click();
  await page.getByLabel('Email or mobile number').fill(demoEmail('researcher'));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByLabel('OTP', { exact: true });
  await expect(otp).toBeVisible();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('OTP is required')).toBeVisible();
  await otp.fill('123');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Must be 6 digits')).toBeVisible();
  await otp.fill(demoOtp);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await saveScreenshot(page, 'profile');
});
