import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toToastMessage } from '@bondkit/core';
import { otpSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { AuthConfigurationError, isAuthConfigurationFailure } from './authConfigurationError';
import { TextField } from '../../forms/TextField';
import { otpDestinationMessage, readOtpDestination } from './otpDestination';
import type { OtpDestination } from './otpDestination';

/** Seconds before 'Resend OTP' can be used again. */
const otpResendWaitSeconds = 30;

/**
 * OTP sign-in in two steps: ask for the code (email or mobile), then enter its 6 digits ('OTP is required',
 * 'Must be 6 digits'), with a resend after 30 seconds.
 */
export function OtpSignInForm({
  redirect,
  destination: destinationText,
  onDestinationChange: setDestinationText,
}: {
  redirect: string | null;
  /** The e-mail or mobile number typed (the login page's, kept across the sign-in methods). */
  destination: string;
  onDestinationChange: (destination: string) => void;
}) {
  const { client } = useAppServices();
  const navigate = useNavigate();
  const [configurationFailed, setConfigurationFailed] = useState(false);
  const [destination, setDestination] = useState<OtpDestination | null>(null);
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  async function sendOtp(to: OtpDestination, requestType: string): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await client.auth.requestOtp({ ...to, request_type: requestType, auth_mode: 'login' });
      client.toasts.push({ severity: 'success', summary: answer.detail });
      setResendIn(otpResendWaitSeconds);
      return true;
    } catch (error) {
      client.toasts.push(toToastMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const to = readOtpDestination(destinationText);
    setDestinationError(to === null ? otpDestinationMessage : null);
    if (to === null) return;
    if (await sendOtp(to, 'mobile' in to ? 'mobile' : 'email')) setDestination(to);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (destination === null) return;
    const message = firstMessage(otpSchema, otp);
    setOtpError(message);
    if (message !== null) return;
    setBusy(true);
    const result = await client.signInWithOtp({ ...destination, otp, auth_mode: 'login' }, { redirect });
    setConfigurationFailed(isAuthConfigurationFailure(result));
    setBusy(false);
    if (result.ok) void navigate(result.redirectTo, { replace: true });
  }

  if (destination === null) {
    return (
      <form
        className="app-form"
        onSubmit={(event) => void requestCode(event)}
        noValidate
        aria-label="Request OTP"
      >
        <TextField
          label="Email or mobile number"
          autoComplete="username"
          value={destinationText}
          onChange={(event) => setDestinationText(event.target.value)}
          error={destinationError}
        />
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send OTP'}
        </button>
      </form>
    );
  }

  const sentTo = 'mobile' in destination ? destination.mobile : destination.email;
  return (
    <form className="app-form" onSubmit={(event) => void verify(event)} noValidate aria-label="Enter OTP">
      <p>
        We sent a 6-digit code to <strong>{sentTo}</strong>.{' '}
        <button type="button" className="app-link-button" onClick={() => setDestination(null)}>
          Change
        </button>
      </p>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value.trim())}
        error={otpError}
      />
      {configurationFailed ? <AuthConfigurationError /> : null}
      <button type="submit" className="app-button app-button--primary" disabled={busy}>
        {busy ? 'Verifying…' : 'Verify and sign in'}
      </button>
      <button
        type="button"
        className="app-button"
        disabled={busy || resendIn > 0}
        onClick={() => void sendOtp(destination, 'resend')}
      >
        {resendIn > 0 ? `Resend OTP in ${resendIn}s` : 'Resend OTP'}
      </button>
    </form>
  );
}
