import { useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useSignedInUser } from './useSignedInUser';

/** The preferences a user can set (stored as `user_security_preferences`; chat applies them). */
const securityPreferenceOptions = [
  { value: 'HIDE_MOBILE_IN_CHAT', label: 'Hide my mobile number from chat counterparties' },
  { value: 'HIDE_EMAIL_IN_CHAT', label: 'Hide my email address from chat counterparties' },
  { value: 'INVITES_FROM_CONNECTIONS_ONLY', label: 'Accept chat invitations from my connections only' },
] as const;

export function SecurityPreferencesSection() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const [selected, setSelected] = useState<readonly string[]>(user.user_info.user_security_preferences);
  const [busy, setBusy] = useState(false);

  function toggle(value: string, checked: boolean) {
    setSelected((current) => (checked ? [...current, value] : current.filter((item) => item !== value)));
  }

  async function save() {
    setBusy(true);
    try {
      await client.chatter.updateSecurityPreferences(selected);
      await client.loadSession();
      client.toasts.push({ severity: 'success', summary: 'Your security preferences have been saved' });
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="app-panel" aria-labelledby="security-title">
      <h2 id="security-title">Security preferences</h2>
      <fieldset className="app-fieldset">
        <legend className="app-visually-hidden">Security preferences</legend>
        {securityPreferenceOptions.map((option) => (
          <label key={option.value} className="app-checkbox">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <button type="button" className="app-button" disabled={busy} onClick={() => void save()}>
        Save preferences
      </button>
    </section>
  );
}
