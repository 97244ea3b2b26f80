import { expect, test, type Page } from './test';
import sharp from 'sharp';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { STAFF, apiToken, bookThroughApi, logInAs, newSession, tripStartingSoon } from './admin-helpers';
import { expectNoSeriousA11yViolations, labelled, saveScreenshot } from './helpers';

const O = MESSAGES.driverOfflineUi;
const TRIP = MESSAGES.staffAreaUi.trip;

test.use({ viewport: { width: 360, height: 740 } });

/** The URLs the driver area's service worker keeps (decision 113). */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('driver-api');
    return (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
  });

/**
 * Decision 113: the driver's phone loses the network. Today's trips stay readable (the service
 * worker answers), picked up and the odometer are kept on the phone ("Offline: 2 changes
 * waiting"), and sent once the network returns; the office sees each once, and the same request
 * sent again with its key records nothing.
 */
test('offline on the driver’s phone: the trip stays readable, two changes wait, and reach the office once', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  // A vehicle and a driver of this journey's own: other journeys' trips starting soon stay out of the way.
  const vehicle = await request.post('/api/admin/vehicles', {
    headers: admin,
    data: { type: 'Car', brand: 'Toyota', model: `Offline ${stamp}`, seatingCapacity: 4, features: [], pricingDetails: { perDay: 30, perHour: 5 }, image: '/images/vehicles/car-prius.svg', availabilityStatus: true },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const driverAccount = { email: `offline-driver-${stamp}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Chaminda Offline', ...driverAccount, licenseNumber: 'B-4411', phone: '+94 77 555 0144' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  const { trip } = tripStartingSoon(6 * 60, { pickupPoint: 'Kandy', returnPoint: 'Ella' });
  const { _id: id } = await bookThroughApi(request, { model: `Offline ${stamp}`, trip, name: 'Aiko Tanaka' });
  const confirmed = await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const ref = shortReference(id);
  // A second trip of the same driver, tonight: the office cancels it while the phone is offline.
  const later = tripStartingSoon(60, { pickupPoint: 'Nuwara Eliya', returnPoint: 'Ella' }, 8 * 3600).trip;
  const { _id: laterId } = await bookThroughApi(request, { model: `Offline ${stamp}`, trip: later, name: 'Lars Berg' });
  expect((await request.patch(`/api/admin/bookings/${laterId}`, { headers: admin, data: { status: 'confirmed', driverId } })).status()).toBe(200);

  // Online: the driver opens today's trips; the service worker takes the page and keeps them.
  await logInAs(page, driverAccount, /\/driver\/dashboard$/);
  await page.goto('/driver/bookings');
  const card = page.getByTestId('trip-card').filter({ hasText: ref });
  await expect(card).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toContain('/api/drivers/my-bookings?include=past');

  // No network: a reload still shows the trip, its places and the tourist's phone.
  await page.context().setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), 'the page answered by the service worker').toBe(true);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: '+44 7700 900123' })).toBeVisible();
  await expect(card.getByText('Kandy')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: O.offline })).toBeVisible();

  // Picked up and the odometer, both kept on the phone.
  await card.getByRole('button', { name: TRIP.actions.picked_up }).click();
  await expect(card.getByTestId('trip-notice')).toContainText(O.keptOnPhone);
  await expect(card.getByText(MESSAGES.statusLabels.picked_up, { exact: true }).first()).toBeVisible();
  await card.getByText(TRIP.money.title).click();
  await card.getByLabel(TRIP.money.pickupKm).fill('48210');
  await card.getByRole('button', { name: TRIP.money.saveReadings }).click();
  await expect(card.getByTestId('readings-outcome')).toContainText(O.keptOnPhone);
  await expect(page.getByRole('status').filter({ hasText: O.waiting(2) })).toBeVisible();
  await expect(page.getByText('Offline: 2 changes waiting')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the driver’s schedule offline with two changes waiting');
  await saveScreenshot(page, 'driver-offline-waiting');
  // Meanwhile the office cancels tonight's trip, which the driver, offline, marks picked up.
  expect((await request.patch(`/api/admin/bookings/${laterId}`, { headers: admin, data: { status: 'cancelled' } })).status()).toBe(200);
  const laterCard = page.getByTestId('trip-card').filter({ hasText: shortReference(laterId) });
  await laterCard.getByRole('button', { name: TRIP.actions.picked_up }).click();
  await expect(page.getByRole('status').filter({ hasText: O.waiting(3) })).toBeVisible();

  // The network returns: the queue is sent in order, each with its key.
  const stepSent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/drivers/bookings/${id}/status`));
  await page.context().setOffline(false);
  const step = await stepSent;
  // Nothing waits any more (neither "Offline: … waiting" nor "Sending …").
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^(${O.waiting(3).split(':')[0]}:|${O.sending(3).split(' ')[0]} )`) })).toHaveCount(0);
  await expect(card.getByRole('button', { name: TRIP.actions.en_route })).toBeVisible();
  // The cancelled trip's step is listed as not recorded, with the reason in words (not the API's
  // "from cancelled to picked_up"), until discarded.
  const failed = page.getByTestId('failed-change');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(shortReference(laterId));
  await expect(failed).toContainText(O.failedItem(O.stepChange(TRIP.stepNames.picked_up), shortReference(laterId), O.refusedCancelled));
  await expect(failed).not.toContainText('picked_up');
  await expect(laterCard.getByText(MESSAGES.statusLabels.cancelled, { exact: true })).toBeVisible();
  await saveScreenshot(page, 'driver-offline-refused');
  await failed.getByRole('button', { name: O.discardLabel(O.stepChange(TRIP.stepNames.picked_up), shortReference(laterId)) }).click();
  await expect(page.getByTestId('offline-queue')).toHaveCount(0);

  // The office sees the step and the reading, once.
  const office = await newSession(browser, STAFF.admin, /\/admin\/dashboard$/);
  await office.goto(`/admin/bookings/${id}`);
  await expect(office.getByRole('heading', { level: 1, name: `Booking ${ref}` })).toBeVisible();
  await expect(office.getByLabel(TRIP.money.pickupKm)).toHaveValue('48210');
  await expect(office.getByText(`${MESSAGES.statusLabels.confirmed} → ${MESSAGES.statusLabels.picked_up} by Chaminda Offline`)).toHaveCount(1);
  await saveScreenshot(office, 'driver-offline-office-sees-once');
  const history = async () => (await (await request.get(`/api/bookings/${id}/history`, { headers: admin })).json()) as { kind: string; toStatus: string }[];
  expect((await history()).filter((entry) => entry.kind === 'status' && entry.toStatus === 'picked_up')).toHaveLength(1);
  const booking = async () => (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { bookingStatus: string; odometer: { pickupKm: number | null } };
  expect(await booking()).toMatchObject({ bookingStatus: 'picked_up', odometer: { pickupKm: 48210 } });

  // The same request sent again with its key (a lost answer, a second tab) records nothing.
  const headers = await step.allHeaders();
  expect(headers['idempotency-key']).toMatch(/^[\x21-\x7e]{1,200}$/);
  const again = await page.request.patch(`/api/drivers/bookings/${id}/status`, {
    headers: { Authorization: headers.authorization!, 'Idempotency-Key': headers['idempotency-key']! },
    data: { status: 'picked_up' },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect((await history()).filter((entry) => entry.kind === 'status' && entry.toStatus === 'picked_up')).toHaveLength(1);
  expect((await booking()).bookingStatus).toBe('picked_up');
  await office.context().close();
});

/**
 * Decision 113, the handover: without signal the driver fills the handover form, the four photos
 * are kept on the phone with it, and the trip shows picked up; when the network returns the photos
 * go first, then the form under its key, and the office has the handover once.
 */
test('offline on the driver’s phone: the handover form and its photos wait on the phone and reach the office', async ({ page, request }) => {
  test.setTimeout(120_000);
  const H = MESSAGES.handoverUi;
  const stamp = Date.now();
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const vehicle = await request.post('/api/admin/vehicles', {
    headers: admin,
    data: { type: 'Car', brand: 'Toyota', model: `Handover offline ${stamp}`, seatingCapacity: 4, features: [], pricingDetails: { perDay: 30, perHour: 5 }, image: '/images/vehicles/car-prius.svg', availabilityStatus: true },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const driverAccount = { email: `offline-handover-${stamp}@example.com`, password: 'Driver@123' };
  const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Nimal Offline', ...driverAccount, licenseNumber: 'B-4412', phone: '+94 77 555 0145' } });
  expect(created.status(), await created.text()).toBe(201);
  const driverId = ((await created.json()) as { _id: string })._id;
  const { trip } = tripStartingSoon(6 * 60, { pickupPoint: 'Galle', returnPoint: 'Ella' });
  const { _id: id } = await bookThroughApi(request, { model: `Handover offline ${stamp}`, trip, name: 'Sofia Rossi' });
  expect((await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } })).status()).toBe(200);
  const ref = shortReference(id);

  await logInAs(page, driverAccount, /\/driver\/dashboard$/);
  await page.goto('/driver/bookings');
  const card = page.getByTestId('trip-card').filter({ hasText: ref });
  await expect(card).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

  await page.context().setOffline(true);
  await card.getByTestId('handover-form-link').click();
  await expect(page.getByTestId('handover-form')).toBeVisible();
  await labelled(page, H.odometer).fill('52300');
  await page.getByRole('radio', { name: '7/8', exact: true }).check({ force: true });
  for (const [i, side] of (['front', 'back', 'left', 'right'] as const).entries()) {
    const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40 + i * 50, g: 160, b: 190 } } }).jpeg().toBuffer();
    await page.getByTestId(`photo-${side}`).locator('input[type=file]').setInputFiles({ name: `${side}.jpg`, mimeType: 'image/jpeg', buffer });
    await expect(page.getByTestId(`photo-${side}`)).toContainText(O.photoKept);
  }
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [[60, -30], [120, 20], [180, -20], [240, 10]] as const) await page.mouse.move(box.x + dx, box.y + box.height * 0.5 + dy, { steps: 4 });
  await page.mouse.up();
  await page.getByRole('button', { name: H.submitHandover }).click();
  await expect(page.getByText(O.formKept)).toBeVisible();
  await saveScreenshot(page, 'driver-offline-handover-kept');

  await page.getByRole('link', { name: H.back }).click();
  await expect(page.getByRole('status').filter({ hasText: O.waiting(1) })).toBeVisible();

  // The network returns: the four photos, then the form with its key.
  const formSent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/bookings/${id}/handover`));
  await page.context().setOffline(false);
  const answer = await formSent;
  expect(answer.status(), await answer.text()).toBe(201);
  expect((await answer.request().allHeaders())['idempotency-key']).toMatch(/^[\x21-\x7e]{1,200}$/);
  await expect(page.getByRole('status').filter({ hasText: O.waiting(1) })).toHaveCount(0);
  const inspections = (await (await request.get(`/api/bookings/${id}/inspections`, { headers: admin })).json()) as { handover: { odometerKm: number; fuelEighths: number; photos: Record<string, string> } };
  expect(inspections.handover).toMatchObject({ odometerKm: 52300, fuelEighths: 7 });
  expect(new Set(Object.values(inspections.handover.photos)).size).toBe(4);
  const booking = (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { bookingStatus: string; odometer: { pickupKm: number | null } };
  expect(booking).toMatchObject({ bookingStatus: 'picked_up', odometer: { pickupKm: 52300 } });
});
