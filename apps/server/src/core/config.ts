import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('localhost'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    SEED_DEMO: bool.default(true),
    DEMO_ADMIN_EMAIL: z.email().default('admin@example.com'),
    DEMO_ADMIN_PASSWORD: z.string().min(8).default('Hubline-demo1'),
    DEMO_AGENT_EMAIL: z.email().default('agent@example.com'),
    DEMO_AGENT_PASSWORD: z.string().min(8).default('Hubline-agent1'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Hubline <no-reply@hubline.local>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    WEB_DIST: z.string().optional(),
    SECRET_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 random bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    LINE_API_BASE_URL: z.url().default('https://api.line.me'),
    LINE_DATA_API_BASE_URL: z.url().default('https://api-data.line.me'),
    LINE_SANDBOX_URL: z.url().optional(),
    /** `embedded`: with ROLE=all and no LINE_SANDBOX_URL, run the LINE sandbox in this process (the demo). */
    LINE_SANDBOX: z.enum(['embedded', 'off']).default('embedded'),
    HUBSPOT_API_BASE_URL: z.url().default('https://api.hubapi.com'),
    /** A HubSpot emulator (`npm run sandbox`) that hubs may connect to instead of HubSpot. */
    HUBSPOT_SANDBOX_URL: z.url().optional(),
    /** `embedded`: with ROLE=all and no HUBSPOT_SANDBOX_URL, run a HubSpot sandbox in this process. */
    HUBSPOT_SANDBOX: z.enum(['embedded', 'off']).default('embedded'),
    /** A HubSpot public app, so hubs may connect with "Connect with HubSpot" (OAuth) as well. */
    HUBSPOT_CLIENT_ID: z.string().optional(),
    HUBSPOT_CLIENT_SECRET: z.string().optional(),
    HUBSPOT_OAUTH_URL: z.url().default('https://app.hubspot.com/oauth/authorize'),
    /**
     * Origins (`scheme://host:port`, comma-separated) that URLs typed by users may reach over http
     * or at a private address, such as an intranet service; everything else must be public https.
     */
    OUTBOUND_TRUSTED_ORIGINS: z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(
        z.array(
          z
            .url()
            .refine(
              (origin) => URL.parse(origin)?.origin === origin,
              'must be origins like https://host:8443',
            ),
        ),
      )
      .default([]),
    /** A Slack incoming-webhook emulator (`npm run sandbox`) that accounts may post to instead of Slack. */
    SLACK_SANDBOX_URL: z.url().optional(),
    /** `embedded`: with ROLE=all and no SLACK_SANDBOX_URL, run a Slack webhook sandbox in this process. */
    SLACK_SANDBOX: z.enum(['embedded', 'off']).default('embedded'),
    /** With S3_BUCKET, files go to S3-compatible storage instead of DATA_DIR/files. */
    S3_BUCKET: z.string().optional(),
    /** An S3-compatible service (MinIO, R2, …); AWS itself when absent. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** `bucket` in the path rather than the host name, as most S3-compatible services want. */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Multiplies the connector's retry waits (the sandbox runs sped up in tests). */
    HUBSPOT_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
    /** Calls per 10 s to each portal (HubSpot: 100 on free and starter, 190 on professional and up). */
    HUBSPOT_BURST_LIMIT: z.coerce.number().int().positive().default(100),
    /** How often the inbox WebSocket pings each tab and re-checks its session (tests shorten it). */
    INBOX_HEARTBEAT_MS: z.coerce.number().int().min(50).default(30_000),
    /** A broadcast's LINE request that has not answered by then is retried with its retry key. */
    BROADCAST_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).default(10_000),
    /** How long a worker holds a broadcast batch before another may take it (tests shorten it). */
    BROADCAST_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
    /** `off` lifts the engine's own pacing to LINE's rate limits (benchmarks of the engine alone). */
    BROADCAST_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    path: ['GOOGLE_CLIENT_SECRET'],
  })
  .refine((env) => Boolean(env.HUBSPOT_CLIENT_ID) === Boolean(env.HUBSPOT_CLIENT_SECRET), {
    message: 'set both HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET, or neither',
    path: ['HUBSPOT_CLIENT_SECRET'],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds them)',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    message: 'set S3_BUCKET to store files in S3, or leave the other S3_ variables out',
    path: ['S3_BUCKET'],
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads the environment once at boot; a bad value stops the process with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    role: e.ROLE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    demo: {
      adminEmail: e.DEMO_ADMIN_EMAIL.toLowerCase(),
      adminPassword: e.DEMO_ADMIN_PASSWORD,
      agentEmail: e.DEMO_AGENT_EMAIL.toLowerCase(),
      agentPassword: e.DEMO_AGENT_PASSWORD,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    secretKey: e.SECRET_KEY,
    line: {
      apiBaseUrl: e.LINE_API_BASE_URL,
      dataApiBaseUrl: e.LINE_DATA_API_BASE_URL,
      sandboxUrl: e.LINE_SANDBOX_URL,
    },
    hubspot: {
      apiBaseUrl: e.HUBSPOT_API_BASE_URL,
      sandboxUrl: e.HUBSPOT_SANDBOX_URL,
      retryScale: e.HUBSPOT_RETRY_SCALE,
      authorizeUrl: e.HUBSPOT_OAUTH_URL,
      oauthApp:
        e.HUBSPOT_CLIENT_ID && e.HUBSPOT_CLIENT_SECRET
          ? { clientId: e.HUBSPOT_CLIENT_ID, clientSecret: e.HUBSPOT_CLIENT_SECRET }
          : undefined,
      burstLimit: e.HUBSPOT_BURST_LIMIT,
    },
    outbound: { trustedOrigins: e.OUTBOUND_TRUSTED_ORIGINS },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    slack: { sandboxUrl: e.SLACK_SANDBOX_URL?.replace(/\/$/, '') },
    inboxHeartbeatMs: e.INBOX_HEARTBEAT_MS,
    broadcasts: {
      requestTimeoutMs: e.BROADCAST_REQUEST_TIMEOUT_MS,
      leaseSeconds: e.BROADCAST_LEASE_SECONDS,
      rateLimits: e.BROADCAST_RATE_LIMITS === 'on',
    },
    embedHubspotSandbox: e.HUBSPOT_SANDBOX === 'embedded' && e.ROLE === 'all' && !e.HUBSPOT_SANDBOX_URL,
    embedSlackSandbox: e.SLACK_SANDBOX === 'embedded' && e.ROLE === 'all' && !e.SLACK_SANDBOX_URL,
    embedSandbox: e.LINE_SANDBOX === 'embedded' && e.ROLE === 'all' && !e.LINE_SANDBOX_URL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
  };
}
