import { expect, test } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { futureDate, vehicleByModel } from './helpers';

test('1. search: empty fields show each message; a valid search lists vehicles; a card opens the detail page with its calendar', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search vehicles' }).click();
  const S = MESSAGES.search;
  for (const message of [S.pickupPointRequired, S.returnPointRequired, S.pickupDateRequired, S.pickupTimeRequired, S.returnDateRequired, S.returnTimeRequired]) {
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/$/);

  const pickupDate = futureDate(30);
  const returnDate = futureDate(33);
  await page.getByLabel('Pickup location').fill('Colombo');
  await expect(page.getByText(S.pickupPointRequired)).toHaveCount(0);
  await page.getByLabel('Return location').fill('Kandy');
  await page.getByLabel('Pickup date').fill(pickupDate);
  await page.getByLabel('Pickup time').fill('09:30');
  await page.getByLabel('Return date').fill(returnDate);
  await page.getByLabel('Return time').fill('17:00');
  await page.getByLabel('Vehicle type').selectOption('Car');
  await page.getByRole('button', { name: 'Search vehicles' }).click();

  await expect(page).toHaveURL(/\/available-vehicles\?/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toEqual({ pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate, pickupTime: '09:30', returnDate, returnTime: '17:00', vehicleType: 'Car' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Available Cars');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(new Set(await page.getByTestId('vehicle-type').allTextContents())).toEqual(new Set(['Car']));

  const firstName = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/vehicles\/[0-9a-f-]{36}\?/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText('per day', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book This Vehicle' })).toBeVisible();

  // The calendar's code loads as its section nears the screen, as it does when a visitor scrolls.
  await page.getByRole('region', { name: 'Availability' }).scrollIntoViewIfNeeded();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(Math.round((await calendar.locator('.rbc-calendar').boundingBox())!.height)).toBe(500);
  await expect(calendar.getByRole('button', { name: 'Today' })).toHaveCount(0);
  const label = page.getByTestId('calendar-label');
  const month = await label.textContent();
  await calendar.getByRole('button', { name: 'Next' }).click();
  await expect(label).not.toHaveText(month!);
  await calendar.getByRole('button', { name: 'Previous' }).click();
  await expect(label).toHaveText(month!);
  await calendar.getByRole('button', { name: 'Week' }).click();
  await expect(calendar.locator('.rbc-time-view')).toBeVisible();
  await calendar.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(calendar.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('1b. on a phone the vehicle page shows the vehicle first and loads the calendar only when its section is scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const calendarCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/AvailabilityCalendar-[\w-]+\.js$/.test(request.url())) calendarCode.push(request.url());
  });
  const vehicle = await vehicleByModel(page, 'Prius');
  await page.goto(`/vehicles/${vehicle._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${vehicle.brand} ${vehicle.model}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const region = page.getByRole('region', { name: 'Availability' });
  await expect(region.getByRole('status')).toHaveText('Loading calendar…');
  await expect(page.getByTestId('availability-calendar')).toHaveCount(0);
  expect(calendarCode).toEqual([]);

  await region.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('availability-calendar')).toBeVisible();
  expect(calendarCode).toHaveLength(1);
  await expect(region.getByRole('status')).toHaveCount(0);
});

test('1c. a dated search opened as a link comes with its first page of vehicles: the app asks the server for it no more', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vehicles/available') searches.push(request.url());
  });
  const response = await page.goto(`/available-vehicles?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=${futureDate(40)}&pickupTime=09%3A00&returnDate=${futureDate(43)}&returnTime=09%3A00&vehicleType=Van`);
  // Rendered by the server (decision 117; the test server renders every page, SERVER_RENDER_SHARE=1).
  const html = await response!.text();
  expect(html).toContain('<script type="application/json" id="server-state">');
  expect(html).toMatch(/<article[^>]*>/);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(new Set(await page.getByTestId('vehicle-type').allTextContents())).toEqual(new Set(['Van']));
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
});
