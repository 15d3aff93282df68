import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '@bondkit/widgets';
import { BuildNetworkPane } from './chat/BuildNetworkPane';
import { TicketingPane } from './tickets/TicketingPane';
import type { DartPaneName } from './dartPanes';

// The chat SDK is most of the Chat pane's weight (about 85 kB gzip): it downloads after the quote panes
// render, not before (the /dart initial-JS budget).
const ChatPane = lazy(() => import('./chat/ChatPane').then((module) => ({ default: module.ChatPane })));

/** The panes whose content is the chat product itself: the network, the chats and their tickets. */
export const chatPaneContent: Partial<Record<DartPaneName, () => ReactNode>> = {
  Chat: () => (
    <Suspense fallback={<Spinner label="Loading chat" />}>
      <ChatPane />
    </Suspense>
  ),
  'Build Network': () => <BuildNetworkPane />,
  Ticketing: () => <TicketingPane />,
};
