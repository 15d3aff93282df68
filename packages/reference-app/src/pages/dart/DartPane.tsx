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
const chatPaneContent: Partial<Record<DartPaneName, () => ReactNode>> = {
  Chat: () => (
    <Suspense fallback={<Spinner label="Loading chat" />}>
      <ChatPane />
    </Suspense>
  ),
  'Build Network': () => <BuildNetworkPane />,
  Ticketing: () => <TicketingPane />,
};

/** One named pane of the workspace: a chat-backed pane's own content, or the quote sheet it is given. */
export function DartPane({ name, children }: { name: DartPaneName; children?: ReactNode }) {
  const id = `pane-${name.toLowerCase().replace(/\s+/g, '-')}`;
  const chatContent = chatPaneContent[name];
  return (
    <section className="app-pane" aria-labelledby={`${id}-title`} data-pane={name}>
      <h2 id={`${id}-title`} className="app-pane__title">
        {name}
      </h2>
      {chatContent ? chatContent() : children}
    </section>
  );
}
