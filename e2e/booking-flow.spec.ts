import { expect, test, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { shortReference } from '../packages/shared/src/booking-status';
import { bookThroughApi, tripAhead } from './admin-helpers';
import { DEMO, expectNoSeriousA11yViolations, expectedTotal, futureDate, logIn, logInFromHome, tripQuery, vehicleByModel, type Trip, expectTripFields } from './helpers';

/**
 * Issue 15, points 1, 3, 4 and 7 (price hint, "Name"), as a tourist lives them on a 360 px phone.
 * Each test books its own vehicle and dates (600-700 days ahead), clear of the other journeys.
 */
const F = MESSAGES.bookingFlow;
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

test('1. signing up in the middle of a booking: the login says why, registration keeps the trip, and signing in lands on the filled form', async ({ page }) => {
  const stamp = Date.now();
  const email = `mira.${stamp}@example.com`;
  const trip = tripAhead(600, 3, { pickupPoint: 'Negombo', returnPoint: 'Ella' });
  const vehicle = await vehicleByModel(page, 'Prius');

  await page.goto(`/vehicles/${vehicle._id}?${tripQuery(trip)}`);
  await page.getByRole('link', { name: 'Book This Vehicle' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: F.signInToBook('Toyota Prius') })).toBeVisible();
  await expect(page.getByText(F.tripKept)).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText(F.registerThenBook('Toyota Prius'))).toBeVisible();
  await page.getByRole('button', { name: /Tourist/ }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  await expect(page.getByText(F.registerThenBook('Toyota Prius'))).toBeVisible();

  // The account's username reads "Name"; the spec's message about it is unchanged.
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#reg-username-error')).toHaveText(MESSAGES.registration.usernameEmailRequired);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Mira ${stamp}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.registration.success('tourist'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: F.signInToBook('Toyota Prius') })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('secret1');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(new RegExp(`/book-vehicle/${vehicle._id}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book Toyota Prius' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(`Mira ${stamp}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectTripFields(page, trip);
  await expect(page.getByTestId('estimated-total')).toHaveText(expectedTotal(trip, vehicle.pricingDetails.perDay, true));
});

/** Scrolls to the calendar (it loads when its section nears the screen) and waits for it. */
async function openCalendar(page: Page) {
  await page.getByRole('heading', { name: 'Availability' }).scrollIntoViewIfNeeded();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible({ timeout: 20_000 });
  return calendar;
}

