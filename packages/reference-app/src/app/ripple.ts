/** The ripple's length (platform-shell 9: "Ripple animation 401 ms"). */
export const rippleDurationMs = 401;

/** The stacking base of the app's own overlays (platform-shell 9: "Default z-index base 999"). */
export const zIndexBase = 999;

/** What gets a ripple: the app's buttons and button-like links. */
const rippleTargets = '.app-button';

/**
 * The press ripple on every `.app-button`, by one delegated `pointerdown` listener: a circle grows from
 * the pointer and is removed after {@link rippleDurationMs}. Skipped when the user prefers reduced
 * motion. Also sets the stacking base and the ripple length as CSS variables on the document, so the
 * style sheet reads the same numbers. Returns the uninstall function.
 */
export function installRipple(target: Document): () => void {
  const root = target.documentElement;
  root.style.setProperty('--app-z-index-base', String(zIndexBase));
  root.style.setProperty('--app-ripple-duration', `${rippleDurationMs}ms`);
  const reducedMotion = target.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)');
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const onPointerDown = (event: PointerEvent): void => {
    if (reducedMotion?.matches === true) return;
    const button = (event.target as Element | null)?.closest?.(rippleTargets);
    if (!(button instanceof HTMLElement) || button.matches(':disabled')) return;
    const box = button.getBoundingClientRect();
    const size = Math.max(box.width, box.height) * 2;
    const ripple = target.createElement('span');
    ripple.className = 'app-ripple';
    ripple.setAttribute('aria-hidden', 'true');
    ripple.style.width = ripple.style.height = `${size}px`;
    ripple.style.left = `${event.clientX - box.left - size / 2}px`;
    ripple.style.top = `${event.clientY - box.top - size / 2}px`;
    button.append(ripple);
    const timer = setTimeout(() => {
      ripple.remove();
      timers.delete(timer);
    }, rippleDurationMs);
    timers.add(timer);
  };

  target.addEventListener('pointerdown', onPointerDown);
  return () => {
    target.removeEventListener('pointerdown', onPointerDown);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
