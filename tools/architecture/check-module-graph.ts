/**
 * Part of `npm run check`: the server's modules import each other in no cycle (decision 092). A
 * cycle is printed with the files that make each step, and fails the check; the way out is a face
 * query, a pure function moved down, or a reaction to a domain event (apps/api/src/reactions.ts).
 * `--edges` prints the graph (docs/architecture/modules.md quotes it).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCycle, edgeLines, findCycle, moduleGraph } from './module-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const graph = moduleGraph(path.join(root, 'apps/api/src/modules'));

if (process.argv.includes('--edges')) console.log(edgeLines(graph).join('\n'));
const cycle = findCycle(graph);
if (cycle) {
  console.error(`A cycle between the server's modules:\n  ${describeCycle(graph, cycle).join('\n  ')}`);
  process.exit(1);
}
console.log(`module graph: ${graph.size} modules, no cycle`);
