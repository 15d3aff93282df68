import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';
import { useThemePreference } from './themePreference';

/** A switch between the light and dark themes, remembered for the signed-in user (or the visitor). */
export function ThemeToggle() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const { theme, setTheme } = useThemePreference(user?.user_info.unique_id ?? null);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="app-theme-toggle"
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Use the light theme' : 'Use the dark theme'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
