import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { ServerConfig } from './config';
import type { DatabaseConnection } from './database/connection';
import { runMigrations } from './database/migrate';
import { resolveSecrets } from './auth/secrets';
import { accessGuard } from './auth/accessGuard';
import { createMessenger, type Messenger } from './mail/messenger';
import { InMemoryEventPublisher, type EventPublisher } from './events/eventPublisher';
import { createIntercomForwarder, type SupportTicketForwarder } from './support/intercomClient';
import { createAuthRateLimits, type ServerServices } from './services';
import { installErrorHandler } from './http/errorHandler';
import { closeConnectionsWhenDraining } from './http/closeConnectionsWhenDraining';
import { securityHeaders } from './http/securityHeaders';
import { inputHygiene } from './http/inputHygiene';
import { zodValidatorCompiler } from './http/zodValidatorCompiler';
import type { ApiApp, RouteModule } from './http/fastifyTypes';
import { routeModules } from './routes/index';
import { registerStatic } from './static';
import { seedDemoData } from './seed/seedDemoData';
import { seedSurveillanceDemo } from './seed/seedSurveillanceDemo';
import { tradeStreamHub } from './stream/index';
import { authenticateStreamToken } from './stream/authenticateStreamToken';

/** What {@link buildServer} needs, and what tests may replace. */
export interface BuildServerOptions {
  config: ServerConfig;
  /** An open database; `buildServer` migrates it (and seeds it in demo mode) but does not close it. */
  database: DatabaseConnection;
  /** The clock. Default `() => new Date()`. */
  now?: () => Date;
  /** Default: SMTP when configured, else the outbox table. */
  messenger?: Messenger;
  /** Default: in-memory. */
  events?: EventPublisher;
  /** Default: Intercom when `INTERCOM_ACCESS_TOKEN` is set, else none. */
  supportForwarder?: SupportTicketForwarder | null;
  /** Extra route modules (tests). Default none. */
  extraRoutes?: readonly RouteModule[];
}

/** Builds the whole server (not listening): migrations, demo seed, plugins, every route module. */
export async function buildServer(options: BuildServerOptions): Promise<ApiApp> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  await runMigrations(database.db);
  const secrets = await resolveSecrets(config, database.db);
  if (config.demo) await seedDemoData(database.db, now(), secrets.encryptionKey);
  if (config.demo) await seedSurveillanceDemo(database.db, now());

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    bodyLimit: config.bodyLimitBytes,
    // Answer 503 to requests arriving while draining for shutdown.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  const services: ServerServices = {
    config,
    db: database.db,
    secrets,
    messenger:
      options.messenger ??
      createMessenger({ db: database.db, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
    events:
      options.events ??
      new InMemoryEventPublisher((error) => app.log.error({ err: error }, 'event listener failed')),
    supportForwarder:
      options.supportForwarder !== undefined
        ? options.supportForwarder
        : config.intercomAccessToken
          ? createIntercomForwarder({
              accessToken: config.intercomAccessToken,
              apiUrl: config.intercomApiUrl,
            })
          : null,
    limits: createAuthRateLimits(() => now().getTime(), {
      signInAttemptsPerAddress: config.signInAttemptsPerAddress,
    }),
    now,
  };
  app.decorate('services', services);
  app.decorate('databaseEngine', database.engine);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    // Only configured partner origins; same-origin requests need no CORS.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && config.allowedOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });
  await app.register(securityHeaders);
  await app.register(closeConnectionsWhenDraining);
  await app.register(inputHygiene);
  await app.register(accessGuard);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'bondkit reference API',
        description:
          'The reference server of bondkit. Paths are relative to the API base (this origin). Errors are Django-REST-style bodies.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'bk_access' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const upload = input.route.config?.upload;
      if (upload) {
        // The handler reads the form itself (streaming): the document alone describes it.
        transformed.schema = {
          ...transformed.schema,
          body: {
            type: 'object',
            required: [upload.field],
            properties: {
              [upload.field]: {
                type: 'string',
                format: 'binary',
                description: `At most ${upload.maxBytes / (1024 * 1024)} MiB; ${upload.accept.join(', ')}.`,
              },
            },
          },
        };
      }
      const chunkSchema = input.route.config?.uiMessageStream;
      if (chunkSchema) {
        // No serializer schema (the chunks are checked one by one as they are sent): the document alone
        // describes the stream, each event's `data` one chunk of this schema.
        transformed.schema = {
          ...transformed.schema,
          response: {
            200: {
              description:
                'Server-Sent Events (AI SDK UI message stream v1): each event `data: {chunk}`, the last `data: [DONE]`.',
              content: { 'text/event-stream': { schema: z.toJSONSchema(chunkSchema, { io: 'output' }) } },
            },
          },
        };
      }
      const access = input.route.config?.access;
      if (access && access !== 'public') {
        transformed.schema = {
          ...transformed.schema,
          security: [{ bearer: [] }, { cookie: [] }],
        };
      }
      return transformed;
    },
  });
  // The document lists every route and schema: on in demo mode, opt-in elsewhere (BONDKIT_API_DOCS).
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // The trade stream at /ws/trade/d/: every event routes publish reaches the sockets allowed to see it.
  await app.register(tradeStreamHub, {
    // Public at the HTTP level: the socket authenticates with its first frame (a bearer token), and the hub
    // filters every message by the role and firm of that token.
    routeConfig: { access: 'public' },
    events: services.events,
    authenticate: (token) =>
      authenticateStreamToken(token, { db: services.db, jwtSecret: services.secrets.jwtSecret, now }),
  });

  await app.register(async (scope) => {
    for (const module of [...routeModules, ...(options.extraRoutes ?? [])]) await module(scope);
    await registerStatic(scope);
  });
  return app;
}
