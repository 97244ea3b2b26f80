/**
 * `npm run bench`: generates data, starts the real server (apps/api/src/server.ts) as a child
 * process per engine configuration, loads it from a separate autocannon process over loopback,
 * measures the floor (the same SQL without HTTP), checks booking correctness in the database, and
 * prints markdown tables (also saved as JSON in bench/results/). See bench/README.md for flags.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, colomboToday } from '@app/shared';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { seed } from '../apps/api/src/seed/seed';
import { DEMO_PASSWORDS, DEMO_TOURIST } from '../apps/api/src/seed/demo-data';
import { loadConfig } from '../apps/api/src/config';
import { domainEvents } from '../apps/api/src/reactions';
import { encodeCursor } from '../apps/api/src/lib/paging';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { createTokenService } from '../apps/api/src/lib/tokens';
import { BENCH_PASSWORD, generate, ids, sizesFor, type Generated } from './generate';
import { cpuSecondsSince, machineCpu, processTree, snapshot } from './lib/cpu';
import { runFloor, type FloorContext } from './lib/floor';
import { runLighthouse, type LighthouseRow } from './lib/lighthouse';
import { mainPlans, searchWork } from './lib/plans';
import { ROOT, rssMiB, runCommand, runLoad, sleep, startApiServer, type ServerHandle } from './lib/processes';
import { growthTable, lighthouseTable, plansTable, scenarioTable, type GrowthRow, type ScenarioRow } from './lib/report';
import { PAGE_KINDS, type BookingPlan, type ScenarioKind } from './lib/scenarios';
import type { PerfStatsLine } from '../apps/api/src/lib/perf-stats';
import { verifyBookings } from './lib/verify';
import type { LoadSpec } from './load-worker';

const { values: flags } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    vehicles: { type: 'string' },
    bookings: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    engines: { type: 'string' },
    scenarios: { type: 'string' },
    growth: { type: 'string' },
    'no-growth': { type: 'boolean', default: false },
    'growth-connections': { type: 'string', default: '10' },
    'growth-vehicles': { type: 'string', default: '200' },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-only': { type: 'boolean', default: false },
    'lighthouse-preset': { type: 'string', default: 'mobile' },
    'lighthouse-runs': { type: 'string', default: '3' },
    // A comma-separated subset of the pages by name ("tour,booking form"), to look at one page's report.
    'lighthouse-pages': { type: 'string' },
    'build-web': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    // `memory`: the servers answer searches from the in-memory availability index (decision 068).
    'search-index': { type: 'string', default: 'memory' },
    'cpu-prof': { type: 'boolean', default: false },
    'wait-quiet': { type: 'string', default: '60' },
    // Each scenario N times against the same server (issue 28: a target holds only if it holds in every run).
    runs: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log(fs.readFileSync(path.join(ROOT, 'bench/README.md'), 'utf8'));
  process.exit(0);
}

const int = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number.parseInt(v.replace(/_/g, ''), 10));
const V = int(flags.vehicles, flags.large ? 10_000 : flags.quick ? 200 : 2_000);
const B = int(flags.bookings, flags.large ? 1_000_000 : flags.quick ? 20_000 : 200_000);
const DURATION = int(flags.duration, flags.quick ? 3 : 10);
const WARMUP = int(flags.warmup, flags.quick ? 1 : 3);
const GROWTH_CONNECTIONS = int(flags['growth-connections'], 10);
const GROWTH_VEHICLES = int(flags['growth-vehicles'], 200);
const PG_BASE = flags['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ALL_ENGINES = ['pglite', 'pg1', 'pg2'] as const;
type EngineName = (typeof ALL_ENGINES)[number];
const engines = (flags.engines?.split(',') ?? [...ALL_ENGINES]).filter((e): e is EngineName => (ALL_ENGINES as readonly string[]).includes(e));
const growthSizes = flags['no-growth']
  ? []
  : (flags.growth?.split(',').map((s) => int(s, 0)) ?? (flags.quick ? [2_000, 20_000] : [10_000, 100_000, 1_000_000])).filter((s) => s > 0);
/** PGlite's growth row stops here (a million bookings is PostgreSQL's job). */
const PGLITE_MAX_BOOKINGS = 200_000;

