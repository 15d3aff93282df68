import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  ChatWorkspace,
  createSendbirdChatTransport,
  type ChatPeopleSearch,
} from '@bondkit/widgets/chat-workspace';
import './ChatPane.css';
import { useAppServices } from '../../../app/AppServices';
import { useSignedInUser } from '../../settings/useSignedInUser';
import { ChatRunChip } from '../runs/ChatRunChip';
import { ChatTermsGate } from './ChatTermsGate';
import { useChatRunsByMessage } from '../runs/useChatRunsByMessage';

/** The reference server serves one Sendbird-compatible application; any id names it. */
const chatApplicationId = 'BONDKIT';

/**
 * The dart Chat pane: ChatWorkspace on the real Sendbird SDK against this server's `/sendbird` service.
 * A new transport per signed-in user, so switching users disposes the old connection (the spec).
 */
export function ChatPane() {
  return (
    <ChatTermsGate>
      <ChatDesk />
    </ChatTermsGate>
  );
}

/** The workspace itself, once the chat terms are accepted. */
function ChatDesk() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const userId = user.user_info.unique_id;
  const transport = useMemo(() => {
    const origin = window.location.origin;
    return createSendbirdChatTransport({
      appId: chatApplicationId,
      userId,
      apiHost: `${origin}/sendbird`,
      webSocketHost: `${origin.replace(/^http/, 'ws')}/sendbird`,
      fetchToken: async () => (await client.chatSession.issueSessionToken(userId))?.token ?? null,
      // A staff user's chat with only staff in it is titled with the product's name (the spec's '{product}').
      productName: 'bondkit',
    });
  }, [client, userId]);
  const searchPeople = useMemo<ChatPeopleSearch>(
    () =>
      async (text, signal, pageNumber = 1) => {
        const page = await client.chatter.searchUsers({ search_param: text, page: pageNumber }, signal);
        return page.results.map((person) => ({
          userId: person.sendbird_user_id,
          name: person.user_name ?? person.name ?? person.sendbird_user_id,
          firm: person.brand_name ?? person.name,
        }));
      },
    [client],
  );
  // The tab title carries the unread total ('(3) bondkit'); the title the page set is restored after.
  const baseTitleRef = useRef<string | null>(null);
  const showUnread = useCallback((count: number) => {
    baseTitleRef.current ??= document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${baseTitleRef.current}` : baseTitleRef.current;
  }, []);
  useEffect(
    () => () => {
      if (baseTitleRef.current !== null) document.title = baseTitleRef.current;
    },
    [],
  );
  const runsByMessage = useChatRunsByMessage();
  return (
    <ChatWorkspace
      transport={transport}
      searchPeople={searchPeople}
      onUnreadCountChange={showUnread}
      renderMessage={(message, defaultView) => {
        // A message read as a run shows the parsed quote under it, with a one-click respond.
        const runs = runsByMessage.get(message.messageId);
        if (runs === undefined) return defaultView;
        return (
          <>
            {defaultView}
            {runs.map((run) => (
              <ChatRunChip key={run.id} run={run} />
            ))}
          </>
        );
      }}
    />
  );
}
