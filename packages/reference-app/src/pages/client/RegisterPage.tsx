import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner, ToggleGroup } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { ErrorPage } from '../error/ErrorPage';
import { QuickRegistrationForm } from './QuickRegistrationForm';
import { RegistrationForm } from './RegistrationForm';
import { useInvitation } from './useInvitation';

type RegistrationWay = 'full' | 'quick';

const registrationWays = [
  { value: 'full', label: 'Full account' },
  { value: 'quick', label: 'Quick sign-up' },
] as const;

/**
 * /client/register: with `?invite_code=` an invited user joins the inviting firm (a bad invitation gives
 * the 410 page); without one a visitor registers a client of their own: a full account (individual or
 * company, partner or not, with a password) or the quick sign-up of an individual who signs in by OTP.
 */
export function RegisterPage() {
  const [searchParameters] = useSearchParams();
  const inviteCode = searchParameters.get('invite_code');
  return inviteCode === null ? <SelfRegistration /> : <InvitedRegistration inviteCode={inviteCode} />;
}

function SelfRegistration() {
  const [way, setWay] = useState<RegistrationWay>('full');
  return (
    <main className="app-auth" aria-labelledby="page-title">
      <h1 id="page-title">Create your bondkit account</h1>
      <div className="app-registration__ways">
        <ToggleGroup<RegistrationWay>
          label="How to register"
          options={registrationWays}
          value={way}
          onValueChange={setWay}
        />
      </div>
      <p>
        {way === 'full'
          ? 'Register yourself or your firm, with a password. We check your mobile number with a one-time password.'
          : 'For individuals: no password; you sign in with a one-time password sent to your mobile or e-mail.'}
      </p>
      {way === 'full' ? <RegistrationForm /> : <QuickRegistrationForm />}
      <p className="app-auth__links">
        <Link to="/auth/login">Already registered? Sign in</Link>
      </p>
    </main>
  );
}

function InvitedRegistration({ inviteCode }: { inviteCode: string }) {
  const { client } = useAppServices();
  const invitation = useInvitation(client, inviteCode);
  if (invitation.status === 'checking') {
    return (
      <div className="app-loading" aria-busy="true">
        <Spinner label="Checking your invitation" />
      </div>
    );
  }
  if (invitation.status === 'invalid') return <ErrorPage status={410} />;
  if (invitation.status === 'error') return <ErrorPage status={500} />;
  return (
    <main className="app-auth" aria-labelledby="page-title">
      <h1 id="page-title">Join {invitation.invitation.client_name ?? 'bondkit'}</h1>
      <p>
        You have been invited as {invitation.invitation.email}. Tell us about yourself to create your account.
      </p>
      <RegistrationForm invitation={{ code: inviteCode, email: invitation.invitation.email }} />
      <p className="app-auth__links">
        <Link to="/auth/login">Already registered? Sign in</Link>
      </p>
    </main>
  );
}
