import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toToastMessage } from '@bondkit/core';
import { emailSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';

/** /auth/forgot-password: mails a one-time reset link (in demo mode it lands in the server's /dev/outbox). */
export function ForgotPasswordPage() {
  const { client } = useAppServices();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = firstMessage(emailSchema, email.trim());
    setError(message);
    if (message !== null) return;
    setBusy(true);
    try {
      const webUrl = new URL('/auth/reset-password', window.location.origin).toString();
      const answer = await client.auth.resetPassword({ email: email.trim(), web_url: webUrl });
      setSentMessage(answer.detail);
    } catch (failure) {
      client.toasts.push(toToastMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="app-auth" aria-labelledby="page-title">
      <h1 id="page-title">Forgot your password?</h1>
      {sentMessage === null ? (
        <form
          className="app-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Reset password"
        >
          <p>Enter the email you sign in with and we will send you a link to choose a new password.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      ) : (
        <div role="status">
          <p>{sentMessage}</p>
          <p className="app-field__hint">
            Running the demo? The mail is in the server's outbox: <a href="/dev/outbox">/dev/outbox</a>.
          </p>
        </div>
      )}
      <p className="app-auth__links">
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </main>
  );
}
