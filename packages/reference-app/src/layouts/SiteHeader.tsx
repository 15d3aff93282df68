import { Link, NavLink } from 'react-router-dom';
import { homeRoute } from '@bondkit/core';
import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';

/** The public header: products, company pages, and sign-in (or the way back into the app). */
export function SiteHeader() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  return (
    <header className="app-header app-header--site">
      <Link className="app-brand" to="/">
        bondkit
      </Link>
      <nav aria-label="Main" className="app-nav">
        <NavLink to="/product/dart">dart</NavLink>
        <NavLink to="/product/find">find</NavLink>
        <NavLink to="/product/mind">mind</NavLink>
        <NavLink to="/find">Search bonds</NavLink>
        <NavLink to="/about">About</NavLink>
        <NavLink to="/contact">Contact</NavLink>
      </nav>
      <div className="app-header__end">
        {user === null ? (
          <Link className="app-button app-button--primary" to="/auth/login">
            Sign in
          </Link>
        ) : (
          <Link className="app-button app-button--primary" to={homeRoute(user)}>
            Open bondkit
          </Link>
        )}
      </div>
    </header>
  );
}
