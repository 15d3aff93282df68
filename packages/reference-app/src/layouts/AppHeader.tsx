import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { homeRoute, rolesOf } from '@bondkit/core/access';
import { roleLabels } from '@bondkit/core/validation';
import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';
import { useOpenOrderCount, useTradeNotifications } from '../app/useTradeNotifications';
import { appSections, visibleSections } from './appNavigation';

// Downloaded when first opened: most sessions never contact support.
const SupportDialog = lazy(() =>
  import('../support/SupportDialog').then((module) => ({ default: module.SupportDialog })),
);
import { HeaderMenuButton } from './HeaderMenuButton';
import { ThemeToggle } from './ThemeToggle';

/** The signed-in header: the sections this user may open, and the account menu. */
export function AppHeader() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const navigate = useNavigate();
  const sections = visibleSections(appSections, user, new Date(client.now()));
  const [menuOpen, setMenuOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  useTradeNotifications(client);
  const openOrders = useOpenOrderCount(client);

  return (
    <header className="app-header app-header--app" data-menu-open={menuOpen || undefined}>
      <HeaderMenuButton controls="app-main-nav" open={menuOpen} onOpenChange={setMenuOpen} />
      <Link className="app-brand" to={homeRoute(user, new Date(client.now()))}>
        bondkit
      </Link>
      <nav aria-label="Main" className="app-nav" id="app-main-nav">
        {sections.map((section) => (
          <NavLink key={section.to} to={section.to}>
            {section.label}
            {section.to === '/client/transactions' && openOrders !== null && openOrders > 0 ? (
              <span
                className="app-count"
                aria-label={`${openOrders} open orders`}
                data-testid="open-order-count"
              >
                {openOrders}
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <div className="app-header__end">
        <ThemeToggle />
        {user === null ? (
          <Link className="app-button app-button--primary" to="/auth/login">
            Sign in
          </Link>
        ) : (
          <details className="app-menu">
            <summary aria-label={`Account: ${user.user_info.first_name} ${user.user_info.last_name}`}>
              {/* The initials are drawn by CSS (attr), not text: the visible text is then the first name, which the
                  accessible name contains (WCAG 2.5.3, label in name; "AK Arjun" was not in "Account: …"). */}
              <span
                className="app-avatar"
                aria-hidden="true"
                data-initials={`${user.user_info.first_name.slice(0, 1)}${user.user_info.last_name.slice(0, 1)}`}
              />
              <span className="app-menu__name">{user.user_info.first_name}</span>
            </summary>
            <div className="app-menu__panel">
              <p className="app-menu__who">
                <strong>
                  {user.user_info.first_name} {user.user_info.last_name}
                </strong>
                <span>{user.name}</span>
                <span>
                  {rolesOf(user)
                    .map((role) => roleLabels[role])
                    .join(', ')}
                </span>
              </p>
              <Link to="/profile">Profile settings</Link>
              <button type="button" onClick={() => setSupportOpen(true)}>
                Contact support
              </button>
              <button type="button" onClick={() => void navigate('/auth/logout')}>
                Sign out
              </button>
            </div>
          </details>
        )}
      </div>
      {user !== null && supportOpen ? (
        <Suspense fallback={null}>
          <SupportDialog open onClose={() => setSupportOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
