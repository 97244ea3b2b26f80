/**
 * Issue 34's bench bullet (decisions 109 and 113): `--streams` open event streams (`GET
 * /api/events`, one per staff screen, five per account) on one server; the delay from a booking's
 * commit to the last stream receiving it (p50, p99 over `--changes` bookings); and the availability
 * search's throughput as a ratio to `/api/health`, without the streams and with them open (issue
 * 34: it must not fall by more than 10%).
 *
 *   node --import tsx bench/live-streams.ts [--streams 1000] [--changes 30] [--duration 10] [--warmup 3]
 *
 * PGlite in a fresh data folder under bench/.tmp, the built server (`npm run build` first), the
 * load from autocannon in its own process as `npm run bench` does. The commit's moment is taken
 * as the booking's answer arriving (the commit precedes it), so a stream may hear of it a little
 * before: the delay is also given from the request's start, which bounds it from above.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, colomboToday } from '@app/shared';
import { openPglite } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { seed } from '../apps/api/src/seed/seed';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { createTokenService } from '../apps/api/src/lib/tokens';
import { BENCH_PASSWORD, generate, ids } from './generate';
import { ROOT, runLoad, sleep, startApiServer } from './lib/processes';

const { values: flags } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    changes: { type: 'string', default: '30' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    vehicles: { type: 'string', default: '200' },
    bookings: { type: 'string', default: '20000' },
  },
});
const int = (v: string | undefined) => Number.parseInt((v ?? '0').replace(/_/g, ''), 10);
const STREAMS = int(flags.streams);
const CHANGES = int(flags.changes);
const DURATION = int(flags.duration);
const WARMUP = int(flags.warmup);
const PER_ACCOUNT = 5; // LIVE.streamsPerUser
const log = (msg: string) => console.error(`[live-bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const tmpDir = path.join(ROOT, 'bench/.tmp', `live-${new Date().toISOString().replace(/[:.]/g, '-')}`);
fs.mkdirSync(tmpDir, { recursive: true });
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const tokens = createTokenService(JWT_SECRET, '6h');
const today = colomboToday();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** One open stream: the time each booking id was first heard of. */
interface Listener {
  heard: Map<string, number>;
  stop: () => void;
}

