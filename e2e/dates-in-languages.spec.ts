import { expect, test } from './test';
import { formatDateTimeIn, formatDateIn, SHIPPED_DATE_TABLES } from '../packages/shared/src/date-format';
import { apiToken, tripAhead, vehicleId } from './admin-helpers';
import { logInFromHome, messagesIn } from './helpers';

/**
 * One date formatter everywhere (issue 26 item 10, decision 082): a Sinhala page writes a booking's
 * days with the shipped Sinhala month names (not the "2026 M11 27" of a browser without Sinhala
 * data), and the Chinese calendar's month heading reads "2027年12月" (not "十二月 2027"). The
 * Chromium the journeys run in has no Sinhala data at all (its `Intl` writes si-LK in English).
 * Days 445–447 ahead are this journey's own (no other journey books them).
 */

test('a Sinhala page writes a booking day with the Sinhala month name, as the server would', async ({ page, request }) => {
  const account = { username: 'Dates Tourist', email: `dates-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'Tourist@123', role: 'tourist', phone: '+94 77 765 4321' };
  const registered = await request.post('/api/users', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const trip = tripAhead(445, 2);
  const token = await apiToken(request, account);
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { vehicleId: await vehicleId(request, 'Axio'), name: account.username, email: account.email, phone: account.phone, ...trip, numTourists: 1, driverOption: 'withDriver', specialRequests: '', preferredLanguages: [] },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await logInFromHome(page, account.email, account.password);
  await page.goto('/manage-bookings?lang=si');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');

  const pickup = formatDateTimeIn(trip.pickupDate, trip.pickupTime, 'si');
  const month = SHIPPED_DATE_TABLES.si!.monthsAbbr[Number(trip.pickupDate.slice(5, 7)) - 1]!;
  expect(pickup).toContain(month);
  const card = page.getByRole('article', { name: messagesIn('si').accountUi.myBookings.cardLabel('Toyota Axio', formatDateIn(trip.pickupDate, 'si')) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(pickup);
  // Nothing of the fallback a browser without Sinhala data writes ("2028 M2 14"), nor a raw ISO day.
  await expect(card).not.toContainText(/\bM\d{1,2}\b/);
  await expect(card).not.toContainText(/\d{4}-\d{2}-\d{2}/);
});

test('the Chinese calendar heads December "YYYY年12月", not "十二月 YYYY"', async ({ page, request }) => {
  const year = new Date().getUTCFullYear() + 1;
  const id = await vehicleId(request, 'Axio');
  await page.goto(`/vehicles/${id}?pickupDate=${year}-12-10&pickupTime=09:00&returnDate=${year}-12-12&returnTime=17:00&lang=zh`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  // The calendar's code loads as its section nears the screen.
  await page.getByTestId('chosen-dates').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect(page.getByTestId('availability-calendar')).toBeVisible();
  await expect(page.getByTestId('calendar-label')).toHaveText(`${year}年12月`);
  expect(formatDateIn(`${year}-12-01`, 'zh', 'monthYear')).toBe(`${year}年12月`);
});
