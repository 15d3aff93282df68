import { useEffect, useState } from 'react';
import { ApiError } from '@bondkit/core';
import type { BondClient, Invitation } from '@bondkit/core';

export type InvitationState =
  | { status: 'checking' }
  | { status: 'valid'; invitation: Invitation }
  /** 410 'Invitation URL invalid': no code, or the server refused it. */
  | { status: 'invalid' }
  /** The check itself failed (network, 5xx): not the invitation's fault. */
  | { status: 'error' };

/** The invite-validation middleware of /client/register: checks `invite_code` with the server first. */
export function useInvitation(client: BondClient, inviteCode: string | null): InvitationState {
  const [state, setState] = useState<InvitationState>({ status: 'checking' });
  useEffect(() => {
    if (inviteCode === null || inviteCode.trim() === '') {
      setState({ status: 'invalid' });
      return;
    }
    let current = true;
    setState({ status: 'checking' });
    client.accounts.validateInvite(inviteCode).then(
      (invitation) => current && setState({ status: 'valid', invitation }),
      (error: unknown) => {
        if (!current) return;
        const refused = ApiError.isInstance(error) && error.status >= 400 && error.status < 500;
        setState({ status: refused ? 'invalid' : 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, inviteCode]);
  return state;
}
