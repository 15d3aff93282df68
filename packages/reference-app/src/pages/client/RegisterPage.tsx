import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { ErrorPage } from '../error/ErrorPage';
import { RegistrationForm } from './RegistrationForm';
import { useInvitation } from './useInvitation';

/** /client/register?invite_code=…: registration for invited users; a bad invitation gives the 410 page. */
export function RegisterPage() {
  const { client } = useAppServices();
  const [searchParameters] = useSearchParams();
  const inviteCode = searchParameters.get('invite_code');
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
      <RegistrationForm inviteCode={inviteCode ?? ''} email={invitation.invitation.email} />
      <p className="app-auth__links">
        <Link to="/auth/login">Already registered? Sign in</Link>
      </p>
    </main>
  );
}
