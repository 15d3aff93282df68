import type { ComponentProps } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeTable } from '@bondkit/core/access';
import { AppRoot } from './AppRoot';
import type { AppServices } from './AppServices';
import { pageModules } from './pageModules';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The router's routes, made from the core's route table: one child route per table row, its page loaded
 * lazily once the access gate allows it. Redirect-only rows (/market, /trade) get no page; the access gate sends everyone home from them,
 * and the catch-all child lets the gate answer unknown paths with 'Page Not Found: {path}'.
 */
export function createAppRoutes(services: AppServices): RouteObject[] {
  const children: RouteObject[] = routeTable.map((entry) => {
    if (entry.access === 'redirect') return { path: entry.path, element: null };
    const Page = pageModules[entry.path];
    if (Page === undefined)
      throw new Error(`No page for the route table's path ${entry.path} (see pageModules.ts).`);
    return { path: entry.path, element: <Page /> };
  });
  children.push({ path: '*', element: null });
  const report: ComponentProps<typeof RouteErrorBoundary>['report'] = (errorReport) =>
    services.client.platform.reportError(errorReport);
  return [
    {
      element: <AppRoot services={services} />,
      errorElement: <RouteErrorBoundary report={report} />,
      children,
    },
  ];
}
