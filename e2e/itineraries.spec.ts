import { expect, test, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO, expectNoSeriousA11yViolations, futureDate, saveScreenshot } from './helpers';
import { STAFF, apiToken, logInAs, newSession, vehicleId } from './admin-helpers';

const T = MESSAGES.itineraryUi;

test.use({ viewport: { width: 360, height: 740 } });

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * A round trip (issue 31, decision 105): booked with its stops, it shows day by day on the
 * driver's trip card and, folded, in the tourist's My Bookings, on a phone.
 */
test('a round trip day by day on the driver’s card and in My Bookings, at 360 px', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const start = 340 + test.info().retry * 7;
  const trip = { pickupPoint: 'Bandaranaike International Airport', returnPoint: 'Colombo', pickupDate: futureDate(start), pickupTime: '09:00', returnDate: futureDate(start + 4), returnTime: '17:00' };
  const stops = [
    { placeId: 'cmb', nights: 0 },
    { placeId: 'sigiriya', nights: 2 },
    { placeId: 'kandy', nights: 1 },
    { placeId: 'ella', nights: 1 },
    { placeId: 'colombo', nights: 0 },
  ];
  const tourist = { Authorization: `Bearer ${await apiToken(request, DEMO.tourist)}` };
  const body = { vehicleId: await vehicleId(request, 'Land Cruiser Prado'), ...trip, driverOption: 'withDriver', itinerary: { stops } };
  const quote = await request.post('/api/bookings/quote', { data: body });
  expect(quote.status(), await quote.text()).toBe(200);
  const quoted = (await quote.json()) as { total: number; itinerary: { legs: { from: string; to: string; km: number }[]; totalKm: number } };
  expect(quoted.itinerary.legs.map((l) => l.to)).toEqual(['sigiriya', 'kandy', 'ella', 'colombo']);
  const booked = await request.post('/api/bookings', {
    headers: tourist,
    data: { ...body, name: DEMO.tourist.name, email: DEMO.tourist.email, phone: '+44 7700 900123', numTourists: 2, specialRequests: '', totalPrice: quoted.total },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const id = ((await booked.json()) as { _id: string })._id;

  // A driver of its own, who gets the trip.
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const driverAccount = { email: `tour-driver-${Date.now()}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Chaminda Rathnayake', ...driverAccount, licenseNumber: 'B-9911', phone: '+94 77 555 0202' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  const confirmed = await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await logInAs(page, driverAccount, /\/driver\/dashboard$/);
  await page.goto('/driver/bookings');
  const card = page.getByTestId('trip-card').filter({ hasText: DEMO.tourist.name });
  const days = card.getByTestId('itinerary');
  await expect(days.getByRole('heading', { name: T.title })).toBeVisible();
  await expect(days).toContainText(T.leg('Bandaranaike International Airport (CMB)', 'Sigiriya'));
  await expect(days).toContainText(T.via('Kurunegala, Dambulla'));
  await expect(days).toContainText(T.noDriving('Sigiriya'));
  await expect(days).toContainText(T.tonight('Ella'));
  await expect(days).toContainText(T.tripEnds);
  await expectNoSidewaysScroll(page, 'the driver’s schedule');
  await expectNoSeriousA11yViolations(page, 'the driver’s schedule with a round trip');
  await days.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'itinerary-driver-card');

  const touristPage = await newSession(browser, DEMO.tourist, /\/$/);
  await touristPage.goto('/manage-bookings');
  const folded = touristPage.getByTestId('itinerary').filter({ hasText: T.summary(quoted.itinerary.totalKm, 4) });
  await expect(folded).toHaveCount(1);
  await expect(folded.getByText(T.tonight('Kandy'))).toBeHidden();
  await folded.locator('summary').focus();
  await touristPage.keyboard.press('Enter');
  await expect(folded.getByText(T.tonight('Kandy'))).toBeVisible();
  await expectNoSidewaysScroll(touristPage, 'My Bookings');
  await expectNoSeriousA11yViolations(touristPage, 'My Bookings with a round trip');
  await folded.scrollIntoViewIfNeeded();
  await saveScreenshot(touristPage, 'itinerary-my-bookings');
});
