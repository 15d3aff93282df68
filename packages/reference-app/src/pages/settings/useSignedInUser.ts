import type { SessionUser } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';

/** The signed-in user; the settings pages are login-only, so the access gate guarantees one. */
export function useSignedInUser(): SessionUser {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  if (user === null)
    throw new Error(
      'The settings pages need a signed-in user (the access gate should have sent visitors to sign in).',
    );
  return user;
}
