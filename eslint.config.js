import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import layers from './tools/eslint/restricted-paths.js';
import cycles from './tools/eslint/no-cycle.js';
import moduleFaces from './tools/eslint/module-faces.js';
import globals from 'globals';

const WEB = 'apps/web/src';
const API = 'apps/api/src';
const webFeatures = fs.readdirSync(`${WEB}/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * The layers the code keeps (docs/decisions: boundaries). Web: app -> features -> (components,
 * lib) -> shared, and no feature reaches into another's files. API: routes -> service -> repo ->
 * db, and db/ knows no module. A wrong import fails `npm run check`.
 */
const featuresBelowApp = { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app shell: pass what they need as props.' };
const zones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature uses its own files, components/, lib/ and @app/shared, never another feature: move what both need down to components/ or lib/.',
  })),
  ...[featuresBelowApp],
  { target: [`${WEB}/components`, `${WEB}/lib`], from: [`${WEB}/features`, `${WEB}/app`], message: 'components/ and lib/ are below the features and the app: pass a callback instead of importing upwards.' },
  { target: `${WEB}/lib`, from: `${WEB}/components`, message: 'lib/ is below components/: move what lib needs (a type, a function) into lib/ and let the component import it.' },
  { target: 'packages/shared', from: 'apps', message: 'packages/shared is what both apps import; it imports neither.' },
  { target: `${API}/db`, from: `${API}/modules`, message: 'db/ is the bottom layer: it imports no module.' },
  // API files are matched by role, not exact name (decision 088): `*repo.ts`, `*service.ts`,
  // `*worker.ts`, `*routes.ts` (receipt-routes.ts, staff-service.ts, pending-deposits-worker.ts ...).
  {
    target: `${API}/modules/*/*repo.ts`,
    from: [`${API}/modules/*/*service.ts`, `${API}/modules/*/*worker.ts`, `${API}/modules/*/*routes.ts`, `${API}/plugins/*`],
    message: 'A repo holds SQL only: it imports db/, lib/ and @app/shared, never services, routes or plugins.',
  },
  {
    target: `${API}/modules/*/*routes.ts`,
    from: [`${API}/modules/*/*repo.ts`, `${API}/db/*`],
    message: 'Routes are HTTP only: they call their service, which calls the repos.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.tmp/**', 'data/**', 'e2e/screenshots/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/restricted-paths': ['error', { zones }] },
  },
  {
    // The web's files form no import cycle (type-only imports and import() included): decision 089.
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { cycles },
    rules: { 'cycles/no-cycle': ['error', { within: [WEB] }] },
  },
  {
    // A feature's tests may mount it inside the app's own guards and layouts; the rest holds.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { 'layers/restricted-paths': ['error', { zones: zones.filter((zone) => zone !== featuresBelowApp) }] },
  },
  {
    // SQL lives in repo.ts files (and the migrations under db/): nothing else runs a query.
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/**/*repo.ts`, `${API}/db/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(query|exec)$/][callee.object.name=/^(db|tx|client|pool)$/]",
          message: 'SQL lives in repo.ts files (and db/): call a repo function here instead of running a query.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(query|exec)$/][callee.object.property.name='db']",
          message: 'SQL lives in repo.ts files (and db/): call a repo function here instead of running a query.',
        },
      ],
    },
  },
  {
    // Server modules meet at their faces (decision 088, docs/architecture/modules.md): another
    // module's files are private but for its index.ts; the app may register any module's routes;
    // the seed writes fixtures through the repos. Helpers (files named for no role) run no query.
    // The cycle check is apps/api/test/module-graph.test.ts.
    files: [`${API}/**/*.ts`],
    plugins: { modules: moduleFaces },
    rules: {
      'modules/faces': ['error', { modules: `${API}/modules`, server: API, db: `${API}/db`, routesFrom: [`${API}/app.ts`], internalsFrom: [`${API}/seed`] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Prices on pages are written the way the language shown writes money (lib/format.ts).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@app/shared', importNames: ['formatPrice'], message: 'Use formatPrice from lib/format: it follows the language shown.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
