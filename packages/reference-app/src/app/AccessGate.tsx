import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { checkRoute, errorPageLayout } from '@bondkit/core/access';
import { routeRuleRedirect } from '@bondkit/core/validation';
import type { RouteRule } from '@bondkit/core/validation';
import { Spinner } from '@bondkit/widgets';
import { Layout } from '../layouts/Layout';
import { useAppServices } from './AppServices';
import { useSessionState } from './useSessionState';

// Most visits never see the error page, so it is not part of the first download.
const ErrorPage = lazy(() =>
  import('../pages/error/ErrorPage').then((module) => ({ default: module.ErrorPage })),
);

/**
 * Runs the core's access checks (`checkRoute`) on every navigation and on every session change, and
 * renders the outcome: the page in its layout, a redirect (login with `redirect`, or home), or the error
 * page (401 Access Denied, the trial-expired page, 404 'Page Not Found: {path}'). After a forced sign-out
 * (an API 401 that could not be recovered) the user goes to /auth/logout, not to the login page the
 * now signed-out page would ask for. Before all that, the deployment's route rules (platform-shell 2) may
 * send the visit elsewhere; `routeRules` is null while they load.
 */
export function AccessGate({
  forcedLogout,
  routeRules,
}: {
  forcedLogout: boolean;
  routeRules: readonly RouteRule[] | null;
}) {
  const { client } = useAppServices();
  const location = useLocation();
  const session = useSessionState(client);

  if (session.status === 'loading' || routeRules === null) return <PageLoading />;
  if (forcedLogout && location.pathname !== '/auth/logout')
    return <Navigate to="/auth/logout" replace state={{ sessionEnded: true }} />;
  const ruled = routeRuleRedirect(location.pathname, routeRules);
  if (ruled !== null) return <Navigate to={ruled} replace />;
  const user = session.data;
  const decision = checkRoute(`${location.pathname}${location.search}`, user, new Date(client.now()));
  switch (decision.kind) {
    case 'login':
    case 'home':
      return <Navigate to={decision.to} replace />;
    case 'deny':
    case 'trial-expired':
    case 'not-found':
      return (
        <Layout name={errorPageLayout(user !== null)}>
          <Suspense fallback={<PageLoading />}>
            <ErrorPage
              status={decision.status}
              trialExpired={decision.kind === 'trial-expired'}
              path={decision.kind === 'not-found' ? decision.path : undefined}
            />
          </Suspense>
        </Layout>
      );
    case 'allow':
      return (
        <Layout name={decision.match.route.layout ?? 'default'}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout>
      );
  }
}

function PageLoading() {
  return (
    <div className="app-loading" aria-busy="true">
      <Spinner label="Loading" />
    </div>
  );
}
