import { expect, test, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { futureDate } from './helpers';

/** Issue 15, points 2, 6 and 7 (reviews): a search that can be changed, forms whose result is seen. */

const S = MESSAGES.search;
const U = MESSAGES.searchUi;
const PHONE = { width: 360, height: 740 };

async function fillHomeSearch(page: Page, trip: { from: string; to: string; pickupDate: string; returnDate: string; type?: string }) {
  const form = page.getByRole('form', { name: 'Find your ride' });
  await form.getByLabel('Pickup location').fill(trip.from);
  await form.getByLabel('Return location').fill(trip.to);
  await form.getByLabel('Pickup date').fill(trip.pickupDate);
  await form.getByLabel('Pickup time').fill('09:00');
  await form.getByLabel('Return date').fill(trip.returnDate);
  await form.getByLabel('Return time').fill('17:00');
  await form.getByLabel('Vehicle type').selectOption(trip.type ?? 'Any Vehicle');
  return form;
}

/** The cards' prices per day, in the order shown. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').locator('p', { hasText: '/ day' }).allTextContents();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')));
}

test('the search can be changed on the results page: the form is prefilled, updating shows the new results', async ({ page }) => {
  await page.goto('/');
  const pickupDate = futureDate(50);
  const returnDate = futureDate(53);
  await (await fillHomeSearch(page, { from: 'Colombo', to: 'Kandy', pickupDate, returnDate, type: 'Car' })).getByRole('button', { name: 'Search vehicles' }).click();
  await expect(page).toHaveURL(/\/available-vehicles\?/);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: U.editSearch }).first().click();
  const form = page.getByRole('form', { name: U.editSearchTitle });
  await expect(form.getByLabel('Pickup location')).toHaveValue('Colombo');
  await expect(form.getByLabel('Return location')).toHaveValue('Kandy');
  await expect(form.getByLabel('Pickup date')).toHaveValue(pickupDate);
  await expect(form.getByLabel('Return date')).toHaveValue(returnDate);
  await expect(form.getByLabel('Pickup time')).toHaveValue('09:00');
  await expect(form.getByLabel('Vehicle type')).toHaveValue('Car');

  await form.getByLabel('Pickup location').fill('Galle');
  await form.getByLabel('Vehicle type').selectOption('Van');
  await form.getByRole('button', { name: U.updateResults }).click();
  await expect(page).toHaveURL(/pickupPoint=Galle/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toEqual({ pickupPoint: 'Galle', returnPoint: 'Kandy', pickupDate, pickupTime: '09:00', returnDate, returnTime: '17:00', vehicleType: 'Van' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Available Vans');
  await expect(page.getByRole('form', { name: U.editSearchTitle })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(new Set(await page.getByTestId('vehicle-type').allTextContents())).toEqual(new Set(['Van']));
});

test('Back from the results finds the home form as it was left', async ({ page }) => {
  await page.goto('/');
  const pickupDate = futureDate(51);
  const returnDate = futureDate(52);
  await (await fillHomeSearch(page, { from: 'Negombo', to: 'Ella', pickupDate, returnDate, type: 'SUV' })).getByRole('button', { name: 'Search vehicles' }).click();
  await expect(page).toHaveURL(/\/available-vehicles\?/);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const form = page.getByRole('form', { name: 'Find your ride' });
  await expect(form.getByLabel('Pickup location')).toHaveValue('Negombo');
  await expect(form.getByLabel('Return location')).toHaveValue('Ella');
  await expect(form.getByLabel('Pickup date')).toHaveValue(pickupDate);
  await expect(form.getByLabel('Pickup time')).toHaveValue('09:00');
  await expect(form.getByLabel('Return date')).toHaveValue(returnDate);
  await expect(form.getByLabel('Return time')).toHaveValue('17:00');
  await expect(form.getByLabel('Vehicle type')).toHaveValue('SUV');
});

test('sorting by price asks the server for that order and changes the order of the cards', async ({ page }) => {
  const sorts: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/vehicles/available') sorts.push(url.searchParams.get('sort'));
  });
  await page.goto(`/available-vehicles?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=${futureDate(55)}&pickupTime=09%3A00&returnDate=${futureDate(57)}&returnTime=09%3A00&vehicleType=Any+Vehicle`);
  await expect(page.getByRole('article').first()).toBeVisible();
  const fleetOrder = await shownPrices(page);
  expect(fleetOrder.length).toBeGreaterThan(3);
  const ascending = [...fleetOrder].sort((a, b) => a - b);
  expect(fleetOrder).not.toEqual(ascending);

  const sort = page.getByLabel(U.sortLabel);
  await sort.selectOption({ label: U.sortOptions['price-asc'] });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect.poll(() => shownPrices(page)).toEqual(ascending);

  await sort.selectOption({ label: U.sortOptions['price-desc'] });
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect.poll(() => shownPrices(page)).toEqual([...ascending].reverse());
  // The first order came with the page (rendered by the server, decision 117); each change asked once.
  expect(sorts).toEqual(['price-asc', 'price-desc']);

  // The order survives a reload: it is in the URL, and the page the server renders keeps it too.
  await page.reload();
  await expect(page.getByLabel(U.sortLabel)).toHaveValue('price-desc');
  await expect.poll(() => shownPrices(page)).toEqual([...ascending].reverse());
});

test('a return before pickup: the home form goes on as the spec says, the results page says the dates were ignored and why', async ({ page }) => {
  await page.goto('/');
  const pickupDate = futureDate(60);
  const returnDate = futureDate(58);
  await (await fillHomeSearch(page, { from: 'Colombo', to: 'Galle', pickupDate, returnDate })).getByRole('button', { name: 'Search vehicles' }).click();
  await expect(page).toHaveURL(/\/available-vehicles\?/);
  await expect(page.getByText(U.datesIgnoredTitle)).toBeVisible();
  await expect(page.getByTestId('dates-ignored')).toContainText('is before the pickup date');
  await expect(page.getByTestId('dates-ignored')).toContainText('these are all vehicles');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Any dates');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('reviews: VIEW MORE shows the reviews after those in view, never the same ones again', async ({ page }) => {
  for (const size of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Customer reviews' });
    await carousel.scrollIntoViewIfNeeded();
    const names = async (scope: ReturnType<Page['locator']>) => (await scope.locator('figure:visible figcaption p.font-semibold').allTextContents()).map((t) => t.trim());
    const carouselNames = await names(page.getByTestId('carousel-slides'));
    expect(carouselNames.length, `${size.width}px`).toBe(size.width >= 1024 ? 3 : 1);

    await page.getByRole('button', { name: 'VIEW MORE' }).click();
    const more = page.getByRole('region', { name: U.moreReviews });
    await expect(more).toBeVisible();
    const moreNames = await names(more);
    expect(moreNames.length, `${size.width}px`).toBe(5 - carouselNames.length);
    expect(moreNames.filter((name) => carouselNames.includes(name)), `${size.width}px`).toEqual([]);
  }
});

test('contact form on a 360 px phone: the success message takes focus and is on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Lena Fischer');
  await page.getByLabel('Email').fill('lena@example.de');
  await page.getByLabel('Message').fill('Can we hire a van with a German-speaking driver for 10 days in March?');
  const send = page.getByRole('button', { name: 'Send message' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  const result = page.getByTestId('contact-result');
  await expect(result).toContainText(MESSAGES.contact.success);
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport({ ratio: 1 });
  // Not hidden under the sticky navigation bar either.
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect((await result.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
});

test('an empty submit announces one summary (links to the fields), the messages stay under the fields', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  const alerts = page.locator('main [role="alert"]');
  await expect(alerts).toHaveCount(1);
  const links = alerts.getByRole('link');
  await expect(links).toHaveText([MESSAGES.contact.nameRequired, MESSAGES.contact.emailRequired, MESSAGES.contact.messageRequired]);
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(alerts).toBeInViewport();
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription(MESSAGES.contact.messageRequired);
  await links.nth(2).click();
  await expect(page.getByLabel('Message')).toBeFocused();

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Find your ride' });
  await form.getByRole('button', { name: 'Search vehicles' }).click();
  const homeAlerts = page.locator('main [role="alert"]');
  await expect(homeAlerts).toHaveCount(1);
  await expect(homeAlerts.getByRole('link')).toHaveText([S.pickupPointRequired, S.returnPointRequired, S.pickupDateRequired, S.pickupTimeRequired, S.returnDateRequired, S.returnTimeRequired]);
  await expect(form.getByLabel('Pickup location')).toBeFocused();
  await expect(form.locator('#search-returnTime-error')).toHaveText(S.returnTimeRequired);
  await expect(page).toHaveURL(/\/$/);
});
