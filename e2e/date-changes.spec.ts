import { expect, test } from './test';
import { format } from 'date-fns';
import { formatDateIn, shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { expectNoSeriousA11yViolations, futureDate, logIn } from './helpers';
import { STAFF, newSession, tripAhead, vehicleId } from './admin-helpers';
import { waitForMail } from './mail';

/**
 * Issue 26 item 19 (decision 087): a tourist asks for new dates from My Bookings instead of
 * cancelling; the office approves it on the booking page (the staff change, re-priced); the
 * tourist is e-mailed and sees the new dates. Trips here keep to 690-698 days ahead.
 */
const T = MESSAGES.dateChangeUi;

/** A day and time as My Bookings shows them in English ('Sun, Mar 7, 2027, 10:00'). */
const shown = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${format(new Date(y, m - 1, d), 'EEE, MMM d, yyyy')}, ${time}`;
};

test('a tourist asks for new dates in My Bookings, the office approves them, the tourist sees the new dates', async ({ page, browser, request }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `Mover ${stamp}`, email: `mover.${stamp}@example.com`, password: 'first-pass-1' };
  expect((await request.post('/api/users', { data: account })).status()).toBe(201);
  const token = ((await (await request.post('/api/users/login', { data: { email: account.email, password: account.password } })).json()) as { token: string }).token;
  const trip = tripAhead(690, 2);
  const made = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { vehicleId: await vehicleId(request, 'Prius'), name: account.username, email: account.email, phone: '+44 7700 900124', ...trip, numTourists: 2, driverOption: 'selfDrive', specialRequests: '' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as { _id: string; totalPrice: number };
  const ref = shortReference(booking._id);
  const wanted = { pickupDate: futureDate(693), pickupTime: '10:00', returnDate: futureDate(698), returnTime: '10:00' };

  // The tourist asks from their booking's card.
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/manage-bookings');
  const card = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(ref, { exact: true }) });
  await card.getByRole('button', { name: T.ask }).click();
  const dialog = page.getByRole('dialog', { name: T.formTitle(ref) });
  await dialog.getByLabel(MESSAGES.staffUi.pickupDate).fill(wanted.pickupDate);
  await dialog.getByLabel(MESSAGES.staffUi.pickupTime).fill(wanted.pickupTime);
  await dialog.getByLabel(MESSAGES.staffUi.returnDate).fill(wanted.returnDate);
  await dialog.getByLabel(MESSAGES.staffUi.returnTime).fill(wanted.returnTime);
  await dialog.getByLabel(T.noteLabel).fill('Our flight moved by five days.');
  await expectNoSeriousA11yViolations(page, 'ask for new dates');
  await dialog.getByRole('button', { name: T.send }).click();
  await expect(card.getByText(T.sent(ref))).toBeVisible();
  const open = card.getByTestId('date-change-open');
  await expect(open.getByTestId('date-change-trip')).toHaveText(T.requestedTrip(shown(wanted.pickupDate, wanted.pickupTime), shown(wanted.returnDate, wanted.returnTime)));
  await expect(open.getByTestId('date-change-difference')).toContainText('more');
  // Nothing changed yet, and one request at a time.
  await expect(card).toContainText(shown(trip.pickupDate, trip.pickupTime));
  await expect(card.getByRole('button', { name: T.ask })).toHaveCount(0);

  // The office sees it on the dashboard, opens the booking and approves.
  const office = await newSession(browser, STAFF.admin, /\/admin\/dashboard$/);
  const task = office.getByTestId('date-change-tasks').getByRole('link').filter({ hasText: ref });
  await task.click();
  await expect(office).toHaveURL(new RegExp(`/admin/bookings/${booking._id}$`));
  const panel = office.getByTestId('date-change-request');
  await expect(panel).toContainText('Our flight moved by five days.');
  await expectNoSeriousA11yViolations(office, 'date change request on the booking page');
  await panel.getByRole('button', { name: T.approve }).click();
  await expect(office.getByTestId('date-change-outcome')).toContainText(T.approved(ref, '').split(' has ')[0]!);
  await expect(office.getByTestId('date-change-request')).toHaveCount(0);
  await office.context().close();

  // The tourist is e-mailed and sees the new dates and the answer.
  const mail = await waitForMail(account.email, `Your new dates for booking ${ref} are confirmed`);
  expect(mail.text).toContain(formatDateIn(wanted.returnDate, 'en'));
  await page.reload();
  await expect(card.getByTestId('date-change-approved')).toBeVisible();
  await expect(card).toContainText(shown(wanted.pickupDate, wanted.pickupTime));
  await expect(card).toContainText(shown(wanted.returnDate, wanted.returnTime));
  await expect(card.getByRole('button', { name: T.ask })).toBeVisible();
});
