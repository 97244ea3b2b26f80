// Builds the API for production: one ES module per entry point in dist/, TypeScript and the
// shared package compiled in, npm packages left as imports (they are installed beside it), the
// SQL migrations copied next to the code that reads them. `npm start` runs the output, so no
// TypeScript is compiled when a server starts.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});
// Every npm package the API or the shared package imports stays an import; only our own code is bundled.
const external = [...dependencies(path.join(here, 'package.json')), ...dependencies(path.join(here, '../../packages/shared/package.json'))].filter(
  (name) => !name.startsWith('@app/'),
);

rmSync(dist, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), backup: path.join(here, 'src/cli/backup.ts'), restore: path.join(here, 'src/cli/restore.ts') },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // The locale catalogs are read from the shared package at run time (require.resolve), not bundled.
  external: [...external, ...external.map((name) => `${name}/*`), '@app/shared/locales/*'],
  // Packages written for CommonJS call require(); an ES module bundle gives them one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// The demo fleet's photos, read by the seed beside the code (src/seed/demo-photos.ts).
cpSync(path.join(here, 'src/seed/demo-photos'), path.join(dist, 'demo-photos'), { recursive: true });
console.log(`API built to ${path.relative(process.cwd(), dist) || 'dist'} in ${Date.now() - started} ms`);
