import { expect, test, type Locator, type Page } from './test';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { STAFF, apiToken, bookThroughApi, logInAs, tripStartingSoon } from './admin-helpers';
import { messagesIn } from './helpers';

const T = MESSAGES.tripsUi;

test.use({ viewport: { width: 360, height: 740 } });

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/** Walks the open phone menu with Tab from its button: each of `links` gets focus, in view. */
async function tabThroughMenu(page: Page, area: Locator, links: string[]) {
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  for (const name of links) {
    await page.keyboard.press('Tab');
    const link = area.getByRole('link', { name, exact: true });
    await expect(link, `${name} focused`).toBeFocused();
    await expect(link, `${name} in view`).toBeInViewport();
  }
}

test('a driver’s phone shows one menu button, holding the driver pages, on every driver page', async ({ page }) => {
  await logInAs(page, STAFF.kamal, /\/driver\/dashboard$/);
  for (const path of ['/driver/dashboard', '/driver/bookings', '/driver/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /menu/i }), path).toHaveCount(1);
    await expectNoSidewaysScroll(page, path);
  }
  const area = page.locator('#mobile-menu').getByRole('navigation', { name: 'Driver', exact: true });
  await tabThroughMenu(page, area, ['Dashboard', 'My Schedule', 'My Profile']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/driver\/profile$/);
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
});

test('the admin area on a phone: one menu button, every area page reachable by keyboard', async ({ page }) => {
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);
  await expectNoSidewaysScroll(page, '/admin/dashboard');
  const area = page.locator('#mobile-menu').getByRole('navigation', { name: 'Admin', exact: true });
  const links = ['Dashboard', 'Vehicles', 'Bookings', 'Users', 'Drivers', 'Timeline', 'Inbox', 'Outbox'];
  await tabThroughMenu(page, area, links);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await area.getByRole('link', { name: 'Bookings', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);
});

test('Mark completed asks first (Not yet keeps the status), then says what it did and keeps the trip in view', async ({ page, request }) => {
  // The trip starts within a minute or two (completing opens at pickup, as the server holds trips
  // to the clock) and lasts two hours, so completing it is early and the question says so.
  test.setTimeout(240_000);
  const { trip, pickupAt } = tripStartingSoon(120, { pickupPoint: 'Kandy', returnPoint: 'Ella' }, 20);
  const model = test.info().retry === 0 ? 'Land Cruiser Prado' : 'Rosa';
  const { _id: id } = await bookThroughApi(request, { model, trip, name: 'Aiko Tanaka' });
  const ref = shortReference(id);
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  // A driver of its own: the demo drivers may hold other journeys' trips starting soon.
  const driverAccount = { email: `trip-driver-${Date.now()}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', {
    headers: admin,
    data: { username: 'Ravi Jayasuriya', ...driverAccount, licenseNumber: 'B-7788', phone: '+94 77 555 0101' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  const confirmed = await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const picked = await request.patch(`/api/drivers/bookings/${id}/status`, { headers: { Authorization: `Bearer ${await apiToken(request, driverAccount)}` }, data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);

  await logInAs(page, driverAccount, /\/driver\/dashboard$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('navigation', { name: 'Driver', exact: true }).getByRole('link', { name: 'My Schedule' }).click();
  await expect(page).toHaveURL(/\/driver\/bookings$/);
  const card = page.getByTestId('trip-card').filter({ hasText: ref });

  // The two steps of a picked-up trip sit apart, each a full finger's height.
  const [next, complete] = [card.getByRole('button', { name: 'Mark en route' }), card.getByRole('button', { name: 'Mark completed' })];
  // boundingBox() does not wait: the schedule must have loaded first.
  await expect(next).toBeVisible();
  await expect(complete).toBeVisible();
  const [a, b] = [(await next.boundingBox())!, (await complete.boundingBox())!];
  expect(a.height).toBeGreaterThanOrEqual(44);
  expect(b.height).toBeGreaterThanOrEqual(44);
  expect(b.y - (a.y + a.height), 'space between the two steps').toBeGreaterThanOrEqual(16);

  await next.click();
  await expect(card.getByTestId('booking-status')).toHaveText('En Route');
  await expect(card.getByTestId('trip-notice')).toHaveText(T.stepDone.en_route(ref));
  await expect(card.getByTestId('trip-notice')).toBeFocused();
  await expect(card.getByTestId('trip-notice')).toBeInViewport();
  await expect(card.getByRole('button')).toHaveText(['Mark completed']);

  await expect(complete).toBeEnabled({ timeout: Math.max(10_000, pickupAt - Date.now() + 10_000) });
  await complete.click();
  const dialog = page.getByRole('dialog', { name: T.completeTitle(ref) });
  await expect(dialog).toBeVisible();
  for (const text of ['Aiko Tanaka', model, `${trip.returnTime} at Ella`, T.completeEffect]) await expect(dialog).toContainText(text);
  await expect(dialog).toContainText('still to come');
  await dialog.getByRole('button', { name: T.completeKeep }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('booking-status')).toHaveText('En Route');
  const status = await request.get('/api/drivers/my-bookings', { headers: { Authorization: `Bearer ${await apiToken(request, driverAccount)}` } });
  expect(((await status.json()) as { _id: string; bookingStatus: string }[]).find((t) => t._id === id)?.bookingStatus).toBe('en_route');

  await complete.click();
  await dialog.getByRole('button', { name: T.completeConfirm }).click();
  await expect(dialog).toBeHidden();
  const done = page.getByRole('region', { name: /Past trips/ }).getByTestId('trip-card').filter({ hasText: ref });
  await expect(done.getByTestId('booking-status')).toHaveText('Completed');
  const notice = done.getByTestId('trip-notice');
  await expect(notice).toHaveText(T.completedToPast(ref));
  await expect(notice.getByRole('status')).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(done).toBeInViewport();
  await expect(done.getByRole('button')).toHaveCount(0);
});

test('on a phone the driver records the odometer at pickup and the cash collected; the office sees the payment', async ({ page, request }) => {
  // Cash changes hands once the trip is under way: a trip six hours ahead can be picked up now (12 h early at most).
  const { trip } = tripStartingSoon(3 * 24 * 60, {}, 6 * 3600 + test.info().retry * 3600);
  const { _id: id } = await bookThroughApi(request, { model: 'Montero', trip, name: 'Lena Vogel' });
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const driverAccount = { email: `cash-driver-${Date.now()}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Chaminda Ranasinghe', ...driverAccount, licenseNumber: 'B-9911', phone: '+94 77 555 0199' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  expect((await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } })).status()).toBe(200);

  await logInAs(page, driverAccount, /\/driver\/dashboard$/);
  await page.goto('/driver/bookings');
  const card = page.getByTestId('trip-card').filter({ hasText: shortReference(id) });
  const M = MESSAGES.staffAreaUi.trip.money;
  const money = card.getByTestId('trip-money');
  await money.getByText(M.title).click();
  await money.getByLabel(M.pickupKm).fill('48210');
  await money.getByRole('button', { name: M.saveReadings }).click();
  await expect(money.getByRole('status')).toHaveText(M.readingsSaved);
  const driver = { Authorization: `Bearer ${await apiToken(request, driverAccount)}` };
  expect((await request.patch(`/api/drivers/bookings/${id}/status`, { headers: driver, data: { status: 'picked_up' } })).status()).toBe(200);
  await page.reload();
  await money.getByText(M.title).click();
  // Typed as Sri Lankans write rupees: 15,000 is fifteen thousand.
  await money.getByLabel(M.cashAmount).fill('15,000');
  await money.getByRole('button', { name: M.recordCash }).click();
  await expect(money.getByRole('status')).toHaveText(M.cashRecorded('LKR 15,000.00'));
  await expectNoSidewaysScroll(page, 'the trip card with its money open');

  const booking = (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { odometer: { pickupKm: number }; paymentSummary: { paid: number } };
  expect(booking.odometer.pickupKm).toBe(48210);
  // 15,000 rupees at the default 300 to the dollar.
  expect(booking.paymentSummary.paid).toBe(50);
});

test('a Sinhala driver’s phone shows the extra kilometres and the new balance in dollars and rupees once the return reading is in, and takes 52,800 rupees as typed', async ({ page, request }) => {
  // Three days include 300 km; 482 driven are 182 extra at $0.25 = $45.50, shown before completing.
  const { trip } = tripStartingSoon(3 * 24 * 60, {}, 7 * 3600 + test.info().retry * 3600);
  // Not the Montero: the cash journey above has it on the same days.
  const { _id: id } = await bookThroughApi(request, { model: 'Vezel', trip, name: 'Nadeesha Perera' });
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const driverAccount = { email: `si-driver-${Date.now()}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Ruwan Jayasinghe', ...driverAccount, licenseNumber: 'B-7731', phone: '+94 77 555 0177' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  expect((await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } })).status()).toBe(200);
  const driver = { Authorization: `Bearer ${await apiToken(request, driverAccount)}` };
  expect((await request.put('/api/users/me/language', { headers: driver, data: { preferredLanguage: 'si' } })).status()).toBe(200);
  expect((await request.put(`/api/drivers/bookings/${id}/odometer`, { headers: driver, data: { pickupKm: 20_000 } })).status()).toBe(200);
  expect((await request.patch(`/api/drivers/bookings/${id}/status`, { headers: driver, data: { status: 'picked_up' } })).status()).toBe(200);
  const before = (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { paymentSummary: { balanceDue: number } };
  const balance = before.paymentSummary.balanceDue;

  const si = messagesIn('si');
  const M = si.staffAreaUi.trip.money;
  await logInAs(page, driverAccount, /\/driver\/dashboard$/);
  // Money as this browser's Intl writes it for si-LK (Chromium may lack Sinhala number data and
  // fall back), with the options formatPriceIn and formatMoneyIn use.
  const inBrowser = (amount: number, currency: string, digits: number) =>
    page.evaluate(([a, c, d]) => new Intl.NumberFormat('si-LK', { style: 'currency', currency: c as string, minimumFractionDigits: d as number, maximumFractionDigits: d as number }).format(a as number), [amount, currency, digits] as const);
  const usd = (amount: number) => inBrowser(amount, 'USD', 2);
  const rupees = async (amount: number) => si.bookingUi.currency.approx(await inBrowser(amount, 'LKR', 0));
  await page.goto('/driver/bookings');
  const money = page.getByTestId('trip-card').filter({ hasText: shortReference(id) }).getByTestId('trip-money');
  await money.getByText(M.title).click();
  // The balance in dollars with its rupees at the policy's 300 to the dollar.
  await expect(money.locator('summary')).toContainText(M.balanceDue(await usd(balance)));
  await expect(money.locator('summary')).toContainText(await rupees(balance * 300));

  await money.getByLabel(M.returnKm).fill('20482');
  await money.getByRole('button', { name: M.saveReadings }).click();
  const projected = money.getByTestId('projected-balance');
  await expect(projected).toContainText(M.projectedExtraKm(182, await usd(45.5)));
  await expect(projected).toContainText(M.projectedBalance(await usd(balance + 45.5)));
  await expect(projected).toContainText(await rupees((balance + 45.5) * 300));

  // 52.800 could be a decimal point or thousands: refused in Sinhala, nothing recorded.
  const field = money.getByLabel(M.cashAmount);
  await field.fill('52.800');
  await money.getByRole('button', { name: M.recordCash }).click();
  await expect(money.getByText(si.money.amountInput.ambiguous('52.800', '52,800'))).toBeVisible();
  await field.fill('52,800');
  await expect(money.getByTestId('amount-preview')).toHaveText(si.money.amountInput.preview(await inBrowser(52800, 'LKR', 2), await usd(176)));
  await expectNoSidewaysScroll(page, 'the Sinhala trip card with its projected balance');
  await money.screenshot({ path: test.info().outputPath('driver-si-360-projected-balance.png') });
  await page.screenshot({ path: test.info().outputPath('driver-si-360-page.png'), fullPage: true });
  await money.getByRole('button', { name: M.recordCash }).click();
  await expect(money.getByRole('status')).toHaveText(M.cashRecorded(await inBrowser(52800, 'LKR', 2)));

  const after = (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { paymentSummary: { paid: number }; projected: { balanceDue: number } };
  expect(after.paymentSummary.paid).toBe(176);
  expect(after.projected.balanceDue).toBe(Math.round((balance + 45.5 - 176) * 100) / 100);
});
