import { expect, test } from './test';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO } from './helpers';
import { STAFF, bookThroughApi, bookingRow, logInAs, newSession, tripAhead } from './admin-helpers';

test('2a. a self-drive booking is confirmed without a driver', async ({ page, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Wagon R', trip: tripAhead(230, 2), driverOption: 'selfDrive' });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  const row = await bookingRow(page, id);
  await expect(row).toContainText('Self-drive');
  await row.getByRole('button', { name: `Confirm booking ${shortReference(id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm booking ${shortReference(id)}` });
  await expect(dialog).toContainText('confirmed without a driver');
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.bookingConfirmed })).toBeVisible();
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(row.getByRole('button', { name: `Confirm booking ${shortReference(id)}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Cancel booking ${shortReference(id)}` })).toBeVisible();
});

test('2b. a booking is cancelled only after the prompt', async ({ page, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Dio', trip: tripAhead(240, 2), driverOption: 'selfDrive' });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  const row = await bookingRow(page, id);
  await row.getByRole('button', { name: `Cancel booking ${shortReference(id)}` }).click();
  const prompt = page.getByRole('dialog', { name: `Cancel booking ${shortReference(id)}?` });
  // It says which booking it cancels (issue 15) rather than repeating its title.
  await expect(prompt.getByTestId('booking-facts')).toContainText(shortReference(id));
  await expect(prompt).toContainText(MESSAGES.staffUi.cancelEffect);
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(row.getByTestId('booking-status')).toHaveText('Pending');

  await row.getByRole('button', { name: `Cancel booking ${shortReference(id)}` }).click();
  await prompt.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.bookingCancelled })).toBeVisible();
  await expect(row.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);

  // Filters: the cancelled booking is among Cancelled, not among Pending.
  await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
  await expect(row).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(row).toHaveCount(0);
});

test('8. a tourist asks for German: the German-speaking driver is ranked first, the admin confirms with them, My Bookings shows the driver', async ({ page, browser, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Vezel', trip: tripAhead(260, 4), preferredLanguages: ['de'] });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  const row = await bookingRow(page, id);
  await expect(row.getByTestId('preferred-languages')).toContainText('German');
  await row.getByRole('button', { name: `Confirm booking ${shortReference(id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm booking ${shortReference(id)}` });
  await expect(dialog).toContainText('German');
  const options = dialog.getByTestId('driver-option');
  await expect(options.first()).toContainText(STAFF.sunil.name);
  await expect(options.first()).toContainText('Speaks German');
  for (const other of [STAFF.kamal.name, STAFF.nimal.name]) await expect(options.filter({ hasText: other })).not.toContainText('Speaks');
  await dialog.getByRole('radio', { name: new RegExp(STAFF.sunil.name) }).check();
  await dialog.getByRole('button', { name: 'Confirm with driver' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.bookingConfirmed })).toBeVisible();
  await expect(row).toContainText(STAFF.sunil.name);

  // The booking page shows the preference, the driver and the history.
  await row.getByRole('link', { name: shortReference(id), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${shortReference(id)}` })).toBeVisible();
  await expect(page.getByTestId('preferred-languages')).toContainText('German');
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(`driver ${STAFF.sunil.name}`);

  const tourist = await newSession(browser, DEMO.tourist, /\/$/);
  await tourist.goto('/manage-bookings');
  const card = tourist.getByRole('article').filter({ hasText: shortReference(id) });
  const driver = card.getByTestId('assigned-driver');
  await expect(driver).toContainText(STAFF.sunil.name);
  await expect(driver).toContainText(/Speaks .*German/);
  await expect(driver.getByRole('link', { name: /^\+94/ })).toHaveAttribute('href', /^tel:\+?\d{7,}$/);
  // Decision 102: and his page.
  await expect(driver.getByTestId('driver-profile-link')).toHaveAttribute('href', /^\/drivers\/[0-9a-f-]{36}$/);
  await card.getByRole('button', { name: 'Show booking history' }).click();
  await expect(card.getByRole('list', { name: 'Booking history' }).getByRole('listitem')).toHaveText([
    /^Booking request received/,
    new RegExp(`^Confirmed, your driver is ${STAFF.sunil.name}`),
  ]);
});

test('2d. the office records a deposit taken in rupees: the ledger and what is due follow', async ({ page, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Dio', trip: tripAhead(700, 2), driverOption: 'selfDrive' });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto(`/admin/bookings/${id}`);
  const P = MESSAGES.staffBookingsUi.payments;
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: P.title, exact: true }) });
  await expect(panel.getByText(P.empty)).toBeVisible();
  await panel.getByLabel(P.amount).fill('3000');
  await panel.getByLabel(P.currency).selectOption('LKR');
  await panel.getByLabel(P.kind).selectOption({ label: P.kinds.deposit });
  await panel.getByLabel(P.reference).fill('Receipt 0042');
  await panel.getByRole('button', { name: P.submit }).click();
  await expect(panel.getByRole('status')).toHaveText(P.recorded('LKR 3,000.00'));
  await expect(panel.getByText('Receipt 0042')).toBeVisible();
  // 3,000 rupees at the default 300 to the dollar: $10.00 paid.
  await expect(panel.getByTestId('payment-summary')).toContainText(`${P.paid}$10.00`);
});
