import { expect, test, type Page } from './test';
import { cancellationRefund, localDateTimeToEpochMs, shortReference, type Booking, type MoneyTasks } from '../packages/shared/src';
import { formatTypedAmount } from '../packages/shared/src/amount-input';
import { formatPrice } from '../packages/shared/src/pricing';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { vehicleByModel, labelled, fillTripFields } from './helpers';
import { STAFF, apiToken, logInAs, tripAhead } from './admin-helpers';
import { readPdfText } from './pdf-text';
import { expectNoSidewaysScroll, serverQuote, shoot } from './people-helpers';

/**
 * Issue 26, person 4: the office admin at a desk (1280 x 800, English) takes a walk-in's booking
 * by phone, records the deposit (the form preselects the kind and the amount due, item 7), opens
 * the invoice, cancels at the customer's request, sees the refund among the dashboard's money
 * tasks (item 5), pays it back (only a refund is offered now) and opens the document again, now
 * titled as a cancelled booking (item 8). The Caravan, days 160-163 ahead.
 */
test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

const S = MESSAGES.staffUi;
const P = MESSAGES.staffBookingsUi.payments;
const D = MESSAGES.staffAreaUi.dashboard;
const R = MESSAGES.receipt;

/** The receipt as the office downloads it from the booking's payments panel, as text. */
async function receiptText(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-receipt').click()]);
  const path = await download.path();
  if (!path) throw new Error('the download has no file');
  return readPdfText(path);
}

