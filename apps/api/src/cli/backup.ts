import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openPglite } from '../db/database';
import { acquireDataDirLock } from '../lib/data-dir-lock';

/**
 * npm run backup [-- file.tar.gz]: a consistent snapshot of the embedded database, taken with
 * the server stopped. On PostgreSQL use pg_dump instead (see README).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README).');
  const source = path.join(config.dataDir, 'pglite');
  if (!fs.existsSync(source)) throw new Error(`No embedded database in ${source}.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(process.argv[2] ?? path.join('backups', `lankaride-${stamp}.tar.gz`));
  const release = acquireDataDirLock(config.dataDir, 'taking a backup');
  try {
    const db = await openPglite(source);
    try {
      const archive = await db.dumpDataDir();
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.from(await archive.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
  console.log(`Backup written to ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
