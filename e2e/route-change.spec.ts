import { expect, test, type Page } from './test';
import { shortReference } from '../packages/shared/src/booking-status';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO, expectNoSeriousA11yViolations, saveScreenshot } from './helpers';
import { STAFF, apiToken, logInAs, tripAhead, vehicleId } from './admin-helpers';

const T = MESSAGES.staffUi;
const S = MESSAGES.toursUi.stops;

test.use({ viewport: { width: 360, height: 740 } });

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Staff change a booked round trip's route with a reason (issue 31, decision 105) on the office's
 * booking page, by keyboard on a phone: the server's new price and days before saving, the history
 * after. The Vezel 505-535 days ahead, a day derived from the clock so that a retry books other dates.
 */
test('the office changes a round trip’s route by keyboard at 360 px: re-priced before saving, a reason, the history', async ({ page, request }) => {
  test.setTimeout(180_000);
  const start = 505 + (Math.floor(Date.now() / 1000) % 10) * 3;
  const trip = tripAhead(start, 3, { pickupPoint: 'Kandy', returnPoint: 'Kandy' });
  const booked = [
    { placeId: 'kandy', nights: 2 },
    { placeId: 'ella', nights: 1 },
    { placeId: 'kandy', nights: 0 },
  ];
  const body = { vehicleId: await vehicleId(request, 'Vezel'), ...trip, driverOption: 'withDriver', itinerary: { stops: booked } };
  const quote = await request.post('/api/bookings/quote', { data: body });
  expect(quote.status(), await quote.text()).toBe(200);
  const tourist = { Authorization: `Bearer ${await apiToken(request, DEMO.tourist)}` };
  const made = await request.post('/api/bookings', {
    headers: tourist,
    data: { ...body, name: DEMO.tourist.name, email: DEMO.tourist.email, phone: '+44 7700 900123', numTourists: 2, specialRequests: '', totalPrice: ((await quote.json()) as { total: number }).total },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { _id: string })._id;
  const ref = shortReference(id);

  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto(`/admin/bookings/${id}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: T.changeScheduleOf(ref) }).click();
  const dialog = page.getByRole('dialog', { name: T.changeScheduleOf(ref) });
  const toggle = dialog.getByRole('checkbox', { name: T.changeRoute });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();

  // One night fewer in Kandy, a night in Nuwara Eliya on the way to Ella: by keyboard only.
  const editor = dialog.getByTestId('stops-editor');
  await editor.getByRole('spinbutton', { name: S.nights(1) }).focus();
  await page.keyboard.press('ArrowDown');
  await editor.getByRole('button', { name: S.add }).focus();
  await page.keyboard.press('Enter');
  await expect(editor.getByTestId('stop-row')).toHaveCount(4);
  await editor.getByRole('button', { name: S.moveUp(3) }).focus();
  await page.keyboard.press('Enter');
  // Stop 2 (its label holds the select, whose choice is part of the name: found by its id).
  await editor.locator('#schedule-stop-1').selectOption('nuwara-eliya');
  await expect(editor.getByTestId('stops-total')).toHaveText(S.total(4, 3));

  // The server's price of the new route and its days, before anything is saved.
  await expect(dialog.getByTestId('new-price')).toHaveText(/^\$\d/);
  await expect(dialog.getByRole('heading', { name: T.newRouteDays })).toBeVisible();
  const newPrice = (await dialog.getByTestId('new-price').textContent())!;
  // A reason is needed with a new route.
  await dialog.getByRole('button', { name: T.changeScheduleConfirm }).click();
  await expect(dialog.getByText(MESSAGES.staff.reasonRequired)).toBeVisible();
  await dialog.getByLabel(new RegExp(`^${T.reason}`)).fill('Tea country on the way');
  await expectNoSidewaysScroll(page, 'the route change');
  await expectNoSeriousA11yViolations(page, 'the route change dialog');
  await editor.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'route-change-dialog');
  await dialog.getByRole('button', { name: T.changeScheduleConfirm }).click();
  await expect(page.getByText(T.scheduleChanged(ref, newPrice))).toBeVisible();

  // The booking keeps the new stops; the history shows the route before and after.
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const saved = (await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { itinerary: { stops: { placeId: string; nights: number }[] } };
  expect(saved.itinerary.stops.map(({ placeId, nights }) => ({ placeId, nights }))).toEqual([
    { placeId: 'kandy', nights: 1 },
    { placeId: 'nuwara-eliya', nights: 1 },
    { placeId: 'ella', nights: 1 },
    { placeId: 'kandy', nights: 0 },
  ]);
  const route = (stops: [string, number][]) => stops.map(([place, nights]) => T.historyRouteStop(place, nights)).join(', ');
  await expect(page.getByText(T.historyChange(T.historyRoute, route([['Kandy', 2], ['Ella', 1], ['Kandy', 0]]), route([['Kandy', 1], ['Nuwara Eliya', 1], ['Ella', 1], ['Kandy', 0]])))).toBeVisible();

  // Left as found: the trip is cancelled, the tourist's pending bookings as before.
  expect((await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'cancelled' } })).status()).toBe(200);
});
