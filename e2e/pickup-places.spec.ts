import { expect, test, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { expectNoSeriousA11yViolations, fillTripFields, saveScreenshot, vehicleByModel } from './helpers';
import { STAFF, apiToken, logInAs, newSession, tripAhead } from './admin-helpers';

const T = MESSAGES.staffUi;
const P = MESSAGES.pickupPlaces;

test.use({ viewport: { width: 360, height: 740 } });

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Places a driver can find (issue 32, decision 116), on a phone: the office takes a booking with a
 * hotel and the map link the tourist sent, and a place from the list; the office's booking page and
 * the driver's trip card open both in the map app or Google Maps. The Wagon R 700-760 days ahead,
 * a day derived from the clock so that a retry books other dates, a customer and a driver of its own.
 */
test('a hotel with a pasted map link and a place from the list, opened on the map by the office and the driver, at 360 px', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const start = 470 + (Math.floor(stamp / 1000) % 15) * 2;
  const wagon = await vehicleByModel(page, 'Wagon R');
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto('/admin/bookings/new');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: T.newBookingTitle })).toBeVisible();
  await page.getByRole('radio', { name: T.customerNew }).check();
  const customer = `Ingrid Map ${stamp}`;
  await page.getByLabel(new RegExp(`^${T.fullName}`)).fill(customer);
  await page.getByLabel(new RegExp(`^${T.email}`)).fill(`pickup-${stamp}@example.com`);
  await page.getByLabel(new RegExp(`^${T.phoneNumber}`)).fill('+47 912 34 567');
  await page.getByLabel(new RegExp(`^${T.vehicle}`)).selectOption(wagon._id);
  await fillTripFields(page, T, tripAhead(start, 2, { pickupPoint: '98 Acres Resort, Ella', returnPoint: 'Ella' }));

  // The place from the list: the driver finds it. The hotel: only with the link the tourist sent.
  await expect(page.getByTestId('return-map-found')).toHaveText(`${P.knownPlace} ${P.checkOnMap}`);
  await expect(page.getByTestId('pickup-map-found')).toBeEmpty();
  const map = page.getByLabel(P.pickupMapLabel);
  await map.fill('https://maps.app.goo.gl/Xy12');
  await page.getByRole('button', { name: T.createBooking }).click();
  await expect(page.getByText(P.pickupNoCoordinates).first()).toBeVisible();
  await map.fill('https://www.google.com/maps/place/98+Acres+Resort/@6.8557,81.0611,17z/data=!4m9!3m8!1s0x0:0x0!8m2!3d6.855711!4d81.061123');
  await expect(page.getByTestId('pickup-map-found')).toContainText(P.mapFound);
  await expectNoSidewaysScroll(page, 'the phone booking');
  await expectNoSeriousA11yViolations(page, 'the phone booking with map points');
  await page.getByTestId('pickup-map-found').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'pickup-places-form');
  await page.getByRole('button', { name: T.createBooking }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  const ref = /Booking ([0-9A-F]{6})/.exec((await page.getByTestId('booking-created').textContent())!)![1]!;

  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const found = (await (await request.get(`/api/admin/bookings?q=${ref}`, { headers: admin })).json()) as { _id: string; pickupGeo: unknown; returnGeo: unknown }[];
  expect(found).toHaveLength(1);
  const booking = found[0]!;
  expect([booking.pickupGeo, booking.returnGeo]).toEqual([{ lat: 6.85571, lng: 81.06112 }, null]);

  // The office's booking page: both points open on the map.
  await page.goto(`/admin/bookings/${booking._id}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const pickupApp = page.getByRole('link', { name: P.openPickupInMapApp });
  await expect(pickupApp).toHaveAttribute('href', `geo:6.85571,81.06112?q=6.85571,81.06112${encodeURIComponent('(98 Acres Resort, Ella)')}`);
  await expect(page.getByRole('link', { name: P.openPickupOnWeb })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=6.85571,81.06112');
  await expect(page.getByRole('link', { name: P.openReturnInMapApp })).toHaveAttribute('href', /^geo:6\.8667,81\.0466\?q=/);
  await expectNoSidewaysScroll(page, 'the office’s booking page');
  await pickupApp.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'pickup-places-office');

  // A driver of its own gets the trip; his card opens the same points.
  const driverAccount = { email: `pickup-driver-${stamp}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Ruwan Map', ...driverAccount, licenseNumber: `B-${stamp % 100000}`, phone: '+94 77 555 0303' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  const confirmed = await request.patch(`/api/admin/bookings/${booking._id}`, { headers: admin, data: { status: 'confirmed', driverId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const driverPage = await newSession(browser, driverAccount, /\/driver\/dashboard$/);
  await driverPage.setViewportSize({ width: 360, height: 740 });
  await driverPage.goto('/driver/bookings');
  await driverPage.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const card = driverPage.getByTestId('trip-card').filter({ hasText: customer });
  await expect(card.getByRole('link', { name: P.openPickupInMapApp })).toHaveAttribute('href', `geo:6.85571,81.06112?q=6.85571,81.06112${encodeURIComponent('(98 Acres Resort, Ella)')}`);
  await expect(card.getByRole('link', { name: P.openReturnOnWeb })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=6.8667,81.0466');
  await expectNoSidewaysScroll(driverPage, 'the driver’s schedule');
  await expectNoSeriousA11yViolations(driverPage, 'the driver’s card with map links');
  await card.getByTestId('pickup-map-links').scrollIntoViewIfNeeded();
  await saveScreenshot(driverPage, 'pickup-places-driver');
  await driverPage.context().close();

  // Left as found: the trip is cancelled, its dates free again.
  expect((await request.patch(`/api/admin/bookings/${booking._id}`, { headers: admin, data: { status: 'cancelled' } })).status()).toBe(200);
});
