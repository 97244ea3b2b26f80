import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type ConfigEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PREACT_ALIASES } from './build/preact-aliases';
import { PRODUCTION_BUILDS } from './build/production-builds';
import { readRouteTable } from './build/route-table';
import { ROUTE_HINTS } from './src/app/route-hints';
import { DRIVER_API_CACHE } from './src/lib/offline-cache';

/**
 * The home page's JavaScript, gzipped: 88.7 kB in 4 files on 2026-11-24 with Preact's
 * React-compatible runtime and the entry in one file (decision 069; 149.3 kB in 19 files on
 * React DOM). Issue 18's target is 100 kB.
 */
const HOME_JS_BUDGET_KB = 100;

/** The browser's build, not the server rendering's (`--ssr`, decision 096): its plugins read the browser bundle. */
const browserBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** A chunk and every chunk it imports statically, transitively: what loads with it. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') chunk.imports.forEach((name) => staticClosure(bundle, name, into));
  return into;
}

/**
 * Prints the JavaScript a visitor downloads for the home page (entry + home route chunk, with
 * everything they import statically), gzipped, and fails the build above the budget.
 */
function homePageBudget(): Plugin {
  return {
    name: 'home-page-budget',
    apply: browserBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const homeModule = readRouteTable(import.meta.dirname, ROUTE_FILES).find((page) => page.path === '/')?.modules.at(-1);
      const home = homeModule ? chunkOf(chunks, homeModule) : undefined;
      if (!entry || !home) return this.warn('home-page-budget: entry or home chunk not found');
      const seen = staticClosure(bundle, home.fileName, staticClosure(bundle, entry.fileName));
      let total = 0;
      for (const fileName of seen) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') total += gzipSync(chunk.code).length;
      }
      const kb = total / 1024;
      console.log(`\nHome page JavaScript: ${kb.toFixed(1)} kB gzip in ${seen.size} files (budget ${HOME_JS_BUDGET_KB} kB)`);
      if (kb > HOME_JS_BUDGET_KB) this.error(`Home page JavaScript is ${kb.toFixed(1)} kB gzip, over the ${HOME_JS_BUDGET_KB} kB budget`);
    },
  };
}

/**
 * The chunk a route module starts: the one it is the facade of or, when a page module is also
 * imported by another page (RegisterRolePage by RegisterDetailsPage) and so has no facade, the
 * one chunk that holds it.
 */
function chunkOf(chunks: Rolldown.OutputChunk[], module: string): Rolldown.OutputChunk | undefined {
  const facade = chunks.find((c) => c.facadeModuleId?.endsWith(module));
  if (facade) return facade;
  const holders = chunks.filter((c) => c.moduleIds.some((id) => id.endsWith(module)));
  return holders.length === 1 ? holders[0] : undefined;
}

/** The route table: the app's own route objects, read from source (build/route-table.ts). */
const ROUTE_FILES = ['src/app/routes.tsx', 'src/app/admin-routes.tsx', 'src/app/driver-routes.tsx'].map((file) => path.resolve(import.meta.dirname, file));

/**
 * Writes `route-preloads.json`: for each page of the route table, the JavaScript files of its
 * route chunks (its layouts' and its own) that the entry does not already load, with the page's
 * hints from ROUTE_HINTS. The server adds them to index.html as `modulepreload` hints, so the
 * browser fetches the page's code alongside the entry instead of after it has run (one round
 * trip less before the page's content appears). Fails the build if a route module is not a
 * chunk, or a hint names a page the routes do not have.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: browserBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('route-preloads: no entry chunk');
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const pages = readRouteTable(import.meta.dirname, ROUTE_FILES);
      for (const hinted of Object.keys(ROUTE_HINTS)) {
        if (!pages.some((page) => page.path === hinted)) this.error(`route-preloads: ROUTE_HINTS names ${hinted}, which no route has`);
      }
      const routes = pages.map(({ path: pagePath, modules }) => {
        const closure = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf(chunks, module);
          if (!chunk) this.error(`route-preloads: no chunk for ${module} (${pagePath})`);
          staticClosure(bundle, chunk.fileName, closure);
        }
        const scripts = [...closure].filter((name) => !loadedByEntry.has(name)).map((name) => `/${name}`);
        const { images = [], data = [] } = ROUTE_HINTS[pagePath] ?? {};
        return { path: pagePath, scripts, images, data };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}

/**
 * Puts the app's stylesheet into index.html (decision 069): a linked stylesheet blocks the first
 * paint until a second request comes back, and on a slow phone network that round trip was most
 * of the time to the first paint. Inlined, the brand bar paints as soon as the page arrives. The
 * cost is about 12 kB compressed on each page load instead of once per year (it is not cached
 * apart); the app is a single page, so that is once per visit.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: browserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (tag, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          // `</style` inside a rule would end the element; `\/` is the same character to CSS.
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * The server rendering's bundle (`vite build --ssr src/entry-server.tsx`, decision 096): the same
 * code and aliases, everything bundled in (so React Router and TanStack Query meet preact/compat
 * too), written beside the browser's build for the API process to import.
 */
