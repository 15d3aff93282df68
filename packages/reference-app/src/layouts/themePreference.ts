import { useCallback, useEffect, useSyncExternalStore } from 'react';

export type ThemeName = 'light' | 'dark';

/** The widgets' theme classes (`@bondkit/widgets` styles.css): the app uses the same tokens. */
const themeClasses: Record<ThemeName, string> = { light: 'bk-theme-light', dark: 'bk-theme-dark' };

/** Where a user's choice is kept: one key per user, so people sharing a browser keep their own. */
export function themeStorageKey(userId: number | string | null): string {
  return `bondkit.theme.${userId ?? 'visitor'}`;
}

const listeners = new Set<() => void>();

function readTheme(key: string): ThemeName {
  try {
    return window.localStorage.getItem(key) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be disabled (private modes, embedded frames): the light theme is the default.
    return 'light';
  }
}

/** Puts the theme class on the root element, so every --bk-* variable (app and widgets) follows. */
function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.remove(themeClasses.light, themeClasses.dark);
  root.classList.add(themeClasses[theme]);
  root.style.colorScheme = theme;
}

/**
 * The signed-in user's theme (or the visitor's), persisted in local storage and applied to the page.
 * Components reading it re-render when any of them changes it.
 */
export function useThemePreference(userId: number | string | null) {
  const key = themeStorageKey(userId);
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const theme = useSyncExternalStore(
    subscribe,
    () => readTheme(key),
    () => 'light' as const,
  );
  useEffect(() => applyTheme(theme), [theme]);
  const setTheme = useCallback(
    (next: ThemeName) => {
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Not persisted, still applied for this page view.
      }
      applyTheme(next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return { theme, setTheme };
}
