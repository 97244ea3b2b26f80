import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seed, seedDemoPhotos } from './seed/seed';
import { retirePublishedPasswords } from './seed/published-passwords';
import { loadOrCreateSecret } from './lib/secret';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { logTransport, smtpTransport, startOutboxWorker } from './outbox-worker';
import { startPendingDepositSweeper } from './modules/bookings';
import { startPollLoop } from './lib/poll-loop';
import { buildApp } from './app';

/** Migrations and the one-off seed; safe to run from several processes at once. */
export async function prepareDatabase(db: Database, config: Config, log: (msg: string) => void = console.log): Promise<void> {
  const applied = await migrate(db);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  const seeded = await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, demo: config.seedDemo });
  if (seeded.adminCreated) {
    log(`Admin account created: ${config.adminEmail} (password from ADMIN_PASSWORD${config.adminPasswordSet ? '' : `, default ${config.adminPassword}`}). Change it for real use.`);
  }
  if (seeded.demoSeeded) log('Demo data seeded (set SEED_DEMO=false to skip on a new database).');
  // Production on data made in development: no account keeps a published password (decision 075).
  if (config.production) {
    for (const line of await retirePublishedPasswords(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, keepDemo: config.seedDemo })) log(line);
  }
}

export function jwtSecretFor(config: Config): string {
  return config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
}

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  url: string;
  /**
   * Drains (still serving, each answer closing its connection) until no request is in flight and
   * none has arrived for `quietMs`, at most `graceMs`; then closes.
   */
  stop(graceMs?: number, quietMs?: number): Promise<void>;
}

/** Opens the database, prepares it, and listens: the whole of one API process. */
export async function startServer(
  config: Config = loadConfig(),
  opts: { prepare?: boolean; logger?: boolean; log?: (msg: string) => void } = {},
): Promise<RunningServer> {
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir, 'starting another server');
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  } catch (error) {
    release();
    throw error;
  }
  try {
    if (opts.prepare !== false) await prepareDatabase(db, config, opts.log);
    const app = await buildApp({ db, config, jwtSecret: jwtSecretFor(config), logger: opts.logger, loadIndexAfterListen: true });
    const address = await app.listen({ port: config.port, host: config.host });
    // The demo fleet's photos go in once the server answers (decision 099): a first start stays fast.
    const demoPhotos = config.seedDemo && opts.prepare !== false
      ? seedDemoPhotos(db).then(
          (n) => n > 0 && opts.log?.(`Demo photos added to ${n} vehicles and drivers.`),
          (error: unknown) => app.log.warn({ err: error }, 'demo photos not added'),
        )
      : Promise.resolve();
    const stopWorker = config.outboxPollMs > 0
      ? startOutboxWorker(
          db,
          config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport((obj, msg) => app.log.info(obj, msg)),
          { pollMs: config.outboxPollMs, onError: (error) => app.log.warn({ err: error }, 'outbox round failed') },
        )
      : async () => {};
    // Every process sweeps; SKIP LOCKED and the re-check as it locks keep each expiry and reminder single.
    const stopSweeper = config.pendingBookings.sweepMs > 0
      ? startPendingDepositSweeper(async () => {
          await app.sweepPendingDeposits();
          await app.remindMissingDocuments();
        }, {
          pollMs: config.pendingBookings.sweepMs,
          onError: (error) => app.log.warn({ err: error }, 'pending deposit sweep failed'),
        })
      : async () => {};
    // The privacy page's keeping times (decision 104); the first sweep a minute after the start,
    // not in the start-up's way. Every process may sweep: each step is idempotent.
    const stopRetention = config.retentionSweepMs > 0
      ? startPollLoop(async () => {
          const forgot = await app.sweepRetention();
          // What went, by count and id (documents' and inspection photos' ids), never what it held; drivers' old Idempotency-Keys by count.
          if (forgot.bookings + forgot.contactMessages + forgot.emails + forgot.documents + forgot.inspectionPhotos + forgot.actionKeys > 0) app.log.info({ forgot }, 'retention sweep');
        }, { pollMs: config.retentionSweepMs, firstMs: Math.min(60_000, config.retentionSweepMs), onError: (error) => app.log.warn({ err: error }, 'retention sweep failed') })
      : async () => {};
    let stopping: Promise<void> | undefined;
    return {
      app,
      db,
      url: address.replace('0.0.0.0', 'localhost'),
      stop(graceMs = 0, quietMs = 500) {
        // Draining first lets requests already sent (queued in sockets not yet read) be served and
        // lets a load balancer see /api/ready fail; then close() stops accepting, waits for
        // in-flight requests, and the database closes last.
        stopping ??= (async () => {
          const lifecycle = app.lifecycle;
          lifecycle.drain();
          const started = Date.now();
          const deadline = started + graceMs;
          // Requests a client already sent may still sit unread in sockets or the accept queue,
          // more so on a busy machine: keep serving until the server has been quiet for a moment.
          const quiet = () => Date.now() - Math.max(started, lifecycle.lastRequestAt) >= quietMs;
          while (Date.now() < deadline && (lifecycle.inFlight > 0 || !quiet())) {
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          await stopSweeper();
          await stopRetention();
          await stopWorker();
          await demoPhotos;
          await app.close();
          await db.close();
          release();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await db.close();
    release();
    throw error;
  }
}
