import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import * as z from 'zod';
import { routeRuleSchema } from '@bondkit/core/validation';
import type { RouteRule } from '@bondkit/core/validation';

/** The repository root, found from this file's location (`packages/server/src` or `packages/server/dist`). */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** An environment flag: `1`, `true`, `yes` and `on` are true; `0`, `false`, `no`, `off` and empty are false. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['', '1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(value), {
    message: 'must be 1 or 0 (true/false, yes/no, on/off)',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const origin = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
      } catch {
        return false;
      }
    },
    { message: 'each origin must be scheme://host[:port] with no path or trailing slash' },
  );

const environmentSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes as 64 hex digits or base64')
    .optional(),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  PUBLIC_ORIGIN: origin.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('bondkit <no-reply@bondkit.in>'),
  INTERCOM_ACCESS_TOKEN: z.string().min(1).optional(),
  INTERCOM_API_URL: z.url().default('https://api.intercom.io'),
  INTERCOM_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an Intercom workspace (app) id')
    .optional(),
  BLOG_URL: z
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
    .optional(),
  ROUTE_RULES: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON array of {"path","redirect_to"}' });
        return z.NEVER;
      }
    })
    .pipe(z.array(routeRuleSchema).max(200)),
  BONDKIT_DEMO: flag.optional(),
  BONDKIT_SIMULATOR: flag.optional(),
  BONDKIT_DEV_OUTBOX: flag.optional(),
  BONDKIT_API_DOCS: flag.optional(),
  STATIC_DIR: z.string().min(1).optional(),
  STORYBOOK_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MIND_LLM_BASE_URL: z.url().optional(),
  MIND_LLM_API_KEY: z.string().min(1).optional(),
  MIND_LLM_MODEL: z.string().min(1).optional(),
  MIND_DAILY_QUESTIONS: z.coerce.number().int().min(1).max(100_000).default(200),
  MIND_DAILY_TOKENS: z.coerce.number().int().min(1000).default(200_000),
  MIND_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  MIND_PREVIEW_QUESTIONS: z.coerce.number().int().min(0).max(100).default(3),
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

/** The server's configuration, read from the environment by {@link loadConfig}. */
export interface ServerConfig {
  /** `NODE_ENV=production`: secrets are required, demo data and the demo OTP are off. Default false. */
  production: boolean;
  /** Demo mode: seeds demo data on first start and accepts the demo OTP for demo accounts. Default true outside production. */
  demo: boolean;
  /** Starts the market simulator (later issues). Default: on in demo mode. */
  simulator: boolean;
  /** Listening port. Default 8080. */
  port: number;
  /** Listening address. Default 0.0.0.0. */
  host: string;
  /** A real PostgreSQL; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database and uploads. Default `<repo>/.data`. */
  dataDirectory: string;
  /** HMAC key of access tokens. Required in production; generated and kept in the database otherwise. */
  jwtSecret: string | undefined;
  /** AES-256-GCM key (32 bytes) for secrets at rest. Required in production; generated and kept otherwise. */
  encryptionKey: Buffer | undefined;
  /** Partner origins allowed by CORS, by the Origin check and as frame ancestors. Default none. */
  allowedOrigins: string[];
  /** This server's public origin, used in mailed links; default derived from each request's Host. */
  publicOrigin: string | undefined;
  /** SMTP server for outgoing mail; without it mail lands in the outbox (`/dev/outbox` in demo mode). */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail. Default `bondkit <no-reply@bondkit.in>`. */
  mailFrom: string;
  /** Intercom access token; support tickets are forwarded to Intercom only when it is set. */
  intercomAccessToken: string | undefined;
  /** Intercom API base. Default https://api.intercom.io (tests point it at a fake). */
  intercomApiUrl: string;
  /** The Intercom Messenger workspace the app loads as its support widget. Default none (no widget). */
  intercomAppId: string | undefined;
  /** The deployment's blog (`BLOG_URL`), linked from the invitation error page. Default none (no link). */
  blogUrl: string | undefined;
  /** Route rules the app applies before a route renders (`ROUTE_RULES`, a JSON array). Default none. */
  routeRules: RouteRule[];
  /** The built reference app. Default `packages/reference-app/dist`. */
  staticDirectory: string;
  /** The built Storybook, served under `/storybook/` when present. Default `storybook-static`. */
  storybookDirectory: string;
  /** pino level. Default info. */
  logLevel: string;
  /** Largest accepted request body in bytes. Default 1 MiB. */
  bodyLimitBytes: number;
  /**
   * Sign-in attempts (password or OTP) per client address per 5 minutes (`SIGN_IN_ATTEMPTS_PER_ADDRESS`).
   * Default 30. Raise it where many people sign in from one address (an office behind one NAT, a test run).
   */
  signInAttemptsPerAddress: number;
  /**
   * `/dev/outbox` for any caller (`BONDKIT_DEV_OUTBOX=1`). Default false: in demo mode it answers loopback
   * requests only; never in production.
   */
  devOutbox: boolean;
  /** The OpenAPI document and browser at `/api/docs` (`BONDKIT_API_DOCS`). Default: on in demo mode, off otherwise. */
  apiDocs: boolean;
  /** MIND's analyst settings (see `mind`). */
  mind: MindConfig;
}

