import { shortReference } from '../packages/shared/src/booking-status';
import { expect, test, type Page } from './test';
import { DEMO, WIDTHS, expectNoSeriousA11yViolations, saveScreenshot } from './helpers';
import { STAFF, apiToken, bookThroughApi, logInAs, tripAhead, tripStartingSoon } from './admin-helpers';

/**
 * Every admin and driver page at a phone and a desktop width: no serious axe-core violation,
 * no sideways scrolling of the page, and a full-page screenshot in e2e/screenshots/ to look at.
 */
async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()?.width ?? 0;
  await expectNoSeriousA11yViolations(page, `${name} at ${width}px`);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${name} at ${width}px`).toBeLessThanOrEqual(clientWidth);
  await saveScreenshot(page, name);
}

for (const width of WIDTHS) {
  test(`admin pages at ${width}px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const offset = width < 1024 ? 350 : 360;
    const pending = await bookThroughApi(request, { model: 'Coaster', trip: tripAhead(offset, 3), preferredLanguages: ['de', 'fr'], name: 'Screenshot Tourist' });
    await request.post('/api/contact', { data: { name: 'Aiko Tanaka', email: 'aiko@example.jp', subject: 'Kandy to Ella by van', message: 'We are six people with luggage. Which van fits us best?' } });
    await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
    await expect(page.getByTestId('stat-fleet')).not.toHaveText('…');
    await check(page, 'admin-dashboard');

    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await check(page, 'admin-menu-open');
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    await page.goto('/admin/vehicles');
    await expect(page.getByText('Toyota Prius').first()).toBeVisible();
    await check(page, 'admin-vehicles');

    await page.goto('/admin/vehicles/new');
    await page.getByRole('button', { name: 'Create vehicle' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await check(page, 'admin-vehicle-new-errors');

    await page.goto('/admin/vehicles');
    await page.getByRole('link', { name: 'Edit Toyota Prius' }).click();
    await expect(page.getByLabel('Model')).toHaveValue('Prius');
    await check(page, 'admin-vehicle-edit');

    await page.goto('/admin/bookings');
    await expect(page.getByTestId('booking-ref').first()).toBeVisible();
    await check(page, 'admin-bookings');

    await page.getByLabel('Search by reference, name, e-mail or phone').fill(pending._id.slice(0, 8));
    await expect(page.getByTestId('booking-ref')).toHaveCount(1);
    await page.getByRole('button', { name: `Confirm booking ${shortReference(pending._id)}` }).click();
    await expect(page.getByRole('dialog').getByTestId('driver-option').first()).toBeVisible();
    await check(page, 'admin-booking-confirm-dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/admin/bookings/${pending._id}`);
    await expect(page.getByRole('list', { name: 'Status history' })).toBeVisible();
    await check(page, 'admin-booking-detail');

    await page.goto('/admin/users');
    await expect(page.getByText('Emma Wilson').first()).toBeVisible();
    await check(page, 'admin-users');

    await page.goto('/admin/drivers');
    await expect(page.getByText('Sunil Perera')).toBeVisible();
    await check(page, 'admin-drivers');

    await page.goto('/admin/drivers/new');
    await page.getByRole('button', { name: 'Create driver' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await check(page, 'admin-driver-new-errors');

    await page.goto('/admin/drivers');
    await page.getByRole('link', { name: 'Edit Sunil Perera' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('Sunil Perera');
    await check(page, 'admin-driver-edit');

    await page.goto(`/admin/timeline?date=${tripAhead(offset, 3).pickupDate}`);
    await expect(page.getByTestId('timeline-bar').first()).toBeVisible();
    await check(page, 'admin-timeline-week');
    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page.getByTestId('timeline-range')).not.toContainText('–');
    await check(page, 'admin-timeline-month');

    await page.goto('/admin/inbox');
    await expect(page.getByRole('article').first()).toBeVisible();
    await check(page, 'admin-inbox');

    await page.goto('/admin/outbox');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await check(page, 'admin-outbox');
  });

  test(`driver pages at ${width}px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // Two trips for Sunil: one confirmed, one already picked up, so the schedule shows both kinds of buttons.
    const offset = width < 1024 ? 370 : 380;
    const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
    const sunil = (await (await request.get('/api/admin/drivers', { headers: admin })).json()).find((d: { email: string }) => d.email === STAFF.sunil.email)._id;
    // The picked-up one starts within the hour (trips are picked up from 12 hours before pickup);
    // each width and each retry takes its own hour of the day after the real one.
    const { trip: soon } = tripStartingSoon(20, { pickupPoint: 'Bandaranaike Airport', returnPoint: 'Galle Fort' }, (width < 1024 ? 60 : 120) * 60 + test.info().retry * 30 * 60);
    for (const [model, trip, step] of [
      ['HiAce KDH', tripAhead(offset, 2, { pickupPoint: 'Bandaranaike Airport', returnPoint: 'Galle Fort' }), null],
      ['Montero', soon, 'picked_up'],
    ] as const) {
      const { _id } = await bookThroughApi(request, { model, trip, name: 'Hans Müller' });
      expect((await request.patch(`/api/admin/bookings/${_id}`, { headers: admin, data: { status: 'confirmed', driverId: sunil } })).status()).toBe(200);
      if (step) {
        const moved = await request.patch(`/api/drivers/bookings/${_id}/status`, { headers: { Authorization: `Bearer ${await apiToken(request, STAFF.sunil)}` }, data: { status: step } });
        expect(moved.status(), await moved.text()).toBe(200);
      }
    }
    await page.setViewportSize({ width, height: 900 });
    await logInAs(page, STAFF.sunil, /\/driver\/dashboard$/);
    await expect(page.getByTestId('active-count')).not.toHaveText('…');
    await check(page, 'driver-dashboard');

    await page.goto('/driver/bookings');
    await expect(page.getByTestId('trip-card').first()).toBeVisible();
    await check(page, 'driver-schedule');

    await page.goto('/driver/profile');
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await check(page, 'driver-profile');

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('License number').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await check(page, 'driver-profile-edit-errors');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  });
}

test('a tourist never downloads the staff areas’ code on the home page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /Admin|Driver(?!s?Language)|Timeline|Inbox|Outbox|Booking(s|Detail)Page|VehicleFormPage/.test(url))).toEqual([]);
  void DEMO;
});
