import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { chatToastTexts } from '@bondkit/core/chat';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import { useToast } from '../provider/useToast';
import type { Appearance } from '../theme/appearance';
import { ChatChannelList, type ChatChannelListProps } from './ChatChannelList';
import { ChatConversation, type ChatConversationProps } from './ChatConversation';
import { ChatMemberPanel } from './ChatMemberPanel';
import { ChatMessageSearch } from './ChatMessageSearch';
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
  /**
   * Called with the total of unread messages over my channels whenever it changes (the reference app puts
   * it in the tab title). Default none.
   */
  onUnreadCountChange?: ((count: number) => void) | undefined;
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
  const toast = useToast();
  const offlineToastRef = useRef<number | null>(null);
  useEffect(() => {
    // The spec's connection toasts: 'You are offline' (it stays while offline), then, when back, it goes
    // and 'Connected' shows; spoken too.
    if (workspace.status === 'ready' && previousConnection.current !== workspace.connection) {
      const online = workspace.connection === 'online';
      setAnnouncement(online ? chatToastTexts.connected : chatToastTexts.offline);
      if (online) {
        if (offlineToastRef.current !== null) toast.dismiss(offlineToastRef.current);
        offlineToastRef.current = null;
        toast.push({ severity: 'success', summary: chatToastTexts.connected });
      } else if (offlineToastRef.current === null) {
        offlineToastRef.current = toast.push({
          severity: 'warn',
          summary: chatToastTexts.offline,
          life: 24 * 60 * 60 * 1000,
        });
      }
    }
    previousConnection.current = workspace.connection;
  }, [workspace.connection, workspace.status, toast]);
  // A mention of me in a chat I am not looking at: a toast naming who and where (the row shows '@').
  const lastMention = workspace.lastMention;
  useEffect(() => {
    if (!lastMention) return;
    const text = `${lastMention.senderNickname} mentioned you in ${lastMention.channelName}`;
    toast.push({
      severity: 'info',
      summary: `${lastMention.senderNickname} mentioned you`,
      detail: `in ${lastMention.channelName}`,
    });
    setAnnouncement(text);
  }, [lastMention, toast]);
  const unreadCount = workspace.channels.reduce((total, channel) => total + channel.unreadMessageCount, 0);
  const onUnreadCountChange = props.onUnreadCountChange;
  useEffect(() => {
    onUnreadCountChange?.(unreadCount);
  }, [unreadCount, onUnreadCountChange]);
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
        <ChatMessageSearch />
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
