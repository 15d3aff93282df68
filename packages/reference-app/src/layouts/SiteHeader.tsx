import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { homeRoute } from '@bondkit/core/access';
import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';
import { HeaderMenuButton } from './HeaderMenuButton';
import { ThemeToggle } from './ThemeToggle';

/** The public header: products, company pages, and sign-in (or the way back into the app). */
export function SiteHeader() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="app-header app-header--site" data-menu-open={menuOpen || undefined}>
      <HeaderMenuButton controls="site-main-nav" open={menuOpen} onOpenChange={setMenuOpen} />
      <Link className="app-brand" to="/">
        bondkit
      </Link>
      <nav aria-label="Main" className="app-nav" id="site-main-nav">
        <NavLink to="/product/dart">dart</NavLink>
        <NavLink to="/product/find">find</NavLink>
        <NavLink to="/product/mind">mind</NavLink>
        <NavLink to="/find">Search bonds</NavLink>
        <NavLink to="/about">About</NavLink>
        <NavLink to="/contact">Contact</NavLink>
      </nav>
      <div className="app-header__end">
        <ThemeToggle />
        {user === null ? (
          <Link className="app-button app-button--primary" to="/auth/login">
            Sign in
          </Link>
        ) : (
          <Link className="app-button app-button--primary" to={homeRoute(user, new Date(client.now()))}>
            Open bondkit
          </Link>
        )}
      </div>
    </header>
  );
}