const SSR_BUILD = {
  outDir: 'dist-server',
  emptyOutDir: true,
  // The browser bundle's hashed files are the ones pages link to; this one only renders them.
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: '[name].js' } },
};

/**
 * The files the driver's app needs offline (decision 113): the entry and what it loads, the driver
 * area's route chunks with their imports and styles, and the other languages' catalogs (a driver
 * may read Sinhala or Tamil). Filled while the bundle is written; the service worker's precache
 * list is cut to them (4 MB of every page's code is too much to fetch on one bar of signal).
 */
const driverShell = new Set<string>();
function driverShellFiles(): Plugin {
  return {
    name: 'driver-shell-files',
    apply: browserBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('driver-shell-files: no entry chunk');
      const closure = staticClosure(bundle, entry.fileName);
      for (const page of readRouteTable(import.meta.dirname, ROUTE_FILES).filter((p) => p.path.startsWith('/driver'))) {
        for (const module of page.modules) {
          const chunk = chunkOf(chunks, module);
          if (!chunk) return this.error(`driver-shell-files: no chunk for ${module}`);
          staticClosure(bundle, chunk.fileName, closure);
        }
      }
      for (const chunk of chunks) if (/\/locales\/[a-z]{2}\.json$/.test(chunk.facadeModuleId ?? '')) closure.add(chunk.fileName);
      driverShell.clear();
      for (const fileName of closure) {
        driverShell.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => driverShell.add(css));
      }
    },
  };
}

/**
 * The driver area's service worker (decision 113): `driver-sw.js`, registered by the driver
 * area's own chunk with the scope `/driver/`, so it controls the driver's pages only (the public
 * pages keep their server rendering, decision 103, and the home page loads none of it). It
 * precaches the app shell (index.html, the driver's code, the icon), answers the area's pages
 * network-first with the shell as the last resort, and keeps the driver's
 * API answers network-first, so the schedule of today and tomorrow, each trip's details, its
 * itinerary and the tourist's phone stay readable without signal. Nothing else is cached:
 * not sign-in, not the event stream, not a booking's documents (they are never matched here).
 */
const driverServiceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    filename: 'driver-sw.js',
    scope: '/driver/',
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/icon-192.png'],
      // Of the code and styles, only the driver's app (driverShellFiles).
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || driverShell.has(entry.url)), warnings: [] }),
      ],
      // The area's pages come from the server while it answers (its heads and hints, decision 095),
      // else as last seen, else the precached index.html: the router draws them from the code.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/driver/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'driver-pages',
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 10 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          // The schedule (with each trip's details, itinerary and the tourist's phone), the
          // driver's profile, and a trip's handover and return as recorded (the return form starts
          // from the handover's marks); GET only (Workbox's default), never anything under
          // /api/auth, never the photos or documents themselves.
          urlPattern: /^[^?#]*\/api\/(drivers\/(my-bookings|profile)|bookings\/[^/?#]+\/inspections)(\?[^#]*)?$/,
          handler: 'NetworkFirst',
          options: {
            cacheName: DRIVER_API_CACHE,
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 30, maxAgeSeconds: 3 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), homePageBudget(), routePreloads(), inlineStylesheet(), driverShellFiles(), ...(isSsrBuild ? [] : [driverServiceWorker()])],
  resolve: { alias: [...PREACT_ALIASES, ...PRODUCTION_BUILDS] },
  // The files the server writes (decision 095) come from it in development too.
  server: { proxy: Object.fromEntries(['/api', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest'].map((path) => [path, 'http://localhost:3000'])) },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild ? SSR_BUILD : {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    // Fewer, larger files (decision 069). Without TLS the server speaks HTTP/1.1, where a browser
    // opens six connections to a site: the booking form's 44 files took eight round trips on a
    // slow phone network. Everything the entry loads is one file (`$initial`); the small chunks
    // two pages share (under 30 kB before minifying) are copied into each page's own chunk, with
    // Rolldown's registry keeping one instance of each module. The booking form now loads 6 files
    // of its own, the search results 4, the home page 1.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
}));
