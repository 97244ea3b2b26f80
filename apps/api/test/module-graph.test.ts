import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules (apps/api/src/modules/*) import each other through their faces only, and
 * their imports form no cycle (decision 088, docs/architecture/modules.md). The graph is read
 * from the source: every `import ... from` / `export ... from` / `import()` with a relative path
 * that lands in another module, type-only imports included (a type is a dependency too).
 */

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

/**
 * The cycles that exist today, each named by the one import that closes it: that edge is the one
 * to replace by a domain event (a committed change publishes a typed event through the outbox, and
 * the module that reacts subscribes), so the module that publishes no longer calls the one that
 * reacts. The list is checked exactly: a new cycle fails, and an edge here that no longer closes a
 * cycle fails too, so that it is taken off the list when the cycle is broken.
 */
const KNOWN_CYCLES: { from: string; to: string; why: string }[] = [
  {
    // bookings -> money: cancelling or expiring a booking promises its refund inline
    // (promiseRefundOnCancel, promiseFullRefund), and a booking's history reads the ledger.
    // money -> bookings: payments, receipts and PayHere read the booking they are about (findBooking).
    // To break: money subscribes to booking.cancelled / booking.expired and promises the refund in
    // the same transaction; the ledger reaches the history through money's own read model.
    from: 'bookings',
    to: 'money',
    why: 'refund promises on cancel/expiry called inline: to become money subscribing to booking.cancelled/booking.expired',
  },
];

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module a file belongs to, or undefined outside the modules. */
function moduleOf(file: string): string | undefined {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/** module -> module -> the files whose imports make the edge. */
function moduleGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const name of fs.readdirSync(MODULES)) if (fs.statSync(path.join(MODULES, name)).isDirectory()) graph.set(name, new Map());
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file)!;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), path.relative(MODULES, file)]);
    }
  }
  return graph;
}

function reaches(graph: Map<string, Map<string, string[]>>, start: string, goal: string, skip?: { from: string; to: string }): boolean {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === goal) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const next of graph.get(node)?.keys() ?? []) if (!(skip && node === skip.from && next === skip.to)) stack.push(next);
  }
  return false;
}

/** One cycle of the graph as a path `a -> b -> ... -> a`, or undefined when there is none. */
function findCycle(graph: Map<string, Map<string, string[]>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

function withoutKnownCycles(graph: Map<string, Map<string, string[]>>): Map<string, Map<string, string[]>> {
  const copy = new Map([...graph].map(([name, edges]) => [name, new Map(edges)]));
  for (const known of KNOWN_CYCLES) copy.get(known.from)?.delete(known.to);
  return copy;
}

describe('module graph (decision 088)', () => {
  const graph = moduleGraph();

  it('reads the modules and their imports from the source', () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining(['bookings', 'money', 'notifications', 'users', 'vehicles']));
    expect(graph.get('bookings')!.has('notifications')).toBe(true);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const looped = new Map([
      ['a', new Map([['b', ['a/service.ts']]])],
      ['b', new Map([['c', ['b/service.ts']]])],
      ['c', new Map([['a', ['c/service.ts']]])],
    ]);
    expect(findCycle(looped)).toEqual(['a', 'b', 'c', 'a']);
    looped.get('c')!.delete('a');
    expect(findCycle(looped)).toBeUndefined();
  });

  it('has no cycle between modules beyond the known ones', () => {
    const cycle = findCycle(withoutKnownCycles(graph));
    const detail = cycle?.slice(1).map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i])!.get(to)!.join(', ')})`);
    expect(detail, 'a new cycle between modules: break it (a face query, a pure function moved down, a reaction plugged in from above, or an event) rather than adding it to KNOWN_CYCLES').toBeUndefined();
  });

  it.each(KNOWN_CYCLES.map((known) => [`${known.from} -> ${known.to}`, known] as const))('the known cycle closed by %s still exists (else take it off KNOWN_CYCLES)', (_name, known) => {
    expect(graph.get(known.from)?.has(known.to), `${known.from} no longer imports ${known.to}: remove it from KNOWN_CYCLES`).toBe(true);
    expect(reaches(graph, known.to, known.from), `${known.to} no longer reaches ${known.from}: the cycle is broken, remove it from KNOWN_CYCLES`).toBe(true);
  });
});
