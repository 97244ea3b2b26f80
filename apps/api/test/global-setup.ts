import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a gzip tarball) for this run's test apps to start from. */
    pgliteMigrated: string;
  }
}

/**
 * One migrated PGlite per run: a new PGlite runs initdb in WebAssembly (1.3-2.4 s on this machine)
 * and the migrations after it; restoring a dump of one made here takes ~0.7 s. Test apps start from
 * it (harness.ts, `createTestApp`); tests of an empty database (migrations) still open their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-pglite-'));
  const file = path.join(dir, 'migrated.tar.gz');
  const db = await openPglite();
  try {
    await migrate(db);
    fs.writeFileSync(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteMigrated', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
