/**
 * The README's three screenshots, made again from the demo data: `npm run screenshots` (builds,
 * starts the journeys' servers on ports of their own with a fresh embedded database, see
 * playwright.screenshots.config.ts) writes docs/images/search-results-phone.png (360x740),
 * vehicle-desktop.png and admin-dashboard-desktop.png (1280x800), each made small with pngquant.
 * Not part of `npm test`: it asserts nothing the journeys do not, it only waits for each page to
 * be complete before shooting it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, futureDate, logIn, tripQuery, vehicleByModel, type Trip } from '../../e2e/helpers';

const IMAGES = 'docs/images';
const RAW = '.tmp/screenshots';
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/** Colombo to Kandy for three days, three weeks ahead (clear of the demo bookings' busy days). */
const TRIP: Trip = {
  pickupPoint: 'Colombo',
  returnPoint: 'Kandy',
  pickupDate: futureDate(20),
  pickupTime: '09:00',
  returnDate: futureDate(23),
  returnTime: '09:00',
};

/** The pictures on screen loaded, the fonts ready, no pointer over anything, the page at its top. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const onScreen = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.top < window.innerHeight && !img.complete;
    });
    const loaded = (img: HTMLImageElement) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    await Promise.all(onScreen.map(loaded));
    await document.fonts.ready;
  });
}

/** Shoots the screen (not the whole page) and writes it to docs/images/, reduced with pngquant. */
async function shoot(page: Page, name: string) {
  await settle(page);
  mkdirSync(RAW, { recursive: true });
  const raw = path.join(RAW, `${name}.png`);
  await page.screenshot({ path: raw, animations: 'disabled', caret: 'hide' });
  try {
    execFileSync('pngquant', ['--quality=70-95', '--strip', '--force', '--output', path.join(IMAGES, `${name}.png`), raw], { stdio: 'inherit' });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(missing ? 'pngquant is needed to make the screenshots small (Debian: apt-get install -y pngquant)' : `pngquant failed on ${raw}`, { cause: error });
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('search results', async ({ page }) => {
    await page.goto(`/available-vehicles?${tripQuery(TRIP, { vehicleType: 'Any Vehicle' })}`);
    await expect(page.getByTestId('trip-total').first()).toBeVisible();
    await shoot(page, 'search-results-phone');
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('a vehicle with the searched dates', async ({ page }) => {
    const prius = await vehicleByModel(page, 'Prius');
    await page.goto(`/vehicles/${prius._id}?${tripQuery(TRIP, { vehicleType: 'Any Vehicle' })}`);
    await expect(page.getByTestId('trip-quote')).toBeVisible();
    await shoot(page, 'vehicle-desktop');
  });

  test('the admin dashboard', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const stat of ['stat-pending', 'stat-trips', 'stat-fleet', 'stat-unread']) await expect(page.getByTestId(stat)).not.toHaveText('…');
    await shoot(page, 'admin-dashboard-desktop');
  });
});