/** Concurrency of each scenario. */
const CONNECTIONS: Record<ScenarioKind, number> = {
  // First: the ceiling every other read is compared with (the same server, the same run).
  health: 200,
  search: 200,
  'search-paced': 200,
  'search-even': 200,
  vehicle: 100,
  'page-vehicle': 200,
  'page-results': 200,
  'my-bookings': 50,
  'admin-paged': 50,
  'admin-plain': 10,
  'book-low': 100,
  'book-high': 100,
};
const SCENARIO_TITLES: Record<ScenarioKind, string> = {
  health: 'GET /api/health (the HTTP ceiling)',
  search: 'availability search (page of 20)',
  'search-paced': 'availability search, paced at ½ of the above',
  'search-even': 'availability search, evenly spaced at ½ of the above (open loop)',
  vehicle: 'vehicle detail + availability',
  'page-vehicle': 'vehicle page (HTML as a browser asks: br/gzip)',
  'page-results': 'results page (HTML as a browser asks: br/gzip)',
  'my-bookings': 'My Bookings (200 bookings)',
  'admin-paged': 'admin bookings, limit=50 pages',
  'admin-plain': 'admin bookings, plain list (1,000)',
  'book-low': 'create booking, low contention',
  'book-high': 'create booking, high contention (10 vehicles)',
};
const READS: ScenarioKind[] = ['search', 'vehicle', 'my-bookings', 'admin-paged', 'admin-plain'];
/** Scenarios with a floor: the reads, and booking creation (the same transaction through the driver). */
const FLOORED: ScenarioKind[] = [...READS, 'book-low', 'book-high'];
const scenarios = (flags.scenarios?.split(',') ?? Object.keys(CONNECTIONS)) as ScenarioKind[];
const RUNS = Math.max(1, int(flags.runs, 1));

