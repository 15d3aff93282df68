import type { ReactNode } from 'react';
import { chatBackedPanes, dartPaneDescriptions } from './dartPanes';
import type { DartPaneName } from './dartPanes';

/** One named pane of the workspace; chat-backed panes show their empty state until the chat issue lands. */
export function DartPane({ name, children }: { name: DartPaneName; children?: ReactNode }) {
  const id = `pane-${name.toLowerCase().replace(/\s+/g, '-')}`;
  const chatBacked = chatBackedPanes.includes(name);
  return (
    <section className="app-pane" aria-labelledby={`${id}-title`} data-pane={name}>
      <h2 id={`${id}-title`} className="app-pane__title">
        {name}
      </h2>
      {chatBacked ? (
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
