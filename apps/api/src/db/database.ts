import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** One interface over PGlite (embedded) and a PostgreSQL pool, so every repo runs on both. */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction. On PostgreSQL a transaction that loses a deadlock or
   * serialization race is run again from the start, so `fn` must only touch the database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (from any process), on a connection of its
   * own; `onLost` when that connection breaks (notifications may have been missed). Resolves
   * once listening, to a function that stops.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: (error: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * `db` seen from inside its open transaction `tx`: queries run in `tx`, and a `transaction` asked
 * for joins it (no savepoint: a failure anywhere undoes all of it). For work that must commit with
 * something its callee does not know about (an Idempotency-Key's answer, decision 113).
 */
export function joinedTransaction(db: Database, tx: Queryable): Database {
  return {
    engine: db.engine,
    query: (sql, params) => tx.query(sql, params),
    exec: () => Promise.reject(new Error('exec inside a joined transaction')),
    transaction: (fn) => fn(tx),
    listen: (channel, onPayload, onLost) => db.listen(channel, onPayload, onLost),
    close: () => Promise.reject(new Error('close inside a joined transaction')),
  };
}

/** A LISTEN channel name: our own constants only, never input (it cannot be a parameter). */
const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export interface EmbeddedDatabase extends Database {
  /** A tar.gz snapshot of the whole data directory (backups). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * PGlite's own PostgreSQL settings. Its default buffer cache (128 MB) is most of an idle
 * process's memory; its data files sit in the operating system's page cache anyway, so 32 MB
 * costs searches little (bench: memory and the search rows) and saves about 110 MB a process.
 */
const PGLITE_CONF = 'shared_buffers=32MB';

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests); `restoreFrom` loads a backup. */
export async function openPglite(dataDir?: string, restoreFrom?: Blob): Promise<EmbeddedDatabase> {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { btree_gist }, postgresqlconf: PGLITE_CONF, ...(restoreFrom ? { loadDataDir: restoreFrom } : {}) });
  let closed = false;
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(fn) {
      return db.transaction(async (tx) =>
        fn({
          async query<T>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<T>(sql, params as unknown[])).rows;
          },
        }),
      );
    },
    async listen(channel, onPayload) {
      if (!CHANNEL_RE.test(channel)) throw new Error(`not a channel name: ${channel}`);
      // In one process there is no connection to lose.
      return db.listen(channel, onPayload);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
    },
    dumpDataDir: () => db.dumpDataDir('gzip'),
  };
}

/** deadlock_detected and serialization_failure: the transaction did nothing wrong, it lost a race. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const TRANSACTION_ATTEMPTS = 5;

/** A pooled connection to a PostgreSQL server. */
export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  let closed = false;
  const stops = new Set<() => Promise<void>>();
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      // Two inserts checked against each other's unfinished rows by an exclusion constraint can
      // each wait for the other; PostgreSQL then aborts one (deadlock). Run the whole transaction
      // again: by then the other has finished, so the retry sees it and gets the real answer (a
      // 409 for an overlap) instead of a 500. The body only touches the database, so it is safe.
      for (let attempt = 1; ; attempt++) {
        try {
          return await runTransaction(fn);
        } catch (error) {
          if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE_CODES.has((error as { code?: string }).code ?? '')) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        }
      }
    },
    async listen(channel, onPayload, onLost) {
      if (!CHANNEL_RE.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const client = new pg.Client({ connectionString });
      let stopped = false;
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      client.on('error', (error) => {
        if (!stopped) onLost?.(error);
      });
      client.on('end', () => {
        if (!stopped) onLost?.(new Error('the listening connection ended'));
      });
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      const stop = async () => {
        stopped = true;
        stops.delete(stop);
        await client.end().catch(() => {});
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...stops].map((stop) => stop()));
      await pool.end();
    },
  };

  async function runTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        async query<T>(sql: string, params: readonly unknown[] = []) {
          return (await client.query(sql, params as unknown[])).rows as T[];
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize)
    : openPglite(path.join(opts.dataDir, 'pglite'));
}

/** Whether the database answers a trivial query (the readiness probe). */
export async function isReachable(db: Queryable): Promise<boolean> {
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
