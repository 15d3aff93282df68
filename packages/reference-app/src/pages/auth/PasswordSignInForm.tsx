import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { emailSchema, requiredText } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { AuthConfigurationError, isAuthConfigurationFailure } from './authConfigurationError';
import { TextField } from '../../forms/TextField';

const passwordSchema = requiredText('Password');

/**
 * Email and password; on success goes to the `redirect` parameter or the user's home route. The e-mail is the
 * login page's (it stays when the visitor switches to a one-time password).
 */
export function PasswordSignInForm({
  redirect,
  email,
  onEmailChange,
}: {
  redirect: string | null;
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const { client } = useAppServices();
  const navigate = useNavigate();
  const [configurationFailed, setConfigurationFailed] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });
  const [submitting, setSubmitting] = useState(false);
  // A refused sign-in says why on the form, where the eyes are, and stays until the next try (the toast goes).
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: firstMessage(emailSchema, email.trim()),
      password: firstMessage(passwordSchema, password),
    };
    setErrors(next);
    if (next.email !== null || next.password !== null) return;
    setSubmitting(true);
    setRefusal(null);
    const result = await client.signIn({ email: email.trim(), password }, { redirect });
    setConfigurationFailed(isAuthConfigurationFailure(result));
    setSubmitting(false);
    if (result.ok) void navigate(result.redirectTo, { replace: true });
    // `invalid_token` is the spec's silent failure: nothing to say on the form either.
    else if (result.reason !== 'invalid_token') setRefusal(result.message);
  }

  return (
    <form
      className="app-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Sign in with password"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {refusal !== null && !configurationFailed ? (
        <p className="app-form__error" role="alert">
          {refusal}
        </p>
      ) : null}
      {configurationFailed ? <AuthConfigurationError /> : null}
      <button type="submit" className="app-button app-button--primary" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
