import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const HOME_PAGE_MODULE = '/src/features/home/HomePage.tsx';
const HOME_JS_BUDGET_KB = 150;

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
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      visit(home.fileName);
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

export default defineConfig({
  plugins: [react(), tailwindcss(), homePageBudget()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
});
