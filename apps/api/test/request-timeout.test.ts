import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ENGINES, createPostgresDatabase } from './harness';
import { json, startServerProcess, type ServerProcess } from './process';

/** The limit these servers run with: short, so the test waits seconds, not the default 30. */
const REQUEST_TIMEOUT_MS = 1000;
/** A generous bound on when a trickling connection must be gone (the limit, Node's check every 250 ms, a busy machine). */
const CLOSED_WITHIN_MS = 5000;
/** The server's drain on SIGTERM may last this long while requests are in flight. */
const SHUTDOWN_GRACE_MS = 15_000;

interface Target {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * Where the server keeps its data: a fresh directory (PGlite, one process), or a fresh PostgreSQL
 * database with two cluster workers (WEB_CONCURRENCY=2), so the workers are shown to apply it too.
 */
async function targetFor(engine: string): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-timeout-'));
  if (engine === 'pglite') return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  const database = await createPostgresDatabase('t_timeout');
  return {
    env: { DATABASE_URL: database.url, DATA_DIR: dir, WEB_CONCURRENCY: '2' },
    async cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

interface Trickle {
  /** Resolves when the server has closed the connection: after how long, and what it answered. */
  closed: Promise<{ ms: number; answer: string }>;
  stop(): void;
}

/** A raw connection that sends `head` at once and then one byte of `drip` every `everyMs`, for as long as it is open. */
function trickle(base: string, head: string, drip: string, everyMs: number): Trickle {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const started = performance.now();
  let answer = '';
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    socket.write(head);
    timer = setInterval(() => socket.write(drip[sent++ % drip.length]!), everyMs);
  });
  socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<{ ms: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer });
    }),
  );
  return { closed, stop: () => socket.destroy() };
}

/** The JSON body of a raw HTTP answer. */
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe.each(ENGINES)('REQUEST_TIMEOUT_MS: a request must arrive in time (%s, the real server entry)', (engine) => {
  let target: Target;
  let server: ServerProcess;
  beforeAll(async () => {
    target = await targetFor(engine);
    server = await startServerProcess({ ...target.env, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), SEED_DEMO: 'false', ADMIN_EMAIL: 'admin@timeout.lk', ADMIN_PASSWORD: 'Admin@123', SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS) });
  }, 90_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await target?.cleanup();
  });

  it('a body sent one byte at a time is cut off with a 408 soon after the limit, while normal requests are answered', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const bodies = Array.from({ length: 20 }, () => trickle(server.base, head, '{"name":"slow"', 200));
    const headers = Array.from({ length: 5 }, () => trickle(server.base, 'GET /api/health HTTP/1.1\r\n', 'X-Slow: abcdefgh\r\n', 200));
    try {
      // Meanwhile the server answers others: at once, and a body that arrives in pieces within the limit.
      expect((await json(server.base, 'GET', '/api/health')).status).toBe(200);
      const message = { name: 'Maya', email: 'maya@example.com', message: 'Is the van free in May?' };
      expect((await json(server.base, 'POST', '/api/contact', { body: message })).status).toBe(201);
      expect(await slowButInTime(server.base, JSON.stringify(message))).toMatch(/^HTTP\/1\.1 201 /);

      const closed = await Promise.all([...bodies, ...headers].map((t) => t.closed));
      for (const { ms, answer } of closed) {
        expect(ms, answer).toBeLessThan(CLOSED_WITHIN_MS);
        // Not before the limit: it is the limit that closed them, not some other error.
        expect(ms).toBeGreaterThan(REQUEST_TIMEOUT_MS * 0.9);
        expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
        expect(answer).toMatch(/\r\nConnection: close\r\n/i);
        expect(bodyOf(answer)).toEqual({ error: MESSAGES.api.requestTimeout, code: 'api.requestTimeout' });
      }
      const times = closed.map((c) => c.ms);
      console.log(
        `[request-timeout] ${engine}: ${bodies.length} trickling bodies and ${headers.length} trickling headers, limit ${REQUEST_TIMEOUT_MS} ms: ` +
          `all answered 408 and closed after ${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)} ms`,
      );
      // And the server is still fine afterwards.
      expect((await json(server.base, 'GET', '/api/health')).status).toBe(200);
    } finally {
      for (const t of [...bodies, ...headers]) t.stop();
    }
  }, 30_000);

  it('requests cut off that way are not waited for on shutdown: SIGTERM exits well within its grace', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    await Promise.all(Array.from({ length: 5 }, () => trickle(server.base, head, '{', 200).closed));
    const started = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const ms = performance.now() - started;
    expect(code).toBe(0);
    // Counted as still in flight, they held the drain to the whole grace (15 s here).
    expect(ms).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
    console.log(`[request-timeout] ${engine}: SIGTERM after 5 cut-off requests: exit code ${code} in ${ms.toFixed(0)} ms (grace ${SHUTDOWN_GRACE_MS} ms)`);
  }, 30_000);
});

/** A JSON body sent in three pieces 150 ms apart (well within the limit); resolves with the raw answer. */
async function slowButInTime(base: string, body: string): Promise<string> {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
  const done = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(`POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
  const third = Math.ceil(body.length / 3);
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 150));
    socket.write(body.slice(i * third, (i + 1) * third));
  }
  await done;
  return answer;
}
