import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone header's menu button: it opens and closes the navigation (`controls` is the nav's id), which
 * sits in the header row on wider screens. The menu closes itself on every navigation.
 */
export function HeaderMenuButton({
  controls,
  open,
  onOpenChange,
}: {
  controls: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const location = useLocation();
  useEffect(() => {
    onOpenChange(false);
    // Closing on navigation only: `onOpenChange` is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  return (
    <button
      type="button"
      className="app-menu-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    >
      <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      <span className="app-visually-hidden">Menu</span>
    </button>
  );
}
