import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A page of the app's router: its URL pattern and the lazy modules that render it, outermost first. */
export interface PageRoute {
  path: string;
  /** Source modules (`/src/...`, as Rollup names them) of the layouts around the page, then the page. */
  modules: string[];
}

/**
 * Reads the app's route table from its source (the `RouteObject`s of `src/app/*routes.tsx`), so the
 * build's preload hints follow the routes instead of a copy of them. A route is an object literal
 * with `path` or `index` and `lazy: () => import('...')`; nested `children` join their paths.
 * Route objects at the top of an area file (`adminRoutes`) are children of the root, `/`.
 */
export function readRouteTable(webRoot: string, files: string[]): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const moduleOf = (specifier: string) => {
      const absolute = path.resolve(path.dirname(file), specifier);
      const withExtension = ['.tsx', '.ts'].map((ext) => absolute + ext).find((candidate) => fs.existsSync(candidate)) ?? absolute;
      return `/${path.relative(webRoot, withExtension).split(path.sep).join('/')}`;
    };
    const visit = (node: ts.Node, parentPath: string | null, layouts: string[]) => {
      if (ts.isObjectLiteralExpression(node) && isRoute(node)) {
        const segment = stringProperty(node, 'path');
        const routePath = joinPath(parentPath ?? '/', parentPath === null && segment === '/' ? '' : (segment ?? ''));
        const lazy = lazyImport(node);
        const modules = lazy ? [...layouts, moduleOf(lazy)] : layouts;
        const children = property(node, 'children');
        if (lazy && !children && routePath !== null && !routePath.includes('*')) pages.push({ path: routePath, modules });
        if (children) ts.forEachChild(children, (child) => visit(child, routePath, modules));
        return;
      }
      ts.forEachChild(node, (child) => visit(child, parentPath, layouts));
    };
    visit(source, null, []);
  }
  return pages;
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of node.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name) return p.initializer;
  }
  return undefined;
}

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(node, name);
  return value && ts.isStringLiteralLike(value) ? value.text : undefined;
}

function isRoute(node: ts.ObjectLiteralExpression): boolean {
  return ['path', 'index', 'lazy', 'children', 'Component', 'element'].some((name) => property(node, name) !== undefined)
    && (property(node, 'lazy') !== undefined || property(node, 'children') !== undefined || property(node, 'path') !== undefined);
}

/** The module of `lazy: () => import('...')...`. */
function lazyImport(node: ts.ObjectLiteralExpression): string | undefined {
  const lazy = property(node, 'lazy');
  let found: string | undefined;
  const find = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteralLike(n.arguments[0])) {
      found = n.arguments[0].text;
      return;
    }
    ts.forEachChild(n, find);
  };
  if (lazy) find(lazy);
  return found;
}

function joinPath(parent: string, segment: string): string {
  if (segment.startsWith('/')) return segment;
  if (!segment) return parent;
  return `${parent.replace(/\/$/, '')}/${segment}`;
}
