import { expect, test } from '@playwright/test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DRIVER_COST_PER_DAY } from '../packages/shared/src';
import { formatPrice } from '../packages/shared/src/pricing';
import { futureDate, vehicleByModel, type Trip } from './helpers';
import { dollarsText, expectNoSidewaysScroll, labelled, newTourist, serverQuote, shoot } from './people-helpers';

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
  const shift = testInfo.retry * 10;
  const trip: Trip = { pickupPoint: 'Negombo', returnPoint: 'Sigiriya', pickupDate: futureDate(170 + shift), pickupTime: '08:30', returnDate: futureDate(173 + shift), returnTime: '14:00' };
  const axio = await vehicleByModel(page, 'Axio');
  const name = `${axio.brand} ${axio.model}`;
  const self = await serverQuote(request, axio._id, trip, 'selfDrive');
  const driven = await serverQuote(request, axio._id, trip, 'withDriver');
  // 08:30 to 14:00 three days later: three days and a part, counted as four.
  expect(self.days).toBe(4);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.publicUi.hero.title(m.publicUi.hero.highlight));
  await expect(page.getByText(m.publicUi.home.why.driversText(DRIVER_COST_PER_DAY))).toBeVisible();
  const form = page.getByRole('form', { name: m.publicUi.homeSearch.title });
  const L = m.publicUi.searchForm.labels;
  await labelled(form, L.pickupPoint).fill(trip.pickupPoint);
  await labelled(form, L.returnPoint).fill(trip.returnPoint);
  await labelled(form, L.pickupDate).fill(trip.pickupDate);
  await labelled(form, L.pickupTime).fill(trip.pickupTime);
  await labelled(form, L.returnDate).fill(trip.returnDate);
  await labelled(form, L.returnTime).fill(trip.returnTime);
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
  await page.getByRole('link', { name: m.bookingUi.detail.book }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.bookingFlow.signInToBook(name) })).toBeVisible();
  await labelled(page, m.fields.email).fill(visitor.email);
  await labelled(page, m.fields.password).fill(visitor.password);
  await page.getByRole('button', { name: m.accountUi.login.submit }).click();
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
