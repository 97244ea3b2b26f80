/**
 * Lighthouse (npm `lighthouse`, its CLI) driving Debian's Chromium against the local server,
 * offline: performance and accessibility of /, /available-vehicles and a vehicle page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, runCommand } from './processes';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

export interface LighthouseRow {
  page: string;
  path: string;
  performance: number | null;
  accessibility: number | null;
  note?: string;
}

export async function runLighthouse(baseUrl: string, pages: { page: string; path: string }[], opts: { outDir: string; preset: 'mobile' | 'desktop' }): Promise<LighthouseRow[]> {
  if (!fs.existsSync(CHROMIUM)) return pages.map((p) => ({ ...p, performance: null, accessibility: null, note: `no Chromium at ${CHROMIUM}` }));
  const rows: LighthouseRow[] = [];
  for (const p of pages) {
    const outFile = path.join(opts.outDir, `lighthouse-${p.page.replace(/\W+/g, '-')}.json`);
    const { code, output } = await runCommand(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        `${baseUrl}${p.path}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${outFile}`,
        '--max-wait-for-load=30000',
        '--quiet',
        ...(opts.preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { CHROME_PATH: CHROMIUM }, timeoutMs: 120_000 },
    );
    if (code !== 0 || !fs.existsSync(outFile)) {
      rows.push({ ...p, performance: null, accessibility: null, note: `lighthouse failed (${code}): ${output.trim().split('\n').slice(-2).join(' ')}` });
      continue;
    }
    const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      runtimeError?: { message: string };
    };
    const score = (c: string) => {
      const s = report.categories[c]?.score;
      return typeof s === 'number' ? Math.round(s * 100) : null;
    };
    rows.push({ ...p, performance: score('performance'), accessibility: score('accessibility'), ...(report.runtimeError ? { note: report.runtimeError.message } : {}) });
  }
  return rows;
}
