import type { AnySchema, EndpointUpload } from '@bondkit/core/contract';
import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessPolicy } from '../auth/accessPolicies';
import type { Principal } from '../auth/principal';
import type { PremiumFeature } from '../auth/premiumFeatures';
import type { ServerServices } from '../services';

/** The Fastify instance every route module receives: zod-typed, with `services`. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route module: registers one resource's routes. */
export type RouteModule = (app: ApiApp) => void | Promise<void>;

/** One registered route and who may call it; the role matrix test reads these. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessPolicy;
  /** The premium feature the route belongs to, if any: a firm on the basic plan gets 402. */
  premium?: PremiumFeature;
  /** A WebSocket route (`{ websocket: true }`), which `inject()` cannot call. */
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must declare it (see `auth/accessGuard.ts`). */
    access?: AccessPolicy;
    /**
     * The premium feature the route belongs to (`auth/premiumFeatures.ts`): a caller who passes `access`
     * but whose firm's plan lacks it gets 402. Default: none, the route is on every plan.
     */
    premium?: PremiumFeature;
    /** The contract's upload of a multipart route: the OpenAPI document describes its form from it. */
    upload?: EndpointUpload;
    /**
     * The chunk schema of a route answering a UI message stream: the OpenAPI document describes its
     * `text/event-stream` answer from it.
     */
    uiMessageStream?: AnySchema;
  }
  interface FastifyInstance {
    services: ServerServices;
    /** Every route with its access declaration, in registration order. */
    registeredRoutes: RegisteredRoute[];
    /** `pglite` or `postgres`. */
    databaseEngine: string;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null. Set before handlers run. */
    principal: Principal | null;
    /** True when the caller authenticated with a cookie rather than a bearer header. */
    authenticatedByCookie: boolean;
  }
}
