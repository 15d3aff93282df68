import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ToggleGroup } from '@bondkit/widgets';
import { OtpSignInForm } from './OtpSignInForm';
import { PasswordSignInForm } from './PasswordSignInForm';

type SignInMethod = 'password' | 'otp';

const methods = [
  { value: 'password', label: 'Password' },
  { value: 'otp', label: 'One-time password' },
] as const;

/** /auth/login: sign in with email and password, or with a one-time password sent by email or SMS. */
export function LoginPage() {
  const [searchParameters] = useSearchParams();
  const redirect = searchParameters.get('redirect');
  const [method, setMethod] = useState<SignInMethod>('password');
  // What the visitor typed as who they are survives a switch of method: the e-mail is the OTP's destination too.
  const [identity, setIdentity] = useState('');
  return (
    <main className="app-auth" aria-labelledby="page-title">
      <h1 id="page-title">Sign in to bondkit</h1>
      <ToggleGroup<SignInMethod>
        label="Sign-in method"
        options={methods}
        value={method}
        onValueChange={setMethod}
      />
      {method === 'password' ? (
        <PasswordSignInForm redirect={redirect} email={identity} onEmailChange={setIdentity} />
      ) : (
        <OtpSignInForm redirect={redirect} destination={identity} onDestinationChange={setIdentity} />
      )}
      <p className="app-auth__links">
        <Link to="/auth/forgot-password">Forgot password?</Link>
        <Link to="/client/register">New to bondkit? Create an account</Link>
      </p>
    </main>
  );
}
