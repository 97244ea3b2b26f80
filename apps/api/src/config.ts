import { z } from 'zod';
import { DEFAULT_BOOKING_RULES, LIVE, RETENTION, type BookingRules } from '@app/shared';
import path from 'node:path';

/** The first admin's password when ADMIN_PASSWORD is unset: fine on a laptop, refused in production. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@123';

const isTrue = (v: string) => ['true', '1', 'yes'].includes(v);

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
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  PERF_STATS_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN: positiveInt(10),
  RATE_LIMIT_REGISTER: positiveInt(10),
  RATE_LIMIT_CONTACT: positiveInt(5),
  RATE_LIMIT_BOOKING: positiveInt(30),
  RATE_LIMIT_QUOTE: positiveInt(60),
  RATE_LIMIT_ADDRESS: positiveInt(5),
  RATE_LIMIT_ADDRESS_WINDOW: z.string().default('1 hour'),
  MAX_RENTAL_DAYS: positiveInt(DEFAULT_BOOKING_RULES.maxRentalDays),
  BOOKING_HORIZON_DAYS: positiveInt(DEFAULT_BOOKING_RULES.bookingHorizonDays),
  MAX_OPEN_PENDING_BOOKINGS: positiveInt(3),
  MAX_OPEN_PENDING_BOOKINGS_RETURNING: positiveInt(6),
  PENDING_DEPOSIT_HOURS: positiveInt(24),
  PENDING_REMINDER_HOURS: z.coerce.number().int().min(0).default(6),
  PENDING_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
  // Six hours: the promise is counted in years; 0 never here (another process does it, or tests).
  RETENTION_SWEEP_MS: z.coerce.number().int().min(0).default(6 * 3600_000),
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION.documentDaysAfterTrip),
  LIVE_HEARTBEAT_MS: positiveInt(LIVE.heartbeatMs),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  BODY_LIMIT: positiveInt(100 * 1024),
  // Never 0: Node then waits for a request's bytes for ever (issue 25).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_NAMESPACE: z.string().default('lankaride-rl:'),
  WEB_CONCURRENCY: positiveInt(1),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/, 'PUBLIC_URL must be an http(s) address such as https://rent.example.lk')
    .optional(),
  MAIL_FROM: z.string().default('LankaRide <bookings@lankaride.lk>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(2000),
  SEARCH_INDEX: z.enum(['sql', 'memory']).default('memory'),
  SERVER_RENDER_SHARE: z.coerce.number().gt(0).max(1).default(0.2),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  PAYHERE_MERCHANT_ID: z.string().max(100).optional(),
  PAYHERE_MERCHANT_SECRET: z.string().max(500).optional(),
  PAYHERE_SANDBOX: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
});

/** Decision 073: the bound on bookings that hold vehicles without a deposit. */
export interface PendingBookingLimits {
  /** Open unpaid pending bookings an account may hold (MAX_OPEN_PENDING_BOOKINGS). */
  maxOpen: number;
  /** The same for an account with a completed trip (MAX_OPEN_PENDING_BOOKINGS_RETURNING). */
  maxOpenReturning: number;
  /** Hours a pending booking has to pay its deposit, never past its pickup (PENDING_DEPOSIT_HOURS). */
  depositHours: number;
  /** The reminder goes this many hours before the deadline; 0: no reminder (PENDING_REMINDER_HOURS). */
  reminderHours: number;
  /** How often this process expires overdue bookings and sends reminders; 0: never here (PENDING_SWEEP_MS). */
  sweepMs: number;
}

