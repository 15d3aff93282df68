import { useState } from 'react';
import type { FormEvent } from 'react';
import { toToastMessage } from '@bondkit/core';
import { nameSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { useSignedInUser } from './useSignedInUser';

/** First and last name ('Should not contain special characters.'), saved with `PUT api/client/user/`. */
export function NameSection() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const [firstName, setFirstName] = useState(user.user_info.first_name);
  const [lastName, setLastName] = useState(user.user_info.last_name);
  const [errors, setErrors] = useState<{ first: string | null; last: string | null }>({
    first: null,
    last: null,
  });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { first: firstMessage(nameSchema, firstName), last: firstMessage(nameSchema, lastName) };
    setErrors(next);
    if (next.first !== null || next.last !== null) return;
    setBusy(true);
    try {
      await client.accounts.updateUser({ first_name: firstName.trim(), last_name: lastName.trim() });
      await client.loadSession();
      client.toasts.push({ severity: 'success', summary: 'Your name has been updated' });
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="app-panel" aria-labelledby="name-title">
      <h2 id="name-title">Name</h2>
      <form className="app-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Name">
        <div className="app-form__row">
          <TextField
            label="First name"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={errors.first}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={errors.last}
          />
        </div>
        <p className="app-field__hint">Email: {user.user_info.email}</p>
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          Save name
        </button>
      </form>
    </section>
  );
}
