/**
 * ESLint rule `layers/restricted-paths`: a file inside a zone's `target` may not import a file
 * inside the zone's `from` (unless it is under one of `except`, relative to `from`).
 *
 * Why our own rule instead of eslint-plugin-import-x: that plugin's resolver ships native binaries
 * for every platform as optional packages, and a lock file missing any of them fails `npm ci` on a
 * clean clone (docs/decisions/046). The layers only need relative imports resolved to files, which
 * is a few lines of `path`.
 *
 * Paths are relative to the working directory (the repository root); `*` matches within one path
 * segment; a pattern without `*` also matches everything under it.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function toMatcher(pattern) {
  const absolute = path.resolve(pattern);
  if (!pattern.includes('*')) return (file) => file === absolute || file.startsWith(`${absolute}${path.sep}`);
  const source = absolute.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/\\\\]*');
  const regex = new RegExp(`^${source}(?:[/\\\\].*)?$`);
  return (file) => regex.test(file);
}

/** The file a relative specifier names: as written, `.js` written for `.ts`, or with an extension added. */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), ...EXTENSIONS.map((ext) => base + ext)];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base;
}

function compileZones(zones) {
  return zones.map((zone) => {
    const froms = [zone.from].flat();
    return {
      inTarget: [zone.target].flat().map(toMatcher),
      inFrom: froms.map(toMatcher),
      inExcept: froms.flatMap((from) => (zone.except ?? []).map((except) => toMatcher(path.join(from, except)))),
      message: zone.message,
    };
  });
}

/** @type {import('eslint').Rule.RuleModule} */
export const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers: a file in a zone target may not import from the zone source.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'], additionalProperties: false }],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const zones = compileZones(context.options[0].zones).filter((zone) => zone.inTarget.some((match) => match(file)));
    if (zones.length === 0) return {};

    function check(sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.')) return;
      const imported = resolveRelative(file, sourceNode.value);
      for (const zone of zones) {
        if (zone.inFrom.some((match) => match(imported)) && !zone.inExcept.some((match) => match(imported))) {
          context.report({ node: sourceNode, message: `Unexpected path "${sourceNode.value}" imported in restricted zone. ${zone.message}` });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'restricted-paths': restrictedPaths } };
