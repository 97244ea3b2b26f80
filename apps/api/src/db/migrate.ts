import fs from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from './database';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** Serialises start-up migrations when several API processes share one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies every migration not yet recorded, in name order, in one transaction. On PostgreSQL a
 * transaction-scoped advisory lock makes concurrent start-ups of several processes wait in turn.
 */
export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.name)) continue;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}

/**
 * Splits a migration file on `;` at line ends, except inside a dollar-quoted body (`$$ ... $$`,
 * a PL/pgSQL function), whose own statements end with `;` too. One statement per `;\n`.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    current += `${line}\n`;
    // Each `$$` opens or closes a body.
    inBody = (line.match(/\$\$/g)?.length ?? 0) % 2 === 1 ? !inBody : inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.replace(/;\s*$/, ''));
      current = '';
    }
  }
  statements.push(current);
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}

/** How many migrations a database has recorded (what a restore reports). */
export async function countAppliedMigrations(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  return row?.n ?? 0;
}
