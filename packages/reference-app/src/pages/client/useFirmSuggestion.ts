import { useEffect, useState } from 'react';
import type { ClientSummary } from '@bondkit/core';
import { emailSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';

/** Wait after the last keystroke before asking the server (the spec's search debounce). */
const lookupDelayMilliseconds = 300;

/** The domain of an e-mail address, or null while the address is not yet a valid one. */
function emailDomain(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  if (!emailSchema.safeParse(trimmed).success) return null;
  return trimmed.slice(trimmed.lastIndexOf('@') + 1);
}

/**
 * The firm already on the platform whose website is the e-mail's domain (`GET api/client/by-website/`), so
 * someone registering a company they already belong to is told to ask for an invitation instead. Null while
 * there is none; a failed look-up is no suggestion (registration goes on without it).
 */
export function useFirmSuggestion(email: string, enabled: boolean): ClientSummary | null {
  const { client } = useAppServices();
  const domain = enabled ? emailDomain(email) : null;
  const [found, setFound] = useState<{ domain: string; firm: ClientSummary } | null>(null);
  useEffect(() => {
    if (domain === null) return;
    let current = true;
    const timer = setTimeout(() => {
      client.accounts.getClientByWebsite(domain).then(
        (firm) => current && setFound({ domain, firm }),
        () => current && setFound(null),
      );
    }, lookupDelayMilliseconds);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, domain]);
  return found !== null && found.domain === domain ? found.firm : null;
}
