import { hasRole } from '@bondkit/core/access';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ErrorReportsSection } from './ErrorReportsSection';
import { FirmProfileSection } from './FirmProfileSection';
import { MobileSection } from './MobileSection';
import { NameSection } from './NameSection';
import { SecurityPreferencesSection } from './SecurityPreferencesSection';
import { useSignedInUser } from './useSignedInUser';

/** /profile (and /client/profile): the signed-in user's own settings; an ops admin also reads the firm's UI error reports. */
export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <main className="app-page app-profile" aria-labelledby="page-title">
      <h1 id="page-title">Profile settings</h1>
      <NameSection />
      <MobileSection />
      <FirmProfileSection />
      <SecurityPreferencesSection />
      <ChangePasswordSection />
      {hasRole(user, 'clientopsadmin') ? <ErrorReportsSection /> : null}
    </main>
  );
}
