import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoOtp, demoPassword } from '@bondkit/server/testing';
import { jsonResponse, renderApp } from './renderApp';

describe('sign-in', () => {
  it('signs in with email and password and goes to the home route', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'dealer@demo.bondkit.in');
    await user.type(screen.getByLabelText('Password'), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dart'));
  });

  it('goes to the redirect parameter after signing in', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/login?redirect=%2Fprofile');
    await user.type(await screen.findByLabelText('Email'), 'dealer@demo.bondkit.in');
    await user.type(screen.getByLabelText('Password'), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('checks the fields before calling the server', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(requests.some((request) => request.url.pathname === '/api/token/')).toBe(false);
  });

  it("OTP: requests a code, then says 'OTP is required' and 'Must be 6 digits', then signs in", async () => {
    const user = userEvent.setup();
    const { router, requests } = await renderApp('/auth/login');
    await user.click(await screen.findByRole('radio', { name: 'One-time password' }));
    await user.type(screen.getByLabelText('Email or mobile number'), 'dealer@demo.bondkit.in');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otpBox = await screen.findByLabelText('OTP');
    const requested = requests.find((request) => request.url.pathname === '/api/request-otp/');
    expect(JSON.parse(String(requested?.init?.body))).toMatchObject({
      email: 'dealer@demo.bondkit.in',
      auth_mode: 'login',
    });
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('OTP is required')).toBeVisible();
    await user.type(otpBox, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Must be 6 digits')).toBeVisible();

    await user.clear(otpBox);
    await user.type(otpBox, demoOtp);
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dart'));
  });

  it('OTP: refuses a destination that is neither an email nor a mobile number', async () => {
    const user = userEvent.setup();
    await renderApp('/auth/login');
    await user.click(await screen.findByRole('radio', { name: 'One-time password' }));
    await user.type(screen.getByLabelText('Email or mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter your email address or mobile number.')).toBeVisible();
  });

  it("shows the generic runtime error when the auth server's answer holds no token, and stays signed out", async () => {
    const user = userEvent.setup();
    // A misconfigured auth server, once: 200, but no text token in the answer.
    let misconfigured = true;
    const { router } = await renderApp('/auth/login', {
      extraRoutes: [
        (url, init) => {
          if (!misconfigured || url.pathname !== '/api/token/' || init?.method !== 'POST') return undefined;
          misconfigured = false;
          return jsonResponse(200, { access: 42 });
        },
      ],
    });
    await user.type(await screen.findByLabelText('Email'), 'dealer@demo.bondkit.in');
    await user.type(screen.getByLabelText('Password'), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong...')).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');

    // Signing in again once the server answers properly clears it.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dart'));
  });
});
