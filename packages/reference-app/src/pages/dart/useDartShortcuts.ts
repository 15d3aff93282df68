import { useEffect, useRef } from 'react';

interface Handlers {
  focusSearch: () => void;
  newQuote: () => void;
  showHelp: () => void;
}

/** Whether a key event comes from somewhere the user types: then it is text, never a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The page's shortcuts: `/` search, N new quote, `?` the list. Never while typing or with a modifier. */
export function useDartShortcuts(handlers: Handlers, enabled: boolean) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        latest.current.focusSearch();
      } else if (event.key === 'n' || event.key === 'N') {
        event.preventDefault();
        latest.current.newQuote();
      } else if (event.key === '?') {
        event.preventDefault();
        latest.current.showHelp();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
