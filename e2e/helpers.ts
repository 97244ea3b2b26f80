import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { COLOMBO_OFFSET_MS } from '../packages/shared/src/datetime';
import { localizeTree, type Catalog } from '../packages/shared/src/i18n/catalog';
import type { UiLanguage } from '../packages/shared/src/i18n/locales';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';

export const DEMO = {
  tourist: { email: 'tourist@lankaride.lk', password: 'Tourist@123', name: 'Emma Wilson' },
  admin: { email: 'admin@lankaride.lk', password: 'Admin@123' },
};

const DAY_MS = 86_400_000;

/**
 * Every sentence in one language, formatted from its catalog as it is on disk now (a key still
 * missing reads English, as the app shows it): journeys assert the catalog's text, not a copy.
 */
export function messagesIn(lang: UiLanguage): typeof MESSAGES {
  const catalog = lang === 'en' ? undefined : (JSON.parse(readFileSync(new URL(`../packages/shared/locales/${lang}.json`, import.meta.url), 'utf8')) as Catalog);
  return localizeTree(MESSAGES, lang, catalog);
}

/** YYYY-MM-DD in Sri Lanka, `days` from today. Journeys book 30–60 days ahead, clear of the demo bookings. */
export function futureDate(days: number): string {
  return new Date(Date.now() + COLOMBO_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

export interface Trip {
  pickupPoint: string;
  returnPoint: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its visible label, exactly (a required field's label ends in an aria-hidden "*"). */
export const labelled = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}(\\s*\\*)?\\s*$`));

/** Fills a form's trip (the search's, the booking's, the office's) by the labels its language gives the six fields. */
export async function fillTripFields(scope: Page | Locator, labels: Record<keyof Trip, string>, trip: Trip) {
  for (const field of ['pickupPoint', 'returnPoint', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const) {
    await labelled(scope, labels[field]).fill(trip[field]);
  }
}

/** The English booking form shows the trip it was opened with (from the search, or kept through a sign-in). */
export async function expectTripFields(page: Page, trip: Trip) {
  await expect(page.getByLabel('Pickup point')).toHaveValue(trip.pickupPoint);
  await expect(page.getByLabel('Return point')).toHaveValue(trip.returnPoint);
  await expect(page.getByLabel('Pickup date')).toHaveValue(trip.pickupDate);
  await expect(page.getByLabel('Pickup time')).toHaveValue(trip.pickupTime);
  await expect(page.getByLabel('Return date')).toHaveValue(trip.returnDate);
  await expect(page.getByLabel('Return time')).toHaveValue(trip.returnTime);
}

export function tripQuery(trip: Trip, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...trip, ...extra }).toString();
}

/** The spec's formula, written out independently of the app: ceil(days) x perDay, + $50/day with a driver. */
export function expectedTotal(trip: Trip, perDay: number, withDriver: boolean): string {
  const start = Date.parse(`${trip.pickupDate}T${trip.pickupTime}:00+05:30`);
  const end = Date.parse(`${trip.returnDate}T${trip.returnTime}:00+05:30`);
  const days = Math.max(1, Math.ceil((end - start) / DAY_MS));
  return `$${(days * perDay + (withDriver ? days * 50 : 0)).toFixed(2)}`;
}

export async function vehicleByModel(page: Page, model: string): Promise<{ _id: string; brand: string; model: string; pricingDetails: { perDay: number } }> {
  const response = await page.request.get('/api/vehicles');
  const vehicles = (await response.json()) as { _id: string; brand: string; model: string; pricingDetails: { perDay: number } }[];
  const vehicle = vehicles.find((v) => v.model === model);
  if (!vehicle) throw new Error(`No demo vehicle ${model}`);
  return vehicle;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logInFromHome(page: Page, email = DEMO.tourist.email, password = DEMO.tourist.password) {
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page.getByTestId('nav-username').first()).toBeAttached();
}

/** Fails on any serious or critical axe-core violation (WCAG 2.1 A and AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(serious, `axe violations on ${label}`).toEqual([]);
}

export const WIDTHS = [390, 1280] as const;

/** Saves a full-page screenshot as e2e/screenshots/<name>-<width>.png (git-ignored). */
export async function saveScreenshot(page: Page, name: string) {
  // Shots are for a person to look at: CI (CI=true, nobody looks) keeps its time for the checks,
  // unless E2E_SCREENSHOTS=1 asks for them.
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  const width = page.viewportSize()?.width ?? 0;
  // Walk down the page so lazy images load, wait for them, then shoot from the top (a full-page
  // shot of a scrolled page draws the sticky bar mid-page).
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Lazy images that are not displayed (e.g. carousel slots hidden on phones) never load: skip them.
    const pending = Array.from(document.images)
      .filter((img) => !img.complete && img.getClientRects().length > 0)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      );
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
}
