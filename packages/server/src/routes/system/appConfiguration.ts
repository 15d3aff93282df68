import { platformEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { serverOrigin } from '../../http/origins';
import { registerEndpoint } from '../../http/registerEndpoint';
import { clientConfiguration } from '../../platform/clientConfiguration';

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

/**
 * `GET api/client-config/`: the chat service's app id and hosts, MIND's base and the features, absolute on
 * this server's origin (PUBLIC_ORIGIN, else the request's), so an embed needs only the API base.
 */
export function clientConfigurationRoute(app: ApiApp): void {
  registerEndpoint(app, platformEndpoints.getClientConfiguration, ({ request, reply }) => {
    void reply.header('cache-control', 'public, max-age=60');
    return clientConfiguration(app.services.config, serverOrigin(request, app.services.config));
  });
}
