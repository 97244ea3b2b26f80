import { expect, test } from './test';
import { tripAhead } from './admin-helpers';
import { messagesIn, vehicleByModel, labelled } from './helpers';
import { dollarsText, expectNoSidewaysScroll, newTourist, oneLine, priceIn, serverQuote, shoot } from './people-helpers';
import { notifyPaid } from './payhere';

/**
 * Issue 26, person 2: a Chinese tourist on a small phone (zh-CN, 360 x 740) rents a scooter. Self
 * drive comes preselected (item 14); she sees the availability calendar with her dates free, the
 * form's date fields holding her trip and its quote, then pays the deposit through PayHere (its
 * sandbox page played here, as in money.spec). Days 150-152 ahead, the TVS Ntorq.
 */
test.use({ locale: 'zh-CN', viewport: { width: 360, height: 740 } });

const m = messagesIn('zh');
const usd = (amount: number) => priceIn('zh', amount);

test('a Chinese tourist rents a scooter on a 360 px phone: self drive first, her dates on the calendar and the form, the deposit paid online', async ({ page, request }, testInfo) => {
  const trip = tripAhead(150 + testInfo.retry * 10, 2, { pickupPoint: 'Galle', returnPoint: 'Galle', returnTime: '09:00' });
  const ntorq = await vehicleByModel(page, 'Ntorq');
  const name = `${ntorq.brand} ${ntorq.model}`;
  const self = await serverQuote(request, ntorq._id, trip, 'selfDrive');
  const tourist = await newTourist(request, '王芳', 'zh', '+86 138 0013 8000');

  // Signed in first, in Chinese (the browser's language).
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: m.accountUi.login.title })).toBeVisible();
  await labelled(page, m.fields.email).fill(tourist.email);
  await labelled(page, m.fields.password).fill(tourist.password);
  await page.getByRole('button', { name: m.accountUi.login.submit }).click();
  await expect(page.getByTestId('nav-username').first()).toBeAttached();

  // Scooters for her dates: the Ntorq's card prices the trip.
  await page.goto(`/available-vehicles?${new URLSearchParams({ ...trip, vehicleType: 'Scooter' })}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  await expect(card.getByTestId('trip-total')).toContainText(oneLine(m.bookingUi.card.tripTotal(self.days, usd(self.total))));
  await expectNoSidewaysScroll(page, 'the Chinese results');
  await shoot(page, testInfo, 'zh-360-1-results');

  // The vehicle page: the quote, and the availability calendar (in Chinese) marks her dates as free.
  await card.getByRole('link', { name }).click();
  await expect(page.getByTestId('trip-quote')).toContainText(oneLine(m.bookingUi.detail.selfDriveTotal(usd(self.total))));
  await page.getByRole('heading', { level: 2, name: m.bookingUi.detail.availabilityTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chosen-dates-status')).toHaveText(m.bookingFlow.freeForYourDates);
  await expect(page.getByRole('button', { name: m.bookingUi.calendar.next })).toBeVisible();
  await expect(page.getByRole('button', { name: m.bookingUi.calendar.month, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page, 'the Chinese vehicle page with its calendar');
  await shoot(page, testInfo, 'zh-360-2-calendar', { locator: page.locator('section[aria-labelledby="availability-title"]') });
  await shoot(page, testInfo, 'zh-360-3-vehicle');
  await page.getByRole('link', { name: m.bookingUi.detail.book }).click();

  // The form: her dates and times in the fields, self drive chosen with the reason, the self-drive total.
  await expect(page.getByRole('heading', { level: 1, name: m.bookingUi.form.heading(name) })).toBeVisible();
  const F = m.bookingUi.form;
  await expect(labelled(page, F.pickupDate)).toHaveValue(trip.pickupDate);
  await expect(labelled(page, F.pickupTime)).toHaveValue(trip.pickupTime);
  await expect(labelled(page, F.returnDate)).toHaveValue(trip.returnDate);
  await expect(labelled(page, F.returnTime)).toHaveValue(trip.returnTime);
  await expect(page.getByRole('radio').first()).toHaveAttribute('value', 'selfDrive');
  await expect(page.getByRole('radio', { name: m.bookingFlow.selfDrive })).toBeChecked();
  await expect(page.getByTestId('driver-note')).toHaveText(F.scooterDriverNote);
  await expect(page.getByTestId('availability-free')).toHaveText(m.bookingFlow.freeForYourDates);
  const total = page.getByTestId('estimated-total');
  await expect.poll(() => dollarsText(total)).toBe(oneLine(usd(self.total)));
  await expect(page.getByTestId('price-summary').first()).toContainText(oneLine(m.bookingUi.price.vehicleLine(self.days, usd(ntorq.pricingDetails.perDay))));
  await expect(page.getByTestId('deposit-due').first()).toContainText(oneLine(usd(self.depositDue)));
  await expectNoSidewaysScroll(page, 'the Chinese booking form');
  await shoot(page, testInfo, 'zh-360-4-form');
  await shoot(page, testInfo, 'zh-360-4-form-trip', { locator: page.locator('section[aria-labelledby="trip-title"]') });

  await page.getByRole('button', { name: F.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.bookingUi.review.heading })).toBeVisible();
  await expect(page.getByText(m.bookingUi.review.noPayment)).toBeVisible();
  await page.getByRole('button', { name: m.bookingUi.review.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.bookingUi.success.heading })).toBeVisible();
  const ref = (await page.getByTestId('booking-short-reference').textContent())!.trim();
  const id = (await page.getByTestId('booking-reference').textContent())!.trim();
  await page.getByRole('button', { name: m.bookingUi.success.stayHere }).click();
  await shoot(page, testInfo, 'zh-360-5-success');
  await page.getByRole('link', { name: m.bookingUi.success.myBookings }).click();

  // My Bookings: the deposit and its deadline, and the way to pay it online.
  const T = m.tripsUi.money;
  const mine = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(ref, { exact: true }) });
  await expect(mine.getByTestId('payment-summary')).toHaveText(oneLine(T.depositDue(usd(self.depositDue))));
  await expect(mine.getByTestId('deposit-deadline')).toBeVisible();
  const pay = mine.getByRole('button', { name: oneLine(T.payDeposit(usd(self.depositDue))) });
  await expect(pay).toBeVisible();
  await expectNoSidewaysScroll(page, 'Chinese My Bookings');
  await shoot(page, testInfo, 'zh-360-6-my-bookings', { locator: mine });

  // PayHere's page, played: it takes the form, its server notifies ours, and it sends her back.
  let posted: URLSearchParams | null = null;
  await page.route('https://sandbox.payhere.lk/**', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    const [orderId, amount, currency] = [posted.get('order_id')!, posted.get('amount')!, posted.get('currency')!];
    await notifyPaid(request, { orderId, amount, currency, paymentId: `32011${Date.now()}`, method: 'VISA' });
    await route.fulfill({ status: 302, headers: { Location: posted.get('return_url')! } });
  });
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/manage-bookings\\?paid=${id}&order=${id}\\.[0-9a-f]+$`));
  expect(posted!.get('amount')).toBe(self.depositDue.toFixed(2));
  // PayHere's notification came before her return (as the route above sends it): the page says the
  // payment is confirmed, as money.spec.ts checks in English (it could show the waiting notice only
  // for the moment before My Bookings is read again, which a busy machine may or may not catch).
  await expect(page.getByTestId('payment-returned')).toHaveText(T.paymentConfirmed);
  await expect(mine.getByTestId('payment-summary')).toContainText(oneLine(T.paid(usd(self.depositDue))));
  await expect(mine.getByTestId('pay-deposit')).toHaveCount(0);
  await shoot(page, testInfo, 'zh-360-7-paid', { fullPage: false });
});
