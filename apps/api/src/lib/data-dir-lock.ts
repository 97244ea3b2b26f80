import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process. A pid file in DATA_DIR tells a second server,
 * or a backup/restore, that the data is in use; a file left by a crashed process is taken over.
 */
export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding DATA_DIR, if any. */
export function holderOf(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFileOf(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string, purpose: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) {
    throw new Error(`${dataDir} is in use by process ${holder}. Stop it before ${purpose} (the embedded database allows one process).`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}
