import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { newPasswordMessage } from './passwordRules';

/** /auth/reset-password?uid=…&token=…: the page the mailed link opens; sets a new password once. */
export function ResetPasswordPage() {
  const { client } = useAppServices();
  const [searchParameters] = useSearchParams();
  const userId = Number(searchParameters.get('uid'));
  const token = searchParameters.get('token') ?? '';
  const linkValid = Number.isInteger(userId) && userId > 0 && token !== '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; confirmation: string | null }>({
    password: null,
    confirmation: null,
  });
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: newPasswordMessage(password),
      confirmation: confirmation === password ? null : 'Passwords do not match',
    };
    setErrors(next);
    if (next.password !== null || next.confirmation !== null) return;
    setBusy(true);
    try {
      await client.auth.changePassword(userId, {
        new_password1: password,
        new_password2: confirmation,
        token,
      });
      setDone(true);
    } catch (failure) {
      client.toasts.push(toToastMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="app-auth" aria-labelledby="page-title">
      <h1 id="page-title">Choose a new password</h1>
      {!linkValid ? (
        <p role="alert">
          This reset link is incomplete. <Link to="/auth/forgot-password">Ask for a new link</Link>.
        </p>
      ) : done ? (
        <div role="status">
          <p>Your password has been changed.</p>
          <Link className="app-button app-button--primary" to="/auth/login">
            Sign in
          </Link>
        </div>
      ) : (
        <form
          className="app-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="New password"
        >
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
            errors={errors}
          />
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save password'}
          </button>
        </form>
      )}
    </main>
  );
}
