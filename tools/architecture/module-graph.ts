import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's modules (apps/api/src/modules/*) and the imports between them, read from the
 * source: every `import ... from` / `export ... from` / `import()` with a relative path that lands
 * in another module, type-only imports included (a type is a dependency too). Decisions 088, 092;
 * docs/architecture/modules.md.
 */

/** module -> module -> the files whose imports make the edge. */
export type ModuleGraph = Map<string, Map<string, string[]>>;

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module a file belongs to, or undefined outside the modules. */
function moduleOf(modulesDir: string, file: string): string | undefined {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

export function moduleGraph(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const name of fs.readdirSync(modulesDir)) if (fs.statSync(path.join(modulesDir, name)).isDirectory()) graph.set(name, new Map());
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file)!;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(modulesDir, path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), path.relative(modulesDir, file)]);
    }
  }
  return graph;
}

/** One cycle of the graph as a path `a -> b -> ... -> a`, or undefined when there is none. */
export function findCycle(graph: ModuleGraph): string[] | undefined {
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

/** A cycle in words, each step with the files that make it. */
export function describeCycle(graph: ModuleGraph, cycle: readonly string[]): string[] {
  return cycle.slice(1).map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i]!)?.get(to)?.join(', ') ?? '?'})`);
}

/** The graph's edges as `from -> to, to` lines, for the architecture doc and a reader. */
export function edgeLines(graph: ModuleGraph): string[] {
  return [...graph]
    .filter(([, edges]) => edges.size > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, edges]) => `${from} -> ${[...edges.keys()].sort().join(', ')}`);
}
