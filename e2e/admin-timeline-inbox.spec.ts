import { shortReference } from '../packages/shared/src/booking-status';
import { expect, test } from './test';
import { STAFF, bookThroughApi, logInAs, tripAhead } from './admin-helpers';

test('8. the fleet timeline shows a new booking’s bar, which opens the booking', async ({ page, request }) => {
  const trip = tripAhead(320, 2);
  const { _id: id } = await bookThroughApi(request, { model: 'Ntorq', trip, driverOption: 'selfDrive', name: 'Timeline Tester' });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\/admin\/timeline$/);
  await expect(page.getByTestId('timeline-counts')).toBeVisible();

  const timelineCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/timeline')) timelineCalls.push(r.url());
  });
  await page.goto(`/admin/timeline?date=${trip.pickupDate}`);
  const bar = page.getByRole('link', { name: /Timeline Tester, Pending/ });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-status', 'pending');
  expect(timelineCalls).toHaveLength(1);

  // Filter by type and search by model: the bar stays; another type hides the vehicle.
  await page.getByLabel('Vehicle type').selectOption('Scooter');
  await page.getByLabel('Search brand or model').fill('ntorq');
  await expect(page.getByTestId('timeline-counts')).toHaveText(/^1 vehicle · 1 booking$/);
  await expect(bar).toBeVisible();
  await page.getByLabel('Vehicle type').selectOption('Bus');
  await expect(page.getByText('No vehicles match these filters.')).toBeVisible();
  await page.getByLabel('Vehicle type').selectOption('');
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(bar).toBeVisible();

  await bar.click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${shortReference(id)}` })).toBeVisible();
});

test('8. the contact inbox lists a sent message, newest first, and marks it read', async ({ page, request }) => {
  const subject = `Airport pickup at 3 am? ${Date.now()}`;
  const sent = await request.post('/api/contact', { data: { name: 'Hans Müller', email: 'hans@example.de', subject, message: 'Can a driver meet us at BIA at 3 am?' } });
  expect(sent.status()).toBe(201);
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Inbox' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toContainText(subject);
  await expect(first).toContainText('Hans Müller');
  await expect(first).toContainText('Unread');
  await page.getByRole('button', { name: 'Unread' }).click();
  await expect(page.getByRole('article').filter({ hasText: subject })).toBeVisible();
  await page.getByRole('article').filter({ hasText: subject }).getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('article').filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('article').filter({ hasText: subject })).toContainText('Read');
  await expect(page.getByRole('article').filter({ hasText: subject }).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
});

test('8. the outbox shows the e-mails of booking events with their state', async ({ page, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Rosa', trip: tripAhead(330, 1), driverOption: 'selfDrive' });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto('/admin/outbox');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: shortReference(id), exact: true }) });
  await expect(row.first()).toContainText('tourist@lankaride.lk');
  await expect(row.first()).toContainText(/Pending|Sent|Logged|Failed/);
});