const runId = new Date().toISOString().replace(/[:.]/g, '-');
const tmpDir = path.join(ROOT, 'bench/.tmp', runId);
fs.mkdirSync(tmpDir, { recursive: true });
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const ADMIN_EMAIL = 'admin@bench.lankaride.lk';
const tokens = createTokenService(JWT_SECRET, '6h');
const today = colomboToday();
const log = (msg: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const load1 = () => os.loadavg()[0]!;

// ---------------------------------------------------------------------------------------------

interface Dataset {
  generated: Generated;
  ctx: FloorContext;
  bookable: string[];
  adminToken: string;
  heavyToken: string;
  touristTokens: string[];
  /** The accounts behind touristTokens, in the same order. */
  touristIds: string[];
  plans: Record<string, string[]>;
  work: { buffers: number; executionMs: number };
}

async function prepare(db: Database, vehicles: number, bookings: number, passwordHash: string): Promise<Dataset> {
  await migrate(db);
  await seed(db, { adminEmail: ADMIN_EMAIL, adminPassword: BENCH_PASSWORD, demo: false });
  const generated = await generate(db, { vehicles, bookings, passwordHash });
  log(`generated ${vehicles.toLocaleString()} vehicles, ${bookings.toLocaleString()} bookings on ${db.engine} in ${generated.seconds.toFixed(1)} s`);
  const [admin] = await db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`);
  const bookable = (await db.query<{ id: string }>('SELECT id FROM vehicles WHERE availability_status AND deleted_at IS NULL ORDER BY id')).map((r) => r.id);
  const cursors: (string | null)[] = [null];
  for (const offset of [50, 500, 5_000, 50_000, Math.floor(bookings / 2)].filter((o) => o < bookings)) {
    const [row] = await db.query<{ at: string; id: string }>('SELECT created_at::text AS at, id FROM bookings ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1', [offset]);
    if (row) cursors.push(encodeCursor(row));
  }
  const { tourists } = sizesFor(vehicles, bookings);
  const touristIds = Array.from({ length: Math.min(50, tourists - 1) }, (_, i) => ids.tourist(i + 1));
  const touristTokens = await Promise.all(touristIds.map((sub) => tokens.sign({ sub, role: 'tourist', tv: 0 })));
  const plans = await mainPlans(db, { userId: generated.heavyUserId, today });
  const work = await searchWork(db, today);
  return {
    work,
    generated,
    bookable,
    ctx: { today, vehicleIds: bookable, heavyUserId: generated.heavyUserId, adminId: admin!.id, cursors },
    adminToken: await tokens.sign({ sub: admin!.id, role: 'admin', tv: 0 }),
    heavyToken: await tokens.sign({ sub: generated.heavyUserId, role: 'tourist', tv: 0 }),
    touristTokens,
    touristIds,
    plans,
  };
}

/**
 * Booking windows after every generated trip; each configuration, run and contention level has
 * its own, and so does its floor (run before the server, so its bookings never meet the server's):
 * per configuration 8,000 days, per run 2,000 (low 0-368, high 500-533, their floors +1,000).
 */
function bookingPlan(d: Dataset, configIndex: number, high: boolean, floor = false, run = 1): BookingPlan {
  const windowStart = addDays(today, 400 + configIndex * 8000 + (run - 1) * 2000 + (high ? 500 : 0) + (floor ? 1000 : 0));
  if (high) {
    const step = Math.floor(d.bookable.length / 10);
    return { vehicleIds: Array.from({ length: 10 }, (_, i) => d.bookable[i * step]!), tokens: d.touristTokens, windowStart, windowDays: 30, maxNights: 3 };
  }
  return { vehicleIds: d.bookable, tokens: d.touristTokens, windowStart, windowDays: 365, maxNights: 3 };
}

function specFor(kind: ScenarioKind, url: string, d: Dataset, plan?: BookingPlan, connections = CONNECTIONS[kind]): LoadSpec {
  const base = { title: kind, url, kind, connections, duration: DURATION, warmup: WARMUP };
  switch (kind) {
    case 'search':
    case 'search-paced':
    case 'search-even':
      return { ...base, today };
    case 'vehicle':
    case 'page-vehicle':
      return { ...base, vehicleIds: d.bookable };
    case 'page-results':
      return { ...base, today };
    case 'my-bookings':
      return { ...base, token: d.heavyToken };
    case 'admin-paged':
      return { ...base, token: d.adminToken, cursors: d.ctx.cursors };
    case 'admin-plain':
      return { ...base, token: d.adminToken };
    default:
      return { ...base, plan };
  }
}

function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET,
    ADMIN_EMAIL,
    ADMIN_PASSWORD: BENCH_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: flags['log-level']!,
    SEARCH_INDEX: flags['search-index']!,
    SHUTDOWN_GRACE_MS: '0',
    // Each API process's event-loop delay and GC pauses, per scenario (apps/api/src/lib/perf-stats.ts).
    PERF_STATS_FILE: STALLS_FILE,
    // The booking scenarios book thousands of times per account, up to ~3,000 days ahead.
    RATE_LIMIT_BOOKING: '100000000',
    MAX_OPEN_PENDING_BOOKINGS: '100000000',
    MAX_OPEN_PENDING_BOOKINGS_RETURNING: '100000000',
    BOOKING_HORIZON_DAYS: '36500',
    ...extra,
  };
}

/** Each server's start-up (spawn to first answer) and idle memory, per API process. */
interface StartupRow {
  engine: string;
  startMs: number;
  /** Resident MiB of each process answering requests (a cluster's primary only forks them). */
  apiRssMiB: number[];
  primaryRssMiB: number | null;
}
const startups: StartupRow[] = [];

async function startServer(name: string, env: Record<string, string>): Promise<ServerHandle> {
  const cpuProfDir = flags['cpu-prof'] ? path.join(tmpDir, `prof-${name}`) : undefined;
  const server = await startApiServer({ env: serverEnv(env), logFile: path.join(tmpDir, `server-${name}.log`), cpuProfDir });
  // Idle memory: a few seconds after the first answer, before any load.
  await sleep(3000);
  const workers = processTree(server.pid).slice(1);
  const apiPids = workers.length > 0 ? workers : [server.pid];
  const row: StartupRow = {
    engine: name,
    startMs: server.startMs,
    apiRssMiB: apiPids.map(rssMiB).filter((v): v is number => v !== null),
    primaryRssMiB: workers.length > 0 ? rssMiB(server.pid) : null,
  };
  startups.push(row);
  log(`${name}: server ${server.pid} ready at ${server.url} in ${server.startMs} ms, idle ${row.apiRssMiB.join(' + ')} MiB${cpuProfDir ? ` (CPU profiles in ${cpuProfDir})` : ''}`);
  return server;
}

function startupTable(list: StartupRow[]): string {
  const lines = ['| server | first answer after start | idle memory per API process | cluster primary |', '|---|---|---|---|'];
  for (const r of list) lines.push(`| ${r.engine} | ${r.startMs} ms | ${r.apiRssMiB.map((v) => `${v} MiB`).join(', ')} | ${r.primaryRssMiB === null ? '–' : `${r.primaryRssMiB} MiB`} |`);
  return lines.join('\n');
}

const rows: ScenarioRow[] = [];
const growth: GrowthRow[] = [];

/** Where the server processes write their stall lines when signalled (SIGUSR2). */
const STALLS_FILE = path.join(tmpDir, 'stalls.jsonl');

/**
 * Asks every process of the server for its stalls since the last ask (and to count afresh):
 * the worst event-loop delay percentiles of its processes, their GC pauses summed.
 */
async function collectStalls(pids: number[]): Promise<ScenarioRow['stalls']> {
  fs.writeFileSync(STALLS_FILE, '');
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGUSR2');
    } catch {
      /* gone */
    }
  }
  let lines: PerfStatsLine[] = [];
  for (let i = 0; i < 40 && lines.length < pids.length; i++) {
    await sleep(25);
    lines = fs.readFileSync(STALLS_FILE, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as PerfStatsLine);
  }
  // The cluster's primary answers nothing: the processes that worked are the ones that used CPU.
  const busy = lines.filter((l) => l.cpuMs > 50);
  if (busy.length === 0) return undefined;
  return {
    loopP99: Math.max(...busy.map((l) => l.loop.p99)),
    loopMax: Math.max(...busy.map((l) => l.loop.max)),
    gcCount: busy.reduce((a, l) => a + l.gc.count, 0),
    gcTotalMs: Math.round(busy.reduce((a, l) => a + l.gc.totalMs, 0)),
    gcMaxMs: Math.max(...busy.map((l) => l.gc.maxMs)),
  };
}
const notes: string[] = [];

function unexpectedErrors(kind: ScenarioKind, r: ScenarioRow['api']): number {
  const ok = kind.startsWith('book') ? ['201', '409'] : ['200'];
  return r.errors + Object.entries(r.statusCodes).filter(([c]) => !ok.includes(c)).reduce((a, [, k]) => a + k, 0);
}

/** Floors of the reads, then the API under load, then (server stopped) the booking checks. */
async function runConfig(
  name: EngineName,
  configIndex: number,
  d: Dataset,
  open: () => Promise<Database>,
  env: Record<string, string>,
  /** PostgreSQL backends serving this database (none for PGlite: it runs inside the API process). */
  backends: () => Promise<number[]>,
): Promise<void> {
  const floors = new Map<ScenarioKind, ScenarioRow['floor']>();
  const floorDb = await open();
  try {
    const config = loadConfig(serverEnv(env));
    for (const kind of FLOORED.filter((k) => scenarios.includes(k))) {
      const booking = kind.startsWith('book')
        ? { plan: bookingPlan(d, configIndex, kind === 'book-high', true), touristIds: d.touristIds, rules: config.bookingRules, events: domainEvents(config) }
        : undefined;
      const f = await runFloor(kind, floorDb, { ...d.ctx, booking }, { connections: CONNECTIONS[kind], duration: DURATION, warmup: WARMUP });
      floors.set(kind, f);
      log(`${name}: floor ${kind}: ${Math.round(f.rps)} req/s, p50 ${f.p50.toFixed(1)} ms`);
    }
  } finally {
    await floorDb.close();
  }
  /** The booking plans and answers of each booking row, by `kind#run`, checked once the server has stopped. */
  const plans = new Map<string, BookingPlan>();
  const records = new Map<string, NonNullable<ScenarioRow['api']['records']>>();
  const server = await startServer(name, env);
  try {
    for (let run = 1; run <= RUNS; run++) for (const kind of scenarios) {
      const key = `${kind}#${run}`;
      const plan = kind === 'book-low' || kind === 'book-high' ? bookingPlan(d, configIndex, kind === 'book-high', false, run) : undefined;
      if (plan) plans.set(key, plan);
      const loadBefore = load1();
      const serverPids = processTree(server.pid);
      const dbPids = await backends();
      const before = snapshot([...serverPids, ...dbPids]);
      const machineBefore = machineCpu();
      const wall0 = performance.now();
      await collectStalls(serverPids); // counts from here
      const spec = specFor(kind, server.url, d, plan);
      if (kind === 'search-paced' || kind === 'search-even') {
        const saturated = rows.find((r) => r.engine === name && r.kind === 'search' && r.run === run);
        spec.overallRate = Math.max(10, Math.round((saturated?.api.rps ?? 200) / 2));
      }
      const api = await runLoad(spec);
      const wall = (performance.now() - wall0) / 1000;
      const stalls = await collectStalls(serverPids);
      const machineAfter = machineCpu();
      const apiCpu = cpuSecondsSince(before, serverPids);
      const dbCpu = cpuSecondsSince(before, [...new Set([...dbPids, ...(await backends())])]);
      const cpu = {
        api: apiCpu / wall,
        db: dbCpu / wall,
        load: api.cpuSeconds / wall,
        other: Math.max(0, (machineAfter.busy - machineBefore.busy - apiCpu - dbCpu - api.cpuSeconds) / wall),
        steal: (machineAfter.steal - machineBefore.steal) / wall,
      };
      if (api.records) records.set(key, api.records);
      delete api.records;
      const floor = floors.get(kind);
      const title =
        (kind === 'search-paced'
          ? `availability search, paced at ${spec.overallRate} req/s (½ of saturated)`
          : kind === 'search-even'
            ? `availability search, evenly spaced at ${spec.overallRate} req/s (½ of saturated, open loop)`
            : SCENARIO_TITLES[kind]) + (RUNS > 1 ? ` · run ${run} of ${RUNS}` : '');
      // The ceiling of the same run: health measured minutes apart on a shared machine is another machine.
      const health = rows.find((r) => r.engine === name && r.kind === 'health' && r.run === run);
      const ceiling = health && kind !== 'health' && !kind.startsWith('book') ? api.rps / health.api.rps : undefined;
      const row: ScenarioRow = { engine: name, scenario: title, kind, run, api, errors: unexpectedErrors(kind, api), floor, ratio: floor ? api.rps / floor.rps : undefined, ceiling, loadBefore, cpu, stalls };
      rows.push(row);
      log(`${name}: ${kind}${RUNS > 1 ? ` (run ${run})` : ''}: ${Math.round(api.rps)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms, ${JSON.stringify(api.statusCodes)}${row.ratio ? `, API/floor ${row.ratio.toFixed(2)}` : ''}`);
    }
  } finally {
    await server.stop();
  }
  if (records.size > 0) {
    const db = await open();
    try {
      for (const [key, recs] of records) {
        const check = await verifyBookings(db, plans.get(key)!, recs);
        const row = rows.find((r) => r.engine === name && `${r.kind}#${r.run}` === key)!;
        row.check = check;
        log(`${name}: ${key} check ${check.ok ? 'OK' : 'FAILED'}: ${JSON.stringify(check)}`);
      }
    } finally {
      await db.close();
    }
  }
}

// --- PostgreSQL ------------------------------------------------------------------------------

async function pgAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function backendsOf(url: string): Promise<number[]> {
  const name = new URL(url).pathname.slice(1);
  return pgAdmin(async (c) => (await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map((r) => r.pid));
}

async function withPgDatabase<T>(label: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${label}_${crypto.randomBytes(3).toString('hex')}`;
  await pgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch((e: unknown) => log(`could not drop ${name}: ${String(e)}`));
  }
}

async function runPostgres(passwordHash: string): Promise<void> {
  const configs = engines.filter((e) => e !== 'pglite');
  if (configs.length === 0) return;
  await withPgDatabase('main', async (url) => {
    const setup = openPostgres(url, 4);
    let d: Dataset;
    try {
      d = await prepare(setup, V, B, passwordHash);
    } finally {
      await setup.close();
    }
    for (const name of configs) {
      const procs = name === 'pg2' ? 2 : 1;
      await runConfig(name, ALL_ENGINES.indexOf(name), d, async () => openPostgres(url, 10 * procs), { DATABASE_URL: url, WEB_CONCURRENCY: String(procs), DATABASE_POOL_SIZE: '10' }, () => backendsOf(url));
    }
  });
  // Growth on the target configuration: the same fleet and year ahead, ever longer history.
  const growthConfig = configs.includes('pg2') ? 'pg2' : configs.at(-1)!;
  const procs = growthConfig === 'pg2' ? 2 : 1;
  for (const size of growthSizes) {
    await withPgDatabase(`growth${size}`, async (url) => {
      const setup = openPostgres(url, 4);
      let g: Dataset;
      try {
        g = await prepare(setup, GROWTH_VEHICLES, size, passwordHash);
      } finally {
        await setup.close();
      }
      await growthPoint(`PostgreSQL, ${procs} process${procs > 1 ? 'es' : ''}`, size, g, `${growthConfig}-growth-${size}`, {
        DATABASE_URL: url,
        WEB_CONCURRENCY: String(procs),
        DATABASE_POOL_SIZE: '10',
      });
    });
  }
}

async function growthPoint(engine: string, size: number, g: Dataset, name: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(name, env);
  try {
    const r = await runLoad({ title: 'growth', url: server.url, kind: 'search', connections: GROWTH_CONNECTIONS, duration: DURATION, warmup: WARMUP, today });
    let row = growth.find((g) => g.engine === engine);
    if (!row) growth.push((row = { engine, connections: GROWTH_CONNECTIONS, vehicles: GROWTH_VEHICLES, points: [] }));
    row.points.push({ bookings: size, p50: r.p50, p99: r.p99, rps: r.rps, plans: g.plans, ...g.work });
    log(`growth ${name}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s; ${g.work.buffers.toFixed(0)} pages, ${g.work.executionMs.toFixed(2)} ms per search in the database`);
  } finally {
    await server.stop();
  }
}

// --- PGlite ----------------------------------------------------------------------------------

async function runPglite(passwordHash: string): Promise<void> {
  if (!engines.includes('pglite')) return;
  if (B > PGLITE_MAX_BOOKINGS) {
    notes.push(`PGlite skipped at ${B.toLocaleString()} bookings (the large data set is for PostgreSQL).`);
    return;
  }
  const dataDir = path.join(tmpDir, 'pglite-main');
  const open = () => openPglite(path.join(dataDir, 'pglite'));
  const setup = await open();
  let d: Dataset;
  try {
    d = await prepare(setup, V, B, passwordHash);
  } finally {
    await setup.close();
  }
  await runConfig('pglite', 0, d, open, { DATA_DIR: dataDir }, async () => []);
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const size of growthSizes.filter((s) => s <= PGLITE_MAX_BOOKINGS)) {
    const dir = path.join(tmpDir, `pglite-growth-${size}`);
    const db = await openPglite(path.join(dir, 'pglite'));
    let g: Dataset;
    try {
      g = await prepare(db, GROWTH_VEHICLES, size, passwordHash);
    } finally {
      await db.close();
    }
    await growthPoint('PGlite, 1 process', size, g, `pglite-growth-${size}`, { DATA_DIR: dir });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// --- Lighthouse ------------------------------------------------------------------------------

const WEB_DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
let webBuildChecked = false;

/** The web app the server serves (Lighthouse and the page scenarios), built when missing or with --build-web. */
async function ensureWebBuilt(): Promise<void> {
  if (webBuildChecked) return;
  webBuildChecked = true;
  if (flags['build-web'] || !fs.existsSync(WEB_DIST_INDEX)) {
    log('building the web app (npm run build)');
    const built = await runCommand('npm', ['run', 'build'], { timeoutMs: 300_000 });
    if (built.code !== 0) notes.push(`Web build failed; pages were measured against whatever the server serves. ${built.output.trim().split('\n').slice(-3).join(' ')}`);
  }
}

async function runLighthouseSection(): Promise<LighthouseRow[]> {
  const dist = WEB_DIST_INDEX;
  await ensureWebBuilt();
  const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtime.toISOString() : 'not built (fallback page)';
  notes.push(`Lighthouse measured the web build of ${builtAt}, ${flags['lighthouse-preset']} preset, demo data on PGlite.`);
  // A small demo database (the seeded demo fleet), as a visitor's first look at the site.
  const dataDir = path.join(tmpDir, 'pglite-lighthouse');
  const server = await startApiServer({
    env: { ...serverEnv({ DATA_DIR: dataDir }), SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    logFile: path.join(tmpDir, 'server-lighthouse.log'),
  });
  try {
    const vehicles = (await (await fetch(`${server.url}/api/vehicles?limit=1`)).json()) as { items: { _id: string }[] };
    const vehicleId = vehicles.items[0]?._id ?? ids.vehicle(0);
    const from = addDays(today, 14);
    const query = new URLSearchParams({ pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate: from, pickupTime: '09:00', returnDate: addDays(from, 3), returnTime: '09:00', vehicleType: 'Any Vehicle' });
    // The booking form needs an account: the demo tourist, signed in as the app signs in.
    const login = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_TOURIST.email, password: DEMO_PASSWORDS.tourist }) });
    const session = login.ok ? ((await login.json()) as { token: string; user: unknown }) : undefined;
    if (!session) notes.push(`The demo tourist could not sign in (${login.status}); the booking form was scored signed out (it shows the sign-in page).`);
    const pages = [
      { page: 'home', path: '/' },
      { page: 'available vehicles', path: `/available-vehicles?${query.toString()}` },
      { page: 'vehicle', path: `/vehicles/${vehicleId}` },
      { page: 'contact', path: '/contact' },
      // Issue 32 asks for 98 or more on the airport transfers page, issue 31 on a tour's page.
      { page: 'airport transfers', path: '/airport-transfers' },
      { page: 'tours', path: '/tours' },
      { page: 'tour', path: '/tours/cultural-triangle-hill-country-7-days' },
      { page: 'booking form', path: `/book-vehicle/${vehicleId}?${query.toString()}`, session },
    ];
    const only = flags['lighthouse-pages']?.split(',').map((name) => name.trim());
    const chosen = only ? pages.filter((p) => only.includes(p.page)) : pages;
    const rows: LighthouseRow[] = [];
    const runs = int(flags['lighthouse-runs'], 3);
    for (let run = 1; run <= runs; run++) {
      log(`Lighthouse run ${run} of ${runs}`);
      rows.push(...(await runLighthouse(server.url, chosen, { outDir: tmpDir, preset: flags['lighthouse-preset'] === 'desktop' ? 'desktop' : 'mobile', run })));
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- main ------------------------------------------------------------------------------------

async function waitQuiet(): Promise<void> {
  const limit = Date.now() + int(flags['wait-quiet'], 60) * 1000;
  while (load1() > 1.0 && Date.now() < limit) {
    log(`waiting for the machine to quiet down (load average ${load1().toFixed(2)})`);
    await sleep(10_000);
  }
  if (load1() > 1.0) notes.push(`Other work was running when the benchmark started (load average ${load1().toFixed(2)} on ${os.cpus().length} cores); numbers are lower than on a quiet machine.`);
}

async function machine() {
  const pgVersion = engines.some((e) => e !== 'pglite')
    ? await pgAdmin(async (c) => (await c.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows[0]!.v).catch(() => 'unreachable')
    : 'not used';
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: pgVersion,
    loadAverageAtStart: os.loadavg()[0]!,
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const m = await machine();
  let lighthouse: LighthouseRow[] = [];
  // The servers measured are the built ones `npm start` runs: no TypeScript compiled at start.
  log('building the API (npm run build -w apps/api)');
  const builtApi = await runCommand('npm', ['run', 'build', '-w', 'apps/api'], { timeoutMs: 120_000 });
  if (builtApi.code !== 0) throw new Error(`API build failed: ${builtApi.output}`);
  if (!flags['lighthouse-only']) {
    if (scenarios.some((kind) => (PAGE_KINDS as readonly string[]).includes(kind))) await ensureWebBuilt();
    await waitQuiet();
    log(`data: ${V.toLocaleString()} vehicles, ${B.toLocaleString()} bookings; engines ${engines.join(', ')}; ${WARMUP} s warm-up + ${DURATION} s per scenario`);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await runPglite(passwordHash);
    await runPostgres(passwordHash);
  }
  if (!flags['no-lighthouse']) lighthouse = await runLighthouseSection();

  for (const g of growth) g.points.sort((a, b) => a.bookings - b.bookings);
  const targets = evaluateTargets(lighthouse);
  const md = [
    `## Benchmark ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, PostgreSQL ${m.postgres}; load average ${m.loadAverageAtStart.toFixed(2)} at the start.` +
      (rows.length
        ? ` Load generator, API processes and database share these cores. Data: ${V.toLocaleString()} vehicles, ${B.toLocaleString()} bookings; ` +
          `${WARMUP} s warm-up, then ${DURATION} s per scenario; server LOG_LEVEL=${flags['log-level']}, SEARCH_INDEX=${flags['search-index']}.`
        : ''),
    '',
    rows.length ? scenarioTable(rows) : '',
    '',
    startups.length ? `Start-up and memory of the built server (apps/api/dist), as the bench started it:\n\n${startupTable(startups)}` : '',
    '',
    growth.length
      ? `Growth: search latency with ${GROWTH_CONNECTIONS} connections on ${GROWTH_VEHICLES.toLocaleString()} vehicles, the year ahead booked alike at every size ` +
        `(about one trip a week per vehicle), more bookings meaning more years of history. Latency over HTTP, then the database's own work ` +
        `per search (pages touched and median execution time of the same 50 seeded searches, EXPLAIN ANALYZE), which does not depend on how busy the machine is:\n\n${growthTable(growth)}`
      : '',
    '',
    growth.length ? `Plans (EXPLAIN on the loaded data):\n\n${plansTable(growth)}` : '',
    '',
    targets.length ? `Targets (the server rows: PostgreSQL, 2 processes):\n\n| target | measured | holds |\n|---|---|---|\n${targets.map((t) => `| ${t.target} | ${t.measured} | ${t.holds ? 'yes' : 'no'} |`).join('\n')}` : '',
    '',
    lighthouse.length ? `Lighthouse:\n\n${lighthouseTable(lighthouse)}` : '',
    '',
    notes.map((n) => `- ${n}`).join('\n'),
  ]
    .filter((s, i, all) => s !== '' || all[i - 1] !== '')
    .join('\n');
  console.log(md);
  const resultsDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = JSON.stringify({ runId, machine: m, flags, vehicles: V, bookings: B, duration: DURATION, warmup: WARMUP, rows, growth, startups, targets, lighthouse, notes, seconds: (Date.now() - started) / 1000, markdown: md }, null, 2);
  fs.writeFileSync(path.join(resultsDir, `bench-${runId}.json`), json);
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), json);
  log(`done in ${((Date.now() - started) / 60_000).toFixed(1)} min; JSON in bench/results/bench-${runId}.json`);
}

