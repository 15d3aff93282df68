import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useControllableState } from '../DataTable/useControllableState';
import type { ChatPeopleSearch, ChatTransport } from './chatTransport';
import {
  createChatWorkspaceStore,
  type ChatSelectionRequest,
  type ChatWorkspaceState,
  type ChatWorkspaceStore,
} from './chatWorkspaceStore';

/** Why the selected channel changed. */
export type ChatSelectionReason = 'user' | 'created' | 'accepted' | ChatSelectionRequest['reason'];

export interface ChatWorkspaceProviderProps {
  /** The chat service: `createSendbirdChatTransport(…)`, or a fake from `@bondkit/widgets/chat-workspace/testing`. Required. */
  transport: ChatTransport;
  /** Finds people for a new chat (the app passes `chatter/user/search`). Default: none (no create button). */
  searchPeople?: ChatPeopleSearch | undefined;
  /** The selected channel's url (controlled). `null` selects none. */
  value?: string | null | undefined;
  /** The channel selected at first (uncontrolled). Default: none. */
  defaultValue?: string | null | undefined;
  /** Called whenever the selection changes, with why. */
  onValueChange?: ((channelUrl: string | null, details: { reason: ChatSelectionReason }) => void) | undefined;
  /**
   * Whether arriving messages are marked delivered (at most once a second per channel). Pass false where
   * reading must leave no trace, as the spec's compliance route does. Default true.
   */
  markDelivered?: boolean | undefined;
  children: ReactNode;
}

interface ChatWorkspaceContextValue {
  store: ChatWorkspaceStore;
  transport: ChatTransport;
  searchPeople: ChatPeopleSearch | undefined;
  selectedUrl: string | null;
  select: (channelUrl: string | null, reason: ChatSelectionReason) => void;
}

const ChatWorkspaceContext = createContext<ChatWorkspaceContextValue | null>(null);

/**
 * Holds one chat connection and its state for the views below it (Sendbird UIKit's Provider/View split):
 * signs in on mount, signs out on unmount or when the transport changes (a user switch).
 */
export function ChatWorkspaceProvider(props: ChatWorkspaceProviderProps) {
  const [selectedUrl, setSelected] = useControllableState<string | null, { reason: ChatSelectionReason }>(
    props.value,
    props.defaultValue ?? null,
    props.onValueChange,
  );
  const selectionRef = useRef(selectedUrl);
  selectionRef.current = selectedUrl;
  const setSelectedRef = useRef(setSelected);
  setSelectedRef.current = setSelected;
  const store = useMemo(
    () =>
      createChatWorkspaceStore(props.transport, {
        selection: () => selectionRef.current,
        onSelectionRequest: (request) =>
          setSelectedRef.current(request.channelUrl, { reason: request.reason }),
        markDelivered: props.markDelivered ?? true,
      }),
    [props.transport, props.markDelivered],
  );
  useEffect(() => {
    void store.start();
    return () => {
      void store.stop();
    };
  }, [store]);
  const value = useMemo<ChatWorkspaceContextValue>(
    () => ({
      store,
      transport: props.transport,
      searchPeople: props.searchPeople,
      selectedUrl,
      select: (channelUrl, reason) => setSelectedRef.current(channelUrl, { reason }),
    }),
    [store, props.transport, props.searchPeople, selectedUrl],
  );
  return <ChatWorkspaceContext.Provider value={value}>{props.children}</ChatWorkspaceContext.Provider>;
}

/** The workspace's context; throws a fix-it error outside `<ChatWorkspaceProvider>`. */
function useChatWorkspaceContext(component: string): ChatWorkspaceContextValue {
  const context = useContext(ChatWorkspaceContext);
  if (!context)
    throw new Error(
      `${component} must be used inside <ChatWorkspaceProvider transport={…}>: wrap it, or use <ChatWorkspace>, which includes one.`,
    );
  return context;
}

/** The workspace's state (connection, channels, conversations), for custom views. */
export function useChatWorkspace(): ChatWorkspaceState &
  Omit<ChatWorkspaceContextValue, 'store'> & {
    store: ChatWorkspaceStore;
  } {
  const context = useChatWorkspaceContext('useChatWorkspace');
  const state = useSyncExternalStore(context.store.subscribe, context.store.getState, context.store.getState);
  return { ...state, ...context };
}
