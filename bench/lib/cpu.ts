/** CPU seconds spent by given processes (Linux /proc), to show who used the 2 cores during a run. */
import fs from 'node:fs';
import os from 'node:os';

const TICK = 100; // USER_HZ on Linux

function ticksOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

/** A process and all its descendants (the cluster primary and its API processes). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    } catch {
      /* gone */
    }
  }
  return out;
}

export type CpuSnapshot = Map<number, number>;

export function snapshot(pids: number[]): CpuSnapshot {
  return new Map(pids.map((p) => [p, ticksOf(p)]));
}

/** CPU seconds used since `before` by `pids` (processes new since then count from zero). */
export function cpuSecondsSince(before: CpuSnapshot, pids: number[]): number {
  let ticks = 0;
  for (const p of pids) ticks += Math.max(0, ticksOf(p) - (before.get(p) ?? 0));
  return ticks / TICK;
}

/** Whole-machine CPU seconds (all cores, everyone's work) and time stolen by the hypervisor, from /proc/stat. */
export function machineCpu(): { busy: number; steal: number } {
  if (os.platform() !== 'linux') return { busy: 0, steal: 0 };
  const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  return { busy: (user! + nice! + system! + irq! + softirq!) / TICK, steal: (steal ?? 0) / TICK };
}
