import { expect, test, type APIRequestContext, type Page } from './test';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO, expectNoSeriousA11yViolations, expectedTotal, logIn, vehicleByModel, fillTripFields } from './helpers';
import { STAFF, apiToken, bookThroughApi, bookingRow, logInAs, tripAhead, tripStartingSoon } from './admin-helpers';
import { waitForMail } from './mail';

/**
 * Issue 15, staff: the office fixes bookings. Cancel with a reason the tourist reads, another
 * driver for a confirmed trip, new dates (re-priced, the tourist e-mailed), a status set by
 * mistake moved back with a reason, and a booking taken by phone for a new customer.
 * Trips here keep to 500-590 days ahead and to vehicles the other journeys leave alone.
 */
const T = MESSAGES.staffUi;

async function asAdmin(request: APIRequestContext) {
  const token = await apiToken(request, STAFF.admin);
  return { Authorization: `Bearer ${token}` };
}

async function driverId(request: APIRequestContext, name: string): Promise<string> {
  const drivers = (await (await request.get('/api/admin/drivers', { headers: await asAdmin(request) })).json()) as { _id: string; username: string }[];
  return drivers.find((d) => d.username === name)!._id;
}

/** The page's width never exceeds the screen's (nothing to scroll sideways on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('cancel with a reason: the dialog names the booking, the tourist’s e-mail and the history carry the reason', async ({ page, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Prius', trip: tripAhead(500, 2), driverOption: 'selfDrive' });
  const ref = shortReference(id);
  const reason = 'The Prius failed its safety check.';
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  const row = await bookingRow(page, id);
  await row.getByRole('button', { name: `Cancel booking ${ref}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${ref}?` });
  const facts = dialog.getByTestId('booking-facts');
  await expect(facts).toContainText(ref);
  await expect(facts).toContainText(DEMO.tourist.name);
  await expect(facts).toContainText('Toyota Prius');
  // Focus starts in the reason; the keyboard reaches every control.
  await expect(dialog.getByLabel(T.reasonOptional)).toBeFocused();
  await page.keyboard.type(reason);
  await expectNoSeriousA11yViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: T.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.bookingCancelled })).toBeVisible();
  await expect(row.getByTestId('booking-status')).toHaveText('Cancelled');

  const mail = await waitForMail(DEMO.tourist.email, `Your booking ${ref} was cancelled`);
  expect(mail.text).toContain(`Reason: ${reason}`);
  await page.goto(`/admin/bookings/${id}`);
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Pending → Cancelled by Admin (admin)');
  await expect(history).toContainText(`Reason: ${reason}`);
});

test('change the driver of a confirmed trip: the other free drivers, language matches first; history and e-mails say so', async ({ page, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Montero', trip: tripAhead(510, 3), preferredLanguages: ['fr'] });
  const ref = shortReference(id);
  const confirm = await request.patch(`/api/admin/bookings/${id}`, { headers: await asAdmin(request), data: { status: 'confirmed', driverId: await driverId(request, STAFF.sunil.name) } });
  expect(confirm.status(), await confirm.text()).toBe(200);

  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  const row = await bookingRow(page, id);
  await expect(row).toContainText(STAFF.sunil.name);
  await row.getByRole('button', { name: `Change driver of booking ${ref}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change driver of booking ${ref}` });
  await expect(dialog.getByTestId('current-driver')).toHaveText(STAFF.sunil.name);
  const options = dialog.getByTestId('driver-option');
  // Kamal speaks French, the tourist's wish: he comes first. Sunil has the trip and is not offered.
  await expect(options.first()).toContainText(STAFF.kamal.name);
  await expect(options.first()).toContainText('Speaks French');
  await expect(options.filter({ hasText: STAFF.sunil.name })).toHaveCount(0);
  await expect(options.filter({ hasText: STAFF.nimal.name })).toHaveCount(1);
  await dialog.getByRole('button', { name: T.changeDriverConfirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.admin.selectDriverFirst);
  await dialog.getByRole('radio', { name: new RegExp(STAFF.kamal.name) }).check();
  await dialog.getByLabel(T.reasonOptional).fill('Sunil is ill today');
  await dialog.getByRole('button', { name: T.changeDriverConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: T.driverChanged(ref, STAFF.kamal.name) })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(STAFF.kamal.name);

  await page.goto(`/admin/bookings/${id}`);
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText(`Driver changed from ${STAFF.sunil.name} to ${STAFF.kamal.name} by Admin (admin)`);
  await expect(history).toContainText('Reason: Sunil is ill today');
  await waitForMail(DEMO.tourist.email, `Your driver for booking ${ref} has changed`);
  await waitForMail(STAFF.sunil.email, `Trip ${ref} went to another driver`);
  await waitForMail(STAFF.kamal.email, new RegExp(`New trip ${ref}`));
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('change the dates: the new price shows before saving, the tourist is e-mailed it', async ({ page, request }) => {
    const trip = tripAhead(520, 2);
    const { _id: id } = await bookThroughApi(request, { model: 'Fit', trip, driverOption: 'selfDrive' });
    const ref = shortReference(id);
    const fit = await vehicleByModel(page, 'Fit');
    const longer = { ...trip, returnDate: tripAhead(520, 4).returnDate };
    const newTotal = expectedTotal(longer, fit.pricingDetails.perDay, false);

    await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
    await page.goto(`/admin/bookings/${id}`);
    await page.getByRole('button', { name: `Change dates or vehicle of booking ${ref}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change dates or vehicle of booking ${ref}` });
    await expect(dialog.getByLabel(new RegExp(`^${T.pickupDate}`))).toBeFocused();
    await expect(dialog.getByTestId('new-price')).toHaveText(expectedTotal(trip, fit.pricingDetails.perDay, false));
    await dialog.getByLabel(new RegExp(`^${T.returnDate}`)).fill(longer.returnDate);
    await expect(dialog.getByTestId('new-price')).toHaveText(newTotal);
    await dialog.getByLabel(T.reasonOptional).fill('Staying two more days');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'schedule dialog at 360px');
    // The dialog fits the phone: its buttons are on screen without scrolling the page.
    await expect(dialog.getByRole('button', { name: T.changeScheduleConfirm })).toBeInViewport();
    await dialog.getByRole('button', { name: T.changeScheduleConfirm }).click();
    await expect(page.getByRole('status').filter({ hasText: T.scheduleChanged(ref, newTotal) })).toBeVisible();

    const mail = await waitForMail(DEMO.tourist.email, `Your booking ${ref} was changed`);
    expect(mail.text).toContain(newTotal);
    const history = page.getByRole('list', { name: 'Status history' });
    await expect(history).toContainText('Dates, vehicle or route changed by Admin (admin)');
    await expect(history).toContainText(`Total: ${expectedTotal(trip, fit.pricingDetails.perDay, false)} → ${newTotal}`);
    await expect(history).toContainText('Reason: Staying two more days');

    // A clash is said in the dialog: another booking holds the Fit on other days.
    const other = tripAhead(530, 2);
    await bookThroughApi(request, { model: 'Fit', trip: other, driverOption: 'selfDrive' });
    await page.getByRole('button', { name: `Change dates or vehicle of booking ${ref}` }).click();
    await dialog.getByLabel(new RegExp(`^${T.pickupDate}`)).fill(other.pickupDate);
    await dialog.getByLabel(new RegExp(`^${T.returnDate}`)).fill(other.returnDate);
    await dialog.getByRole('button', { name: T.changeScheduleConfirm }).click();
    await expect(dialog.getByRole('alert')).toContainText(MESSAGES.booking.conflict);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('correct a completed trip back one step with a reason; the history shows it', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A self-drive scooter trip starting within a minute: staff move it on for the rider, and may
  // mark it completed once its pickup time has come.
  const { trip, pickupAt } = tripStartingSoon(5, { pickupPoint: 'Negombo', returnPoint: 'Negombo' }, 20);
  const { _id: id } = await bookThroughApi(request, { model: 'Ray ZR', trip, driverOption: 'selfDrive' });
  const ref = shortReference(id);
  const headers = await asAdmin(request);
  expect((await request.patch(`/api/admin/bookings/${id}`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  expect((await request.patch(`/api/drivers/bookings/${id}/status`, { headers, data: { status: 'picked_up' } })).status()).toBe(200);
  await expect
    .poll(async () => (await request.patch(`/api/drivers/bookings/${id}/status`, { headers, data: { status: 'completed' } })).status(), {
      timeout: Math.max(30_000, pickupAt - Date.now() + 30_000),
      intervals: [2_000],
    })
    .toBe(200);

  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto(`/admin/bookings/${id}`);
  await expect(page.getByTestId('booking-status')).toHaveText('Completed');
  await page.getByRole('button', { name: `Correct status of booking ${ref}` }).click();
  const dialog = page.getByRole('dialog', { name: `Correct status of booking ${ref}` });
  // It was completed straight from picked up: that is where it goes back.
  await expect(dialog.getByTestId('correction-target')).toHaveText(T.correctionExplained('Completed', 'Picked Up'));
  await dialog.getByRole('button', { name: T.correctionConfirm('Picked Up') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.staff.reasonRequired);
  await dialog.getByLabel(new RegExp(`^${T.reason}`)).fill('Marked completed at the pickup by mistake');
  await dialog.getByRole('button', { name: T.correctionConfirm('Picked Up') }).click();
  await expect(page.getByRole('status').filter({ hasText: T.statusCorrected(ref, 'Picked Up') })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Picked Up');
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Status corrected from Completed back to Picked Up by Admin (admin)');
  await expect(history).toContainText('Reason: Marked completed at the pickup by mistake');
});

test('a booking taken by phone for a new customer: the list shows its reference, the customer sets a password and sees it', async ({ page, browser }) => {
  const email = `walkin-${Date.now()}@example.lk`;
  const trip = tripAhead(540, 3, { pickupPoint: 'Bandaranaike International Airport', returnPoint: 'Kandy' });
  const prado = await vehicleByModel(page, 'Land Cruiser Prado');

  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto('/admin/bookings');
  await page.getByRole('link', { name: T.newBooking }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: T.newBookingTitle })).toBeVisible();
  await page.getByRole('radio', { name: T.customerNew }).check();
  await page.getByLabel(new RegExp(`^${T.fullName}`)).fill('Hans Müller');
  await page.getByLabel(new RegExp(`^${T.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${T.phoneNumber}`)).fill('+49 170 1234567');
  await page.getByLabel(new RegExp(`^${T.vehicle}`)).selectOption(prado._id);
  await fillTripFields(page, T, trip);
  await page.getByLabel(new RegExp(`^${T.tourists}`)).fill('3');
  await expect(page.getByTestId('staff-booking-total')).toContainText(expectedTotal(trip, prado.pricingDetails.perDay, true));
  await expectNoSeriousA11yViolations(page, 'new booking page');
  await page.getByRole('button', { name: T.createBooking }).click();

  await expect(page).toHaveURL(/\/admin\/bookings$/);
  const notice = page.getByTestId('booking-created');
  await expect(notice).toContainText(/Booking [0-9A-F]{6} was created for Hans Müller/);
  const ref = /Booking ([0-9A-F]{6})/.exec((await notice.textContent())!)![1]!;
  await expect(page.getByRole('link', { name: ref, exact: true })).toBeVisible();

  // The new customer's e-mail: a link to set a password; then their My Bookings has the trip.
  const mail = await waitForMail(email, 'Your LankaRide account is ready');
  const link = /http:\/\/localhost:\d+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  await waitForMail(email, `We received your booking ${ref}`);
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(link![1]!);
  await customer.getByLabel(/^New password\W*$/).fill('hans-pass-1');
  await customer.getByLabel('New password again').fill('hans-pass-1');
  await customer.getByRole('button', { name: 'Save new password' }).click();
  await expect(customer).toHaveURL(/\/login$/);
  await logIn(customer, email, 'hans-pass-1');
  await expect(customer.getByTestId('nav-username').first()).toBeAttached();
  await customer.goto('/manage-bookings');
  await expect(customer.getByRole('article').filter({ hasText: 'Land Cruiser Prado' })).toBeVisible();
});
