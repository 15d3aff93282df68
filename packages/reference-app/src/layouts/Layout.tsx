import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { LayoutName } from '@bondkit/core/access';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { ProductBar } from './ProductBar';
import { ProfileCompletionPrompt } from './ProfileCompletionPrompt';
import type { ProductLayoutName } from './ProductBar';
import { useAppServices } from '../app/AppServices';
import { useSessionState } from '../app/useSessionState';
import { useThemePreference } from './themePreference';

interface LayoutParts {
  /** 'product': the site header with the product's own bar and call to action under it. */
  header: 'site' | 'app' | 'brand' | 'product' | 'none';
  footer: boolean;
  /** Content in a centred card (sign-in, registration, password pages). */
  card: boolean;
}

// The signed-in parts load with the first signed-in page, not with the public ones.
const AppHeader = lazy(() => import('./AppHeader').then((module) => ({ default: module.AppHeader })));
const SettingsNavigation = lazy(() =>
  import('./SettingsNavigation').then((module) => ({ default: module.SettingsNavigation })),
);

/** Layouts of the signed-in workspace, shown in the compact density. */
const workspaceLayouts: ReadonlySet<LayoutName> = new Set(['dart', 'mind', 'settings']);

/** What each of the spec's layouts is made of. */
const layoutParts: Readonly<Record<LayoutName, LayoutParts>> = {
  auth: { header: 'brand', footer: false, card: true },
  bare: { header: 'none', footer: false, card: false },
  dart: { header: 'app', footer: false, card: false },
  default: { header: 'site', footer: true, card: false },
  'independent-blue': { header: 'brand', footer: false, card: true },
  mind: { header: 'app', footer: false, card: false },
  'no-footer': { header: 'site', footer: false, card: false },
  'no-header': { header: 'none', footer: true, card: false },
  'product-dart': { header: 'product', footer: true, card: false },
  'product-find': { header: 'product', footer: true, card: false },
  'product-mind': { header: 'product', footer: true, card: false },
  settings: { header: 'app', footer: false, card: false },
};

/**
 * Wraps a page in one of the spec's layouts; `data-layout` names it and `data-path` holds the path it was
 * rendered for (the e2e suite reads both: a client-side navigation has settled once `data-path` matches the
 * address bar).
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const parts = layoutParts[name];
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  // Every layout applies the user's theme, including those without a header to switch it in.
  useThemePreference(user?.user_info.unique_id ?? null);
  // A trading terminal's density where members work; the public pages stay comfortable to read.
  const density = user !== null && workspaceLayouts.has(name) ? 'compact' : 'comfortable';
  const { pathname, key } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  // After a navigation in the app (sign-in, a row opened with Enter), the control that led here is gone and focus
  // would fall back to the body: move it to the page's content, so the next Tab starts there. A first load
  // (key 'default') keeps the browser's order, and focus still inside the page (a chat whose address changes as
  // it is typed in) stays where it is.
  useEffect(() => {
    if (key === 'default') return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    content.current?.focus({ preventScroll: true });
  }, [pathname, key]);
  return (
    <div
      className={`app-layout app-layout--${name}`}
      data-layout={name}
      data-density={density}
      data-path={pathname}
    >
      <a className="app-skip-link" href="#main-content">
        Skip to content
      </a>
      {parts.header === 'site' || parts.header === 'product' ? <SiteHeader /> : null}
      {parts.header === 'product' ? <ProductBar layout={name as ProductLayoutName} /> : null}
      {parts.header === 'app' ? (
        <Suspense fallback={<header className="app-header app-header--app" />}>
          <AppHeader />
        </Suspense>
      ) : null}
      {parts.header === 'app' ? <ProfileCompletionPrompt user={user} /> : null}
      {parts.header === 'brand' ? <BrandBar /> : null}
      <div id="main-content" ref={content} className="app-layout__content" tabIndex={-1}>
        {name === 'settings' ? (
          <div className="app-settings">
            <Suspense fallback={null}>
              <SettingsNavigation />
            </Suspense>
            <div className="app-settings__content">{children}</div>
          </div>
        ) : parts.card ? (
          <div className="app-card-frame">
            <div className="app-card">{children}</div>
          </div>
        ) : (
          children
        )}
      </div>
      {parts.footer ? <SiteFooter /> : null}
    </div>
  );
}

function BrandBar() {
  return (
    <header className="app-brand-bar">
      <a className="app-brand" href="/">
        bondkit
      </a>
    </header>
  );
}
