import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openPglite } from '../db/database';
import { countAppliedMigrations } from '../db/migrate';
import { acquireDataDirLock } from '../lib/data-dir-lock';

/**
 * npm run restore -- file.tar.gz: replaces the embedded database with a backup, with the server
 * stopped. The current database is kept beside it as pglite.before-restore-<time>.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore/psql (see README).');
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) throw new Error('Usage: npm run restore -- <backup.tar.gz>');
  const target = path.join(config.dataDir, 'pglite');
  const release = acquireDataDirLock(config.dataDir, 'restoring a backup');
  try {
    let kept: string | undefined;
    if (fs.existsSync(target)) {
      kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, kept);
    }
    try {
      const archive = new Blob([fs.readFileSync(file)]);
      const db = await openPglite(target, archive);
      const migrations = await countAppliedMigrations(db);
      await db.close();
      console.log(`Restored ${file} into ${target} (${migrations} migrations recorded).${kept ? ` Previous database kept at ${kept}.` : ''}`);
    } catch (error) {
      fs.rmSync(target, { recursive: true, force: true });
      if (kept) fs.renameSync(kept, target);
      throw error;
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
