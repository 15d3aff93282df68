import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themeStorageKey } from '../src/layouts/themePreference';
import { renderApp } from './renderApp';

describe('theme, density and the phone menu', () => {
  it("keeps a dark theme per user, on the widgets' theme class, and the workspace compact", async () => {
    window.localStorage.clear();
    const { client } = await renderApp('/profile', { signInAs: 'dealer@demo.bondkit.in' });
    await screen.findByRole('heading', { name: 'Profile settings' });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('bk-theme-dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const userId = client.session.getSnapshot().data?.user_info.unique_id ?? null;
    expect(window.localStorage.getItem(themeStorageKey(userId))).toBe('dark');
    // A visitor on the same browser keeps their own (light) choice.
    expect(window.localStorage.getItem(themeStorageKey(null))).toBeNull();
    expect(document.querySelector('[data-layout="settings"]')).toHaveAttribute('data-density', 'compact');
  });

  it('shows public pages comfortable, with the navigation behind a menu button on phones', async () => {
    window.localStorage.clear();
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const layout = document.querySelector('[data-layout]');
    expect(layout).toHaveAttribute('data-density', 'comfortable');
    await waitFor(() => expect(document.documentElement).toHaveClass('bk-theme-light'));
  });

  it('opens and closes the site navigation with the menu button', async () => {
    await renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'site-main-nav');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu.closest('header')).toHaveAttribute('data-menu-open', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });
});
