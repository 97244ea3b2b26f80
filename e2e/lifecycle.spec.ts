import { expect, test } from './test';
import { formatDateTimeIn, shortReference, DRIVER_ACTIVE_STATUSES } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO, logIn, tripQuery, vehicleByModel } from './helpers';
import { STAFF, apiToken, bookingRow, newSession, tripStartingSoon } from './admin-helpers';

test('1. full lifecycle: tourist books with a driver -> admin confirms with one -> the driver runs the trip -> My Bookings shows Completed', async ({ page, browser, request }) => {
  // The trip starts in a minute or two: the driver may pick it up at once, and complete it only
  // once the pickup time has come (the server holds trips to the clock). A retry takes another car.
  test.setTimeout(240_000);
  const { pickupAt, trip } = tripStartingSoon(5, { pickupPoint: 'Negombo', returnPoint: 'Ella' }, 45);
  // The tourist books through the site.
  const vehicle = await vehicleByModel(page, test.info().retry === 0 ? 'Axio' : 'Wagon R');
  await page.goto('/login');
  await logIn(page, DEMO.tourist.email, DEMO.tourist.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/book-vehicle/${vehicle._id}?${tripQuery(trip)}`);
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await expect(page.getByRole('radio', { name: /With a driver/ })).toBeChecked();
  await page.getByRole('button', { name: 'Review booking' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^[0-9a-f-]{36}$/);
  const id = (await reference.textContent())!;

  // What the driver's dashboard counts before this trip is theirs.
  const driverToken = await apiToken(request, STAFF.nimal);
  const before = ((await (await request.get('/api/drivers/my-bookings', { headers: { Authorization: `Bearer ${driverToken}` } })).json()) as { bookingStatus: string }[]).filter((b) =>
    (DRIVER_ACTIVE_STATUSES as readonly string[]).includes(b.bookingStatus),
  ).length;

  // The admin finds available drivers for the booking's dates and confirms with one.
  const admin = await newSession(browser, STAFF.admin, /\/admin\/dashboard$/);
  const row = await bookingRow(admin, id);
  await expect(row.getByTestId('booking-status')).toHaveText('Pending');
  await row.getByRole('button', { name: `Confirm booking ${shortReference(id)}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Confirm booking ${shortReference(id)}` });
  // The demo drivers free for this trip are offered (other journeys may have registered more
  // drivers). Kamal is not checked: the demo trip he drives starts today at 09:00 Sri Lanka time,
  // so from then on he is rightly busy for a trip starting now.
  for (const name of [STAFF.sunil.name, STAFF.nimal.name]) await expect(dialog.getByTestId('driver-option').filter({ hasText: name })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Confirm with driver' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.admin.selectDriverFirst);
  await dialog.getByRole('radio', { name: /Nimal Silva/ }).check();
  await dialog.getByRole('button', { name: 'Confirm with driver' }).click();
  await expect(admin.getByRole('status').filter({ hasText: MESSAGES.admin.bookingConfirmed })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(row).toContainText('Nimal Silva');

  // The driver logs in, sees it counted and scheduled, and runs the trip.
  const driver = await newSession(browser, STAFF.nimal, /\/driver\/dashboard$/);
  await expect(driver.getByTestId('active-count')).toHaveText(String(before + 1));
  await driver.getByRole('navigation', { name: 'Driver', exact: true }).getByRole('link', { name: 'My Schedule' }).click();
  await expect(driver).toHaveURL(/\/driver\/bookings$/);
  const card = driver.getByTestId('trip-card').filter({ hasText: shortReference(id) });
  await expect(card).toContainText('Negombo');
  await expect(card).toContainText('Ella');
  await expect(card).toContainText('+44 7700 900123');
  await expect(card.getByRole('button')).toHaveText(['Mark picked up']);
  await card.getByRole('button', { name: 'Mark picked up' }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('Picked Up');
  await expect(card.getByRole('button')).toHaveText(['Mark en route', 'Mark completed']);
  await card.getByRole('button', { name: 'Mark en route' }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('En Route');
  await expect(card.getByRole('button')).toHaveText(['Mark completed']);
  // Before the pickup time the step is closed, and the card says from when; it opens by itself.
  const complete = card.getByRole('button', { name: 'Mark completed' });
  if (Date.now() < pickupAt - 5_000) {
    await expect(complete).toBeDisabled();
    await expect(card).toContainText(`can be marked completed from ${formatDateTimeIn(trip.pickupDate, trip.pickupTime, 'en')} (Sri Lanka time)`);
  }
  await expect(complete).toBeEnabled({ timeout: Math.max(10_000, pickupAt - Date.now() + 10_000) });
  await complete.click();
  // Completing asks first (issue 15), naming the trip.
  await driver.getByRole('dialog', { name: MESSAGES.tripsUi.completeTitle(shortReference(id)) }).getByRole('button', { name: MESSAGES.tripsUi.completeConfirm }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('Completed');
  await expect(card.getByRole('button')).toHaveCount(0);
  await driver.getByRole('navigation', { name: 'Driver', exact: true }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(driver.getByTestId('active-count')).toHaveText(String(before));

  // The tourist's My Bookings shows the trip completed; the admin's history shows every step.
  await page.goto('/manage-bookings');
  await expect(page.getByRole('article').filter({ hasText: shortReference(id) }).getByTestId('booking-status')).toHaveText('Completed');
  await admin.goto(`/admin/bookings/${id}`);
  const history = admin.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveText([/Booking received/, /Pending → Confirmed by Admin \(admin\), driver Nimal Silva/, /Confirmed → Picked Up by Nimal Silva/, /Picked Up → En Route/, /En Route → Completed/]);
});
