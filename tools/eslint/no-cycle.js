/**
 * ESLint rule `layers/no-cycle`: a file may not import (through any chain of relative imports)
 * a file that imports it back. Type-only imports, re-exports and `import()` count too: a cycle of
 * types is still two files that cannot be read, moved or tested one without the other.
 *
 * Why our own rule instead of eslint-plugin-import-x's `no-cycle`: the same reason as
 * restricted-paths.js (docs/decisions/046, 089). The graph only needs relative specifiers resolved
 * to files; TypeScript's `preProcessFile` lists a file's specifiers without a full parse, and each
 * file is read once per lint run (kept by modification time).
 *
 * Options: `{ within: ['apps/web/src'] }`: only files under these folders (relative to the working
 * directory) are followed; an import leaving them ends the path.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The file a relative specifier names (`.js` written for `.ts` included), or null for a non-source file. */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), ...CANDIDATE_SUFFIXES.map((suffix) => base + suffix)];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return found && /\.(ts|tsx|js)$/.test(found) ? found : null;
}

/** file -> { mtime, imports: resolved files }, shared by every file one lint run checks. */
const importsCache = new Map();

function importsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const text = fs.readFileSync(file, 'utf8');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((resolved) => resolved !== null);
  importsCache.set(file, { mtime, imports });
  return imports;
}

/** A chain of imports from `start` back to `goal` (both included), or null; only through files `inside` accepts. */
function pathBack(start, goal, inside) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current)) {
      if (next === goal) {
        const chain = [goal, current];
        for (let step = cameFrom.get(current); step; step = cameFrom.get(step)) chain.push(step);
        return chain.reverse();
      }
      if (!cameFrom.has(next) && inside(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles: a file never imports, directly or through others, a file that imports it.' },
    schema: [{ type: 'object', properties: { within: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const roots = (context.options[0]?.within ?? ['.']).map((root) => path.resolve(context.cwd, root));
    const inside = (candidate) => roots.some((root) => candidate === root || candidate.startsWith(`${root}${path.sep}`));
    if (!inside(file)) return {};

    function check(sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.')) return;
      const imported = resolveRelative(file, sourceNode.value);
      if (!imported || !inside(imported)) return;
      const chain = imported === file ? [file] : pathBack(imported, file, inside);
      if (!chain) return;
      const names = [file, ...chain].map((step) => path.relative(path.dirname(file), step) || path.basename(step));
      context.report({
        node: sourceNode,
        message: `Import cycle: ${names.join(' -> ')}. Move what both sides need into a file both import, or pass it as a parameter.`,
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
