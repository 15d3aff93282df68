import { showTrialNotice } from '@bondkit/core/access';
import { type SessionUser } from '@bondkit/core';

const dayMs = 86_400_000;

/** Whole days left of a trial ending at `endsAt` (0 once it has ended). */
function trialDaysLeft(endsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / dayMs));
}

/** The MIND trial notice (platform-shell 4): shown to an unpaid market researcher with a trial end date. */
export function TrialNotice({ user, now }: { user: SessionUser | null; now: Date }) {
  if (!showTrialNotice(user) || !user?.mind_trial_ends_at) return null;
  const days = trialDaysLeft(user.mind_trial_ends_at, now);
  const date = new Date(user.mind_trial_ends_at).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <p className="app-mind__trial" role="note">
      {days > 0
        ? `Free trial: ${days} day${days === 1 ? '' : 's'} left (until ${date}).`
        : `Your free trial ended on ${date}.`}
    </p>
  );
}
