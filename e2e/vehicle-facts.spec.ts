import { expect, test, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO, futureDate, logInFromHome, vehicleByModel } from './helpers';

/**
 * Issue 30, the facts tourists compare: the results filtered by gearbox, fuel and seats through the
 * URL and through the form (the server-rendered page already filtered), the facts on cards and the
 * vehicle page, the plate nowhere a tourist looks, and the "Included / not included" block on the
 * vehicle page and the booking form (deadlines in Sri Lanka time and the tourist's own).
 */

const X = MESSAGES.factsUi;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

const models = async (page: Page) => (await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim()).sort();

/** Screenshots for a person to look at, outside the repository. */
async function shot(page: Page, name: string) {
  if (process.env.CI) return;
  await page.screenshot({ path: `/tmp/facts-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test.describe('filters on the results page', () => {
  test('through the URL: the server renders the filtered grid, and the page keeps it after starting', async ({ page }) => {
    const url = '/available-vehicles?transmission=manual&fuel=diesel';
    // What a crawler or a slow phone gets before any script: already filtered.
    const html = await (await page.request.get(url)).text();
    expect(html).toContain('HiAce KDH');
    expect(html).not.toContain('Prius');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url);
    await expect(page.getByRole('article')).toHaveCount(4);
    expect(await models(page)).toEqual(['Mitsubishi Rosa', 'Nissan Caravan', 'Toyota Coaster', 'Toyota HiAce KDH']);
    for (const card of await page.getByTestId('card-facts').all()) {
      await expect(card).toContainText(X.facts.gearboxNames.manual);
      await expect(card).toContainText(X.facts.fuelNames.diesel);
    }
    const filters = page.getByRole('group', { name: X.filters.title });
    await expect(filters.getByLabel(X.filters.gearbox)).toHaveValue('manual');
    await expect(filters.getByLabel(X.filters.fuel)).toHaveValue('diesel');
    expect(errors.filter((e) => /hydrat|mismatch/i.test(e))).toEqual([]);
  });

  test('through the form, at 360 px and on a desktop: each choice goes into the URL; clearing shows the whole fleet again', async ({ page }) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/available-vehicles');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByTestId('vehicle-count')).toHaveText(/\d/);
      // The whole fleet as it is now: other journeys on the same server may have added a vehicle.
      const fleet = await page.getByRole('article').count();
      const filters = page.getByRole('group', { name: X.filters.title });
      await filters.getByLabel(X.filters.gearbox).selectOption('automatic');
      await filters.getByLabel(X.filters.fuel).selectOption('hybrid');
      await expect(page).toHaveURL(/transmission=automatic/);
      await expect(page).toHaveURL(/fuel=hybrid/);
      await expect(page.getByRole('article')).toHaveCount(4);
      expect(await models(page)).toEqual(['Honda Fit', 'Honda Vezel', 'Toyota Axio', 'Toyota Prius']);
      await filters.getByLabel(X.filters.seats).selectOption('5');
      await expect(page).toHaveURL(/minSeats=5/);
      await expect(page.getByRole('article')).toHaveCount(1);
      expect(await models(page)).toEqual(['Honda Vezel']);
      await shot(page, 'results-filtered');
      // A filter that leaves nothing says how to find something.
      await filters.getByLabel(X.filters.fuel).selectOption('electric');
      await expect(page.getByText(X.filters.noMatchHint)).toBeVisible();
      await filters.getByRole('button', { name: X.filters.clear }).click();
      await expect(page).not.toHaveURL(/fuel=|transmission=|minSeats=/);
      await expect(page.getByRole('article')).toHaveCount(fleet);
      if (size === PHONE) {
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      }
    }
  });
});

test('the vehicle page: its facts, what is included, and no plate anywhere', async ({ page }) => {
  const prius = await vehicleByModel(page, 'Prius');
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`/vehicles/${prius._id}`);
    const facts = page.getByTestId('vehicle-facts');
    await expect(facts).toContainText(X.facts.fuelNames.hybrid);
    await expect(facts).toContainText(X.facts.gearboxNames.automatic);
    await expect(facts).toContainText('2017');
    const block = page.getByTestId('included-block');
    await expect(block).toBeVisible();
    await expect(block.getByRole('heading', { name: X.included.title })).toBeVisible();
    await expect(block.getByTestId('included-list')).toContainText(X.included.kilometresSame(100, '$0.25'));
    await expect(block.getByTestId('not-included-list')).toContainText(X.included.tollsParking);
    await expect(block.getByTestId('cancellation-rules')).toContainText(X.included.tierRule(90, 48));
    await expect(page.locator('body')).not.toContainText('CAK-4521');
    await shot(page, 'vehicle');
    if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
  const html = await (await page.request.get(`/vehicles/${prius._id}`)).text();
  // Server-rendered with the page (the same on the server and after hydration).
  expect(html).toContain('data-testid="included-block"');
  expect(html).not.toContain('CAK-4521');
});

test.describe('the booking form, a tourist in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('states what is included for the chosen option, and each refund deadline in Sri Lanka time and the tourist’s own', async ({ page }) => {
    await logInFromHome(page, DEMO.tourist.email, DEMO.tourist.password);
    const axio = await vehicleByModel(page, 'Axio');
    const pickupDate = futureDate(40);
    const returnDate = futureDate(42);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/book-vehicle/${axio._id}?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=${pickupDate}&pickupTime=09:00&returnDate=${returnDate}&returnTime=09:00`);
      const block = page.getByTestId('included-block');
      await expect(block).toBeVisible();
      // With a driver (a car's default): the driver's lines; two days of 100 km.
      await expect(block.getByTestId('included-list')).toContainText(X.included.kilometresTrip(200, '$0.25'));
      await expect(block.getByTestId('included-list')).toContainText(X.included.driverMeals);
      const deadlines = block.getByTestId('cancellation-deadlines');
      await expect(deadlines).toContainText('(Sri Lanka time)');
      await expect(deadlines).toContainText('your time (Europe/Berlin)');
      // Self drive: fuel is the tourist's, and the driver's lines go.
      await page.getByRole('radio', { name: new RegExp(MESSAGES.bookingFlow.selfDrive) }).check();
      await expect(block.getByTestId('not-included-list')).toContainText(X.included.fuelNone);
      await expect(block.getByTestId('included-list')).not.toContainText(X.included.driverMeals);
      await block.scrollIntoViewIfNeeded();
      await shot(page, 'booking');
      if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
