import { z } from 'zod';
import path from 'node:path';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL: z.string().default('7d'),
  ADMIN_EMAIL: z.string().default('admin@lankaride.lk'),
  ADMIN_PASSWORD: z.string().min(6).default('Admin@123'),
  SEED_DEMO: bool(true),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN: positiveInt(10),
  RATE_LIMIT_REGISTER: positiveInt(10),
  RATE_LIMIT_CONTACT: positiveInt(5),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  BODY_LIMIT: positiveInt(100 * 1024),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_NAMESPACE: z.string().default('lankaride-rl:'),
  WEB_CONCURRENCY: positiveInt(1),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LankaRide <bookings@lankaride.lk>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(2000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  jwtTtl: string;
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  corsOrigins: string[];
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimits: { login: number; register: number; contact: number; window: string; namespace: string };
  bodyLimit: number;
  redisUrl: string | undefined;
  webConcurrency: number;
  shutdownGraceMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** 0 turns the notification worker off in this process. */
  outboxPollMs: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    jwtTtl: e.JWT_TTL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      contact: e.RATE_LIMIT_CONTACT,
      window: e.RATE_LIMIT_WINDOW,
      namespace: e.RATE_LIMIT_NAMESPACE,
    },
    bodyLimit: e.BODY_LIMIT,
    redisUrl: e.REDIS_URL || undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxPollMs: e.OUTBOX_POLL_MS,
  };
}
