import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startInProcessServer } from '@bondkit/server/testing';
import type { InProcessServer } from '@bondkit/server/testing';
import { renderApp } from './renderApp';

/** The last OTP the server sent to `recipient` (the demo outbox). */
async function sentOtp(server: InProcessServer, recipient: string): Promise<string> {
  const outbox = await server.server.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${recipient}` });
  const code = /(\d{6})/.exec(outbox.json<{ messages: { body: string }[] }>().messages[0]?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`No OTP was sent to ${recipient}`);
  return code;
}

/** An individual from the quick sign-up: no PAN yet, so the session says the profile is incomplete. */
async function quickSignUp(server: InProcessServer, mobile: string, email: string) {
  const post = (url: string, payload: object) => server.server.app.inject({ method: 'POST', url, payload });
  await post('/api/request-otp/', { mobile, request_type: 'mobile', auth_mode: 'easy_register' });
  await post('/api/validate-otp/', {
    mobile,
    otp: await sentOtp(server, mobile),
    request_type: 'easy_register',
  });
  const registered = await post('/api/client/register-user/lite', {
    first_name: 'Kiran',
    last_name: 'Rao',
    email,
    mobile,
  });
  expect(registered.statusCode).toBe(201);
  await post('/api/request-otp/', { mobile, request_type: 'mobile', auth_mode: 'login' });
  return sentOtp(server, mobile);
}

describe('completing the profile', () => {
  it('prompts an individual without a PAN, and the PAN saved on /profile completes it', async () => {
    const server = await startInProcessServer();
    try {
      const user = userEvent.setup();
      const otp = await quickSignUp(server, '9844005566', 'kiran.rao@example.in');
      const { client, router } = await renderApp('/auth/login', { server });
      const signedIn = await client.signInWithOtp({ mobile: '9844005566', otp, auth_mode: 'login' });
      expect(signedIn.ok).toBe(true);
      expect(client.session.getSnapshot().data?.user_info.is_user_profile_complete).toBe(false);
      await act(() => router.navigate('/find'));
      const prompt = await screen.findByRole('complementary', { name: 'Complete your profile' });
      await user.click(screen.getByRole('link', { name: 'Complete your profile' }));
      expect(prompt).not.toBeInTheDocument();

      // An individual keeps their own client profile (PUT api/client/profile): PAN, state, category.
      await screen.findByRole('heading', { name: 'Your client profile' });
      await user.type(screen.getByLabelText('PAN'), 'bkrpr5521q');
      await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
      await user.click(screen.getByRole('button', { name: 'Save profile' }));
      await waitFor(() =>
        expect(client.session.getSnapshot().data?.user_info.is_user_profile_complete).toBe(true),
      );
      expect(await client.accounts.getClient()).toMatchObject({ pan: 'BKRPR5521Q', state: 'KARNATAKA' });
      await act(() => router.navigate('/find'));
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('complementary', { name: 'Complete your profile' })).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('shows no prompt to a user whose profile is complete', async () => {
    await renderApp('/find', { signInAs: 'investor@demo.bondkit.in' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Complete your profile' })).toBeNull();
  });
});

describe("the firm's profile", () => {
  it('lets the ops admin edit the firm profile, with the server field message for a bad PAN', async () => {
    const user = userEvent.setup();
    const { requests, client } = await renderApp('/profile', { signInAs: 'opsadmin@demo.bondkit.in' });
    await screen.findByRole('heading', { name: 'Firm profile' });
    expect(screen.getByLabelText('Registered name')).toHaveValue(
      'Meridian Capital Securities Private Limited',
    );
    expect(screen.getByLabelText('Website')).toHaveValue('meridiancapital.in');
    expect(screen.getByTestId('broker-status')).toHaveTextContent(/^Broking firm: other firms can name you/);
    await user.clear(screen.getByLabelText('PAN'));
    await user.type(screen.getByLabelText('PAN'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save firm profile' }));
    expect(await screen.findByText('Please enter a valid PAN (10 Digits)')).toBeVisible();
    await user.clear(screen.getByLabelText('PAN'));
    await user.type(screen.getByLabelText('PAN'), 'AABCM4521K');
    await user.clear(screen.getByLabelText('Brand name'));
    await user.type(screen.getByLabelText('Brand name'), 'Meridian Bonds');
    await user.click(screen.getByRole('button', { name: 'Save firm profile' }));
    await waitFor(async () => expect((await client.accounts.getClient()).brand_name).toBe('Meridian Bonds'));
    const saves = requests.filter(
      (request) => request.url.pathname === '/api/client/profile' && request.init?.method === 'PUT',
    );
    expect(JSON.parse(String(saves.at(-1)?.init?.body))).toMatchObject({
      name: 'Meridian Capital Securities Private Limited',
      brand_name: 'Meridian Bonds',
      pan: 'AABCM4521K',
      state: 'MAHARASHTRA',
      website: 'meridiancapital.in',
    });
  });

  it("is not offered to a dealer, who may not change the firm's profile", async () => {
    await renderApp('/profile', { signInAs: 'dealer@demo.bondkit.in' });
    await screen.findByRole('heading', { name: 'Name' });
    expect(screen.queryByRole('heading', { name: 'Firm profile' })).toBeNull();
  });
});
