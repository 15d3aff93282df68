import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SessionUser } from '@bondkit/core';
import './ProfileCompletionPrompt.css';

/** Remembered for the browser tab: 'Not now' hides the prompt until the next session. */
const dismissedKey = 'bondkit.profilePromptDismissed';

/**
 * What the profile lacks, in words. The session says the name and the mobile; the only other part of the rule
 * (the server's `is_user_profile_complete`) is the client's PAN, so when those are there the PAN is missing.
 */
function missingText(user: SessionUser): string {
  const missing: string[] = [];
  if (!user.user_info.first_name || !user.user_info.last_name) missing.push('your name');
  if (!user.user_info.mobile) missing.push('your mobile number');
  return missing.length > 0 ? missing.join(' and ') : 'your PAN';
}

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The prompt to complete the profile, under the signed-in header while the session's
 * `is_user_profile_complete` is false (a name, a mobile number and the client's PAN are missing), with a
 * link to /profile, where each is filled in. Not shown on /profile itself.
 */
export function ProfileCompletionPrompt({ user }: { user: SessionUser | null }) {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (user === null || user.user_info.is_user_profile_complete || dismissed) return null;
  if (pathname === '/profile' || pathname === '/client/profile') return null;
  return (
    <aside className="app-profile-prompt" aria-label="Complete your profile">
      <p>
        Your profile is incomplete: add {missingText(user)} so counterparties and settlement can identify you.
      </p>
      <Link className="app-button app-button--primary" to="/profile">
        Complete your profile
      </Link>
      <button
        type="button"
        className="app-button"
        onClick={() => {
          setDismissed(true);
          try {
            sessionStorage.setItem(dismissedKey, '1');
          } catch {
            // Storage refused (private mode): the prompt stays hidden for this page's life only.
          }
        }}
      >
        Not now
      </button>
    </aside>
  );
}
