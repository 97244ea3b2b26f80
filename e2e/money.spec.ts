import { expect, test, type APIRequestContext } from './test';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { logInFromHome, tripQuery } from './helpers';
import { STAFF, apiToken, bookThroughApi, logInAs, tripAhead, tripStartingSoon, vehicleId } from './admin-helpers';
import { notifyPaid } from './payhere';
import { readPdfText } from './pdf-text';

const B = MESSAGES.bookingUi;
const T = MESSAGES.tripsUi.money;


async function asAdmin(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
}

test('a tourist sees the trip priced on the search card and the form, pays the deposit through PayHere, and the receipt charges the extra kilometres', async ({ page, request }) => {
  test.setTimeout(150_000);
  const model = 'HiAce KDH';
  const id = await vehicleId(request, model);
  const perDay = ((await (await request.get(`/api/vehicles/${id}`)).json()) as { pricingDetails: { perDay: number } }).pricingDetails.perDay;

  // The search card prices the whole trip: 3 calendar days (whole days), self drive and with a driver.
  const search = tripAhead(520 + test.info().retry * 10, 2);
  await page.goto(`/available-vehicles?${new URLSearchParams({ pickupDate: search.pickupDate, returnDate: search.returnDate })}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: `Toyota ${model}` }) });
  await expect(card.getByTestId('trip-total')).toContainText(B.card.tripTotal(3, `$${(3 * perDay).toFixed(2)}`));
  await expect(card.getByTestId('trip-total')).toContainText(B.card.withDriverTotal(`$${(3 * (perDay + 50)).toFixed(2)}`));

  // The booking form shows the server's lines, the deposit and the balance (09:00 to 17:00 two days later: 3 days).
  await logInFromHome(page);
  await page.goto(`/book-vehicle/${id}?${tripQuery(search)}`);
  const summary = page.getByTestId('price-summary').first();
  await expect(summary).toContainText(B.price.vehicleLine(3, `$${perDay.toFixed(2)}`));
  await expect(summary).toContainText(B.price.driverLine(3, '$50.00'));
  await expect(summary.getByTestId('deposit-due')).toBeVisible();

  // A trip that starts in a moment, so its driver can run it now; booked with a driver.
  const { trip, pickupAt } = tripStartingSoon(2 * 24 * 60, { pickupPoint: 'Negombo', returnPoint: 'Ella' }, 30 + test.info().retry * 90);
  const { _id: bookingId } = await bookThroughApi(request, { model, trip, driverOption: 'withDriver', name: 'Ingrid Larsen' });
  const ref = shortReference(bookingId);
  const admin = await asAdmin(request);
  const booking = (await (await request.get(`/api/bookings/${bookingId}`, { headers: admin })).json()) as { totalPrice: number; paymentSummary: { depositDue: number } };
  const deposit = booking.paymentSummary.depositDue;
  expect(deposit).toBeGreaterThan(0);

  // My Bookings offers the deposit online; PayHere's page is played here: it takes the posted
  // form, its server sends the signed notification, and its page sends the tourist back.
  let posted: URLSearchParams | null = null;
  await page.route('https://sandbox.payhere.lk/**', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    const orderId = posted.get('order_id')!;
    const amount = posted.get('amount')!;
    const currency = posted.get('currency')!;
    await notifyPaid(request, { orderId, amount, currency, paymentId: `32010${Date.now()}`, method: 'VISA' });
    await route.fulfill({ status: 302, headers: { Location: posted.get('return_url')! } });
  });
  await page.goto('/manage-bookings');
  const myCard = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(ref, { exact: true }) });
  await myCard.getByRole('button', { name: T.payDeposit(`$${deposit.toFixed(2)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-bookings\\?paid=${bookingId}&order=${bookingId}\\.[0-9a-f]{10}$`));
  // Each checkout is an order of its own: the booking, then what makes this checkout unique.
  expect(posted!.get('order_id')).toMatch(new RegExp(`^${bookingId}\\.[0-9a-f]{10}$`));
  expect(posted!.get('amount')).toBe(deposit.toFixed(2));
  expect(posted!.get('hash')).toMatch(/^[0-9A-F]{32}$/);
  // The notification came before the return: the page says at once that the payment is confirmed.
  await expect(page.getByTestId('payment-returned')).toHaveText(T.paymentConfirmed);
  const backCard = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(ref, { exact: true }) });
  await expect(backCard.getByTestId('payment-summary')).toContainText(T.paid(`$${deposit.toFixed(2)}`));
  await expect(backCard.getByTestId('pay-deposit')).toHaveCount(0);

  // The office confirms with a new driver, who records the odometer and completes the trip.
  const driverAccount = { email: `receipt-driver-${Date.now()}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Ruwan Jayasuriya', ...driverAccount, licenseNumber: 'B-7734', phone: '+94 77 555 0177' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  expect((await request.patch(`/api/admin/bookings/${bookingId}`, { headers: admin, data: { status: 'confirmed', driverId } })).status()).toBe(200);
  const driver = { Authorization: `Bearer ${await apiToken(request, driverAccount)}` };
  // 2 days with a driver include 200 km under the default policy: 237 km driven is 37 extra.
  const readings = await request.put(`/api/drivers/bookings/${bookingId}/odometer`, { headers: driver, data: { pickupKm: 50_000, returnKm: 50_237 } });
  expect(readings.status(), await readings.text()).toBe(200);
  expect((await request.patch(`/api/drivers/bookings/${bookingId}/status`, { headers: driver, data: { status: 'picked_up' } })).status()).toBe(200);
  // The balance collected in cash at pickup (the phone screen for it is driver-trips' journey).
  const balance = booking.totalPrice - deposit;
  const cash = await request.post(`/api/drivers/bookings/${bookingId}/cash`, { headers: driver, data: { amount: balance, currency: 'USD' } });
  expect(cash.status(), await cash.text()).toBe(201);
  await page.waitForTimeout(Math.max(0, pickupAt - Date.now() + 1000));
  const completed = await request.patch(`/api/drivers/bookings/${bookingId}/status`, { headers: driver, data: { status: 'completed' } });
  expect(completed.status(), await completed.text()).toBe(200);

  // The receipt the tourist downloads charges them, beside the deposit paid online.
  await page.reload();
  const doneCard = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(ref, { exact: true }) });
  const [download] = await Promise.all([page.waitForEvent('download'), doneCard.getByRole('button', { name: T.receipt }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(await download.path());
  expect(text).toContain(model);
  expect(text).toMatch(/37/);
  expect(text).toContain('9.25');
  expect(text).toContain(deposit.toFixed(2));
  expect(text).toContain(balance.toFixed(2));
  // Only the extra kilometres are left to pay, and My Bookings says so too.
  await expect(doneCard.getByTestId('payment-summary')).toContainText(T.balanceDue('$9.25'));
});

test('the admin changes the pricing policy: new trips are priced under it, an older booking keeps its terms', async ({ page, request }) => {
  const admin = await asAdmin(request);
  const model = 'Land Cruiser Prado';
  const older = await bookThroughApi(request, { model, trip: tripAhead(560 + test.info().retry * 10, 2), driverOption: 'withDriver' });
  const before = (await (await request.get(`/api/bookings/${older._id}`, { headers: admin })).json()) as { totalPrice: number; paymentSummary: { depositDue: number } };

  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.getByRole('link', { name: MESSAGES.staffAreaUi.adminNav.pricing }).first().click();
  const P = MESSAGES.pricingUi;
  await expect(page.getByRole('heading', { level: 1, name: P.title })).toBeVisible();
  await page.getByLabel(P.driverPerDay).fill('65');
  await page.getByLabel(P.depositPercent).fill('20');
  await page.getByRole('button', { name: P.save }).click();
  await expect(page.getByRole('status').filter({ hasText: P.saved })).toBeVisible();
  try {
    // The older booking: the same total and deposit as before the change.
    const after = (await (await request.get(`/api/bookings/${older._id}`, { headers: admin })).json()) as { totalPrice: number; paymentSummary: { depositDue: number } };
    expect(after.totalPrice).toBe(before.totalPrice);
    expect(after.paymentSummary.depositDue).toBe(before.paymentSummary.depositDue);
    // A new quote uses the new driver cost and deposit, and the vehicle page says so.
    const id = await vehicleId(request, model);
    const quote = (await (await request.post('/api/bookings/quote', { data: { vehicleId: id, ...tripAhead(600, 2), driverOption: 'withDriver' } })).json()) as { lines: { code: string; unitAmount: number }[]; depositDue: number; total: number };
    expect(quote.lines.find((l) => l.code === 'driver')?.unitAmount).toBe(65);
    expect(quote.depositDue).toBeCloseTo(quote.total * 0.2, 2);
    await page.goto(`/vehicles/${id}`);
    await expect(page.getByText(B.detail.driverCost('$65.00'))).toBeVisible();
  } finally {
    // Back to the default for the journeys after this one.
    const current = (await (await request.get('/api/admin/pricing-policy', { headers: admin })).json()) as Record<string, unknown>;
    const reset = await request.put('/api/admin/pricing-policy', {
      headers: admin,
      data: { ...current, driverPerDay: 50, depositPercent: 10, currencies: (current.currencies as { code: string; perUsd: number }[]).map(({ code, perUsd }) => ({ code, perUsd })), updatedAt: undefined },
    });
    expect(reset.status(), await reset.text()).toBe(200);
  }
});

/** The text of a PDF, read back with the library the API's tests use. */
async function pdfText(path: string | null): Promise<string> {
  if (!path) throw new Error('the download has no file');
  return readPdfText(path);
}
