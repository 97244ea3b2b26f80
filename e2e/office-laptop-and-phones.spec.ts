import { expect, test, type Page } from './test';
import { shortReference } from '../packages/shared/src/booking-status';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { STAFF, apiToken, bookThroughApi, logInAs, tripAhead, tripStartingSoon } from './admin-helpers';
import { saveScreenshot } from './helpers';

/**
 * Issue 26, items 13 and 16: the office on a 1280 px laptop (a dozen bookings a screen with their
 * money, a booking page that never scrolls sideways), and phones at 360 px (time fields shown
 * whole, scroll positions as people expect, a driver's own menu, the readings notice by its form).
 * The Toyota HiAce KDH is this journey's own: no other journey books it.
 */
const MODEL = 'HiAce KDH';
const P = MESSAGES.staffBookingsUi.payments;

async function noSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
  expect(scrollWidth, `sideways scrolling on ${label}`).toBeLessThanOrEqual(clientWidth);
}

test.describe('the office on a 1280 px laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dozen bookings a screen with deposit due and paid; a booking with several payments fits, its whole history in view', async ({ page, request }) => {
    test.setTimeout(120_000);
    const booked: { _id: string }[] = [];
    // Other journeys book for a Müller too: this one's surname continues with a tag of its own.
    const tag = Date.now().toString(36);
    for (let i = 0; i < 12; i++) {
      booked.push(await bookThroughApi(request, { model: MODEL, trip: tripAhead(150 + i * 3, 1), name: i === 0 ? `Jürgen Müller-${tag}` : `Office Guest ${i}`, preferredLanguages: ['de'] }));
    }
    const paidOne = booked.at(-1)!;
    const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
    for (const [amount, kind, method] of [[20, 'deposit', 'cash'], [30, 'balance', 'card'], [15, 'balance', 'bank_transfer']] as const) {
      const paid = await request.post(`/api/admin/bookings/${paidOne._id}/payments`, {
        headers: admin,
        data: { amount, currency: 'USD', method, kind, reference: `Receipt ${amount} from the office till, counted twice` },
      });
      expect(paid.status(), await paid.text()).toBe(201);
    }
    // The figures the server answers for the booking: the list shows these, formatted.
    const summary = async (id: string) => ((await (await request.get(`/api/bookings/${id}`, { headers: admin })).json()) as { paymentSummary: { depositDue: number; paid: number } }).paymentSummary;
    const usd = (amount: number) => `$${amount.toFixed(2)}`;

    await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
    await page.goto('/admin/bookings');
    await expect(page.getByRole('columnheader', { name: P.depositDue })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: P.paid })).toBeVisible();
    for (const id of [paidOne._id, booked[0]!._id]) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: shortReference(id), exact: true }) });
      const { depositDue, paid } = await summary(id);
      await expect(row.getByTestId('deposit-due')).toHaveText(usd(depositDue));
      await expect(row.getByTestId('paid')).toHaveText(usd(paid));
    }
    await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: shortReference(paidOne._id), exact: true }) }).getByTestId('paid')).toHaveText('$65.00');
    await noSidewaysScroll(page, '/admin/bookings');
    // A screen of the list: with its head just under the sticky bar, the rows wholly in view.
    const perScreen = await page.evaluate(() => {
      const head = document.querySelector('thead')!;
      const bar = document.querySelector('header')!.getBoundingClientRect().height;
      window.scrollTo(0, window.scrollY + head.getBoundingClientRect().top - bar);
      return [...document.querySelectorAll('tbody tr')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= bar && box.bottom <= window.innerHeight;
      }).length;
    });
    expect(perScreen, 'bookings wholly in view on one 800 px screen').toBeGreaterThanOrEqual(10);
    // The table is the width of the page: nothing of it scrolls sideways either.
    const table = await page.evaluate(() => { const t = document.querySelector('table')!.parentElement!; return { scroll: t.scrollWidth, client: t.clientWidth }; });
    expect(table.scroll).toBeLessThanOrEqual(table.client);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'office-bookings-list');

    // The office search as people type it: a reference with its #, a name without its accents.
    const search = page.getByLabel('Search by reference, name, e-mail or phone');
    await search.fill(`#${shortReference(paidOne._id)}`);
    await expect(page.getByTestId('booking-ref')).toHaveText([shortReference(paidOne._id)]);
    await search.fill(`muller-${tag}`);
    await expect(page.getByTestId('booking-ref')).toHaveText([shortReference(booked[0]!._id)]);

    await page.goto(`/admin/bookings/${paidOne._id}`);
    const history = page.getByRole('list', { name: 'Status history' });
    await expect(history.locator('li[data-kind="payment"]')).toHaveCount(3);
    await expect(page.getByRole('table', { name: P.caption }).getByRole('row')).toHaveCount(4);
    await noSidewaysScroll(page, 'the booking page');
    const clipped = await page.evaluate(() => {
      const list = document.querySelector('ol[aria-label="Status history"]')!;
      const panel = list.closest('section')!;
      const items = [...list.querySelectorAll('li')].filter((li) => {
        const box = li.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth || box.right > panel.getBoundingClientRect().right;
      });
      const wide = [...document.querySelectorAll('main table')].filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1);
      return { items: items.length, panel: panel.scrollWidth - panel.clientWidth, wideTables: wide.length };
    });
    expect(clipped).toEqual({ items: 0, panel: 0, wideTables: 0 });
    await saveScreenshot(page, 'office-booking-payments');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Every time input on the page shows all it holds: as wide as its value needs, nothing cut. */
  async function timeFieldsWhole(page: Page, label: string) {
    const inputs = page.locator('input[type="time"]');
    await expect(inputs.first()).toBeVisible();
    for (const input of await inputs.all()) await input.fill('10:00');
    const fields = await inputs.evaluateAll((elements) =>
      elements.map((input) => {
        // The same input, free to take the width its value needs.
        const free = input.cloneNode() as HTMLInputElement;
        free.value = (input as HTMLInputElement).value;
        Object.assign(free.style, { position: 'absolute', width: 'max-content', visibility: 'hidden' });
        input.parentElement!.append(free);
        const needs = free.getBoundingClientRect().width;
        free.remove();
        return { id: input.id, has: input.getBoundingClientRect().width, needs, scrollWidth: input.scrollWidth, clientWidth: input.clientWidth };
      }),
    );
    for (const field of fields) {
      expect(field.scrollWidth, `${label} ${field.id}`).toBeLessThanOrEqual(field.clientWidth);
      expect(field.has, `${label} ${field.id} is as wide as "10:00 AM" needs`).toBeGreaterThanOrEqual(field.needs - 1);
    }
    await noSidewaysScroll(page, label);
  }

  test('time fields show their whole value on the home page, the booking form and the office’s phone booking', async ({ page, request }) => {
    await page.goto('/');
    await timeFieldsWhole(page, 'the home search');
    await saveScreenshot(page, 'time-fields-home');
    const vehicles = (await (await request.get('/api/vehicles')).json()) as { _id: string; model: string }[];
    await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
    await page.goto(`/book-vehicle/${vehicles.find((v) => v.model === MODEL)!._id}`);
    await timeFieldsWhole(page, 'the booking form');
    await page.locator('input[type="time"]').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/time-fields-booking-360.png' });
    await page.goto('/admin/bookings/new');
    await timeFieldsWhole(page, 'the phone booking');
  });

  test('a page opened anew starts at its top; Back returns to where the page was left', async ({ page }) => {
    const y = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/');
    // The server-rendered links work before the app starts, as whole page loads; the journey is
    // about the app's own navigations, so it waits until the app has taken the page over.
    await page.waitForLoadState('networkidle');
    // A link well down the home page, brought into the middle of the screen: where the page is left.
    const href = await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].find((a) => a.getBoundingClientRect().top + window.scrollY > 1200 && !a.getAttribute('href')!.includes('#'))!;
      link.dataset.scrollTest = 'yes';
      window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 300);
      return link.getAttribute('href')!;
    });
    await page.waitForTimeout(300);
    const left = await y();
    expect(left).toBeGreaterThan(800);
    await page.locator('[data-scroll-test="yes"]').click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await y(), 'a new page starts at its top').toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(y, { message: 'Back returns to the place left' }).toBe(left);
    await page.waitForTimeout(500);
    expect(await y(), 'and stays there as the page settles').toBe(left);
    await page.goForward();
    await expect.poll(y).toBe(0);
    await page.goBack();
    await expect.poll(y).toBe(left);
    // The site's menu leads to a new page at its top too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await y(), 'a new page starts at its top').toBe(0);

    // A page opened fresh in the tab (a typed address, a link from an e-mail) starts at its top too,
    // however far down the page before it was.
    await page.goto('/available-vehicles');
    await expect(page.locator('main a[href^="/vehicles/"]').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(y).toBe(900);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await y(), 'a fresh page load starts at its top').toBe(0);
    await page.goto('/available-vehicles');
    await expect(page.locator('main a[href^="/vehicles/"]').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(await y()).toBe(0);
  });

  test('a driver’s menu holds his own items; "Readings saved" shows by the readings, not under the cash button', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
    const driver = { email: `readings-driver-${Date.now()}@example.com`, password: 'Driver@123' };
    const created = await request.post('/api/admin/drivers', { headers: admin, data: { username: 'Chaminda Rathnayake', ...driver, licenseNumber: 'B-4411', phone: '+94 77 555 0144' } });
    expect(created.status(), await created.text()).toBe(201);
    const driverId = ((await created.json()) as { _id: string })._id;
    // Under way today (the driver takes cash once the tourist has the vehicle).
    const { trip } = tripStartingSoon(180, { pickupPoint: 'Galle', returnPoint: 'Galle' }, 20);
    const { _id: id } = await bookThroughApi(request, { model: MODEL, trip, name: 'Lena Schäfer' });
    expect((await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed', driverId } })).status()).toBe(200);
    const picked = await request.patch(`/api/drivers/bookings/${id}/status`, { headers: { Authorization: `Bearer ${await apiToken(request, driver)}` }, data: { status: 'picked_up' } });
    expect(picked.status(), await picked.text()).toBe(200);

    await logInAs(page, driver, /\/driver\/dashboard$/);
    // His menu, in his area and outside it: his trips, schedule and profile; no tourist's items.
    for (const path of ['/driver/dashboard', '/contact']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      for (const name of ['Vehicles', 'My Bookings', 'Home']) await expect(menu.getByRole('link', { name, exact: true }), `${name} on ${path}`).toHaveCount(0);
      await expect(menu.getByRole('link', { name: /^(Dashboard|My Trips)$/ })).toHaveCount(1);
      await expect(menu.getByRole('link', { name: 'My Schedule', exact: true })).toHaveCount(1);
      await expect(menu.getByRole('link', { name: 'My Profile', exact: true })).toHaveCount(1);
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    await page.goto('/driver/dashboard');
    const card = page.locator('article, li, section').filter({ hasText: 'Lena Schäfer' }).filter({ has: page.getByTestId('trip-money') }).last();
    const money = card.getByTestId('trip-money');
    await money.locator('summary').click();
    const T = MESSAGES.staffAreaUi.trip.money;
    await money.getByLabel(T.pickupKm).fill('12000');
    await money.getByRole('button', { name: T.saveReadings }).click();
    const saved = money.getByRole('status').filter({ hasText: T.readingsSaved });
    await expect(saved).toBeVisible();
    // Beside its form: right under Save readings, above the cash form and its button.
    const [readingsButton, savedBox, cashField, cashButton] = await Promise.all([
      money.getByRole('button', { name: T.saveReadings }).boundingBox(),
      saved.boundingBox(),
      money.getByLabel(T.cashAmount).boundingBox(),
      money.getByRole('button', { name: T.recordCash }).boundingBox(),
    ]);
    expect(savedBox!.y).toBeGreaterThan(readingsButton!.y);
    expect(savedBox!.y + savedBox!.height).toBeLessThanOrEqual(cashField!.y);
    expect(savedBox!.y).toBeLessThan(cashButton!.y);
    await expect(money.getByTestId('readings-outcome')).toContainText(T.readingsSaved);
    await expect(money.getByTestId('cash-outcome')).not.toContainText(T.readingsSaved);
    await saved.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/readings-notice-360.png' });
  });
});