test('the office takes a phone booking, records its deposit, cancels it, and pays the refund from the dashboard’s money tasks', async ({ page, request }, testInfo) => {
  const trip = tripAhead(160 + testInfo.retry * 10, 3, { pickupPoint: 'Bandaranaike International Airport', returnPoint: 'Galle' });
  const caravan = await vehicleByModel(page, 'Caravan');
  const quote = await serverQuote(request, caravan._id, trip, 'withDriver');
  const customer = { name: 'Sophie Laurent', email: `people-walkin-${Date.now()}@example.fr`, phone: '+33 6 12 34 56 78' };
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };

  // The walk-in, taken by phone for a new customer.
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto('/admin/bookings');
  await page.getByRole('link', { name: S.newBooking }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.newBookingTitle })).toBeVisible();
  await page.getByRole('radio', { name: S.customerNew }).check();
  await labelled(page, S.fullName).fill(customer.name);
  await labelled(page, S.email).fill(customer.email);
  await labelled(page, S.phoneNumber).fill(customer.phone);
  await page.getByLabel(new RegExp(`^${S.vehicle}`)).selectOption(caravan._id);
  await fillTripFields(page, S, trip);
  await page.getByLabel(new RegExp(`^${S.tourists}`)).fill('4');
  await expect(page.getByTestId('staff-booking-total')).toContainText(formatPrice(quote.total));
  await shoot(page, testInfo, 'admin-1280-1-walk-in');
  await page.getByRole('button', { name: S.createBooking }).click();
  const created = page.getByTestId('booking-created');
  await expect(created).toContainText(new RegExp(`Booking [0-9A-F]{6} was created for ${customer.name}`));
  const ref = /Booking ([0-9A-F]{6})/.exec((await created.textContent())!)![1]!;

  // The dashboard's money tasks count the deposit to collect, as the server lists them.
  await page.goto('/admin/dashboard');
  const tasks = (await (await request.get('/api/admin/money-tasks', { headers: admin })).json()) as MoneyTasks;
  expect(tasks.depositsDue.count).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: D.moneyTasks })).toBeVisible();
  await expect(page.getByTestId('deposits-due').getByRole('heading')).toHaveText(D.depositsDue(tasks.depositsDue.count));
  await shoot(page, testInfo, 'admin-1280-2-dashboard-deposits');

  // The booking: the form waits for the deposit, its amount already in.
  await page.goto('/admin/bookings');
  await page.getByRole('link', { name: ref, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.staffBookingsUi.detail.title(ref) })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const panel = page.locator('section', { has: page.getByRole('heading', { name: P.title, exact: true }) });
  await expect(panel.getByLabel(P.kind)).toHaveValue('deposit');
  await expect(panel.getByLabel(P.kind).getByRole('option')).toHaveText([P.kinds.deposit, P.kinds.balance]);
  await expect(labelled(panel, P.amount)).toHaveValue(formatTypedAmount(quote.depositDue, { locale: 'en-US', currency: 'USD' }));
  await panel.getByLabel(P.method).selectOption({ label: P.methods.cash });
  await panel.getByRole('button', { name: P.submit }).click();
  await expect(panel.getByRole('status')).toHaveText(P.recorded(formatPrice(quote.depositDue)));
  // Then the balance is what it waits for.
  await expect(panel.getByLabel(P.kind)).toHaveValue('balance');
  await shoot(page, testInfo, 'admin-1280-3-deposit-recorded');

  // The document now: an invoice (the balance is still to pay), its status said.
  const invoice = await receiptText(page);
  expect(invoice).toContain(R.invoiceTitle);
  expect(invoice).toContain(R.statusLabel);
  expect(invoice).toContain(R.paymentStatuses.balanceDue);
  expect(invoice).not.toContain(R.cancelledTitle);

  // The customer calls to cancel: the dialog says what comes back.
  await page.getByRole('button', { name: S.cancelOf(ref) }).click();
  const dialog = page.getByRole('dialog', { name: S.cancelTitle(ref) });
  const booking = (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as Booking;
  const refund = cancellationRefund(booking.quote.cancellation, localDateTimeToEpochMs(trip.pickupDate, trip.pickupTime)!, quote.depositDue, Date.now());
  await expect(dialog.getByTestId('refund-preview')).toContainText(MESSAGES.tripsUi.refund.due(formatPrice(refund.amount), refund.percent, formatPrice(quote.depositDue), refund.tierHours));
  await labelled(dialog, S.reasonOptional).fill('The customer changed her travel plans.');
  await shoot(page, testInfo, 'admin-1280-4-cancel-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: S.cancelConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');

  // Only a refund can be recorded now, the amount due preselected.
  await expect(panel.getByLabel(P.kind).getByRole('option')).toHaveText([P.kinds.refund]);
  await expect(panel.getByText(P.onlyRefund)).toBeVisible();
  await expect(labelled(panel, P.amount)).toHaveValue(formatTypedAmount(refund.amount, { locale: 'en-US', currency: 'USD' }));

  // The dashboard lists the refund to pay back; its link leads to the booking.
  await page.goto('/admin/dashboard');
  const refunds = page.getByTestId('refunds-due');
  const task = refunds.getByRole('link').filter({ hasText: ref });
  await expect(task).toContainText(`${customer.name} · Nissan Caravan`);
  await expect(task).toContainText(D.payBack(formatPrice(refund.amount)));
  await expectNoSidewaysScroll(page, 'the dashboard');
  await shoot(page, testInfo, 'admin-1280-5-dashboard-refunds');
  await task.click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}$`));

  await panel.getByLabel(P.method).selectOption({ label: P.methods.bank_transfer });
  await panel.getByRole('button', { name: P.submit }).click();
  await expect(panel.getByRole('status')).toHaveText(P.recorded(formatPrice(refund.amount)));
  // What the tiers kept back is still held: a further refund stays possible, with no amount due.
  await expect(panel.getByLabel(P.kind).getByRole('option')).toHaveText([P.kinds.refund]);
  await expect(labelled(panel, P.amount)).toHaveValue('');
  await shoot(page, testInfo, 'admin-1280-6-refund-recorded');

  // The document is titled by the booking now: a cancelled booking, with its status.
  const cancelled = await receiptText(page);
  expect(cancelled).toContain(R.cancelledTitle);
  expect(cancelled).toContain(R.statuses.cancelled);
  expect(cancelled).not.toContain(R.invoiceTitle);
  // And the refund is no longer a task.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: D.moneyTasks })).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: ref })).toHaveCount(0);
  expect(shortReference(id)).toBe(ref);
});
