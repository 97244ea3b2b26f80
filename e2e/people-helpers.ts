import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { formatPriceIn } from '../packages/shared/src/pricing';
import { intlLocaleOf, type UiLanguage } from '../packages/shared/src/i18n/locales';
import { labelled, vehicleByModel, type Trip, type messagesIn } from './helpers';

/**
 * Issue 26, "done when": the five people's journeys (e2e/people-*.spec.ts), each at its screen
 * size and language. What they share: fresh accounts, screenshots attached to the report, and the
 * server's quote to compare every shown amount with.
 */

/** US dollars as the language writes money: the shared formatter the pages use. */
export const priceIn = (lang: UiLanguage, amount: number) => formatPriceIn(amount, intlLocaleOf(lang));

/** A tourist account of the journey's own (its language saved, as registering in that language does). */
export async function newTourist(request: APIRequestContext, name: string, lang: UiLanguage, phone = '+49 170 5550123') {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: name, email: `people-${lang}-${stamp}@example.com`, password: 'Tourist@123', role: 'tourist', phone, preferredLanguage: lang };
  const response = await request.post('/api/users', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The server's quote for a trip (POST /api/bookings/quote). */
export async function serverQuote(request: APIRequestContext, vehicleId: string, trip: Trip, driverOption: 'withDriver' | 'selfDrive') {
  const { pickupPoint: _p, returnPoint: _r, ...times } = trip;
  const response = await request.post('/api/bookings/quote', { data: { vehicleId, ...times, driverOption } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { days: number; total: number; depositDue: number; lines: { code: string; quantity: number; unitAmount: number; amount: number }[] };
}

/** A demo vehicle by model, its name as the pages write it, and the server's quotes for the trip self drive and with a driver. */
export async function vehicleAndQuotes(page: Page, request: APIRequestContext, model: string, trip: Trip) {
  const vehicle = await vehicleByModel(page, model);
  const self = await serverQuote(request, vehicle._id, trip, 'selfDrive');
  const driven = await serverQuote(request, vehicle._id, trip, 'withDriver');
  return { vehicle, name: `${vehicle.brand} ${vehicle.model}`, self, driven };
}

/** From the vehicle page while signed out: Book asks to sign in first (naming the vehicle), and the account signs in. */
export async function signInToBook(page: Page, m: ReturnType<typeof messagesIn>, vehicleName: string, account: { email: string; password: string }) {
  await page.getByRole('link', { name: m.bookingUi.detail.book }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.bookingFlow.signInToBook(vehicleName) })).toBeVisible();
  await labelled(page, m.fields.email).fill(account.email);
  await labelled(page, m.fields.password).fill(account.password);
  await page.getByRole('button', { name: m.accountUi.login.submit }).click();
}

/** The page never scrolls sideways: nothing is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/** A screenshot of what the person sees, attached to the test's report (test-results/…). */
export async function shoot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean; locator?: Locator } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  if (options.locator) await options.locator.screenshot({ path, animations: 'disabled' });
  else await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** An element's text without the approximate amounts in the visitor's second currency. */
export function dollarsText(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-testid="approx-amount"]').forEach((n) => n.remove());
    return copy.textContent ?? '';
  }).then(oneLine);
}

/** A text on one line, every run of spaces (no-break ones too, as Intl writes money) one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
