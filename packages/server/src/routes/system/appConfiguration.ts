import { appConfigurationSchema } from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';

/**
 * `GET api/app-config/`: what the deployment configured for the app at run time, so one build serves
 * every deployment: the support widget (`INTERCOM_APP_ID`) and the route rules (`ROUTE_RULES`).
 */
export function appConfigurationRoute(app: ApiApp): void {
  app.get('/api/app-config/', {
    config: { access: 'public' },
    schema: {
      tags: ['platform'],
      summary: "The app's run-time configuration: support widget and route rules",
      response: { 200: appConfigurationSchema },
    },
    handler: async (_request, reply) => {
      const { intercomAppId, routeRules } = app.services.config;
      // Short-lived cache: a redeploy with new rules takes effect within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return {
        support_widget: intercomAppId ? { provider: 'intercom' as const, app_id: intercomAppId } : null,
        route_rules: routeRules,
      };
    },
  });
}
