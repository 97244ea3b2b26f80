import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';
import { serverPlaces, startAppServers, workerPlaces } from './server';

export * from '@playwright/test';

/** Where the journeys' servers listen (E2E_PORT and the others override), before each worker's step. */
const JOURNEY_PLACES = serverPlaces({ port: 3100, smtpPort: 3125, mailHttpPort: 3126, dataDir: `.tmp/e2e-data-${process.ppid}` });

/**
 * Contexts whose pages run no JavaScript (a crawler's view): their pages never get the ready mark.
 * Register them with `withoutJavaScript` so a load does not wait for it.
 */
const scriptless = new WeakSet<BrowserContext>();

export function withoutJavaScript(context: BrowserContext): BrowserContext {
  scriptless.add(context);
  return context;
}

/** How long a load waits for the app to take the page over: generous, a loaded CI machine is slow. */
const READY_TIMEOUT_MS = 30_000;

type Goto = Page['goto'];
type Reload = Page['reload'];
type LoadOptions = Parameters<Goto>[1];

/**
 * Waits, after a page load, until the app has taken the page over (`html[data-app-ready]`, set by
 * apps/web/src/main.tsx once a server-rendered page is hydrated and what was typed put back).
 * A journey acts as a person does once the page works: a click before the code has arrived is a
 * click on plain HTML (decision 103 paints before the code), which on a busy machine makes a test
 * depend on timing. A load asked to return at `commit` is a test of that early moment, and a load
 * that is not one of the app's pages (a PDF, JSON) has no mark: neither waits.
 */
async function untilAppReady(page: Page, response: Response | null, options: LoadOptions): Promise<void> {
  if (options?.waitUntil === 'commit' || scriptless.has(page.context())) return;
  if (response && !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page
    .locator('html[data-app-ready]')
    .waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS })
    // A page that never starts the app fails on what the test expects of it, with a clearer message.
    .catch(() => {});
}

let patched = false;

/** Makes `goto` and `reload` of every page in this worker (also pages of contexts a test opens itself) wait for the app. */
function patchPageLoads(proto: Page): void {
  if (patched) return;
  patched = true;
  const goto = proto.goto as Goto;
  const reload = proto.reload as Reload;
  proto.goto = async function (this: Page, url: string, options?: LoadOptions) {
    const response = await goto.call(this, url, options);
    await untilAppReady(this, response, options);
    return response;
  };
  proto.reload = async function (this: Page, options?: Parameters<Reload>[0]) {
    const response = await reload.call(this, options);
    await untilAppReady(this, response, options);
    return response;
  };
}

/**
 * The journeys' `test`: Playwright's, with page loads that wait for the app (see `untilAppReady`),
 * each worker on its own app and mailbox (`journeyServer`).
 */
export const test = base.extend<object, { appReadyLoads: void; journeyServer: string }>({
  /**
   * The app and mail catcher of this worker, started once for all of its files: workers share no
   * data, so they run side by side (playwright.config.ts), and a worker that restarts after a
   * failure starts on fresh demo data.
   */
  journeyServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const places = workerPlaces(JOURNEY_PLACES, workerInfo.workerIndex);
      // e2e/mail.ts reads the mailbox of this worker.
      process.env.E2E_MAIL_HTTP_PORT = String(places.mailHttpPort);
      const servers = await startAppServers(places);
      await use(servers.url);
      await servers.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer),
  appReadyLoads: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      patchPageLoads(Object.getPrototypeOf(page) as Page);
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