export type Config = {
  /** NODE_ENV=production: no default admin password, no demo data unless asked for. */
  production: boolean;
  /** ADMIN_PASSWORD was set (to something other than the default). */
  adminPasswordSet: boolean;
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
  /** login, register, contact and quote per client IP per `window`; booking per account per hour. */
  rateLimits: { login: number; register: number; contact: number; booking: number; quote: number; window: string; namespace: string };
  /**
   * Password-reset and registration requests per e-mail address per `window`, on top of the
   * per-IP limits, counted whether or not the address has an account (decision 074).
   */
  addressRateLimit: { max: number; window: string };
  bookingRules: BookingRules;
  /** How far unpaid pending bookings may hold the fleet (decision 073). */
  pendingBookings: PendingBookingLimits;
  /** How often this process forgets what the privacy page says is no longer kept; 0: never here (RETENTION_SWEEP_MS). */
  retentionSweepMs: number;
  /** Days after a trip's end when a self-drive tourist's documents are deleted (DOCUMENT_RETENTION_DAYS; decision 107). */
  documentRetentionDays: number;
  /** How often an open live stream gets a comment line (LIVE_HEARTBEAT_MS, decision 109). */
  liveHeartbeatMs: number;
  bodyLimit: number;
  /** How long a request may take to arrive, headers and body; slower: 408 and the connection closes (decision 072). */
  requestTimeoutMs: number;
  redisUrl: string | undefined;
  webConcurrency: number;
  /** The bench's per-process stall measurement (lib/perf-stats.ts); unset in normal use. */
  perfStatsFile: string | undefined;
  shutdownGraceMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people reach the web app, for links in e-mails (no trailing slash). */
  publicUrl: string;
  /** 0 turns the notification worker off in this process. */
  outboxPollMs: number;
  /** `memory`: availability searches from an in-memory index kept current by NOTIFY (decision 068); `sql`: from the database. */
  searchIndex: 'sql' | 'memory';
  /**
   * The share of a process's time that rendering public pages may take when pages not rendered yet
   * are asked for faster than that (decision 098); 1: every page is rendered when asked.
   */
  serverRenderShare: number;
  /** PayHere's merchant id and secret, when online deposits are on (both variables set). */
  payhere: { merchantId: string; merchantSecret: string; sandbox: boolean } | null;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a unit file) means unset, as shells and most tools treat it.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Read as operators write it: `Production` or `PRODUCTION ` is production too, never a laptop.
  const production = e.NODE_ENV.trim().toLowerCase() === 'production';
  return {
    production,
    adminPasswordSet: e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD !== DEFAULT_ADMIN_PASSWORD,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    jwtTtl: e.JWT_TTL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    // Demo accounts with published passwords never appear in production unless asked for.
    seedDemo: e.SEED_DEMO === undefined ? !production : isTrue(e.SEED_DEMO),
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      contact: e.RATE_LIMIT_CONTACT,
      booking: e.RATE_LIMIT_BOOKING,
      quote: e.RATE_LIMIT_QUOTE,
      window: e.RATE_LIMIT_WINDOW,
      namespace: e.RATE_LIMIT_NAMESPACE,
    },
    addressRateLimit: { max: e.RATE_LIMIT_ADDRESS, window: e.RATE_LIMIT_ADDRESS_WINDOW },
    bookingRules: { maxRentalDays: e.MAX_RENTAL_DAYS, bookingHorizonDays: e.BOOKING_HORIZON_DAYS },
    pendingBookings: {
      maxOpen: e.MAX_OPEN_PENDING_BOOKINGS,
      maxOpenReturning: Math.max(e.MAX_OPEN_PENDING_BOOKINGS, e.MAX_OPEN_PENDING_BOOKINGS_RETURNING),
      depositHours: e.PENDING_DEPOSIT_HOURS,
      reminderHours: e.PENDING_REMINDER_HOURS,
      sweepMs: e.PENDING_SWEEP_MS,
    },
    retentionSweepMs: e.RETENTION_SWEEP_MS,
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    bodyLimit: e.BODY_LIMIT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    redisUrl: e.REDIS_URL || undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    perfStatsFile: e.PERF_STATS_FILE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    smtpUrl: e.SMTP_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    outboxPollMs: e.OUTBOX_POLL_MS,
    searchIndex: e.SEARCH_INDEX,
    serverRenderShare: e.SERVER_RENDER_SHARE,
    payhere:
      e.PAYHERE_MERCHANT_ID && e.PAYHERE_MERCHANT_SECRET
        ? { merchantId: e.PAYHERE_MERCHANT_ID, merchantSecret: e.PAYHERE_MERCHANT_SECRET, sandbox: e.PAYHERE_SANDBOX !== undefined && isTrue(e.PAYHERE_SANDBOX) }
        : null,
  };
}

/**
 * Why this configuration must not serve real customers, or [] when it may. Only the server
 * refuses to start on these; the backup and restore commands read the same configuration.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.adminPasswordSet) {
    problems.push(
      `ADMIN_PASSWORD is ${config.adminPassword === DEFAULT_ADMIN_PASSWORD ? 'unset or the published default' : 'not set'}: ` +
        'with NODE_ENV=production the server will not start with a known admin password. ' +
        "Set it in the environment, e.g. ADMIN_PASSWORD='a long secret' npm run serve (at least 6 characters; it is used when the first admin account is created).",
    );
  }
  return problems;
}
