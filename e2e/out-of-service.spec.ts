import { expect, test } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { STAFF, apiToken, bookThroughApi, logInAs, tripAhead, vehicleId } from './admin-helpers';
import { DEMO, futureDate, tripQuery } from './helpers';

/**
 * Issue 30 (decision 101): the office takes a vehicle out of service from its page; the booking
 * already on those dates is listed to move; a tourist's search for those dates no longer finds it,
 * booking it then is refused, and its calendar says only "booked"; the timeline draws the period.
 */
test('a vehicle out of service: listed bookings to move, gone from searches, bookings refused, drawn on the timeline', async ({ page, browser, request }) => {
  const model = 'Fit';
  const id = await vehicleId(request, model);
  const booked = await bookThroughApi(request, { model, trip: tripAhead(392, 1), driverOption: 'selfDrive', name: 'Moved Tourist' });

  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto(`/admin/vehicles/edit/${id}`);
  const section = page.getByTestId('out-of-service');
  await expect(section.getByText('No out-of-service dates: the vehicle can be booked whenever it is free.')).toBeVisible();
  await section.getByRole('button', { name: 'Take out of service' }).click();
  const form = section.getByTestId('out-of-service-form');
  const dates = form.getByLabel(/^Date/);
  await dates.nth(0).fill(futureDate(390));
  await dates.nth(1).fill(futureDate(395));
  await form.getByLabel(/^Reason/).selectOption('repair');
  await form.getByLabel(/^Note/).fill('Gearbox overhaul at the Kandy workshop');
  await form.getByRole('button', { name: 'Take out of service' }).click();
  await expect(section.getByText('Saved. New bookings for these dates are refused.')).toBeVisible();
  const period = section.getByTestId('out-of-service-period');
  await expect(period).toContainText('Repair');
  await expect(period).toContainText('Gearbox overhaul at the Kandy workshop');
  const toMove = period.getByTestId('bookings-to-move');
  await expect(toMove).toContainText('1 booking is already on these dates');
  await expect(toMove.getByRole('link', { name: /Moved Tourist/ })).toHaveAttribute('href', `/admin/bookings/${booked._id}`);

  await page.setViewportSize({ width: 360, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/service-vehicle-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/service-vehicle-1280.png', fullPage: true });

  // The timeline draws the period as a block of its own, its reason in its name.
  await page.goto(`/admin/timeline?date=${futureDate(392)}`);
  const block = page.getByRole('link', { name: /Honda Fit out of service: Repair \(Gearbox overhaul at the Kandy workshop\)/ });
  await expect(block).toBeVisible();
  await expect(page.getByRole('link', { name: /Moved Tourist, Pending/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/service-timeline-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/service-timeline-360.png' });
  // From the timeline too: another vehicle, the bookings on it listed (none here), the block drawn.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Out of service…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a vehicle out of service' });
  await dialog.getByLabel(/^Vehicle/).selectOption({ label: 'Toyota Axio' });
  await dialog.getByLabel(/^Date/).nth(1).fill(futureDate(393));
  await dialog.getByLabel(/^Reason/).selectOption('registration');
  await page.screenshot({ path: '/tmp/service-timeline-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Take out of service' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /Toyota Axio out of service: Registration/ })).toBeVisible();

  // A tourist: the search for those dates does not find the vehicle; next to them it does.
  const tourist = await browser.newPage();
  const during = { pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate: futureDate(393), pickupTime: '09:00', returnDate: futureDate(394), returnTime: '17:00' };
  await tourist.goto(`/available-vehicles?${tripQuery(during, { vehicleType: 'Car' })}`);
  await expect(tourist.getByRole('article').first()).toBeVisible();
  await expect(tourist.getByRole('article').filter({ hasText: 'Wagon R' })).toHaveCount(1);
  await expect(tourist.getByRole('article').filter({ hasText: model })).toHaveCount(0);
  const after = { ...during, pickupDate: futureDate(396), returnDate: futureDate(397) };
  await tourist.goto(`/available-vehicles?${tripQuery(after, { vehicleType: 'Car' })}`);
  await expect(tourist.getByRole('article').filter({ hasText: model })).toHaveCount(1);

  // Booking those dates is refused like an overlap; the calendar says only "Booked".
  const token = await apiToken(request, DEMO.tourist);
  const refused = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { vehicleId: id, name: DEMO.tourist.name, email: DEMO.tourist.email, phone: '+44 7700 900123', ...during, numTourists: 2, driverOption: 'selfDrive', specialRequests: '' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toBe(MESSAGES.booking.conflict);
  const calendar = await (await request.get(`/api/vehicles/${id}/availability`)).text();
  expect(calendar).toContain('Booked');
  expect(calendar).not.toMatch(/repair|Gearbox/i);
  await tourist.close();
});
