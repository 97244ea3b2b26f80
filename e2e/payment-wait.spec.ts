import { expect, test, type APIRequestContext } from './test';
import { DEFAULT_PRICING_POLICY, PAYHERE_AWAIT_MINUTES, shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { logInFromHome } from './helpers';
import { STAFF, apiToken, tripAhead, vehicleId } from './admin-helpers';
import { notifyPaid } from './payhere';

const T = MESSAGES.tripsUi.money;

/** A tourist of this journey's own, with a booking of its own (days 372-374 ahead: no other journey books them). */
async function touristWithBooking(request: APIRequestContext) {
  const account = { username: 'Payment Wait', email: `wait-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'Tourist@123', role: 'tourist', phone: '+44 7700 900789' };
  const registered = await request.post('/api/users', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await apiToken(request, account);
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      vehicleId: await vehicleId(request, 'Prius'),
      name: account.username,
      email: account.email,
      phone: account.phone,
      ...tripAhead(372 + test.info().retry * 4, 2),
      numTourists: 2,
      driverOption: 'selfDrive',
      specialRequests: '',
      preferredLanguages: [],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()) as { _id: string; paymentSummary: { depositDue: number } };
  return { account, token, booking };
}

test('back from PayHere the pay button waits for its confirmation, says why, and what to do when PayHere does not open', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const bank = 'Commercial Bank of Ceylon, Colombo 03\nLankaRide (Pvt) Ltd, 1000 2345 6789';
  const current = (await (await request.get('/api/admin/pricing-policy', { headers: admin })).json()) as typeof DEFAULT_PRICING_POLICY;
  expect((await request.put('/api/admin/pricing-policy', { headers: admin, data: { ...pick(current), bankTransfer: bank } })).status()).toBe(200);
  try {
    const { account, token, booking } = await touristWithBooking(request);
    const deposit = `$${booking.paymentSummary.depositDue.toFixed(2)}`;
    await logInFromHome(page, account.email, account.password);
    await page.goto('/manage-bookings');
    const card = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(shortReference(booking._id), { exact: true }) });
    const payButton = card.getByRole('button', { name: T.payDeposit(deposit) });
    await expect(payButton).toBeEnabled();

    // Beside the button: what to do when PayHere's page does not open, with the office's bank details.
    const help = card.getByTestId('payhere-help');
    await help.getByText(T.notOpening.summary).click();
    await expect(help).toContainText(T.notOpening.intro);
    await expect(help).toContainText(T.notOpening.bankTransfer(shortReference(booking._id)));
    await expect(help.getByTestId('bank-transfer')).toHaveText(bank);
    await expect(help.getByRole('link', { name: T.notOpening.contact })).toHaveAttribute('href', '/contact');

    // PayHere's page is played here: it takes the form and sends the tourist back as paid, but its
    // notification is late.
    let orderId = '';
    let amount = '';
    await page.route('https://sandbox.payhere.lk/**', async (route) => {
      const posted = new URLSearchParams(route.request().postData() ?? '');
      orderId = posted.get('order_id')!;
      amount = posted.get('amount')!;
      await route.fulfill({ status: 302, headers: { Location: posted.get('return_url')! } });
    });
    await payButton.click();
    await expect(page).toHaveURL(/\/manage-bookings\?paid=[0-9a-f-]+&order=/);
    await expect(page.getByTestId('payment-returned')).toHaveText(T.paymentReturned);
    const backCard = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(shortReference(booking._id), { exact: true }) });
    const waiting = backCard.getByTestId('pay-deposit');
    await expect(waiting).toBeDisabled();
    await expect(backCard.getByTestId('payment-awaiting')).toBeVisible();
    await expect(waiting).toHaveAccessibleDescription(/PayHere/);
    // The server refuses a second checkout meanwhile (another tab, an old page).
    const second = await request.get(`/api/bookings/${booking._id}/payhere-checkout`, { headers: { Authorization: `Bearer ${token}` } });
    expect(second.status()).toBe(409);
    expect(((await second.json()) as { error: string }).error).toBe(MESSAGES.money.checkoutAwaiting(PAYHERE_AWAIT_MINUTES));

    // The notification arrives: the page, still polling, shows the payment and no pay button.
    await notifyPaid(request, { orderId, amount, currency: 'USD', paymentId: `32077${Date.now()}` });
    await expect(backCard.getByTestId('payment-summary')).toContainText(T.paid(deposit));
    await expect(page.getByTestId('payment-returned')).toHaveText(T.paymentConfirmed);
    await expect(backCard.getByTestId('pay-deposit')).toHaveCount(0);
  } finally {
    const now = (await (await request.get('/api/admin/pricing-policy', { headers: admin })).json()) as typeof DEFAULT_PRICING_POLICY;
    expect((await request.put('/api/admin/pricing-policy', { headers: admin, data: { ...pick(now), bankTransfer: '' } })).status()).toBe(200);
  }
});

/** The policy as it is now, as the admin would send it back (so other journeys' changes are kept). */
function pick(policy: typeof DEFAULT_PRICING_POLICY) {
  return {
    driverPerDay: policy.driverPerDay,
    depositPercent: policy.depositPercent,
    includedKmPerDay: policy.includedKmPerDay,
    extraKmRate: policy.extraKmRate,
    driverNightAllowance: policy.driverNightAllowance,
    cancellationTiers: policy.cancellationTiers,
    currencies: policy.currencies.map(({ code, perUsd }) => ({ code, perUsd })),
  };
}
