import { expect, test } from './test';
import { cancellationRefund, localDateTimeToEpochMs, shortReference, type Booking } from '../packages/shared/src';
import { futureDate, messagesIn, type Trip, labelled, fillTripFields } from './helpers';
import { STAFF, apiToken } from './admin-helpers';
import { dollarsText, expectNoSidewaysScroll, newTourist, oneLine, priceIn, shoot, vehicleAndQuotes, signInToBook } from './people-helpers';

/**
 * Issue 26, person 1: a German tourist on a phone (de-DE, 390 x 844) searches from the home page,
 * opens an SUV, books it with a driver, reads the success page and My Bookings, then cancels a
 * second booking (its deposit paid) and reads the refund before and after. Every sentence is the
 * German catalog's, every amount the shared formatter's for de-DE. Days 130-146 ahead, the Vezel.
 */
test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

const m = messagesIn('de');
const eur = (amount: number) => priceIn('de', amount);

test('a German tourist books an SUV with a driver on her phone, and cancelling a second booking states her refund', async ({ page, request }, testInfo) => {
  const shift = testInfo.retry * 20;
  const trip: Trip = { pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate: futureDate(130 + shift), pickupTime: '10:00', returnDate: futureDate(134 + shift), returnTime: '10:00' };
  const { vehicle: vezel, name, self, driven } = await vehicleAndQuotes(page, request, 'Vezel', trip);
  const tourist = await newTourist(request, 'Katrin Schäfer', 'de');

  // The home page speaks German from the browser's language alone.
  await page.goto('/');
  const form = page.getByRole('form', { name: m.publicUi.homeSearch.title });
  await expect(form).toBeVisible();
  const L = m.publicUi.searchForm.labels;
  await fillTripFields(form, L, trip);
  await labelled(form, L.vehicleType).selectOption('SUV');
  await shoot(page, testInfo, 'de-390-1-home-search', { locator: form });
  await form.getByRole('button', { name: m.publicUi.homeSearch.submit }).click();

  // The results: the Vezel's card prices the whole trip both ways, as the server quotes it.
  await expect(page).toHaveURL(/\/available-vehicles\?/);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  const cardTotal = card.getByTestId('trip-total');
  await expect(cardTotal).toBeVisible();
  expect(await dollarsText(cardTotal)).toBe(oneLine(`${m.bookingUi.card.tripTotal(self.days, eur(self.total))} ${m.bookingUi.card.withDriverTotal(eur(driven.total))}`));
  await expectNoSidewaysScroll(page, 'the German results');
  await shoot(page, testInfo, 'de-390-2-results');

  // The vehicle page: the same totals; booking while signed out asks her to sign in first.
  await card.getByRole('link', { name }).click();
  const quote = page.getByTestId('trip-quote');
  await expect(quote).toContainText(m.bookingUi.detail.selfDriveTotal(eur(self.total)));
  await expect(quote).toContainText(m.bookingUi.detail.withDriverTotal(eur(driven.total)));
  await shoot(page, testInfo, 'de-390-3-vehicle', { fullPage: false });
  await signInToBook(page, m, name, tourist);

  // Back on the form with her trip: with a driver (an SUV's default), the server's total and deposit.
  await expect(page.getByRole('heading', { level: 1, name: m.bookingUi.form.heading(name) })).toBeVisible();
  await expect(page.getByRole('radio', { name: m.bookingFlow.withDriver })).toBeChecked();
  await expect(page.getByTestId('estimated-total')).toContainText(eur(driven.total));
  await expect(page.getByTestId('deposit-due')).toContainText(eur(driven.depositDue));
  await expectNoSidewaysScroll(page, 'the German booking form');
  await shoot(page, testInfo, 'de-390-4-form');
  await shoot(page, testInfo, 'de-390-4-form-trip', { locator: page.locator('section[aria-labelledby="trip-title"]') });
  await page.getByRole('button', { name: m.bookingUi.form.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.bookingUi.review.heading })).toBeVisible();
  await page.getByRole('button', { name: m.bookingUi.review.confirm }).click();

  // The success page: her reference, and it waits while she chooses to stay.
  await expect(page.getByRole('heading', { level: 1, name: m.bookingUi.success.heading })).toBeVisible();
  const ref = (await page.getByTestId('booking-short-reference').textContent())!.trim();
  await expect(page.getByText(m.bookingUi.success.requestReceived(name))).toBeVisible();
  await page.getByRole('button', { name: m.bookingUi.success.stayHere }).click();
  await expect(page.getByTestId('redirect-cancelled')).toHaveText(m.bookingUi.success.stayingHere);
  await shoot(page, testInfo, 'de-390-5-success');
  await page.getByRole('link', { name: m.bookingUi.success.myBookings }).click();

  // My Bookings: the trip under Upcoming, its total and the deposit still to pay.
  const T = m.tripsUi;
  const upcoming = page.getByRole('region', { name: new RegExp(T.upcomingHeading) });
  const booked = upcoming.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(ref, { exact: true }) });
  await expect(booked).toContainText(eur(driven.total));
  await expect(booked.getByTestId('payment-summary')).toContainText(T.money.depositDue(eur(driven.depositDue)));
  await expect(booked.getByRole('button', { name: T.cancelConfirm })).toBeVisible();

  // A second booking of hers, its deposit paid by bank transfer (recorded by the office).
  const second: Trip = { ...trip, pickupDate: futureDate(142 + shift), returnDate: futureDate(145 + shift) };
  const touristAuth = { Authorization: `Bearer ${await apiToken(request, tourist)}` };
  const made = await request.post('/api/bookings', {
    headers: touristAuth,
    data: { vehicleId: vezel._id, name: tourist.username, email: tourist.email, phone: tourist.phone, ...second, numTourists: 2, driverOption: 'selfDrive', specialRequests: '', preferredLanguages: [] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const secondId = ((await made.json()) as { _id: string })._id;
  const secondRef = shortReference(secondId);
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const before = (await (await request.get(`/api/bookings/${secondId}`, { headers: touristAuth })).json()) as Booking;
  const deposit = before.paymentSummary.depositDue;
  const paid = await request.post(`/api/admin/bookings/${secondId}/payments`, { headers: admin, data: { amount: deposit, currency: 'USD', method: 'bank_transfer', kind: 'deposit' } });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.reload();
  const secondCard = upcoming.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(secondRef, { exact: true }) });
  await expect(secondCard.getByTestId('payment-summary')).toContainText(T.money.paid(eur(deposit)));
  await secondCard.getByRole('button', { name: T.cancelConfirm }).click();
  const dialog = page.getByRole('dialog', { name: T.cancelTitle(secondRef) });
  await expect(dialog).toBeVisible();
  // The refund by the booking's own tiers, as the server will record it.
  const refund = cancellationRefund(before.quote.cancellation, localDateTimeToEpochMs(second.pickupDate, second.pickupTime)!, deposit, Date.now());
  expect(refund.amount).toBeGreaterThan(0);
  const preview = dialog.getByTestId('refund-preview');
  await expect(preview).toContainText(T.refund.due(eur(refund.amount), refund.percent, eur(deposit), refund.tierHours));
  await expect(preview).toContainText(T.refund.paidBack);
  await expect(dialog.getByRole('button', { name: T.cancelConfirm })).toBeInViewport();
  await shoot(page, testInfo, 'de-390-6-cancel-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: T.cancelConfirm }).click();
  await expect(dialog).toBeHidden();

  // Under Past and cancelled, the card states the refund due to her.
  const past = page.getByRole('region', { name: new RegExp(T.pastHeading) });
  const cancelled = past.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(secondRef, { exact: true }) });
  await expect(cancelled.getByTestId('booking-notice')).toHaveText(T.cancelled(secondRef));
  await expect(cancelled.getByTestId('refund-notice')).toHaveText(T.refund.dueNotice(eur(refund.amount)));
  await expect(cancelled.getByTestId('payment-summary')).toHaveText(T.money.refundDue(eur(refund.amount)));
  await expectNoSidewaysScroll(page, 'German My Bookings');
  await shoot(page, testInfo, 'de-390-7-my-bookings', { locator: cancelled });
  await shoot(page, testInfo, 'de-390-8-my-bookings-page');
});
