import { useState } from 'react';

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
}

/** The conversation list: new, open, rename and delete, all reachable by keyboard. */
export function ConversationSidebar(props: ConversationSidebarProps) {
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  return (
    <nav className="bk-mind-chat__sidebar" aria-label="Conversations">
      {props.onNew && (
        <button
          type="button"
          className="bk-mind-chat__button bk-mind-chat__button--primary"
          onClick={props.onNew}
        >
          New conversation
        </button>
      )}
      {props.conversations.length === 0 ? (
        <p className="bk-mind-chat__muted">No conversations yet.</p>
      ) : (
        <ul className="bk-mind-chat__conversations">
          {props.conversations.map((conversation) => (
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
    </nav>
  );
}
