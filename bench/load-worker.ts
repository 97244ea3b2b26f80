/**
 * The load generator: a separate process (forked by bench/run.ts) that runs one autocannon
 * scenario against the server over loopback and sends the summary back over IPC.
 */
import autocannon from 'autocannon';
import { runEvenLoad } from './lib/even-load';
import { ADMIN_PAGE_SIZE, BROWSER_PAGE_HEADERS, bookingBody, pick, randomAttempt, randomSearch, resultsPagePath, searchPath, type BookingPlan, type ScenarioKind } from './lib/scenarios';

export interface LoadSpec {
  title: string;
  url: string;
  kind: ScenarioKind;
  connections: number;
  /** Seconds measured, after `warmup` seconds whose results are dropped. */
  duration: number;
  warmup: number;
  today?: string;
  vehicleIds?: string[];
  token?: string;
  /** admin-paged: cursors of pages deep in the list (null: the first page). */
  cursors?: (string | null)[];
  plan?: BookingPlan;
  /** Open-loop pacing: requests per second over all connections (autocannon overallRate). */
  overallRate?: number;
}

/** One booking attempt: [vehicle index, start day, nights, HTTP status or 0 when never answered]. */
export type BookingRecord = [number, number, number, number];

export interface LoadResult {
  title: string;
  connections: number;
  duration: number;
  requests: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  statusCodes: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU used by this load generator over warm-up and run. */
  cpuSeconds: number;
  /** Booking scenarios: every attempt, warm-up included (the database keeps those too). */
  records?: BookingRecord[];
  /** Evenly paced runs: how late the generator itself sent (ms), and the most requests waiting for a connection. */
  pacing?: { lagP99: number; lagMax: number; queuedMax: number; due: number };
}

type Req = autocannon.Request;
interface Ctx {
  id?: string;
  record?: number;
}

function requestsFor(spec: LoadSpec, records: BookingRecord[]): Req[] {
  const auth = spec.token ? { authorization: `Bearer ${spec.token}` } : undefined;
  switch (spec.kind) {
    case 'health':
      return [{ method: 'GET', path: '/api/health' }];
    case 'search':
    case 'search-paced':
    case 'search-even':
      return [{ method: 'GET', setupRequest: (r) => ({ ...r, path: searchPath(randomSearch(spec.today!)) }) }];
    case 'vehicle':
      return [
        {
          method: 'GET',
          setupRequest: (r, context) => {
            const id = pick(spec.vehicleIds!);
            (context as Ctx).id = id;
            return { ...r, path: `/api/vehicles/${id}` };
          },
        },
        { method: 'GET', setupRequest: (r, context) => ({ ...r, path: `/api/vehicles/${(context as Ctx).id}/availability` }) },
      ];
    case 'page-vehicle':
      return [{ method: 'GET', headers: BROWSER_PAGE_HEADERS, setupRequest: (r) => ({ ...r, path: `/vehicles/${pick(spec.vehicleIds!)}` }) }];
    case 'page-results':
      return [{ method: 'GET', headers: BROWSER_PAGE_HEADERS, setupRequest: (r) => ({ ...r, path: resultsPagePath(randomSearch(spec.today!)) }) }];
    case 'my-bookings':
      return [{ method: 'GET', path: '/api/bookings/my-bookings', headers: auth }];
    case 'admin-plain':
      return [{ method: 'GET', path: '/api/admin/bookings', headers: auth }];
    case 'admin-paged':
      return [
        {
          method: 'GET',
          headers: auth,
          setupRequest: (r) => {
            const cursor = pick(spec.cursors!);
            return { ...r, path: `/api/admin/bookings?limit=${ADMIN_PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}` };
          },
        },
      ];
    case 'book-low':
    case 'book-high': {
      const plan = spec.plan!;
      return [
        {
          method: 'POST',
          path: '/api/bookings',
          setupRequest: (r, context) => {
            const attempt = randomAttempt(plan);
            // Recorded when sent (status 0 until answered): a request cut off when the run ends
            // may still be stored, and the check must know it was asked for.
            (context as Ctx).record = records.push([...attempt, 0]) - 1;
            return { ...r, headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(plan.tokens)}` }, body: bookingBody(plan, attempt) };
          },
          onResponse: (status, _body, context) => {
            const i = (context as Ctx).record;
            if (i !== undefined) records[i]![3] = status;
          },
        },
      ];
    }
  }
}

/** search-even: requests spaced evenly at `overallRate` (bench/lib/even-load.ts), not autocannon's per-second budget. */
async function runEven(spec: LoadSpec): Promise<LoadResult> {
  const cpu0 = process.cpuUsage();
  const r = await runEvenLoad({
    url: spec.url,
    rate: spec.overallRate!,
    connections: spec.connections,
    duration: spec.duration,
    warmup: spec.warmup,
    path: () => searchPath(randomSearch(spec.today!)),
    timeoutMs: 20_000,
  });
  const cpu = process.cpuUsage(cpu0);
  return {
    title: spec.title,
    connections: spec.connections,
    duration: spec.duration,
    requests: r.answered,
    rps: r.rps,
    p50: r.p50,
    p97_5: r.p97_5,
    p99: r.p99,
    max: r.max,
    statusCodes: r.statusCodes,
    non2xx: Object.entries(r.statusCodes).filter(([c]) => !c.startsWith('2')).reduce((a, [, n]) => a + n, 0),
    errors: r.errors,
    timeouts: r.timeouts,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    pacing: { lagP99: r.lagP99, lagMax: r.lagMax, queuedMax: r.queuedMax, due: r.due },
  };
}

async function run(spec: LoadSpec): Promise<LoadResult> {
  if (spec.kind === 'search-even') return runEven(spec);
  const records: BookingRecord[] = [];
  const base = {
    url: spec.url,
    connections: spec.connections,
    timeout: 20,
    requests: requestsFor(spec, records),
    ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
  };
  const cpu0 = process.cpuUsage();
  if (spec.warmup > 0) await autocannon({ ...base, duration: spec.warmup });
  const r = await autocannon({ ...base, duration: spec.duration, title: spec.title });
  const cpu = process.cpuUsage(cpu0);
  const statusCodes: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = Number(v.count ?? 0);
  const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    title: spec.title,
    connections: spec.connections,
    duration: r.duration,
    requests,
    rps: requests / r.duration,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    statusCodes,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    ...(spec.kind.startsWith('book') ? { records } : {}),
  };
}

process.on('message', (spec: LoadSpec) => {
  run(spec).then(
    (result) => process.send!({ ok: true, result }, () => process.exit(0)),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? error.stack : String(error) }, () => process.exit(1)),
  );
});
