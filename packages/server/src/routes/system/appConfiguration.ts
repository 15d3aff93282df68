import { platformEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';

/**
 * `GET api/app-config/`: what the deployment configured for the app at run time, so one build serves
 * every deployment: the support widget (`INTERCOM_APP_ID`), the route rules (`ROUTE_RULES`) and the blog (`BLOG_URL`).
 */
export function appConfigurationRoute(app: ApiApp): void {
  registerEndpoint(app, platformEndpoints.getAppConfiguration, ({ reply }) => {
    const { intercomAppId, routeRules, blogUrl } = app.services.config;
    // Short-lived cache: a redeploy with new rules takes effect within a minute.
    void reply.header('cache-control', 'public, max-age=60');
    return {
      support_widget: intercomAppId ? { provider: 'intercom' as const, app_id: intercomAppId } : null,
      route_rules: routeRules,
      blog_url: blogUrl ?? null,
    };
  });
}
