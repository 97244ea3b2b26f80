import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const reactRouter = path.dirname(require.resolve('react-router/package.json'));

/**
 * React Router's production build in the bundles people load. Its package exports point every
 * import at the development build, which differs only in `ENABLE_DEV_WARNINGS = true`: the
 * warnings' checks run in the browser and their code ships in the entry (decision 120). The
 * production build sets it false, so the minifier drops them.
 */
export const PRODUCTION_BUILDS = [
  { find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'dist/production/dom-export.mjs') },
];
