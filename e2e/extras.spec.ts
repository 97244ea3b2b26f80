import { expect, test } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { logInFromHome, tripQuery } from './helpers';
import { STAFF, apiToken, newSession, tripAhead, vehicleId } from './admin-helpers';

const B = MESSAGES.bookingUi;
const X = MESSAGES.pricingUi.extras;
const SEAT = MESSAGES.money.addOnNames.childSeat;

interface AddOn {
  _id: string;
  key: string | null;
  names: Record<string, string>;
  price: number;
  pricing: 'perDay' | 'perTrip';
  maxQuantity: number;
  vehicleTypes: string[];
  active: boolean;
}

/**
 * Extras (issue 26, item 18; decision 086): a tourist adds a child seat on the booking form, sees
 * its line and the total on the form, the review, the success page and My Bookings; an admin then
 * changes its price, which new bookings get and the booking made keeps.
 */
test('a tourist books a child seat as a quote line; an admin changes its price and the booking keeps its own', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const seat = ((await (await request.get('/api/admin/add-ons', { headers: admin })).json()) as AddOn[]).find((a) => a.key === 'childSeat')!;
  const { _id: _id, key: _key, ...seatInput } = seat;
  try {
    // A tourist of this journey's own (a fresh account with a phone).
    const account = { username: 'Extras Tourist', email: `extras-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'Tourist@123', role: 'tourist', phone: '+44 7700 900789' };
    expect((await request.post('/api/users', { data: account })).status()).toBe(201);
    await logInFromHome(page, account.email, account.password);

    // Honda Fit ($32 a day), 09:00 to 17:00 two days later: 3 days; days no other journey books.
    const id = await vehicleId(request, 'Fit');
    const trip = tripAhead(690 + test.info().retry * 4, 2);
    await page.goto(`/book-vehicle/${id}?${tripQuery(trip)}`);
    await page.getByRole('radio', { name: new RegExp(MESSAGES.bookingFlow.selfDrive) }).check();
    const summary = page.getByTestId('price-summary').first();
    await expect(summary.getByTestId('estimated-total')).toHaveText('$96.00');

    const extras = page.getByTestId('extras');
    await expect(extras).toContainText(B.form.extraPerDay(`$${seat.price.toFixed(2)}`));
    await extras.getByLabel(B.form.extraHowMany(SEAT)).selectOption('1');
    const seatLine = B.price.addOnPerDayLine(SEAT, 1, 3, `$${seat.price.toFixed(2)}`);
    const total = `$${(96 + 3 * seat.price).toFixed(2)}`;
    await expect(summary.getByTestId('quote-line-addOn')).toContainText(seatLine);
    await expect(summary.getByTestId('estimated-total')).toHaveText(total);

    // The review shows the same line and total (the server's quote), then the booking is made with it.
    await page.getByRole('button', { name: B.form.submit }).click();
    const review = page.getByTestId('price-summary');
    await expect(review.getByTestId('quote-line-addOn')).toContainText(seatLine);
    await expect(review.getByTestId('estimated-total')).toHaveText(total);
    await page.getByRole('button', { name: B.review.confirm }).click();
    const success = page.getByTestId('trip-summary');
    await expect(success).toContainText(seatLine);
    await expect(success).toContainText(total);
    await page.getByRole('button', { name: B.success.stayHere }).click();
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();

    await page.goto('/manage-bookings');
    const card = page.getByRole('article').filter({ hasText: 'Honda Fit' }).filter({ has: page.getByTestId('booking-extras') }).first();
    await expect(card.getByTestId('booking-extras')).toContainText(seatLine);
    await expect(card).toContainText(total);

    // The admin changes the seat's price on the Extras page.
    const staff = await newSession(browser, STAFF.admin, /\/admin/);
    await staff.goto('/admin/extras');
    const form = staff.getByTestId('extra-childSeat');
    await form.getByLabel(X.price).fill('4.25');
    await form.getByRole('button', { name: X.save }).click();
    await expect(form.getByRole('alert').or(form.getByRole('status'))).toContainText(X.saved(SEAT));
    await staff.context().close();

    // New bookings get the new price; the booking made keeps its own.
    await page.goto(`/book-vehicle/${id}?${tripQuery(trip)}`);
    await expect(page.getByTestId('extras')).toContainText(B.form.extraPerDay('$4.25'));
    const booked = (await (await request.get(`/api/bookings/${reference}`, { headers: admin })).json()) as { totalPrice: number; quote: { lines: { code: string; unitAmount: number }[] } };
    expect(booked.totalPrice).toBe(96 + 3 * seat.price);
    expect(booked.quote.lines.find((l) => l.code === 'addOn')?.unitAmount).toBe(seat.price);
    await page.goto('/manage-bookings');
    await expect(page.getByTestId('booking-extras').filter({ hasText: seatLine }).first()).toBeVisible();
  } finally {
    await request.put(`/api/admin/add-ons/${seat._id}`, { headers: admin, data: seatInput });
  }
});
