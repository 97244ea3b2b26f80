/**
 * Lighthouse (npm `lighthouse`, its CLI) driving Debian's Chromium against the local server,
 * offline: the four categories (performance, accessibility, SEO, best practices) and the largest
 * paint and blocking time of the public pages and the booking form (signed in: see `signedIn`).
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { STORAGE_KEYS } from '@app/shared';
import { ROOT, runCommand } from './processes';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

export interface LighthouseRow {
  page: string;
  path: string;
  /** Which of the section's runs (1, 2, 3 by default). */
  run?: number;
  performance: number | null;
  accessibility: number | null;
  seo?: number | null;
  bestPractices?: number | null;
  /** Largest contentful paint and total blocking time as Lighthouse simulated them, ms. */
  lcpMs?: number | null;
  tbtMs?: number | null;
  /**
   * Lighthouse's own measure of the machine's speed at that run (`environment.benchmarkIndex`, a
   * fixed piece of work timed in the page's renderer; higher is faster): a run scored on a busy
   * shared machine shows here, beside its blocking time.
   */
  benchmarkIndex?: number | null;
  note?: string;
}

/** A page to score; with a session, scored signed in as that account. */
export interface LighthousePage {
  page: string;
  path: string;
  session?: { token: string; user: unknown };
}

/**
 * A Chromium with the session in the site's local storage (as the app keeps it after signing in),
 * set on `/api/health` so no page asset is cached before Lighthouse's own cold load. Lighthouse
 * then drives this browser (`--port`) without resetting storage. Returns its port and a stop.
 */
async function signedIn(baseUrl: string, session: NonNullable<LighthousePage['session']>): Promise<{ port: number; close: () => Promise<void> }> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROME_FLAGS.split(' ').filter((f) => f !== '--headless'), '--remote-debugging-port=0'] });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    (keys, token, user) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      storage.setItem(keys.token, token);
      storage.setItem(keys.user, user);
    },
    STORAGE_KEYS,
    session.token,
    JSON.stringify(session.user),
  );
  await page.close();
  return { port: Number(new URL(browser.wsEndpoint()).port), close: () => browser.close() };
}

/**
 * Lighthouse's own failures that say "run again" (a trace without its navigation start, from a
 * page that loads very quickly): such a run is repeated once, and the row says so.
 */
const RETRYABLE = /NO_NAVSTART|NO_FCP|Please run Lighthouse again/;

export async function runLighthouse(baseUrl: string, pages: LighthousePage[], opts: { outDir: string; preset: 'mobile' | 'desktop'; run?: number }): Promise<LighthouseRow[]> {
  if (!fs.existsSync(CHROMIUM)) return pages.map((p) => ({ page: p.page, path: p.path, performance: null, accessibility: null, note: `no Chromium at ${CHROMIUM}` }));
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const first = await scorePage(baseUrl, page, opts);
    if (first.performance !== null || !RETRYABLE.test(first.note ?? '')) {
      rows.push(first);
      continue;
    }
    const again = await scorePage(baseUrl, page, opts);
    rows.push({ ...again, note: [`run again after: ${first.note}`, again.note].filter(Boolean).join(' · ') });
  }
  return rows;
}

async function scorePage(baseUrl: string, { session, ...p }: LighthousePage, opts: { outDir: string; preset: 'mobile' | 'desktop'; run?: number }): Promise<LighthouseRow> {
  const outFile = path.join(opts.outDir, `lighthouse-${p.page.replace(/\W+/g, '-')}${opts.run ? `-${opts.run}` : ''}.json`);
  fs.rmSync(outFile, { force: true });
  const browser = session ? await signedIn(baseUrl, session) : undefined;
  const { code, output } = await runCommand(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      `${baseUrl}${p.path}`,
      ...(browser ? [`--port=${browser.port}`, '--disable-storage-reset'] : [`--chrome-flags=${CHROME_FLAGS}`]),
      '--only-categories=performance,accessibility,seo,best-practices',
      '--output=json',
      `--output-path=${outFile}`,
      '--max-wait-for-load=30000',
      '--quiet',
      ...(opts.preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { CHROME_PATH: CHROMIUM }, timeoutMs: 120_000 },
  ).finally(() => browser?.close());
  if (code !== 0 || !fs.existsSync(outFile)) {
    return { ...p, run: opts.run, performance: null, accessibility: null, note: `lighthouse failed (${code}): ${output.trim().split('\n').slice(-2).join(' ')}` };
  }
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { message: string };
    environment?: { benchmarkIndex?: number };
  };
  const audit = (id: string) => {
    const v = report.audits[id]?.numericValue;
    return typeof v === 'number' ? Math.round(v) : null;
  };
  const score = (c: string) => {
    const s = report.categories[c]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  return {
    ...p,
    run: opts.run,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    benchmarkIndex: typeof report.environment?.benchmarkIndex === 'number' ? Math.round(report.environment.benchmarkIndex) : null,
    ...(report.runtimeError ? { note: report.runtimeError.message } : {}),
  };
}
