/**
 * An open-loop load generator that spaces requests evenly (issue 28, the search tail).
 *
 * autocannon's `overallRate` gives each connection a budget per second and spends it at once, so
 * its "paced" run is a burst at the start of every second and its p99 is the drain of that burst.
 * Here request i is due at start + i / rate, whatever happened to the ones before (open loop), and
 * its latency counts from that due time, not from when a socket was free: a server that stalls
 * is charged for every request that waited behind the stall (no coordinated omission).
 *
 * It also measures itself: `lag` is how late the generator sent each request after its due time
 * (its own event loop, or the cores it shares with the server), so a slow generator is told apart
 * from a slow server; `queued` is the most requests that waited for a free connection at once.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface EvenLoadOptions {
  url: string;
  /** Requests per second over all connections. */
  rate: number;
  /** Most connections open at once; a request due while all are busy waits for one (and its wait counts). */
  connections: number;
  /** Seconds measured, after `warmup` seconds whose requests are sent but not counted. */
  duration: number;
  warmup: number;
  path: () => string;
  headers?: Record<string, string>;
  /** A request unanswered this long after its due time counts as a timeout. */
  timeoutMs: number;
}

export interface EvenLoadResult {
  /** Requests due in the measured window, and how many were answered. */
  due: number;
  answered: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  /** How late the generator itself sent requests after their due time (ms). */
  lagP99: number;
  lagMax: number;
  /** The most measured requests waiting for a connection at one time. */
  queuedMax: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function runEvenLoad(o: EvenLoadOptions): Promise<EvenLoadResult> {
  const target = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections, maxFreeSockets: o.connections, scheduling: 'fifo' });
  const total = Math.round((o.warmup + o.duration) * o.rate);
  const firstMeasured = Math.round(o.warmup * o.rate);
  const measured = total - firstMeasured;
  // A request never answered (failed, or still open at the cut-off) stays infinitely slow: a tail
  // that is dropped would otherwise look fast.
  const latencies = new Float64Array(measured).fill(Number.POSITIVE_INFINITY);
  const lags = new Float64Array(measured);
  let answered = 0;
  let errors = 0;
  let inFlight = 0;
  let waiting = 0;
  let queuedMax = 0;
  const statusCodes: Record<string, number> = {};
  const interval = 1000 / o.rate;

  let finish!: () => void;
  const allDone = new Promise<void>((resolve) => (finish = resolve));
  let sent = 0;
  let settled = 0;
  const settle = () => {
    inFlight--;
    if (++settled === total) finish();
  };

  const fire = (index: number, dueAt: number) => {
    const counted = index >= firstMeasured;
    const slot = index - firstMeasured;
    if (counted) lags[slot] = performance.now() - dueAt;
    inFlight++;
    if (counted) {
      waiting++;
      queuedMax = Math.max(queuedMax, waiting);
    }
    let socketSeen = false;
    const req = http.get({ agent, host: target.hostname, port: target.port, path: o.path(), headers: o.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (counted) {
          latencies[slot] = performance.now() - dueAt;
          answered++;
          const code = String(res.statusCode);
          statusCodes[code] = (statusCodes[code] ?? 0) + 1;
        }
        settle();
      });
    });
    req.on('socket', () => {
      if (counted && !socketSeen) waiting--;
      socketSeen = true;
    });
    req.on('error', () => {
      if (counted) {
        errors++;
        if (!socketSeen) waiting--;
      }
      settle();
    });
  };

  const start = performance.now() + 5;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const dueNow = Math.min(total, Math.floor((now - start) / interval) + 1);
      while (sent < dueNow) {
        fire(sent, start + sent * interval);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - performance.now())));
      else resolve();
    };
    setTimeout(tick, 5);
  });
  const cutOff = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), o.timeoutMs).unref());
  const ended = await Promise.race([allDone.then(() => 'done' as const), cutOff]);
  agent.destroy();

  const sortedLatencies = latencies.slice(0).sort();
  const timeouts = ended === 'timeout' ? Math.max(0, inFlight) : 0;
  const sortedLags = lags.sort();
  return {
    due: measured,
    answered,
    rps: answered / o.duration,
    p50: round(percentile(sortedLatencies, 50)),
    p97_5: round(percentile(sortedLatencies, 97.5)),
    p99: round(percentile(sortedLatencies, 99)),
    max: round(sortedLatencies[sortedLatencies.length - 1] ?? 0),
    lagP99: round(percentile(sortedLags, 99)),
    lagMax: round(sortedLags[sortedLags.length - 1] ?? 0),
    queuedMax,
    statusCodes,
    errors,
    timeouts,
  };
}
