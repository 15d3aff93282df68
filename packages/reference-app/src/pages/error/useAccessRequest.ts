import { useState } from 'react';
import { supportTicketTypes } from '@bondkit/core/validation';
import type { BondClient, SessionUser } from '@bondkit/core';
import type { ContactRequestType } from '@bondkit/core/validation';

const accessRequestSuccessText = "You're almost there! Our team will be in touch soon";
const accessRequestFailureText = 'Something went wrong. Please try again or mail us at sales@bondkit.in';

/**
 * Sends an access or upgrade request as a support ticket (type 'access') for the signed-in user, with the
 * spec's success and failure toasts. Visitors have no email to answer: they are sent to the contact page.
 */
export function useAccessRequest(client: BondClient, user: SessionUser | null) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function request(requestType: ContactRequestType, title: string): Promise<void> {
    if (user === null) return;
    setStatus('sending');
    try {
      await client.support.createTicket(
        {
          type: supportTicketTypes.access,
          title,
          body: `${requestType} from ${user.user_info.first_name} ${user.user_info.last_name} (${user.name}).`,
        },
        { email: user.user_info.email },
      );
      client.toasts.push({ severity: 'success', summary: accessRequestSuccessText });
      setStatus('sent');
    } catch {
      client.toasts.push({ severity: 'error', summary: accessRequestFailureText });
      setStatus('idle');
    }
  }
  return { status, request };
}
