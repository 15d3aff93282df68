import { useState } from 'react';
import type { FormEvent } from 'react';
import { toToastMessage } from '@bondkit/core';
import { mobileSchema, otpSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { useSignedInUser } from './useSignedInUser';

/**
 * Mobile number change, proven with an OTP sent to the new number (mode `update_profile`): request, enter
 * the 6 digits, then save.
 */
export function MobileSection() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function requestOtp(event: FormEvent) {
    event.preventDefault();
    const value = mobile.trim();
    const message = firstMessage(mobileSchema, value);
    setMobileError(message);
    if (message !== null) return;
    void run(async () => {
      const answer = await client.auth.requestOtp({
        mobile: value,
        request_type: 'mobile',
        auth_mode: 'update_profile',
      });
      client.toasts.push({ severity: 'success', summary: answer.detail });
      setOtpSentTo(value);
    });
  }

  function verifyAndSave(event: FormEvent) {
    event.preventDefault();
    if (otpSentTo === null) return;
    const message = firstMessage(otpSchema, otp);
    setOtpError(message);
    if (message !== null) return;
    void run(async () => {
      await client.auth.validateOtp({ mobile: otpSentTo, otp, request_type: 'update_profile' });
      await client.accounts.updateUser({ mobile: otpSentTo });
      await client.loadSession();
      client.toasts.push({ severity: 'success', summary: 'Your mobile number has been updated' });
      setOtpSentTo(null);
      setMobile('');
      setOtp('');
    });
  }

  return (
    <section className="app-panel" aria-labelledby="mobile-title">
      <h2 id="mobile-title">Mobile number</h2>
      <p>Current: {user.user_info.mobile ?? 'none'}</p>
      {otpSentTo === null ? (
        <form className="app-form" onSubmit={requestOtp} noValidate aria-label="New mobile number">
          <TextField
            label="New mobile number"
            type="tel"
            autoComplete="tel"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            error={mobileError}
          />
          <button type="submit" className="app-button" disabled={busy}>
            Send OTP
          </button>
        </form>
      ) : (
        <form className="app-form" onSubmit={verifyAndSave} noValidate aria-label="Confirm mobile number">
          <TextField
            label={`OTP sent to ${otpSentTo}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(event) => setOtp(event.target.value.trim())}
            error={otpError}
          />
          <div className="app-actions">
            <button type="submit" className="app-button app-button--primary" disabled={busy}>
              Verify and save
            </button>
            <button type="button" className="app-button" onClick={() => setOtpSentTo(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
