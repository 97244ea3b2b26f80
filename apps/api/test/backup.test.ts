import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { json, startServerProcess } from './process';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/cli');

function cli(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', path.join(CLI, `${script}.ts`), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

async function register(base: string, email: string) {
  return json(base, 'POST', '/api/users', { body: { username: 'Backup', email, password: 'secret123' } });
}

describe('backup and restore of the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-backup-'));
  const dataDir = path.join(dir, 'data');
  const archive = path.join(dir, 'snapshot.tar.gz');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses while the server runs, snapshots when stopped, and restores that state', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', JWT_SECRET: 'backup-test-secret-backup-test-secret-0123' };
    let server = await startServerProcess(env);
    expect((await register(server.base, 'before@example.com')).status).toBe(201);
    await expect(cli('backup', [archive], dataDir)).rejects.toThrow(/in use by process/);
    // A second server on the same DATA_DIR is refused too.
    await expect(startServerProcess({ ...env })).rejects.toThrow(/in use by process/);
    server.child.kill('SIGTERM');
    await server.exited;

    const backup = await cli('backup', [archive], dataDir);
    expect(backup.stdout).toContain('Backup written');
    expect(fs.statSync(archive).size).toBeGreaterThan(1000);

    server = await startServerProcess(env);
    expect((await register(server.base, 'after@example.com')).status).toBe(201);
    server.child.kill('SIGTERM');
    await server.exited;

    const restore = await cli('restore', [archive], dataDir);
    expect(restore.stdout).toContain('Restored');

    server = await startServerProcess(env);
    try {
      // The account made before the snapshot is there; the later one is not.
      const login = (email: string) => json(server!.base, 'POST', '/api/users/login', { body: { email, password: 'secret123' } });
      expect((await login('before@example.com')).status).toBe(200);
      expect((await login('after@example.com')).status).toBe(401);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
