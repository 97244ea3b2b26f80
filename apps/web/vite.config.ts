import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const HOME_PAGE_MODULE = '/src/features/home/HomePage.tsx';
const HOME_JS_BUDGET_KB = 150;

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
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_PAGE_MODULE));
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
 * The pages a visitor may open first, by URL pattern (`:name` matches one path segment), with the
 * page module, the images the page shows at the top and the public API reads it starts with
 * (`:name` filled in from the URL). Only these get preload hints.
 */
const ROUTE_PRELOADS: { path: string; module: string; images?: string[]; data?: string[] }[] = [
  { path: '/', module: HOME_PAGE_MODULE, images: ['/images/hero.svg'] },
  { path: '/available-vehicles', module: '/src/features/vehicles/AvailableVehiclesPage.tsx' },
  { path: '/vehicles/:id', module: '/src/features/vehicles/VehicleDetailPage.tsx', data: ['/api/vehicles/:id', '/api/vehicles/:id/availability'] },
  { path: '/login', module: '/src/features/auth/LoginPage.tsx', images: ['/images/hero.svg'] },
  { path: '/register', module: '/src/features/auth/RegisterRolePage.tsx', images: ['/images/hero.svg'] },
  { path: '/contact', module: '/src/features/contact/ContactPage.tsx' },
  { path: '/book-vehicle/:id', module: '/src/features/booking/BookVehiclePage.tsx' },
  { path: '/manage-bookings', module: '/src/features/my-bookings/MyBookingsPage.tsx' },
];

/**
 * Writes `route-preloads.json`: for each page above, the JavaScript files of its route chunk that
 * the entry does not already load. The server adds them to index.html as `modulepreload` hints, so
 * the browser fetches the page's code alongside the entry instead of after it has run (one round
 * trip less before the page's content appears). Fails the build if a page module is not a chunk,
 * so the table cannot drift from the routes.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('route-preloads: no entry chunk');
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const routes = ROUTE_PRELOADS.map(({ path, module, images = [], data = [] }) => {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!page) this.error(`route-preloads: no chunk for ${module} (${path})`);
        const scripts = [...staticClosure(bundle, page.fileName)].filter((name) => !loadedByEntry.has(name)).map((name) => `/${name}`);
        return { path, scripts, images, data };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), homePageBudget(), routePreloads()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
});
