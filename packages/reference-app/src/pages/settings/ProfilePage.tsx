import { ChangePasswordSection } from './ChangePasswordSection';
import { MobileSection } from './MobileSection';
import { NameSection } from './NameSection';
import { SecurityPreferencesSection } from './SecurityPreferencesSection';

/** /profile (and /client/profile): the signed-in user's own settings. */
export function ProfilePage() {
  return (
    <main className="app-page app-profile" aria-labelledby="page-title">
      <h1 id="page-title">Profile settings</h1>
      <NameSection />
      <MobileSection />
      <SecurityPreferencesSection />
      <ChangePasswordSection />
    </main>
  );
}
