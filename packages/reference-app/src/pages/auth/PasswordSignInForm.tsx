import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { emailSchema, requiredText } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { AuthConfigurationError, isAuthConfigurationFailure } from './authConfigurationError';
import { TextField } from '../../forms/TextField';

const passwordSchema = requiredText('Password');

/** Email and password; on success goes to the `redirect` parameter or the user's home route. */
export function PasswordSignInForm({ redirect }: { redirect: string | null }) {
  const { client } = useAppServices();
  const navigate = useNavigate();
  const [configurationFailed, setConfigurationFailed] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: firstMessage(emailSchema, email.trim()),
      password: firstMessage(passwordSchema, password),
    };
    setErrors(next);
    if (next.email !== null || next.password !== null) return;
    setSubmitting(true);
    const result = await client.signIn({ email: email.trim(), password }, { redirect });
    setConfigurationFailed(isAuthConfigurationFailure(result));
    setSubmitting(false);
    // A refused sign-in already showed the server's message as a toast.
    if (result.ok) void navigate(result.redirectTo, { replace: true });
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
        onChange={(event) => setEmail(event.target.value)}
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
      {configurationFailed ? <AuthConfigurationError /> : null}
      <button type="submit" className="app-button app-button--primary" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