/** MIND's settings: the LLM planner (all three LLM variables, or none) and the daily limits. */
export interface MindConfig {
  /** An OpenAI-compatible endpoint (`MIND_LLM_BASE_URL`, `MIND_LLM_API_KEY`, `MIND_LLM_MODEL`); null: the built-in planner. */
  llm: { baseUrl: string; apiKey: string; model: string } | null;
  /** Questions per user per India day (`MIND_DAILY_QUESTIONS`). Default 200. */
  dailyQuestions: number;
  /** LLM tokens per user per India day, when an LLM is configured (`MIND_DAILY_TOKENS`). Default 200000. */
  dailyTokens: number;
  /** Questions per user per minute, the burst limit (`MIND_QUESTIONS_PER_MINUTE`). Default 10. */
  questionsPerMinute: number;
  /** Questions per signed-out visitor per day on /mind/preview (`MIND_PREVIEW_QUESTIONS`). Default 3. */
  previewQuestions: number;
}

/** The environment is unusable; the message lists every problem, one per line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function decodeKey(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** Reads and checks the configuration; throws {@link ConfigError} when the environment is unusable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Empty variables count as unset, as shells and compose files often export `FOO=`.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production) {
    if (!values.JWT_SECRET) problems.push('JWT_SECRET is required in production (at least 32 characters).');
    if (!values.ENCRYPTION_KEY)
      problems.push('ENCRYPTION_KEY is required in production (32 bytes as 64 hex digits or base64).');
    if (values.BONDKIT_DEMO === true) problems.push('BONDKIT_DEMO cannot be enabled in production.');
    if (values.BONDKIT_DEV_OUTBOX === true)
      problems.push('BONDKIT_DEV_OUTBOX cannot be enabled in production (it shows reset links and OTPs).');
  }
  const llmVariables = [values.MIND_LLM_BASE_URL, values.MIND_LLM_API_KEY, values.MIND_LLM_MODEL];
  if (llmVariables.some(Boolean) && !llmVariables.every(Boolean))
    problems.push('MIND_LLM_BASE_URL, MIND_LLM_API_KEY and MIND_LLM_MODEL must be set together (or none).');
  if (problems.length > 0) throw new ConfigError(`Refusing to start:\n${problems.join('\n')}`);
  const demo = production ? false : (values.BONDKIT_DEMO ?? true);
  return {
    production,
    demo,
    simulator: values.BONDKIT_SIMULATOR ?? demo,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDirectory: resolve(values.DATA_DIR ?? resolve(repositoryRoot, '.data')),
    jwtSecret: values.JWT_SECRET,
    encryptionKey: values.ENCRYPTION_KEY ? decodeKey(values.ENCRYPTION_KEY) : undefined,
    allowedOrigins: values.ALLOWED_ORIGINS,
    publicOrigin: values.PUBLIC_ORIGIN,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    intercomAccessToken: values.INTERCOM_ACCESS_TOKEN,
    intercomApiUrl: values.INTERCOM_API_URL.replace(/\/$/, ''),
    intercomAppId: values.INTERCOM_APP_ID,
    blogUrl: values.BLOG_URL,
    routeRules: values.ROUTE_RULES,
    staticDirectory: resolve(values.STATIC_DIR ?? resolve(repositoryRoot, 'packages/reference-app/dist')),
    storybookDirectory: resolve(values.STORYBOOK_DIR ?? resolve(repositoryRoot, 'storybook-static')),
    logLevel: values.LOG_LEVEL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    signInAttemptsPerAddress: values.SIGN_IN_ATTEMPTS_PER_ADDRESS,
    devOutbox: values.BONDKIT_DEV_OUTBOX ?? false,
    apiDocs: values.BONDKIT_API_DOCS ?? demo,
    mind: {
      llm:
        values.MIND_LLM_BASE_URL && values.MIND_LLM_API_KEY && values.MIND_LLM_MODEL
          ? {
              baseUrl: values.MIND_LLM_BASE_URL.replace(/\/$/, ''),
              apiKey: values.MIND_LLM_API_KEY,
              model: values.MIND_LLM_MODEL,
            }
          : null,
      dailyQuestions: values.MIND_DAILY_QUESTIONS,
      dailyTokens: values.MIND_DAILY_TOKENS,
      questionsPerMinute: values.MIND_QUESTIONS_PER_MINUTE,
      previewQuestions: values.MIND_PREVIEW_QUESTIONS,
    },
  };
}
