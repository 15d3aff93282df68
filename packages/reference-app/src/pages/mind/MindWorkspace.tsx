import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MindError, type MindMessage, type MindTransport } from '@bondkit/core/mind';
import { MindChat } from '@bondkit/widgets/mind-chat';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { useSessionState } from '../../app/useSessionState';
import { routerLink } from './securityLink';
import { TrialNotice } from './TrialNotice';
import { useMindClient } from './useMindClient';
import { ShareControls } from './ShareControls';

/**
 * /mind and /mind/chat/{id}: the market researcher's conversations in the sidebar and the chat. On /mind
 * the first question creates the conversation, and the page moves to its own address once answered.
 */
export function MindWorkspace({ conversationId }: { conversationId?: string }) {
  const { client } = useAppServices();
  const session = useSessionState(client);
  const mind = useMindClient();
  const navigate = useNavigate();
  const [listVersion, setListVersion] = useState(0);
  const conversations = useAsyncData(`list-${listVersion}`, () => mind.listConversations());
  const suggestions = useAsyncData('suggestions', () => mind.suggestions());
  const conversation = useAsyncData(
    `conversation-${conversationId ?? 'new'}-${listVersion > 0 ? 'x' : ''}`,
    () => (conversationId ? mind.getConversation(conversationId) : Promise.resolve(null)),
  );
  const createdId = useRef<string | null>(null);

  // On /mind, the conversation is created with the first question.
  const transport = useMemo<MindTransport>(
    () => ({
      async sendMessages(request) {
        let id = conversationId ?? createdId.current;
        if (!id) {
          id = (await mind.createConversation()).id;
          createdId.current = id;
        }
        return mind.transport.sendMessages({ ...request, chatId: id });
      },
    }),
    [conversationId, mind],
  );

  const onFinish = useCallback(
    (_messages: readonly MindMessage[]) => {
      if (!conversationId && createdId.current)
        void navigate(`/mind/chat/${createdId.current}`, { replace: true });
      setListVersion((version) => version + 1);
    },
    [conversationId, navigate],
  );

  const onError = useCallback(
    (error: unknown) => {
      if (MindError.isInstance(error) && error.status === 403) void client.refreshSession();
    },
    [client],
  );

  if (conversationId && conversation.status === 'error')
    return (
      <main className="app-page" aria-labelledby="page-title">
        <h1 id="page-title">Conversation not found</h1>
        <p>It may have been deleted. Start a new one from the MIND page.</p>
      </main>
    );

  const initialMessages =
    conversation.status === 'ready' && conversation.data ? conversation.data.messages : undefined;
  const title = conversation.data?.title ?? 'Ask MIND';

  return (
    <main className="app-page app-page--wide app-mind" aria-labelledby="page-title">
      <h1 id="page-title" className="app-mind__title">
        {title}
      </h1>
      <TrialNotice user={session.data} now={new Date(client.now())} />
      {conversationId && conversation.status === 'loading' ? (
        <p aria-busy="true">Loading the conversation…</p>
      ) : (
        <MindChat
          key={conversationId ?? 'new'}
          transport={transport}
          chatId={conversationId ?? 'new'}
          initialMessages={initialMessages}
          suggestions={suggestions.data ?? []}
          renderLink={routerLink}
          onFinish={onFinish}
          onError={onError}
          header={
            conversationId && conversation.data ? (
              <ShareControls
                conversationId={conversationId}
                shareId={conversation.data.share_id}
                onChange={() => setListVersion((version) => version + 1)}
              />
            ) : null
          }
          sidebar={{
            conversations: conversations.data ?? [],
            activeConversationId: conversationId,
            // react-router's navigate returns a promise only for data routers' pending loaders; this app
            // has none, so nothing waits on it.
            onSelect: (id) => void navigate(`/mind/chat/${id}`),
            onNew: () => void navigate('/mind'),
            onRename: (id, newTitle) =>
              void mind.renameConversation(id, newTitle).then(() => setListVersion((version) => version + 1)),
            onDelete: (id) =>
              void mind.deleteConversation(id).then(() => {
                setListVersion((version) => version + 1);
                if (id === conversationId) void navigate('/mind', { replace: true });
              }),
          }}
        />
      )}
    </main>
  );
}
