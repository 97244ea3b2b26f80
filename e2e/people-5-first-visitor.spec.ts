import { expect, test } from './test';
import { tripAhead } from './admin-helpers';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DRIVER_COST_PER_DAY } from '../packages/shared/src';
import { formatPrice } from '../packages/shared/src/pricing';
import { fillTripFields } from './helpers';
import { dollarsText, expectNoSidewaysScroll, newTourist, shoot, vehicleAndQuotes, signInToBook } from './people-helpers';

/**
 * Issue 26, person 5: a first-time visitor at a desktop (1366 x 768, English) browses the home
 * page, the search results and a vehicle page, and finds the trip at one price everywhere: the
 * card, the vehicle page and the booking form (after making an account) say the server's total,
 * and the driver costs what the home page promised. The Toyota Axio, days 170-173 ahead, with
 * times that make a part day count whole.
 */
test.use({ locale: 'en-US', viewport: { width: 1366, height: 768 } });

const m = MESSAGES;

test('a first-time visitor on a desktop sees one price for the trip on the card, the vehicle page and the form', async ({ page, request }, testInfo) => {
  const trip = tripAhead(170 + testInfo.retry * 10, 3, { pickupPoint: 'Negombo', returnPoint: 'Sigiriya', pickupTime: '08:30', returnTime: '14:00' });
  const { vehicle: axio, name, self, driven } = await vehicleAndQuotes(page, request, 'Axio', trip);
  // 08:30 to 14:00 three days later: three days and a part, counted as four.
  expect(self.days).toBe(4);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.publicUi.hero.title(m.publicUi.hero.highlight));
  await expect(page.getByText(m.publicUi.home.why.driversText(DRIVER_COST_PER_DAY))).toBeVisible();
  const form = page.getByRole('form', { name: m.publicUi.homeSearch.title });
  const L = m.publicUi.searchForm.labels;
  await fillTripFields(form, L, trip);
  await expectNoSidewaysScroll(page, 'home');
  await shoot(page, testInfo, 'en-1366-1-home', { fullPage: false });
  await form.getByRole('button', { name: m.publicUi.homeSearch.submit }).click();

  // The card: the trip's total self drive and with a driver, as the server quotes them.
  await expect(page).toHaveURL(/\/available-vehicles\?/);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  await expect(card.getByTestId('trip-total')).toBeVisible();
  expect(await dollarsText(card.getByTestId('trip-total'))).toBe(`${m.bookingUi.card.tripTotal(self.days, formatPrice(self.total))} ${m.bookingUi.card.withDriverTotal(formatPrice(driven.total))}`);
  // The driver costs what the home page said, per day of the trip.
  expect(driven.total - self.total).toBe(DRIVER_COST_PER_DAY * self.days);
  await expectNoSidewaysScroll(page, 'results');
  await shoot(page, testInfo, 'en-1366-2-results', { fullPage: false });

  // The vehicle page: the same days and totals.
  await card.getByRole('link', { name }).click();
  const quote = page.getByTestId('trip-quote');
  await expect(quote).toContainText(`${m.bookingUi.detail.tripTitle} · ${m.bookingUi.card.tripTotal(self.days, formatPrice(self.total))}`);
  await expect(quote).toContainText(m.bookingUi.detail.selfDriveTotal(formatPrice(self.total)));
  await expect(quote).toContainText(m.bookingUi.detail.withDriverTotal(formatPrice(driven.total)));
  await expect(page.getByText(m.bookingUi.detail.driverCost(formatPrice(DRIVER_COST_PER_DAY)))).toBeVisible();
  await expectNoSidewaysScroll(page, 'vehicle page');
  await shoot(page, testInfo, 'en-1366-3-vehicle', { fullPage: false });

  // Booking asks for an account first (made a moment ago); then the form has the trip at that price.
  const visitor = await newTourist(request, 'Olivia Bennett', 'en', '+44 7700 900789');
  await signInToBook(page, m, name, visitor);
  await expect(page.getByRole('heading', { level: 1, name: m.bookingUi.form.heading(name) })).toBeVisible();
  await expect(page.getByRole('radio', { name: m.bookingFlow.withDriver })).toBeChecked();
  const summary = page.getByTestId('price-summary').first();
  await expect(summary).toContainText(m.bookingUi.price.vehicleLine(self.days, formatPrice(axio.pricingDetails.perDay)));
  await expect(summary).toContainText(m.bookingUi.price.driverLine(self.days, formatPrice(DRIVER_COST_PER_DAY)));
  await expect.poll(() => dollarsText(page.getByTestId('estimated-total').first())).toBe(formatPrice(driven.total));
  await page.getByRole('radio', { name: m.bookingFlow.selfDrive }).check();
  await expect.poll(() => dollarsText(page.getByTestId('estimated-total').first())).toBe(formatPrice(self.total));
  await expectNoSidewaysScroll(page, 'booking form');
  await shoot(page, testInfo, 'en-1366-4-form', { fullPage: false });
});
