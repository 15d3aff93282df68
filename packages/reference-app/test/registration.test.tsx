import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InProcessServer } from '@bondkit/server/testing';
import { jsonResponse, renderApp } from './renderApp';

/** The last OTP the server sent to `recipient` (the demo outbox; new registrants are not demo users). */
async function sentOtp(server: InProcessServer, recipient: string): Promise<string> {
  const outbox = await server.server.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${recipient}` });
  const body = outbox.json<{ messages: { body: string }[] }>().messages[0]?.body ?? '';
  const code = /(\d{6})/.exec(body)?.[1];
  if (code === undefined) throw new Error(`No OTP was sent to ${recipient}`);
  return code;
}

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

async function verifyMobile(user: UserEvent, server: InProcessServer, mobile: string) {
  if (screen.getByLabelText<HTMLInputElement>('Mobile').value !== mobile)
    await user.type(screen.getByLabelText('Mobile'), mobile);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP'), await sentOtp(server, mobile));
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Mobile verified')).toBeVisible();
}

describe('registering without an invitation', () => {
  it('registers a partner company in broking mode after verifying the mobile with a register OTP', async () => {
    const user = userEvent.setup();
    const { requests, server } = await renderApp('/client/register');
    await screen.findByRole('heading', { name: 'Create your bondkit account' });
    await user.type(screen.getByLabelText('First name'), 'Ravi');
    await user.type(screen.getByLabelText('Last name'), 'Menon');
    await user.type(screen.getByLabelText('Email'), 'ravi@tungapartners.in');
    await user.type(screen.getByLabelText('PAN'), 'AAPCT4410K');
    await user.click(screen.getByLabelText('A company'));
    await user.click(screen.getByLabelText('As a partner (I bring and serve clients of my own)'));
    await user.type(screen.getByLabelText('Company name'), 'Tunga Partners');
    // The company categories are the server's (GET api/client/categories/), not only 'Corporate'.
    await user.selectOptions(await screen.findByLabelText('Category'), 'Non-Banking Financial Company');
    await user.click(screen.getByLabelText('To broke trades for its clients (broking)'));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Tunga@Desk2026');

    // Submitting before the OTP check sends nothing and says why.
    await user.type(screen.getByLabelText('Mobile'), '9811002233');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Verify your mobile number with the OTP we send it.')).toBeVisible();
    expect(requests.filter((request) => request.url.pathname === '/api/client/register/')).toEqual([]);

    await verifyMobile(user, server, '9811002233');
    const otpRequest = requests.find((request) => request.url.pathname === '/api/request-otp/');
    expect(bodyOf(otpRequest?.init)).toEqual({
      mobile: '9811002233',
      request_type: 'mobile',
      auth_mode: 'register',
      client_mode: 'BROKING',
    });
    const validation = requests.find((request) => request.url.pathname === '/api/validate-otp/');
    expect(bodyOf(validation?.init)).toMatchObject({ mobile: '9811002233', request_type: 'register' });

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Your account is ready.')).toBeVisible();
    const sent = requests.find((request) => request.url.pathname === '/api/client/register/');
    expect(bodyOf(sent?.init)).toMatchObject({
      auth_mode: 'register',
      client_type: 'CORP-P',
      category: 'NBFC',
      corporate_identity: { name: 'Tunga Partners' },
      contact: { email: 'ravi@tungapartners.in', mobile: '9811002233' },
    });

    // The server created the firm as a broking partner: its ops admin's own client says so.
    const signedIn = await renderApp('/profile', { server, signInAs: undefined });
    const result = await signedIn.client.signIn({
      email: 'ravi@tungapartners.in',
      password: 'Tunga@Desk2026',
    });
    expect(result.ok).toBe(true);
    expect(await signedIn.client.accounts.getClient()).toMatchObject({
      client_type: 'CORP-P',
      client_mode: 'BROKING',
    });
  });

  it('suggests the firm already on bondkit from the e-mail domain, and its name', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/client/register');
    await user.click(await screen.findByLabelText('A company'));
    await user.type(screen.getByLabelText('Email'), 'new.dealer@meridiancapital.in');
    const note = await screen.findByText(/is already on bondkit/);
    expect(note).toHaveTextContent(
      'Meridian Capital is already on bondkit. If you work there, ask its ops admin',
    );
    const lookup = requests.find((request) => request.url.pathname === '/api/client/by-website/');
    expect(lookup?.url.searchParams.get('website')).toBe('meridiancapital.in');
    await user.click(
      screen.getByRole('button', { name: /Use “Meridian Capital Securities Private Limited”/ }),
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Meridian Capital Securities Private Limited');
  });

  it('offers the categories and states the server answers, not a built-in copy', async () => {
    const user = userEvent.setup();
    await renderApp('/client/register', {
      extraRoutes: [
        (url) =>
          url.pathname === '/api/client/categories/'
            ? jsonResponse(200, [
                { value: 'RTL', label: 'Retail investor' },
                { value: 'TRUST', label: 'Public trust' },
              ])
            : undefined,
      ],
    });
    const category = await screen.findByLabelText('Category');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Retail investor']),
    );
    await user.click(screen.getByLabelText('A company'));
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Public trust']);
  });

  it('quick sign-up: an individual verified with an easy_register OTP, who then signs in by OTP', async () => {
    const user = userEvent.setup();
    const { requests, server } = await renderApp('/client/register');
    await user.click(await screen.findByRole('radio', { name: 'Quick sign-up' }));
    await user.type(screen.getByLabelText('First name'), 'Meera');
    await user.type(screen.getByLabelText('Last name'), 'Pillai');
    await user.type(screen.getByLabelText('Email'), 'meera.pillai@example.in');
    await verifyMobile(user, server, '9822003344');
    expect(
      bodyOf(requests.find((request) => request.url.pathname === '/api/request-otp/')?.init),
    ).toMatchObject({
      auth_mode: 'easy_register',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Your account is ready. Sign in with a one-time password/)).toBeVisible();
    const sent = requests.find((request) => request.url.pathname === '/api/client/register-user/lite');
    expect(bodyOf(sent?.init)).toEqual({
      first_name: 'Meera',
      last_name: 'Pillai',
      email: 'meera.pillai@example.in',
      mobile: '9822003344',
    });
  });

  it('shows a wrong OTP on its field and keeps the number unverified', async () => {
    const user = userEvent.setup();
    await renderApp('/client/register');
    await user.type(await screen.findByLabelText('Mobile'), '9833004455');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Mobile verified')).toBeNull();
  });
});
