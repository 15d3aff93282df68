import { useEffect, useRef } from 'react';
import { quoteSheetShortcuts } from '@bondkit/widgets/quote-sheet';

/** The page's own keys; the sheet's come from the QuoteSheet widget. */
const pageShortcuts: readonly { keys: string; action: string }[] = [
  { keys: '/', action: 'Search the quote sheets' },
  { keys: 'Enter or ↓ (in search)', action: 'Go to the first sheet' },
  { keys: 'N', action: 'New quote' },
  { keys: '?', action: 'This list' },
  { keys: 'Esc', action: 'Cancel: close the ticket, form or this list' },
];

/** Every shortcut of /dart, in a dialog that `?` opens and Esc closes. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="app-shortcuts"
      aria-labelledby="shortcuts-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <p className="app-muted">Shortcuts never fire while you type in a field.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {[...pageShortcuts, ...quoteSheetShortcuts].map((shortcut) => (
            <tr key={shortcut.keys + shortcut.action}>
              <td>
                <kbd>{shortcut.keys}</kbd>
              </td>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="app-button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