async function openStream(url: string, token: string): Promise<Listener> {
  const ticket = await fetch(`${url}/api/events/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (ticket.status !== 201) throw new Error(`ticket: ${ticket.status} ${await ticket.text()}`);
  const { ticket: value } = (await ticket.json()) as { ticket: string };
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events?ticket=${encodeURIComponent(value)}`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const heard = new Map<string, number>();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const now = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          const bookingId = data ? (JSON.parse(data.slice(6)) as { bookingId?: string }).bookingId : undefined;
          if (bookingId && !heard.has(bookingId)) heard.set(bookingId, now);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  return { heard, stop: () => controller.abort() };
}

async function ratio(url: string, label: string): Promise<{ health: number; search: number; ratio: number }> {
  const base = { url, duration: DURATION, warmup: WARMUP, today };
  const health = await runLoad({ ...base, title: `health ${label}`, kind: 'health', connections: 200 });
  const search = await runLoad({ ...base, title: `search ${label}`, kind: 'search', connections: 200 });
  log(`${label}: health ${health.rps.toFixed(0)} req/s, search ${search.rps.toFixed(0)} req/s, ratio ${(search.rps / health.rps).toFixed(3)}`);
  return { health: health.rps, search: search.rps, ratio: search.rps / health.rps };
}

async function main() {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const dataDir = path.join(tmpDir, 'data');
  const setup = await openPglite(path.join(dataDir, 'pglite'));
  const accounts = Math.ceil(STREAMS / PER_ACCOUNT);
  let staffIds: string[];
  let vehicleId: string;
  try {
    await migrate(setup);
    await seed(setup, { adminEmail: 'admin@bench.lankaride.lk', adminPassword: BENCH_PASSWORD, demo: false });
    await generate(setup, { vehicles: int(flags.vehicles), bookings: int(flags.bookings), passwordHash });
    // Staff accounts: every staff stream hears every booking (a tourist's, the driver's only their own).
    await setup.query(
      `INSERT INTO users (username, email, password_hash, role) SELECT 'Bench staff ' || i, 'staff' || i || '@live.bench.lankaride.lk', $1, 'admin' FROM generate_series(1, $2::int) AS i`,
      [passwordHash, accounts],
    );
    staffIds = (await setup.query<{ id: string }>(`SELECT id FROM users WHERE email LIKE '%@live.bench.lankaride.lk' ORDER BY email`)).map((r) => r.id);
    [{ id: vehicleId }] = (await setup.query<{ id: string }>('SELECT id FROM vehicles WHERE availability_status AND deleted_at IS NULL ORDER BY id LIMIT 1')) as [{ id: string }];
  } finally {
    await setup.close();
  }
  const server = await startApiServer({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET,
      ADMIN_EMAIL: 'admin@bench.lankaride.lk',
      ADMIN_PASSWORD: BENCH_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
      DATA_DIR: dataDir,
      RATE_LIMIT_BOOKING: '100000000',
      MAX_OPEN_PENDING_BOOKINGS: '100000000',
      MAX_OPEN_PENDING_BOOKINGS_RETURNING: '100000000',
      BOOKING_HORIZON_DAYS: '36500',
    },
    logFile: path.join(tmpDir, 'server.log'),
  });
  const results: Record<string, unknown> = { streams: STREAMS, changes: CHANGES, duration: DURATION, warmup: WARMUP };
  try {
    // A cold server (its code not yet optimised, caches empty) would make the first row look worse.
    await ratio(server.url, 'warming up (not reported)');
    results.without = await ratio(server.url, 'without streams');

    const staffTokens = await Promise.all(staffIds.map((sub) => tokens.sign({ sub, role: 'admin', tv: 0 })));
    const listeners: Listener[] = [];
    const openedAt = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      listeners.push(...(await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => openStream(server.url, staffTokens[Math.floor((i + j) / PER_ACCOUNT)]!)))));
    }
    log(`${listeners.length} streams open in ${((performance.now() - openedAt) / 1000).toFixed(1)} s`);

    const tourist = await tokens.sign({ sub: ids.tourist(1), role: 'tourist', tv: 0 });
    const fromAnswer: number[] = [];
    const fromRequest: number[] = [];
    let missed = 0;
    for (let i = 0; i < CHANGES; i++) {
      const pickupDate = addDays(today, 20_000 + i * 3);
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tourist}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          vehicleId, name: 'Bench Tourist', email: 'tourist@bench.lankaride.lk', phone: '+94 77 000 0000', pickupPoint: 'Colombo', returnPoint: 'Kandy',
          pickupDate, pickupTime: '09:00', returnDate: addDays(pickupDate, 1), returnTime: '09:00', numTourists: 1, driverOption: 'selfDrive', specialRequests: '', preferredLanguages: [],
        }),
      });
      const answered = performance.now();
      if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
      const { _id: id } = (await res.json()) as { _id: string };
      const deadline = Date.now() + 10_000;
      while (listeners.some((l) => !l.heard.has(id)) && Date.now() < deadline) await sleep(5);
      const times = listeners.map((l) => l.heard.get(id));
      if (times.some((t) => t === undefined)) missed++;
      const last = Math.max(...times.filter((t): t is number => t !== undefined));
      fromAnswer.push(last - answered);
      fromRequest.push(last - sent);
      await sleep(200);
    }
    const sortedAnswer = [...fromAnswer].sort((a, b) => a - b);
    const sortedRequest = [...fromRequest].sort((a, b) => a - b);
    results.delay = {
      fromAnswer: { p50: percentile(sortedAnswer, 50), p99: percentile(sortedAnswer, 99), max: sortedAnswer.at(-1) },
      fromRequest: { p50: percentile(sortedRequest, 50), p99: percentile(sortedRequest, 99), max: sortedRequest.at(-1) },
      missed,
    };
    log(`commit -> last of ${listeners.length} streams: p50 ${percentile(sortedAnswer, 50).toFixed(1)} ms, p99 ${percentile(sortedAnswer, 99).toFixed(1)} ms (from the request: p50 ${percentile(sortedRequest, 50).toFixed(1)}, p99 ${percentile(sortedRequest, 99).toFixed(1)} ms); streams that missed a change: ${missed}`);

    results.with = await ratio(server.url, `with ${listeners.length} streams`);
    const open = listeners.filter((l) => l.heard.size >= CHANGES).length;
    results.streamsStillHearing = open;
    listeners.forEach((l) => l.stop());
    const change = (results.with as { ratio: number }).ratio / (results.without as { ratio: number }).ratio - 1;
    results.ratioChange = change;
    log(`search/health ratio ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}% with the streams open (target: no fall beyond -10%)`);
  } finally {
    await server.stop();
  }
  const out = path.join(ROOT, 'bench/results', `live-streams-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

await main();
