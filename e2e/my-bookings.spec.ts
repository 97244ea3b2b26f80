import { expect, test, type APIRequestContext } from './test';
import { STAFF_DISPLAY_NAME, shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO } from './helpers';
import { STAFF, apiToken, bookThroughApi, logInAs, tripAhead, tripStartingSoon } from './admin-helpers';

const T = MESSAGES.tripsUi;

test.use({ viewport: { width: 360, height: 740 } });

async function asAdmin(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
}

test('My Bookings on a phone: the trip under way first, then upcoming by pickup, then past and cancelled with the office’s reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await asAdmin(request);
  const shift = test.info().retry * 20;
  // Under way: a self-drive trip three hours ahead, picked up already (that step opens 12 hours ahead).
  const { trip: soon } = tripStartingSoon(60, { pickupPoint: 'Galle', returnPoint: 'Galle' }, (3 + test.info().retry * 2) * 3600);
  const current = await bookThroughApi(request, { model: 'Caravan', trip: soon, driverOption: 'selfDrive' });
  expect((await request.patch(`/api/admin/bookings/${current._id}`, { headers: admin, data: { status: 'confirmed' } })).status()).toBe(200);
  const picked = await request.patch(`/api/drivers/bookings/${current._id}/status`, { headers: admin, data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);
  // Booked in the opposite order to their pickups.
  const later = await bookThroughApi(request, { model: 'Rosa', trip: tripAhead(452 + shift, 2), driverOption: 'selfDrive' });
  const sooner = await bookThroughApi(request, { model: 'Rosa', trip: tripAhead(441 + shift, 2), driverOption: 'selfDrive' });
  const dropped = await bookThroughApi(request, { model: 'Vezel', trip: tripAhead(446 + shift, 2), driverOption: 'selfDrive' });
  const reason = 'The vehicle failed its safety check; we are sorry.';
  const cancel = await request.patch(`/api/admin/bookings/${dropped._id}`, { headers: admin, data: { status: 'cancelled', reason } });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await logInAs(page, DEMO.tourist, /\/$/);
  await page.goto('/manage-bookings');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([new RegExp(`^${T.currentHeading}`), new RegExp(`^${T.upcomingHeading}`), new RegExp(`^${T.pastHeading}`)]);

  const currentRegion = page.getByRole('region', { name: new RegExp(T.currentHeading) });
  const now = currentRegion.getByRole('article').filter({ hasText: shortReference(current._id) });
  await expect(now.getByTestId('current-trip')).toHaveText(T.currentBadge);
  await expect(now.getByTestId('booking-status')).toHaveText('Picked Up');

  const refs = await page.getByRole('region', { name: new RegExp(T.upcomingHeading) }).getByTestId('booking-ref').allTextContents();
  expect(refs).toContain(shortReference(sooner._id));
  expect(refs.indexOf(shortReference(sooner._id)), 'sooner pickup listed first').toBeLessThan(refs.indexOf(shortReference(later._id)));
  expect(refs).not.toContain(shortReference(dropped._id));

  const past = page.getByRole('region', { name: new RegExp(T.pastHeading) });
  const cancelled = past.getByRole('article').filter({ hasText: shortReference(dropped._id) });
  await expect(cancelled.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(cancelled.getByTestId('cancel-reason')).toHaveText(T.cancelReason(reason));
  await expect(cancelled.getByRole('button', { name: T.cancelConfirm })).toHaveCount(0);
  // Its history says the office cancelled it and why, without naming anyone there.
  await cancelled.getByRole('button', { name: 'Show booking history' }).click();
  const history = cancelled.getByRole('list', { name: 'Booking history' });
  await expect(history.getByRole('listitem').last()).toContainText(`Cancelled by ${STAFF_DISPLAY_NAME}`);
  await expect(history.getByRole('listitem').last()).toContainText(T.reason(reason));
  await expect(history).not.toContainText('Admin');

  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test('the cancel dialog names the booking once; cancelling keeps the card in view under Past and cancelled', async ({ page, request }) => {
  const trip = tripAhead(462 + test.info().retry * 20, 3);
  const { _id: id } = await bookThroughApi(request, { model: 'Rosa', trip, driverOption: 'selfDrive' });
  const ref = shortReference(id);
  await logInAs(page, DEMO.tourist, /\/$/);
  await page.goto('/manage-bookings');
  const card = page.getByRole('region', { name: new RegExp(T.upcomingHeading) }).getByRole('article').filter({ hasText: ref });
  await card.getByRole('button', { name: T.cancelConfirm }).click();

  const dialog = page.getByRole('dialog', { name: T.cancelTitle(ref) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Mitsubishi Rosa');
  await expect(dialog).toContainText(`${trip.pickupTime} to `);
  await expect(dialog).toContainText(T.cancelEffect);
  // The title is said once: the body names the booking instead of asking again.
  await expect(dialog.getByText(/Cancel (this )?booking/)).toHaveText([T.cancelTitle(ref), T.cancelConfirm]);
  await dialog.getByRole('button', { name: T.cancelKeep }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('booking-status')).toHaveText('Pending');

  await card.getByRole('button', { name: T.cancelConfirm }).click();
  await dialog.getByRole('button', { name: T.cancelConfirm }).click();
  await expect(dialog).toBeHidden();
  const moved = page.getByRole('region', { name: new RegExp(T.pastHeading) }).getByRole('article').filter({ hasText: ref });
  await expect(moved.getByTestId('booking-status')).toHaveText('Cancelled');
  const notice = moved.getByTestId('booking-notice');
  await expect(notice).toHaveText(T.cancelled(ref));
  await expect(notice.getByRole('status')).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
});
