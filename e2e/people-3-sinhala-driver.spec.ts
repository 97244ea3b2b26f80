import { expect, test, type Page } from './test';
import { shortReference } from '../packages/shared/src';
import { messagesIn, labelled } from './helpers';
import { STAFF, apiToken, bookThroughApi, tripStartingSoon } from './admin-helpers';
import { expectNoSidewaysScroll, shoot } from './people-helpers';

/**
 * Issue 26, person 3: a Sinhala-speaking driver on a small phone (si-LK, 360 x 740) over a slow
 * network (400 kbps, 400 ms) with a 4x slower CPU. He signs in, finds his trip, enters the pickup
 * reading, marks the pickup and records the cash he took, typed as he writes rupees ("52,800",
 * the field's currency being LKR), reading what will be recorded before he saves. The Coaster,
 * a trip starting about nine hours from now (no other journey drives it so soon).
 */
test.use({ locale: 'si-LK', viewport: { width: 360, height: 740 } });

const si = messagesIn('si');
const KBPS_400 = (400 * 1000) / 8;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: KBPS_400, uploadThroughput: KBPS_400 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a Sinhala driver on a slow phone signs in, enters the pickup reading and records 52,800 rupees in cash after reading the preview', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { trip } = tripStartingSoon(3 * 24 * 60, { pickupPoint: 'Kandy', returnPoint: 'Nuwara Eliya' }, (9 + testInfo.retry) * 3600);
  const { _id: id } = await bookThroughApi(request, { model: 'Coaster', trip, name: 'Dilani Wickramasinghe' });
  const ref = shortReference(id);
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const driverAccount = { email: `people-si-driver-${Date.now()}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Pradeep Kumarasinghe', ...driverAccount, licenseNumber: 'B-6620', phone: '+94 77 555 0620' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  expect((await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } })).status()).toBe(200);
  // His account reads Sinhala (an account the office creates starts in English, and at sign-in the
  // account's language wins over the browser's).
  const driver = { Authorization: `Bearer ${await apiToken(request, driverAccount)}` };
  expect((await request.put('/api/users/me/language', { headers: driver, data: { preferredLanguage: 'si' } })).status()).toBe(200);

  // Money as this browser writes it for si-LK (Chromium may lack Sinhala number data and fall
  // back), with the options the shared formatMoneyIn and formatPriceIn use.
  const inBrowser = (amount: number, currency: string) =>
    page.evaluate(([a, c]) => new Intl.NumberFormat('si-LK', { style: 'currency', currency: c as string, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(a as number), [amount, currency] as const);

  await throttle(page);
  await page.goto('/login', { timeout: 60_000 });
  await labelled(page, si.fields.email).fill(driverAccount.email, { timeout: 30_000 });
  await labelled(page, si.fields.password).fill(driverAccount.password);
  await page.getByRole('button', { name: si.accountUi.login.submit }).click();
  await expect(page).toHaveURL(/\/driver\/dashboard$/, { timeout: 30_000 });
  const D = si.staffAreaUi.driverDashboard;
  await expect(page.getByRole('heading', { level: 1, name: D.title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('active-count')).toHaveText('1', { timeout: 30_000 });
  await expect(page.getByText(D.nextTrip)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Sinhala driver dashboard');
  await shoot(page, testInfo, 'si-360-1-dashboard');

  // His schedule, from the phone menu.
  await page.getByRole('button', { name: si.publicUi.nav.openMenu }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: si.staffAreaUi.driverNav.schedule }).click();
  await expect(page).toHaveURL(/\/driver\/bookings$/);
  const card = page.getByTestId('trip-card').filter({ hasText: ref });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Dilani Wickramasinghe');

  const M = si.staffAreaUi.trip.money;
  const money = card.getByTestId('trip-money');
  await money.getByText(M.title).click();
  await labelled(money, M.pickupKm).fill('61250');
  await money.getByRole('button', { name: M.saveReadings }).click();
  await expect(money.getByRole('status')).toHaveText(M.readingsSaved, { timeout: 30_000 });

  await card.getByRole('button', { name: si.staffAreaUi.trip.actions.picked_up }).click();
  await expect(card.getByTestId('trip-notice')).toHaveText(si.tripsUi.stepDone.picked_up(ref), { timeout: 30_000 });

  // The cash field is in rupees; he types 52,800 as he writes it, and reads what will be recorded.
  await expect(labelled(money, M.currency)).toHaveValue('LKR');
  const field = labelled(money, M.cashAmount);
  await field.fill('52,800');
  await expect(money.getByTestId('amount-preview')).toHaveText(si.money.amountInput.preview(await inBrowser(52800, 'LKR'), await inBrowser(176, 'USD')), { timeout: 30_000 });
  await expectNoSidewaysScroll(page, 'the Sinhala trip card with the cash preview');
  await shoot(page, testInfo, 'si-360-2-cash-preview', { locator: card });
  await money.getByRole('button', { name: M.recordCash }).click();
  await expect(money.getByRole('status')).toHaveText(M.cashRecorded(await inBrowser(52800, 'LKR')), { timeout: 30_000 });
  await shoot(page, testInfo, 'si-360-3-cash-recorded', { fullPage: false });

  const booking = (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { odometer: { pickupKm: number }; paymentSummary: { paid: number }; bookingStatus: string };
  expect(booking.bookingStatus).toBe('picked_up');
  expect(booking.odometer.pickupKm).toBe(61250);
  // 52,800 rupees at the policy's 300 to the dollar.
  expect(booking.paymentSummary.paid).toBe(176);
});
