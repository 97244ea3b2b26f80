import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../src/server.ts');
/** What `npm run build -w apps/api` makes and `npm start` runs. */
export const BUILT_SERVER_ENTRY = path.resolve(import.meta.dirname, '../dist/server.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server entry point as its own process and waits until it answers /api/ready. */
export async function startServerProcess(env: Record<string, string>, opts: { built?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, opts.built ? [BUILT_SERVER_ENTRY] : ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_REGISTER: '100000', RATE_LIMIT_CONTACT: '100000', RATE_LIMIT_BOOKING: '100000', RATE_LIMIT_QUOTE: '100000', RATE_LIMIT_ADDRESS: '100000', MAX_OPEN_PENDING_BOOKINGS: '100000', MAX_OPEN_PENDING_BOOKINGS_RETURNING: '100000', BOOKING_HORIZON_DAYS: '36500', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready: ${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return { child, base, output: () => out, exited };
}

export async function json(base: string, method: string, url: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}
