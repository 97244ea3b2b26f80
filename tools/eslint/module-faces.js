/**
 * ESLint rule `modules/faces` (decision 088, docs/architecture/modules.md): the server's modules
 * (`apps/api/src/modules/<name>/`) meet only at their faces.
 *
 * - A file in a module imports another module only through its face, `../<name>` (index.ts):
 *   every other file of a module (its repo above all) is private to it.
 * - A server file outside the modules (app, plugins, process wiring) imports a module's face too;
 *   `routesFrom` files (the app) may also import a module's `*routes.ts` to register them, and
 *   `internalsFrom` files (the seed's fixtures) may import its internals.
 * - A module file named for no role (not index, `*routes`, `*service`, `*worker` or `*repo`) is a
 *   pure helper: it imports no repo and no value from db/. Code that reads or writes is named as a
 *   service or a worker, so the layer rules (which match roles) see it.
 *
 * Relative imports are resolved to files the way `layers/restricted-paths` does; type-only
 * imports count for the faces (a type is a dependency) but not for the helpers' db rule (a
 * `Queryable` parameter type runs no query).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROLE = /(?:^|-)(?:index|routes|service|worker|repo)\.tsx?$/;

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base;
}

/** { module, rest } of a file under the modules directory, or undefined. */
function placeIn(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [module, ...rest] = relative.split(path.sep);
  return rest.length === 0 ? undefined : { module, rest: rest.join('/') };
}

const under = (file, dirs) => dirs.some((dir) => file === dir || file.startsWith(`${dir}${path.sep}`));

/** @type {import('eslint').Rule.RuleModule} */
export const faces = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other through their faces (index.ts) only; helpers run no queries.' },
    schema: [
      {
        type: 'object',
        properties: {
          modules: { type: 'string' },
          server: { type: 'string' },
          db: { type: 'string' },
          routesFrom: { type: 'array', items: { type: 'string' } },
          internalsFrom: { type: 'array', items: { type: 'string' } },
        },
        required: ['modules', 'server', 'db'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0];
    const modulesDir = path.resolve(options.modules);
    const serverDir = path.resolve(options.server);
    const dbDir = path.resolve(options.db);
    const file = path.resolve(context.filename);
    if (!under(file, [serverDir])) return {};
    const here = placeIn(modulesDir, file);
    const mayImportRoutes = under(file, (options.routesFrom ?? []).map((p) => path.resolve(p)));
    const mayImportInternals = under(file, (options.internalsFrom ?? []).map((p) => path.resolve(p)));
    const helper = here !== undefined && !ROLE.test(path.basename(file));

    function check(node, sourceNode, typeOnly) {
      if (!sourceNode || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.')) return;
      const imported = resolveRelative(file, sourceNode.value);
      const there = placeIn(modulesDir, imported);
      if (there && there.module !== here?.module && there.rest !== 'index.ts' && !mayImportInternals) {
        const routes = /(?:^|-)routes\.tsx?$/.test(path.basename(imported));
        if (!(routes && mayImportRoutes)) {
          context.report({
            node: sourceNode,
            message: `"${sourceNode.value}" is a private file of the ${there.module} module: import its face, the module's index.ts (add what you need to it, a query in its repo if it reads its tables).`,
          });
        }
      }
      if (helper && !typeOnly && (under(imported, [dbDir]) || (there && /(?:^|-)repo\.tsx?$/.test(path.basename(imported))))) {
        context.report({
          node: sourceNode,
          message: `"${path.basename(file)}" is named for no role, so it is a pure helper: it imports no repo and no db/ value. Name a file that reads or writes by its role (*-service.ts, *-worker.ts) so the layer rules cover it.`,
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    };
  },
};

export default { rules: { faces } };
