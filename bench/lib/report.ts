/** The benchmark's markdown output. */
import type { LoadResult } from '../load-worker';
import type { BookingCheck } from './verify';
import type { FloorResult } from './floor';
import type { LighthouseRow } from './lighthouse';

export interface ScenarioRow {
  engine: string;
  scenario: string;
  kind: string;
  /** Which of the bench's `--runs` (1 when run once). */
  run: number;
  api: LoadResult;
  /** Answers counted as errors: connection errors plus unexpected statuses. */
  errors: number;
  floor?: FloorResult;
  ratio?: number;
  /** Throughput as a share of the same server's /api/health in the same run (the HTTP ceiling). */
  ceiling?: number;
  check?: BookingCheck;
  loadBefore: number;
  /** Cores busy during the run (warm-up included): API processes, PostgreSQL backends, load generator, everything else; and stolen by the hypervisor. */
  cpu?: { api: number; db: number; load: number; other: number; steal: number };
  /**
   * Inside the API processes (warm-up included): how late their event loop ran (p99 and max, ms,
   * the worst process) and their GC pauses (count, total and longest ms, all processes).
   */
  stalls?: { loopP99: number; loopMax: number; gcCount: number; gcTotalMs: number; gcMaxMs: number };
}

export interface GrowthRow {
  engine: string;
  connections: number;
  vehicles: number;
  points: { bookings: number; p50: number; p99: number; rps: number; plans?: Record<string, string[]>; buffers?: number; executionMs?: number }[];
}

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');
const ms = (x: number) => (x < 10 ? x.toFixed(1) : Math.round(x).toString());
const size = (b: number) => (b >= 1_000_000 ? `${b / 1_000_000}M` : b >= 1000 ? `${Math.round(b / 1000)}k` : String(b));

export function scenarioTable(rows: ScenarioRow[]): string {
  const out = [
    '| engine | scenario | conns | req/s | p50 ms | p99 ms | errors | floor req/s | floor p50 ms | API/floor | of /api/health | cores: API / DB / load gen / other | API event loop delay p99 / max ms · GC pauses | notes |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|---|',
  ];
  for (const r of rows) {
    const codes = Object.entries(r.api.statusCodes).map(([c, k]) => `${c}: ${n0(k)}`).join(', ');
    const check = r.check
      ? ` · DB check ${r.check.ok ? 'OK' : 'FAILED'}: all ${n0(r.check.created)} 201s stored (${r.check.missing} missing), ` +
        `${r.check.unjustifiedConflicts} 409s without an overlap, ${r.check.extraRows} unexplained rows, ${r.check.overlaps} overlaps` +
        (r.check.unanswered ? `, ${r.check.unanswered} cut off by the end of the run` : '')
      : '';
    const pacing = r.api.pacing ? ` · generator late p99 ${ms(r.api.pacing.lagP99)} / max ${ms(r.api.pacing.lagMax)} ms, at most ${n0(r.api.pacing.queuedMax)} waiting for a connection` : '';
    out.push(
      `| ${r.engine} | ${r.scenario} | ${r.api.connections} | ${n0(r.api.rps)} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${r.errors} | ` +
        `${r.floor ? n0(r.floor.rps) : ''} | ${r.floor ? ms(r.floor.p50) : ''} | ${r.ratio !== undefined ? r.ratio.toFixed(2) : ''} | ${r.ceiling !== undefined ? r.ceiling.toFixed(2) : ''} | ` +
        `${r.cpu ? [r.cpu.api, r.cpu.db, r.cpu.load, r.cpu.other].map((c) => c.toFixed(2)).join(' / ') : ''} | ${stallsCell(r.stalls)} | ${codes}${check}${pacing} |`,
    );
  }
  return out.join('\n');
}

function stallsCell(s: ScenarioRow['stalls']): string {
  if (!s) return '';
  return `${ms(s.loopP99)} / ${ms(s.loopMax)} · ${n0(s.gcCount)} GCs, ${n0(s.gcTotalMs)} ms, longest ${ms(s.gcMaxMs)} ms`;
}

export function growthTable(rows: GrowthRow[]): string {
  if (rows.length === 0) return '';
  const sizes = [...new Set(rows.flatMap((r) => r.points.map((p) => p.bookings)))].sort((a, b) => a - b);
  const out = [
    `| engine | conns | ${sizes.map((s) => `search p50 @ ${size(s)} bookings`).join(' | ')} |`,
    `|---|--:|${sizes.map(() => '--:').join('|')}|`,
  ];
  for (const r of rows) {
    const cells = sizes.map((s) => {
      const p = r.points.find((x) => x.bookings === s);
      if (!p) return '';
      const work = p.buffers !== undefined ? ` · ${n0(p.buffers)} pages, ${p.executionMs!.toFixed(2)} ms in DB` : '';
      return `${ms(p.p50)} ms (p99 ${ms(p.p99)}, ${n0(p.rps)} req/s)${work}`;
    });
    out.push(`| ${r.engine} | ${r.connections} | ${cells.join(' | ')} |`);
  }
  return out.join('\n');
}

export function plansTable(rows: GrowthRow[]): string {
  const lines: string[] = ['| engine | bookings | query | access to bookings |', '|---|--:|---|---|'];
  for (const r of rows) {
    for (const p of r.points) {
      for (const [q, access] of Object.entries(p.plans ?? {})) lines.push(`| ${r.engine} | ${size(p.bookings)} | ${q} | ${access.join(', ') || '(none)'} |`);
    }
  }
  return lines.length > 2 ? lines.join('\n') : '';
}

/** One line per page: its scores in each run, in run order. */
export function lighthouseTable(rows: LighthouseRow[]): string {
  const out = [
    '| page | path | performance, each run | accessibility | SEO | best practices | largest paint s | blocking ms | machine index | note |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  const pages = [...new Set(rows.map((r) => r.page))];
  for (const page of pages) {
    const runs = rows.filter((r) => r.page === page);
    const cells = (value: (r: LighthouseRow) => number | string | null | undefined) => runs.map((r) => value(r) ?? '–').join(' · ');
    const notes = [...new Set(runs.map((r) => r.note).filter(Boolean))].join('; ');
    out.push(
      `| ${page} | \`${runs[0]!.path}\` | ${cells((r) => r.performance)} | ${cells((r) => r.accessibility)} | ${cells((r) => r.seo)} | ` +
        `${cells((r) => r.bestPractices)} | ${cells((r) => (r.lcpMs == null ? null : (r.lcpMs / 1000).toFixed(1)))} | ${cells((r) => r.tbtMs)} | ${cells((r) => r.benchmarkIndex)} | ${notes} |`,
    );
  }
  return out.join('\n');
}