function evaluateTargets(lighthouse: LighthouseRow[]): { target: string; measured: string; holds: boolean }[] {
  const pg2 = (kind: ScenarioKind) => rows.filter((r) => r.engine === 'pg2' && r.kind === kind);
  const out: { target: string; measured: string; holds: boolean }[] = [];
  for (const [engine, limit] of [['pg2', 120], ['pglite', 350]] as const) {
    const st = startups.filter((r) => r.engine === engine);
    if (st.length === 0) continue;
    const worst = Math.max(...st.flatMap((r) => r.apiRssMiB));
    out.push({ target: `idle memory per API process ≤ ${limit} MiB (${engine})`, measured: `${worst} MiB`, holds: worst <= limit });
    const slowest = Math.max(...st.map((r) => r.startMs));
    out.push({ target: `first answer ≤ 2 s after starting the built server (${engine})`, measured: `${slowest} ms`, holds: slowest <= 2000 });
  }
  /** A target over every run of a pg2 row: each run's figure, and whether it held in all of them. */
  const each = (kind: ScenarioKind, target: (r: ScenarioRow) => string, measured: (r: ScenarioRow) => string, holds: (r: ScenarioRow) => boolean, only: (r: ScenarioRow) => boolean = () => true) => {
    const runs = pg2(kind).filter(only);
    if (runs.length === 0) return;
    out.push({ target: target(runs[0]!), measured: runs.map(measured).join(' · '), holds: runs.every(holds) });
  };
  const rps = (r: ScenarioRow) => Math.round(r.api.rps).toLocaleString('en-US');
  each('search', (r) => `search p99 < 25 ms at ${r.api.connections} connections, closed loop (each connection sends again at once)`, (r) => `${r.api.p99} ms at ${rps(r)} req/s`, (r) => r.api.p99 < 25);
  each('search-paced', (r) => `search p99 < 25 ms at ${r.api.connections} connections, paced at ½ of the closed-loop rate`, (r) => `${r.api.p99} ms at ${rps(r)} req/s`, (r) => r.api.p99 < 25);
  each(
    'search-even',
    () => `search p99 ≤ 50 ms, requests evenly spaced at ½ of the closed-loop rate (open loop, latency from each request's due time)`,
    (r) => `${r.api.p99} ms at ${rps(r)} req/s (generator lag p99 ${r.api.pacing?.lagP99 ?? '?'} ms)`,
    (r) => r.api.p99 <= 50 && r.errors === 0,
  );
  each('search', () => 'search API/floor > 0.6', (r) => r.ratio?.toFixed(2) ?? 'n/a', (r) => (r.ratio ?? 0) > 0.6);
  each('search', () => 'search ≥ 0.5 of /api/health at 200 connections, p99 ≤ 50 ms', (r) => `${r.ceiling!.toFixed(2)}, p99 ${r.api.p99} ms`, (r) => r.ceiling! >= 0.5 && r.api.p99 <= 50, (r) => r.ceiling !== undefined);
  for (const kind of PAGE_KINDS) {
    each(
      kind,
      (r) => `${SCENARIO_TITLES[kind]} ≥ 0.25 of /api/health at ${r.api.connections} connections, p99 ≤ 50 ms`,
      (r) => `${r.ceiling!.toFixed(2)} (${rps(r)} req/s), p99 ${r.api.p99} ms`,
      (r) => r.ceiling! >= 0.25 && r.api.p99 <= 50 && r.errors === 0,
      (r) => r.ceiling !== undefined,
    );
  }
  for (const kind of ['book-low', 'book-high'] as const) {
    const check = (r: ScenarioRow) => `DB check ${r.check?.ok ? 'OK' : 'FAILED'}`;
    each(
      kind,
      (r) => `${SCENARIO_TITLES[kind]}: ≥ 0.7 of its floor (the same transaction through the driver) at ${r.api.connections} connections`,
      (r) => `${r.ratio!.toFixed(2)} (${rps(r)} of ${Math.round(r.floor!.rps).toLocaleString('en-US')} req/s), ${check(r)}`,
      (r) => r.ratio! >= 0.7 && !!r.check?.ok,
      (r) => r.ratio !== undefined,
    );
    each(kind, () => `${SCENARIO_TITLES[kind]}: correct at 1,000+ req/s`, (r) => `${rps(r)} req/s, ${check(r)}`, (r) => r.api.rps >= 1000 && !!r.check?.ok);
  }
  // Issue 28/29: performance ≥ 98, SEO, accessibility and best practices 100, largest paint under 2 s, in every run.
  const lighthouseTargets: [string, (r: LighthouseRow) => number | null | undefined, (v: number) => boolean, (v: number) => string][] = [
    ['performance ≥ 98', (r) => r.performance, (v) => v >= 98, String],
    ['accessibility 100', (r) => r.accessibility, (v) => v === 100, String],
    ['SEO 100', (r) => r.seo, (v) => v === 100, String],
    ['best practices 100', (r) => r.bestPractices, (v) => v === 100, String],
    ['largest contentful paint < 2 s', (r) => r.lcpMs, (v) => v < 2000, (v) => `${(v / 1000).toFixed(1)} s`],
  ];
  for (const page of [...new Set(lighthouse.map((r) => r.page))]) {
    const runs = lighthouse.filter((r) => r.page === page);
    for (const [name, value, holds, show] of lighthouseTargets) {
      out.push({
        target: `Lighthouse ${flags['lighthouse-preset']} ${name} in every run: ${page}`,
        measured: runs.map((r) => (typeof value(r) === 'number' ? show(value(r)!) : '–')).join(' · '),
        holds: runs.every((r) => typeof value(r) === 'number' && holds(value(r)!)),
      });
    }
  }
  return out;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
