import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '@bondkit/widgets';
import { BuildNetworkPane } from './chat/BuildNetworkPane';
import { chatBackedPanes, dartPaneDescriptions } from './dartPanes';
import type { DartPaneName } from './dartPanes';

// The chat SDK is most of the Chat pane's weight (about 85 kB gzip): it downloads after the quote panes
// render, not before (the /dart initial-JS budget).
const ChatPane = lazy(() => import('./chat/ChatPane').then((module) => ({ default: module.ChatPane })));

/** The panes whose content is the chat product itself. */
const chatPaneContent: Partial<Record<DartPaneName, () => ReactNode>> = {
  Chat: () => (
    <Suspense fallback={<Spinner label="Loading chat" />}>
      <ChatPane />
    </Suspense>
  ),
  'Build Network': () => <BuildNetworkPane />,
};

/** One named pane of the workspace; a chat-backed pane not built yet (Ticketing) shows its empty state. */
export function DartPane({ name, children }: { name: DartPaneName; children?: ReactNode }) {
  const id = `pane-${name.toLowerCase().replace(/\s+/g, '-')}`;
  const chatContent = chatPaneContent[name];
  const chatBacked = chatBackedPanes.includes(name) && chatContent === undefined;
  return (
    <section className="app-pane" aria-labelledby={`${id}-title`} data-pane={name}>
      <h2 id={`${id}-title`} className="app-pane__title">
        {name}
      </h2>
      {chatContent ? (
        chatContent()
      ) : chatBacked ? (
        <div className="app-pane__empty">
          <p>{dartPaneDescriptions[name]}</p>
          <p className="app-upcoming__badge">Comes with the chat issue</p>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
