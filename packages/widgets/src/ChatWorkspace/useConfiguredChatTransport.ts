import { useEffect, useMemo, useState } from 'react';
import { useBondClient } from '../provider/useBondClient';
import { useSession } from '../provider/useSession';
import type { ChatPeopleSearch, ChatTransport } from './chatTransport';

/** The configured transport's state: connecting needs the client, a signed-in user and the server's configuration. */
export type ConfiguredChatTransport =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; transport: ChatTransport; searchPeople: ChatPeopleSearch };

const signedOutMessage =
  'ChatWorkspace needs a signed-in user: sign in with client.signIn(…) (or through your own sign-in) first.';

/**
 * The transport for a ChatWorkspace given none: made for the signed-in user from the provider's client
 * (`createConfiguredChatTransport`), again when the user changes; `enabled` false makes none (a
 * `transport` was given).
 */
export function useConfiguredChatTransport(enabled: boolean): ConfiguredChatTransport {
  const client = useBondClient();
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.data.user_info.unique_id : null;
  const [state, setState] = useState<{ key: string; value: ConfiguredChatTransport } | null>(null);
  const key = `${userId ?? ''}`;
  useEffect(() => {
    if (!enabled || client === null || userId === null) return;
    let current = true;
    void import('./configuredChatTransport').then(
      async ({ createConfiguredChatTransport, clientPeopleSearch }) => {
        try {
          const transport = await createConfiguredChatTransport(client, userId);
          if (current)
            setState({
              key,
              value: { status: 'ready', transport, searchPeople: clientPeopleSearch(client) },
            });
        } catch (error) {
          if (current)
            setState({
              key,
              value: { status: 'error', message: error instanceof Error ? error.message : String(error) },
            });
        }
      },
      (error: unknown) => {
        if (current)
          setState({
            key,
            value: { status: 'error', message: `The chat module could not load: ${String(error)}` },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, client, userId, key]);
  return useMemo<ConfiguredChatTransport>(() => {
    if (!enabled || client === null || session.status === 'loading') return { status: 'loading' };
    if (userId === null) return { status: 'error', message: signedOutMessage };
    return state?.key === key ? state.value : { status: 'loading' };
  }, [enabled, client, session.status, userId, state, key]);
}
