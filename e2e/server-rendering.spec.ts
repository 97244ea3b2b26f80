import { readFileSync } from 'node:fs';
import { expect, test, withoutJavaScript, type Page } from './test';
import { MESSAGES, localizeTree, type Catalog } from '../packages/shared/src';
import { PAGE_MESSAGES } from '../packages/shared/src/page-messages';
import { formatPriceIn } from '../packages/shared/src/pricing';
import { fillTripFields, futureDate, messagesIn, vehicleByModel } from './helpers';

const BOOK = PAGE_MESSAGES.bookingUi.detail.book;
const germanCatalog = JSON.parse(readFileSync(new URL('../packages/shared/locales/de.json', import.meta.url), 'utf8')) as Catalog;

/**
 * Server-rendered public pages (decision 096): their content is in the HTML itself (a crawler or a
 * browser without JavaScript sees it), and with JavaScript the app hydrates it: no console error,
 * no hydration warning, nothing moves (CLS 0), and the page works (links, the language switcher).
 */

const heroHeading = (m: typeof MESSAGES) => m.publicUi.hero.title(m.publicUi.hero.highlight);

test('without JavaScript the home page and a vehicle page show their content', async ({ browser, baseURL }) => {
  const vehicle = await vehicleByModel(await (await browser.newContext({ baseURL })).newPage(), 'HiAce KDH');
  const context = withoutJavaScript(await browser.newContext({ baseURL, javaScriptEnabled: false }));
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(MESSAGES));
  await page.goto(`/vehicles/${vehicle._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${vehicle.brand} ${vehicle.model}` })).toBeVisible();
  await expect(page.getByText(formatPriceIn(vehicle.pricingDetails.perDay, 'en-US')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: BOOK })).toBeVisible();
  // In German, by the browser's language alone.
  const german = withoutJavaScript(await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' }));
  const dePage = await german.newPage();
  await dePage.goto(`/vehicles/${vehicle._id}`);
  await expect(dePage.getByRole('link', { name: localizeTree(PAGE_MESSAGES, 'de', germanCatalog).bookingUi.detail.book })).toBeVisible();
  await Promise.all([context.close(), german.close()]);
});

/** Console errors and warnings (Preact's hydration warnings included), and every layout shift. */
async function watch(page: Page): Promise<{ problems: string[]; shifts: () => Promise<{ value: number }[]> }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; at: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${String(s.node.className).slice(0, 80)}` : String(s.node?.nodeName)));
        w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { problems, shifts: () => page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts) };
}

test('with JavaScript a vehicle page hydrates without a shift or a warning, and its book link works', async ({ page }) => {
  const vehicle = await vehicleByModel(page, 'HiAce KDH');
  const watched = await watch(page);
  const served = page.waitForResponse((r) => r.url().endsWith(`/vehicles/${vehicle._id}`));
  await page.goto(`/vehicles/${vehicle._id}`);
  // The page came with its content and the data it hydrates from.
  const html = await (await served).text();
  expect(html).toContain(`${vehicle.brand} ${vehicle.model}`);
  expect(html).toContain('id="server-state"');
  await expect(page.getByRole('heading', { level: 1, name: `${vehicle.brand} ${vehicle.model}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nothing moved: the first paint waits until the content is parsed (index.html's render-blocking
  // `rel=expect`), and hydration changes nothing.
  expect(await watched.shifts()).toEqual([]);
  // Hydrated: the link is the router's (a client navigation to the sign-in the booking form needs).
  await page.getByRole('link', { name: BOOK }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(watched.problems).toEqual([]);
});

// A demo tour (the seed's slug) and the pages around it.
for (const target of ['/tours', '/tours/cultural-triangle-hill-country-7-days', '/airport-transfers'] as const) {
  test(`with JavaScript ${target} comes rendered and hydrates without a shift or a warning`, async ({ page }) => {
    const watched = await watch(page);
    const served = page.waitForResponse((r) => new URL(r.url()).pathname === target && r.request().resourceType() === 'document');
    await page.goto(target);
    const html = await (await served).text();
    expect(html, 'the page comes with its content and its data').toContain('id="server-state"');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await watched.shifts()).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
}

test('with JavaScript the home page hydrates, and the language switcher changes it at once', async ({ page }) => {
  const watched = await watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(MESSAGES));
  await page.waitForLoadState('networkidle');
  // Before the first paint waited for the parsed content, the hero was painted half parsed and grew (CLS 0.06).
  expect(await watched.shifts()).toEqual([]);
  const de = messagesIn('de');
  await page.getByRole('navigation', { name: MESSAGES.publicUi.nav.label }).getByRole('combobox', { name: MESSAGES.site.language, exact: true }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(de));
  // Reloaded, the stored choice (German) differs from what the server renders for this browser
  // (English): the app renders over the server's page, in German, without an error.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(de));
  expect(watched.problems).toEqual([]);
});

test('what a visitor types into the home page before the app starts is kept, and the search runs with it', async ({ page }) => {
  // A slow phone: the server's page is there, its code not yet.
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: MESSAGES.publicUi.homeSearch.title });
  await expect(form).toBeVisible();
  const trip = { pickupPoint: 'Galle', returnPoint: 'Kandy', pickupDate: futureDate(300), pickupTime: '09:30', returnDate: futureDate(303), returnTime: '18:00' };
  await fillTripFields(form, MESSAGES.publicUi.searchForm.labels, trip);
  // The code arrives and the app takes the page over: the fields keep what was typed.
  release();
  await page.waitForLoadState('networkidle');
  await expect(form.getByLabel(MESSAGES.publicUi.searchForm.labels.pickupPoint)).toHaveValue('Galle');
  await expect(form.getByLabel(MESSAGES.publicUi.searchForm.labels.returnDate)).toHaveValue(trip.returnDate);
  await form.getByRole('button', { name: MESSAGES.publicUi.homeSearch.submit }).click();
  await expect(page).toHaveURL(/\/available-vehicles\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('pickupPoint'), query.get('returnPoint'), query.get('pickupDate'), query.get('returnTime')]).toEqual(['Galle', 'Kandy', trip.pickupDate, '18:00']);
});

test('a search sent before the app starts is not lost: the browser submits it to the results page, which runs it', async ({ page }) => {
  // A slow phone: the server's page is there, its code not yet, and the visitor presses Search.
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: MESSAGES.publicUi.homeSearch.title });
  const trip = { pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate: futureDate(310), pickupTime: '09:30', returnDate: futureDate(313), returnTime: '18:00' };
  await fillTripFields(form, MESSAGES.publicUi.searchForm.labels, trip);
  await form.getByRole('button', { name: MESSAGES.publicUi.homeSearch.submit }).click();
  await expect(page).toHaveURL(/\/available-vehicles\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(trip);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
