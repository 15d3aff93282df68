import { useState } from 'react';
import { newPasswordHint, newPasswordMessage } from '../pages/auth/passwordRules';
import { TextField } from './TextField';

interface NewPasswordErrors {
  password: string | null;
  confirmation: string | null;
}

/** The state and checks of a new password and its confirmation (reset-password page, profile settings). */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({ password: null, confirmation: null });
  return {
    password,
    confirmation,
    errors,
    setPassword,
    setConfirmation,
    /** Shows the messages and answers whether both fields are acceptable. */
    validate(): boolean {
      const next = {
        password: newPasswordMessage(password),
        confirmation: confirmation === password ? null : 'Passwords do not match',
      };
      setErrors(next);
      return next.password === null && next.confirmation === null;
    },
    clear() {
      setPassword('');
      setConfirmation('');
    },
  };
}

/** The new password and its confirmation, driven by {@link useNewPassword}. */
export function NewPasswordFields({ state }: { state: ReturnType<typeof useNewPassword> }) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={state.password}
        onChange={(event) => state.setPassword(event.target.value)}
        error={state.errors.password}
        hint={newPasswordHint}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={state.confirmation}
        onChange={(event) => state.setConfirmation(event.target.value)}
        error={state.errors.confirmation}
      />
    </>
  );
}
