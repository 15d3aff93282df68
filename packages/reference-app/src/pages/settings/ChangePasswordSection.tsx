import { useState } from 'react';
import type { FormEvent } from 'react';
import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { NewPasswordFields, useNewPassword } from '../../forms/NewPasswordFields';
import { useSignedInUser } from './useSignedInUser';

/**
 * Change password while signed in: `POST api/change-password/{unique_id}/` with an empty token (the session
 * carries the user's `unique_id`, which the server accepts in place of the numeric id).
 */
export function ChangePasswordSection() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword.validate()) return;
    setBusy(true);
    try {
      const answer = await client.auth.changePassword(user.user_info.unique_id, {
        new_password1: newPassword.password,
        new_password2: newPassword.confirmation,
        token: '',
      });
      client.toasts.push({ severity: 'success', summary: answer.detail });
      newPassword.clear();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
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
        <NewPasswordFields state={newPassword} />
        <button type="submit" className="app-button" disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  );
}
