import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { NewPasswordFields, useNewPassword } from '../../forms/NewPasswordFields';

/** /auth/reset-password?uid=…&token=…: the page the mailed link opens; sets a new password once. */
export function ResetPasswordPage() {
  const { client } = useAppServices();
  const [searchParameters] = useSearchParams();
  const userId = Number(searchParameters.get('uid'));
  const token = searchParameters.get('token') ?? '';
  const linkValid = Number.isInteger(userId) && userId > 0 && token !== '';
  const newPassword = useNewPassword();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword.validate()) return;
    setBusy(true);
    try {
      await client.auth.changePassword(userId, {
        new_password1: newPassword.password,
        new_password2: newPassword.confirmation,
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
          <NewPasswordFields state={newPassword} />
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save password'}
          </button>
        </form>
      )}
    </main>
  );
}
