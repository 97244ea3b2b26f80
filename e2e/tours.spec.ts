import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations, futureDate, logInFromHome, messagesIn, saveScreenshot } from './helpers';
import { STAFF, logInAs } from './admin-helpers';

/**
 * Round tours with a driver (issue 31, decision 110): from the navigation bar to a tour, customised
 * (a night more), priced live, booked with a driver and seen day by day in My Bookings.
 */
const en = messagesIn('en');
const T = en.toursUi;
const CULTURAL = 'Cultural Triangle and hill country, 7 days';

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/** The amounts of the price lines shown under a test id prefix, by line code. */
async function lineAmounts(page: Page, prefix: string): Promise<Record<string, string>> {
  const lines = page.locator(`[data-testid^="${prefix}"]`);
  const out: Record<string, string> = {};
  for (const line of await lines.all()) {
    const code = (await line.getAttribute('data-testid'))!.slice(prefix.length);
    out[code] = (await line.locator('dd').innerText()).trim();
  }
  return out;
}

for (const [i, width] of [360, 1280].entries()) {
  test(`a tour from the navigation bar, a night more, booked with a driver, day by day in My Bookings, at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
    await logInFromHome(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const menu = page.getByRole('button', { name: en.publicUi.nav.openMenu });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: en.publicUi.nav.tours, exact: true }).first().click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: T.list.title })).toBeVisible();
    await expect(page.getByTestId('tour-card')).toHaveCount(3);
    await expectNoSidewaysScroll(page, '/tours');
    if (i === 0) {
      await expectNoSeriousA11yViolations(page, '/tours');
      await saveScreenshot(page, 'tours-list');
    }

    await page.getByRole('link', { name: T.list.view(CULTURAL) }).click();
    await expect(page.getByRole('heading', { level: 1, name: CULTURAL })).toBeVisible();
    await expect(page.getByTestId('route-map')).toBeVisible();
    // A start of its own per run: the two widths book the same cheapest vehicle.
    await page.getByLabel(T.page.startDate, { exact: true }).fill(futureDate(260 + i * 20 + test.info().retry * 40));
    const total = page.getByTestId('tour-total');
    await expect(total).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await total.innerText();

    // The stop editor opens on request (the page stays light until then).
    await page.getByRole('button', { name: T.page.editStops }).click();
    await expect(page.locator('#tour-stop-0')).toBeFocused();
    // A night more at Sigiriya (stop 2): eight days, and a higher price.
    await page.getByRole('spinbutton', { name: T.stops.nights(2) }).fill('3');
    await expect(page.getByTestId('stops-total')).toHaveText(T.stops.total(8, 7));
    await expect.poll(async () => total.innerText()).not.toBe(before);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('tour-quote')).toHaveAttribute('aria-busy', 'false');
    const tourLines = await lineAmounts(page, 'tour-line-');
    expect(Object.keys(tourLines)).toEqual(expect.arrayContaining(['vehicle', 'driver', 'driverNights']));
    await expectNoSidewaysScroll(page, 'the tour page');
    if (i === 0) {
      await expectNoSeriousA11yViolations(page, 'the tour page');
      await saveScreenshot(page, 'tour-page');
    }

    await page.getByRole('button', { name: T.page.book }).click();
    await expect(page).toHaveURL(/\/book-vehicle\/[0-9a-f-]+\?.*route=cmb\.0_sigiriya\.3_kandy\.2_/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('stop-row')).toHaveCount(6);
    await expect(page.getByTestId('stops-total')).toHaveText(T.stops.total(8, 7));
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expect(page.getByText(T.booking.fromTour)).toBeVisible();
    // The review's lines are the tour page's (one quote function on the server).
    await expect(page.getByTestId('price-summary')).toHaveAttribute('aria-busy', 'false');
    expect(await lineAmounts(page, 'quote-line-')).toEqual(tourLines);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/booking-confirmation/);

    await page.goto('/manage-bookings');
    const folded = page.getByTestId('itinerary').filter({ hasText: /km in all, 7 nights/ });
    await expect(folded.first()).toBeVisible();
    await folded.first().locator('summary').click();
    await expect(folded.first().getByText(en.itineraryUi.tonight('Sigiriya')).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'My Bookings');
  });
}

test('the customiser works from the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tours/south-coast-yala-5-days');
  await page.waitForLoadState('networkidle');
  // "Change stops and nights" from the keyboard opens the editor on its first stop's place.
  await page.getByRole('button', { name: T.page.editStops }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stop-row')).toHaveCount(5);
  await expect(page.locator('#tour-stop-0')).toBeFocused();
  // From the first stop's place, Tab to "Add a stop" and press Enter.
  const add = page.getByRole('button', { name: T.stops.add });
  for (let n = 0; n < 40 && !(await add.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stop-row')).toHaveCount(6);
  // Back with Shift+Tab to the new stop's remove button (it went in before the last), and Enter takes it away again.
  const removeLast = page.getByRole('button', { name: T.stops.remove(5) });
  for (let n = 0; n < 10 && !(await removeLast.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('Shift+Tab');
  await expect(removeLast).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stop-row')).toHaveCount(5);
  // A night more with the arrow key; the price follows.
  const total = page.getByTestId('tour-total');
  await expect(total).toBeVisible();
  const before = await total.innerText();
  await page.getByRole('spinbutton', { name: T.stops.nights(2) }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('stops-total')).toHaveText(T.stops.total(6, 5));
  await expect.poll(async () => total.innerText()).not.toBe(before);
  await expect(page.getByRole('button', { name: T.page.book })).toBeEnabled();
});

test('in Sinhala at 360 px: the list and a tour read Sinhala', async ({ page }) => {
  const si = messagesIn('si');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tours?lang=si');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: si.toursUi.list.title })).toBeVisible();
  await expect(page.getByText('සංස්කෘතික ත්‍රිකෝණය සහ කඳුකරය, දින 7')).toBeVisible();
  await saveScreenshot(page, 'tours-list-si');
  await page.getByRole('link', { name: si.toursUi.list.view('දකුණු වෙරළ සහ යාල, දින 5') }).click();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 2, name: si.toursUi.page.customise })).toBeVisible();
  await page.getByRole('button', { name: si.toursUi.page.editStops }).click();
  await expect(page.getByText(si.toursUi.stops.total(5, 4))).toBeVisible();
  await expectNoSidewaysScroll(page, 'a tour in Sinhala');
  await saveScreenshot(page, 'tour-page-si');
});

test('staff write a tour on /admin/tours at 360 px: the demo tours listed, a new one created as a draft', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAs(page, STAFF.admin, /\/admin/);
  await page.goto('/admin/tours');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: T.admin.title })).toBeVisible();
  await expect(page.getByTestId('tour-cultural-triangle-hill-country-7-days')).toBeVisible();
  const form = page.getByTestId('tour-new');
  const slug = `admin-journey-${Date.now()}`;
  await form.getByLabel(T.admin.name).fill('A day in Galle');
  await form.getByLabel(T.admin.slug).fill(slug);
  await form.getByLabel(T.admin.description_).fill('The fort, the ramparts and the lighthouse, back the same evening.');
  await form.locator('#tour-new-stop-1').selectOption('galle');
  await form.getByRole('button', { name: T.stops.remove(3) }).click();
  await form.getByRole('spinbutton', { name: T.stops.nights(1) }).fill('1');
  await form.getByRole('button', { name: T.admin.create }).click();
  await expect(page.getByTestId(`tour-${slug}`)).toBeVisible();
  await expectNoSidewaysScroll(page, '/admin/tours');
  await saveScreenshot(page, 'admin-tours');
});