test('3a. the vehicle page marks the searched dates, a booked bar shows its times, and the week view fits full day names from 07:00', async ({ page, request }) => {
  const booked: Trip = { ...tripAhead(620, 0), pickupTime: '10:00', returnTime: '18:00' };
  await bookThroughApi(request, { model: 'Axio', trip: booked, driverOption: 'selfDrive' });
  const vehicle = await vehicleByModel(page, 'Axio');
  const search = tripAhead(622, 2);

  await page.goto(`/vehicles/${vehicle._id}?${tripQuery(search)}`);
  await expect(page.getByTestId('chosen-dates-status')).toHaveText(F.freeForYourDates);
  const calendar = await openCalendar(page);
  // Three days hatched (pickup day to return day); the booked day two days before shows its
  // times: on a phone's narrow month cell the times alone, the whole sentence as its tooltip.
  await expect(calendar.locator('.rbc-month-view .rbc-day-bg.lr-chosen-day')).toHaveCount(3);
  await expect(calendar.locator('.rbc-month-view .lr-bar-compact', { hasText: '10:00–18:00' })).toBeVisible();
  await expect(calendar.locator('.rbc-month-view .rbc-event-content').filter({ hasText: '10:00–18:00' })).toHaveAttribute('title', /^Booked from .*, 10:00 to .*, 18:00, Sri Lanka time$/);
  await expectNoSeriousA11yViolations(page, 'vehicle page, month view, on a phone');

  // The booked day in the day view: "Booked 10:00–18:00" in full.
  await calendar.getByRole('button', { name: 'Day', exact: true }).click();
  await calendar.getByRole('button', { name: 'Previous' }).click();
  await calendar.getByRole('button', { name: 'Previous' }).click();
  await expect(calendar.locator('.rbc-time-view .lr-bar-full', { hasText: 'Booked 10:00–18:00' })).toBeVisible();
  await calendar.getByRole('button', { name: 'Next' }).click();
  await calendar.getByRole('button', { name: 'Next' }).click();

  await calendar.getByRole('button', { name: 'Week' }).click();
  const headers = calendar.locator('.rbc-time-header .rbc-header');
  await expect(headers).toHaveCount(7);
  const names = await headers.evaluateAll((cells) =>
    cells.map((cell) => {
      const name = cell.querySelector<HTMLElement>('.lr-day-name')!;
      return { text: name.textContent, cut: name.scrollWidth > name.clientWidth + 1 || name.getBoundingClientRect().width > cell.getBoundingClientRect().width + 1 };
    }),
  );
  expect(names.map((n) => n.text)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  expect(names.filter((n) => n.cut)).toEqual([]);
  // The hours open at about 07:00, not midnight.
  const hours = calendar.getByRole('group', { name: F.hoursOfTheDay });
  const opensAt = await hours.evaluate((el) => (el.scrollTop / el.scrollHeight) * 24);
  expect(opensAt).toBeGreaterThan(6.5);
  expect(opensAt).toBeLessThan(7.5);
  await expect(calendar.locator('.rbc-time-slot.lr-chosen-slot').first()).toBeAttached();
  await expectNoSeriousA11yViolations(page, 'vehicle page, week view, on a phone');

  // The searched dates overlapping the booking: the page says so before any form.
  await page.goto(`/vehicles/${vehicle._id}?${tripQuery({ ...booked, returnDate: futureDate(621), returnTime: '09:00' })}`);
  await expect(page.getByTestId('chosen-dates-status')).toContainText('This vehicle is booked from');
});

test('3b. the booking form reports a clash as soon as the dates overlap a booking, and will not go on to confirm', async ({ page, request }) => {
  const booked = tripAhead(640, 2);
  await bookThroughApi(request, { model: 'Axio', trip: booked, driverOption: 'selfDrive' });
  const vehicle = await vehicleByModel(page, 'Axio');
  const free = tripAhead(650, 2);

  await logInFromHome(page);
  await page.goto(`/book-vehicle/${vehicle._id}?${tripQuery(free)}`);
  await expect(page.getByTestId('availability-free')).toHaveText(F.freeForYourDates);

  // Move the trip onto the booked days: the form says so, with the booked times, before any confirm step.
  await page.getByLabel('Pickup date').fill(futureDate(641));
  await page.getByLabel('Return date').fill(futureDate(643));
  const clash = page.getByTestId('availability-clash');
  await expect(clash).toContainText(`This vehicle is booked from`);
  await expect(clash).toContainText('09:00');
  await expect(clash).toContainText('17:00');
  await expect(clash).toContainText(F.chooseOtherDates);
  await expect(page.getByTestId('availability-free')).toHaveCount(0);

  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page).toHaveURL(/\/book-vehicle\//);
  await expect(clash).toBeFocused();
  await expect(clash).toBeInViewport();

  // Back-to-back with the booking is free, as on the server.
  await page.getByLabel('Pickup date').fill(booked.returnDate);
  await page.getByLabel('Pickup time').fill(booked.returnTime);
  await page.getByLabel('Return date').fill(futureDate(645));
  await expect(page.getByTestId('availability-free')).toBeVisible();
  await expect(clash).toHaveCount(0);
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
});

test('4. the success screen shows the short reference and the trip beside the spec’s reference, and still goes home after 4 s', async ({ page }) => {
  const trip = tripAhead(660, 3, { pickupPoint: 'Kandy', returnPoint: 'Galle' });
  const vehicle = await vehicleByModel(page, 'Prius');
  await logInFromHome(page);
  await page.goto(`/book-vehicle/${vehicle._id}?${tripQuery(trip)}`);
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByRole('radio', { name: /Self drive/ }).check();
  await page.getByRole('button', { name: 'Review booking' }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^[0-9a-f-]{36}$/);
  const shownAt = Date.now();
  const id = (await reference.textContent())!;
  await expect(page.getByTestId('booking-short-reference')).toHaveText(shortReference(id));
  const summary = page.getByRole('region', { name: F.tripSummary });
  await expect(summary).toContainText('Toyota Prius');
  await expect(summary).toContainText(`${trip.pickupTime} · Kandy`);
  await expect(summary).toContainText(`${trip.returnTime} · Galle`);
  await expect(summary).toContainText(F.selfDrive);
  await expect(summary).toContainText(expectedTotal(trip, vehicle.pricingDetails.perDay, false));
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);

  // The same short reference as My Bookings and the e-mails use.
  await page.goto('/manage-bookings');
  await expect(page.getByRole('article').filter({ hasText: id }).or(page.getByRole('article').filter({ hasText: shortReference(id) })).first()).toBeVisible();
});

test('7. before dates are chosen the price box gives a hint, not $0.00', async ({ page }) => {
  const vehicle = await vehicleByModel(page, 'Prius');
  await page.goto('/login');
  await logIn(page, DEMO.tourist.email, DEMO.tourist.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/book-vehicle/${vehicle._id}`);
  await expect(page.getByTestId('price-hint')).toHaveText(F.priceNeedsDates);
  await expect(page.getByText('$0.00')).toHaveCount(0);
  const trip = tripAhead(680, 2);
  await page.getByLabel('Pickup date').fill(trip.pickupDate);
  await page.getByLabel('Pickup time').fill(trip.pickupTime);
  await page.getByLabel('Return date').fill(trip.returnDate);
  await page.getByLabel('Return time').fill(trip.returnTime);
  await expect(page.getByTestId('estimated-total')).toHaveText(expectedTotal(trip, vehicle.pricingDetails.perDay, true));
  await expect(page.getByTestId('price-hint')).toHaveCount(0);
});
