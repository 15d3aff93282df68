import { checkRoute } from '@bondkit/core/access';
import type { SessionUser } from '@bondkit/core';

export interface NavigationItem {
  to: string;
  label: string;
}

/** The app's sections, in menu order. */
export const appSections: readonly NavigationItem[] = [
  { to: '/dart', label: 'dart' },
  { to: '/find', label: 'find' },
  { to: '/my-bonds', label: 'My bonds' },
  { to: '/mind', label: 'mind' },
  { to: '/client/transactions', label: 'Transactions' },
  { to: '/inventory', label: 'Inventory' },
  { to: '/manage-clients', label: 'Clients' },
  { to: '/surveillance', label: 'Surveillance' },
  { to: '/manage-users', label: 'Users' },
  { to: '/exchange-credentials', label: 'Exchange credentials' },
];

/** The settings pages. */
export const settingsSections: readonly NavigationItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/manage-users', label: 'Users' },
  { to: '/exchange-credentials', label: 'Exchange credentials' },
];

/** Only the sections the access rules would let this user open, so the menu never leads to a 401. */
export function visibleSections(sections: readonly NavigationItem[], user: SessionUser | null, now: Date) {
  return sections.filter((section) => checkRoute(section.to, user, now).kind === 'allow');
}
