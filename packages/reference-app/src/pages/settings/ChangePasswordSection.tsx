import { useState } from 'react';
import type { FormEvent } from 'react';
import { detailResponseSchema, toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { newPasswordMessage } from '../auth/passwordRules';
import { useSignedInUser } from './useSignedInUser';

/**
 * Change password while signed in: `POST api/change-password/{userId}/` with an empty token. The session
 * carries the user's `unique_id`, not a numeric user id, and `client.auth.changePassword` takes a number,
 * so the call goes through `client.request` with the unique id (which the server accepts).
 */
export function ChangePasswordSection() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; confirmation: string | null }>({
    password: null,
    confirmation: null,
  });
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
      const answer = await client.request({
        method: 'POST',
        path: `api/change-password/${encodeURIComponent(user.user_info.unique_id)}/`,
        body: { new_password1: password, new_password2: confirmation, token: '' },
        schema: detailResponseSchema,
      });
      client.toasts.push({ severity: 'success', summary: answer.detail });
      setPassword('');
      setConfirmation('');
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
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <button type="submit" className="app-button" disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  );
}
