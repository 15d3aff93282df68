import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { NewPasswordFields, useNewPassword } from '../../forms/NewPasswordFields';
import { TextField } from '../../forms/TextField';
import { useSignedInUser } from './useSignedInUser';

/**
 * Change password while signed in: `POST api/change-password/{unique_id}/` with an empty token and the
 * current password (the session carries the user's `unique_id`, which the server accepts in place of the
 * numeric id). The server signs out the user's other sessions.
 */
/** The server's message about the current password, shown under its field; null for other failures. */
function currentPasswordMessage(error: unknown): string | null {
  return ApiError.isInstance(error) ? (error.fieldErrors.old_password ?? null) : null;
}

export function ChangePasswordSection() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const newPassword = useNewPassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missingCurrent = currentPassword === '' ? 'Enter your current password' : null;
    setCurrentError(missingCurrent);
    const newPasswordValid = newPassword.validate();
    if (missingCurrent !== null || !newPasswordValid) return;
    setBusy(true);
    try {
      const answer = await client.auth.changePassword(user.user_info.unique_id, {
        new_password1: newPassword.password,
        new_password2: newPassword.confirmation,
        token: '',
        old_password: currentPassword,
      });
      client.toasts.push({ severity: 'success', summary: answer.detail });
      newPassword.clear();
      setCurrentPassword('');
    } catch (error) {
      const fieldMessage = currentPasswordMessage(error);
      if (fieldMessage !== null) setCurrentError(fieldMessage);
      else client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="app-panel" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <form
        className="app-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Change password"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={currentError}
        />
        <NewPasswordFields state={newPassword} />
        <button type="submit" className="app-button" disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  );
}
