/** Child processes of the benchmark: the real API server and the load generator, each time-bounded. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { LoadResult, LoadSpec } from '../load-worker';
import { API_PROCESS_FLAGS } from '../../apps/api/src/runtime-flags';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerHandle {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to its first 200 from /api/ready. */
  startMs: number;
  stop(): Promise<void>;
}

/** The built server `npm start` runs (apps/api/dist, made by `npm run build -w apps/api`). */
export const BUILT_SERVER = path.join(ROOT, 'apps/api/dist/server.js');

/** Resident memory of a process in MiB (Linux /proc), or null once it is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Starts the built server (apps/api/dist/server.js) as `npm run serve` would, on 127.0.0.1 and a
 * free port, with its output in `logFile`; resolves once /api/ready answers 200 (at most 90 s).
 */
export async function startApiServer(opts: {
  env: Record<string, string>;
  logFile: string;
  cpuProfDir?: string;
}): Promise<ServerHandle> {
  const port = await freePort();
  const out = fs.openSync(opts.logFile, 'a');
  // As `npm run serve` starts it (its workers get the same flags from the cluster primary).
  const execArgv = [...API_PROCESS_FLAGS, ...(opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] : [])];
  if (!fs.existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build -w apps/api`);
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...execArgv, BUILT_SERVER], {
    cwd: ROOT,
    // PUBLIC_URL is where the load and Lighthouse reach it: pictures and canonical addresses are under it.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PUBLIC_URL: `http://127.0.0.1:${port}`, ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) => child.once('exit', (code) => ((exited = code), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`API server exited with ${exited} while starting; see ${opts.logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API server not ready within 90 s; see ${opts.logFile}`);
    }
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    // Asked often, so the start-up time is measured to within a few milliseconds.
    await sleep(10);
  }
  const startMs = Math.round(performance.now() - spawnedAt);
  return {
    url,
    pid: child.pid!,
    startMs,
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exit.then(() => false), sleep(20_000).then(() => true)]);
      if (killed) {
        child.kill('SIGKILL');
        await Promise.race([exit, sleep(5000)]);
      }
    },
  };
}

/** Runs one scenario in a fresh load-generator process; bounded by the scenario's own length. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(path.join(ROOT, 'bench/load-worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const limit = (spec.warmup + spec.duration + 60) * 1000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`load generator for ${spec.title} did not finish within ${limit / 1000} s`));
    }, limit);
    child.once('message', (m: { ok: boolean; result?: LoadResult; error?: string }) => {
      clearTimeout(timer);
      if (m.ok) resolve(m.result!);
      else reject(new Error(`load generator failed: ${m.error}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`load generator exited with ${code}`));
    });
    child.send(spec);
  });
}

/** Runs a command with a time limit; resolves with its exit code and output. */
export function runCommand(cmd: string, args: string[], opts: { env?: Record<string, string>; timeoutMs: number; cwd?: string }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? ROOT, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
