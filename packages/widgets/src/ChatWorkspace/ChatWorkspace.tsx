import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { chatToastTexts } from '@bondkit/core/chat';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { ChatChannelList, type ChatChannelListProps } from './ChatChannelList';
import { ChatConversation, type ChatConversationProps } from './ChatConversation';
import { ChatMemberPanel } from './ChatMemberPanel';
import {
  ChatWorkspaceProvider,
  useChatWorkspace,
  type ChatWorkspaceProviderProps,
} from './ChatWorkspaceProvider';
import { CreateChatForm } from './CreateChatForm';
import { useConfiguredChatTransport } from './useConfiguredChatTransport';

export interface ChatWorkspaceViewProps {
  /** Replaces how a channel row is drawn (render slot). Default: the built-in row. */
  renderChannelRow?: ChatChannelListProps['renderChannelRow'];
  /** Replaces how a message is drawn (render slot). Default: the built-in row. */
  renderMessage?: ChatConversationProps['renderMessage'];
  /** Shown when there are no channels. Default: the spec's Chat pane text. */
  emptyText?: ReactNode;
  /** Theme over the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

/** The workspace's view (inside `<ChatWorkspaceProvider>`): states, channel list, conversation, members. */
export function ChatWorkspaceView(props: ChatWorkspaceViewProps) {
  const { rootProps } = useWidgetRoot('ChatWorkspace', 'bk-chat', props);
  const workspace = useChatWorkspace();
  const [panel, setPanel] = useState<'none' | 'create' | 'members'>('none');
  const [announcement, setAnnouncement] = useState('');
  const previousConnection = useRef(workspace.connection);
  useEffect(() => {
    // The spec's connection toasts, spoken: 'You are offline', then 'Connected' when back.
    if (workspace.status === 'ready' && previousConnection.current !== workspace.connection)
      setAnnouncement(workspace.connection === 'online' ? chatToastTexts.connected : chatToastTexts.offline);
    previousConnection.current = workspace.connection;
  }, [workspace.connection, workspace.status]);
  useEffect(() => {
    if (workspace.announcement) setAnnouncement(workspace.announcement);
  }, [workspace.announcement]);

  let body: ReactNode;
  if (workspace.status === 'loading') {
    body = (
      <p className="bk-chat__state" role="status">
        Connecting to chat…
      </p>
    );
  } else if (workspace.status === 'error') {
    body = (
      <div className="bk-chat__state bk-chat__state--error" role="alert">
        <p className="bk-chat__title">Chat is not available</p>
        <p>{workspace.error}</p>
        <button type="button" className="bk-chat__button" onClick={() => void workspace.store.start()}>
          Try again
        </button>
      </div>
    );
  } else {
    const newChat = workspace.searchPeople ? () => setPanel('create') : undefined;
    body = (
      <>
        {workspace.connection !== 'online' ? (
          <p className="bk-chat__offline" role="status">
            {chatToastTexts.offline}.{' '}
            {workspace.connection === 'reconnecting'
              ? 'Reconnecting…'
              : 'Chat will reconnect when the network is back.'}
          </p>
        ) : null}
        <div className="bk-chat__layout" data-panel={panel}>
          <ChatChannelList renderChannelRow={props.renderChannelRow} onNewChat={newChat} />
          {panel === 'create' ? (
            <CreateChatForm onDone={() => setPanel('none')} />
          ) : workspace.channels.length === 0 ? (
            <div className="bk-chat__empty">
              <p>
                {props.emptyText ?? 'connect with other members via direct chat, groups and broadcast lists'}
              </p>
              {newChat ? (
                <button type="button" className="bk-chat__button bk-chat__button--primary" onClick={newChat}>
                  Start a chat
                </button>
              ) : null}
            </div>
          ) : (
            <ChatConversation renderMessage={props.renderMessage} onShowMembers={() => setPanel('members')} />
          )}
          {panel === 'members' ? <ChatMemberPanel onClose={() => setPanel('none')} /> : null}
        </div>
      </>
    );
  }
  return (
    <div {...rootProps} data-status={workspace.status} data-connection={workspace.connection}>
      {body}
      <div className="bk-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

export type ChatWorkspaceProps = Omit<ChatWorkspaceProviderProps, 'children' | 'transport'> &
  ChatWorkspaceViewProps & {
    /**
     * The chat service. Default: the Sendbird SDK (loaded when the workspace mounts) on the service of the
     * provider's client (its `chat` option, else the server's `api/client-config/`), signed in as the session's
     * user, with people found through `client.chatter`. Pass `createSendbirdChatTransport(…)` or a fake
     * (`@bondkit/widgets/chat-workspace/testing`) to choose yourself.
     */
    transport?: ChatWorkspaceProviderProps['transport'] | undefined;
  };

/** Connecting, or why the configured chat cannot start, in the workspace's own frame. */
function ChatWorkspaceConfigurationState(props: ChatWorkspaceViewProps & { message: string | null }) {
  const { rootProps } = useWidgetRoot('ChatWorkspace', 'bk-chat', props);
  return (
    <div {...rootProps} data-status={props.message === null ? 'loading' : 'error'}>
      {props.message === null ? (
        <p className="bk-chat__state" role="status">
          Connecting to chat…
        </p>
      ) : (
        <div className="bk-chat__state bk-chat__state--error" role="alert">
          <p className="bk-chat__title">Chat is not available</p>
          <p>{props.message}</p>
        </div>
      )}
    </div>
  );
}

/**
 * The chat workspace: channel list with search and unread counts, conversations with text, images and
 * files, read receipts and typing, new direct chats and groups, invitations, operators' bans, leaving, and
 * the loading, empty, error and offline states. Needs `<BondkitProvider>` above it; with no `transport` it
 * connects the provider's signed-in client to the chat service the client's configuration names.
 */
export function ChatWorkspace(props: ChatWorkspaceProps) {
  const { transport, searchPeople, value, defaultValue, onValueChange, markDelivered, ...view } = props;
  const configured = useConfiguredChatTransport(transport === undefined);
  const chosenTransport = transport ?? (configured.status === 'ready' ? configured.transport : undefined);
  if (chosenTransport === undefined)
    return (
      <ChatWorkspaceConfigurationState
        {...view}
        message={configured.status === 'error' ? configured.message : null}
      />
    );
  const configuredSearch =
    transport === undefined && configured.status === 'ready' ? configured.searchPeople : undefined;
  return (
    <ChatWorkspaceProvider
      transport={chosenTransport}
      markDelivered={markDelivered}
      searchPeople={searchPeople ?? configuredSearch}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
    >
      <ChatWorkspaceView {...view} />
    </ChatWorkspaceProvider>
  );
}
