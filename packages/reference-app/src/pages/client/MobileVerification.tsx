import { useEffect, useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import { mobileSchema, otpSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';

/** Seconds before 'Resend OTP' can be used again (as on the sign-in page). */
const otpResendWaitSeconds = 30;

/** The OTP modes a registration proves its mobile number with (platform-shell 3). */
type RegistrationOtpMode = 'register' | 'easy_register';

/** The client modes of platform-shell 3, sent with the OTP request (`client_mode`). */
export type ClientMode = 'SOFTWARE' | 'BROKING';

export interface MobileVerificationProps {
  /** The mobile number typed in the form; changing it after verifying asks for a new OTP. */
  mobile: string;
  /** `register` for a full account, `easy_register` for the quick sign-up. */
  mode: RegistrationOtpMode;
  /** Sent as `client_mode` with the OTP request; the server creates the client in it. Default: none. */
  clientMode?: ClientMode | undefined;
  /** The number now verified, or null when it is not (or changed since). */
  verifiedMobile: string | null;
  onVerified: (mobile: string | null) => void;
  /** The form's message for the mobile field (its own, or the server's). */
  error?: string | null | undefined;
  onMobileChange: (mobile: string) => void;
}

/**
 * The mobile field of a registration with its OTP check: 'Send OTP' (`POST api/request-otp/` in the
 * registration's mode, with `client_mode`), then the 6 digits (`POST api/validate-otp/`, `request_type` =
 * the mode), which the server requires within 30 minutes before it registers anyone.
 */
export function MobileVerification({
  mobile,
  mode,
  clientMode,
  verifiedMobile,
  onVerified,
  error = null,
  onMobileChange,
}: MobileVerificationProps) {
  const { client } = useAppServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const trimmed = mobile.trim();
  const verified = verifiedMobile !== null && verifiedMobile === trimmed;

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  async function sendOtp(requestType: 'mobile' | 'resend') {
    const message = firstMessage(mobileSchema, trimmed);
    setMobileError(message);
    if (message !== null) return;
    setBusy(true);
    try {
      const answer = await client.auth.requestOtp({
        mobile: trimmed,
        request_type: requestType,
        auth_mode: mode,
        ...(clientMode ? { client_mode: clientMode } : {}),
      });
      client.toasts.push({ severity: 'success', summary: answer.detail });
      setSentTo(trimmed);
      setOtp('');
      setOtpError(null);
      setResendIn(otpResendWaitSeconds);
    } catch (caught) {
      client.toasts.push(toToastMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    if (sentTo === null) return;
    const message = firstMessage(otpSchema, otp);
    setOtpError(message);
    if (message !== null) return;
    setBusy(true);
    try {
      await client.auth.validateOtp({ mobile: sentTo, otp, request_type: mode });
      onVerified(sentTo);
      setSentTo(null);
    } catch (caught) {
      const toast = toToastMessage(caught);
      setOtpError(toast.detail ?? toast.summary);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="app-mobile-verification">
      <div className="app-mobile-verification__row">
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="tel"
          value={mobile}
          onChange={(event) => {
            onMobileChange(event.target.value);
            if (verifiedMobile !== null && event.target.value.trim() !== verifiedMobile) onVerified(null);
          }}
          error={mobileError ?? error}
          hint={verified ? undefined : 'We send a 6-digit OTP to check the number.'}
        />
        {verified ? (
          <p className="app-mobile-verification__done" role="status">
            Mobile verified
          </p>
        ) : (
          <button
            type="button"
            className="app-button"
            disabled={busy || (sentTo !== null && resendIn > 0)}
            onClick={() => void sendOtp(sentTo === null ? 'mobile' : 'resend')}
          >
            {sentTo === null ? 'Send OTP' : resendIn > 0 ? `Resend OTP in ${resendIn}s` : 'Resend OTP'}
          </button>
        )}
      </div>
      {sentTo !== null && !verified ? (
        <div className="app-mobile-verification__row">
          <TextField
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(event) => setOtp(event.target.value.trim())}
            onKeyDown={(event) => {
              // Enter checks the code rather than submitting the whole registration.
              if (event.key === 'Enter') {
                event.preventDefault();
                void verify();
              }
            }}
            error={otpError}
            hint={`Sent to ${sentTo}.`}
          />
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={busy}
            onClick={() => void verify()}
          >
            {busy ? 'Checking…' : 'Verify'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
