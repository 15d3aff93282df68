import { Link, NavLink, useNavigate } from 'react-router-dom';
import { homeRoute, roleLabels, rolesOf } from '@bondkit/core';
import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';
import { appSections, visibleSections } from './appNavigation';

/** The signed-in header: the sections this user may open, and the account menu. */
export function AppHeader() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const navigate = useNavigate();
  const sections = visibleSections(appSections, user, new Date(client.now()));

  return (
    <header className="app-header app-header--app">
      <Link className="app-brand" to={homeRoute(user)}>
        bondkit
      </Link>
      <nav aria-label="Main" className="app-nav">
        {sections.map((section) => (
          <NavLink key={section.to} to={section.to}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className="app-header__end">
        {user === null ? (
          <Link className="app-button app-button--primary" to="/auth/login">
            Sign in
          </Link>
        ) : (
          <details className="app-menu">
            <summary aria-label={`Account: ${user.user_info.first_name} ${user.user_info.last_name}`}>
              <span className="app-avatar" aria-hidden="true">
                {user.user_info.first_name.slice(0, 1)}
                {user.user_info.last_name.slice(0, 1)}
              </span>
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
              <button type="button" onClick={() => void navigate('/auth/logout')}>
                Sign out
              </button>
            </div>
          </details>
        )}
      </div>
    </header>
  );
}
