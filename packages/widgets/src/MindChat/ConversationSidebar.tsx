import { useId, useState } from 'react';

/** A conversation in the sidebar. */
export interface MindConversationItem {
  id: string;
  title: string;
}

export interface ConversationSidebarProps {
  conversations: readonly MindConversationItem[];
  activeConversationId?: string;
  onSelect(id: string): void;
  onNew?(): void;
  onRename?(id: string, title: string): void;
  onDelete?(id: string): void;
  /** Conversations shown before "Show more" (the search covers them all). Default 20. */
  pageSize?: number;
}

/** The conversation list: new, open, rename and delete, all reachable by keyboard. */
export function ConversationSidebar(props: ConversationSidebarProps) {
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [query, setQuery] = useState('');
  const pageSize = props.pageSize ?? 20;
  const [shownCount, setShownCount] = useState(pageSize);
  // On a phone the list folds away under a toggle, so the question and the answer stay on screen.
  const [open, setOpen] = useState(false);
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const matching = needle
    ? props.conversations.filter((conversation) => conversation.title.toLowerCase().includes(needle))
    : props.conversations;
  // The open conversation stays listed even past the first page.
  const firstPage = matching.slice(0, shownCount);
  const active = matching.find((conversation) => conversation.id === props.activeConversationId);
  const shown = active && !firstPage.includes(active) ? [...firstPage, active] : firstPage;
  return (
    <nav className="bk-mind-chat__sidebar" aria-label="Conversations" data-open={open ? 'true' : 'false'}>
      <button
        type="button"
        className="bk-mind-chat__button bk-mind-chat__sidebar-toggle"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide conversations' : `Conversations (${props.conversations.length})`}
      </button>
      <div className="bk-mind-chat__sidebar-body">
        {props.onNew && (
          <button
            type="button"
            className="bk-mind-chat__button bk-mind-chat__button--primary"
            onClick={props.onNew}
          >
            New conversation
          </button>
        )}
        {props.conversations.length > 0 && (
          <>
            <label className="bk-visually-hidden" htmlFor={searchId}>
              Search conversations
            </label>
            <input
              id={searchId}
              type="search"
              className="bk-mind-chat__input"
              placeholder="Search conversations"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setShownCount(pageSize);
              }}
            />
          </>
        )}
        {props.conversations.length === 0 ? (
          <p className="bk-mind-chat__muted">No conversations yet.</p>
        ) : matching.length === 0 ? (
          <p className="bk-mind-chat__muted">No conversation matches "{query.trim()}".</p>
        ) : (
          <ul className="bk-mind-chat__conversations">
            {shown.map((conversation) => (
              <li key={conversation.id} className="bk-mind-chat__conversation">
                {renaming?.id === conversation.id ? (
                  <form
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (renaming.title.trim()) props.onRename?.(conversation.id, renaming.title.trim());
                      setRenaming(null);
                    }}
                  >
                    <label className="bk-visually-hidden" htmlFor={`rename-${conversation.id}`}>
                      New title
                    </label>
                    <input
                      id={`rename-${conversation.id}`}
                      className="bk-mind-chat__input"
                      value={renaming.title}
                      maxLength={120}
                      autoFocus
                      onChange={(event) => setRenaming({ id: conversation.id, title: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Escape') setRenaming(null);
                      }}
                    />
                  </form>
                ) : (
                  <>
                    <button
                      type="button"
                      className="bk-mind-chat__conversation-title"
                      aria-current={conversation.id === props.activeConversationId ? 'page' : undefined}
                      onClick={() => props.onSelect(conversation.id)}
                    >
                      {conversation.title}
                    </button>
                    {props.onRename && (
                      <button
                        type="button"
                        className="bk-mind-chat__link-button"
                        aria-label={`Rename ${conversation.title}`}
                        onClick={() => setRenaming({ id: conversation.id, title: conversation.title })}
                      >
                        Rename
                      </button>
                    )}
                    {props.onDelete && (
                      <button
                        type="button"
                        className="bk-mind-chat__link-button"
                        aria-label={`Delete ${conversation.title}`}
                        onClick={() => props.onDelete?.(conversation.id)}
                      >
                        Delete
                      </button>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {matching.length > shownCount && (
          <button
            type="button"
            className="bk-mind-chat__link-button"
            onClick={() => setShownCount((count) => count + pageSize)}
          >
            Show more ({matching.length - shownCount} more)
          </button>
        )}
      </div>
    </nav>
  );
}
