import fs from 'node:fs';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Where a search's tail latency comes from (issue 28): an API process's own stalls, measured
 * inside it, apart from what the load generator and the other processes on the machine add.
 * Only when PERF_STATS_FILE is set (the bench sets it): each SIGUSR2 appends one JSON line with
 * the event loop's delay (how late a timer ran: any synchronous work, the answers' JSON included,
 * delays every other request by as much) and the garbage collector's pauses since the previous
 * signal, then starts counting again.
 */
export interface PerfStatsLine {
  pid: number;
  /** Event-loop delay in ms: p50, p99, max. */
  loop: { p50: number; p99: number; max: number };
  /** Garbage-collection pauses: how many, their total and the longest, in ms. */
  gc: { count: number; totalMs: number; maxMs: number };
  /** CPU time of this process since the previous line, in ms (user + system). */
  cpuMs: number;
}

export function startPerfStats(file: string): void {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let gc = { count: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let cpu = process.cpuUsage();
  const ms = (ns: number) => Math.round(ns / 10_000) / 100;
  process.on('SIGUSR2', () => {
    const used = process.cpuUsage(cpu);
    const line: PerfStatsLine = {
      pid: process.pid,
      loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      gc: { count: gc.count, totalMs: Math.round(gc.totalMs * 100) / 100, maxMs: Math.round(gc.maxMs * 100) / 100 },
      cpuMs: Math.round((used.user + used.system) / 1000),
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    loop.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0 };
    cpu = process.cpuUsage();
  });
}
