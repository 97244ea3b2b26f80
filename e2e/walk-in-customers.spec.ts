import { expect, test, type APIRequestContext, type Page } from './test';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { expectNoSeriousA11yViolations, messagesIn, saveScreenshot, vehicleByModel, fillTripFields } from './helpers';
import { STAFF, apiToken, bookingRow, logInAs, tripAhead } from './admin-helpers';

/**
 * Issue 26, items 11 and 12 (decision 083). Staff taking a phone booking set the customer's
 * language and may leave the e-mail out for a customer who has none; the booking then says to
 * phone them. Names in Sinhala, Tamil and Chinese on English staff pages render in the shipped
 * fonts, which a page fetches only when it shows such text.
 * Trips here use the Wagon R 670-690 days ahead, which no other journey books.
 */
const T = MESSAGES.staffUi;

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
}

async function fillTrip(page: Page, vehicleId: string, trip: ReturnType<typeof tripAhead>) {
  await page.getByLabel(new RegExp(`^${T.vehicle}`)).selectOption(vehicleId);
  await fillTripFields(page, T, trip);
  await page.getByRole('radio', { name: T.selfDrive }).check();
}

async function newCustomerForm(page: Page) {
  await page.goto('/admin/bookings/new');
  await expect(page.getByRole('heading', { level: 1, name: T.newBookingTitle })).toBeVisible();
  await page.getByRole('radio', { name: T.customerNew }).check();
}

async function createdRef(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  const notice = page.getByTestId('booking-created');
  await expect(notice).toContainText(/Booking [0-9A-F]{6} was created/);
  return /Booking ([0-9A-F]{6})/.exec((await notice.textContent())!)![1]!;
}

async function bookingIdOf(request: APIRequestContext, ref: string): Promise<string> {
  const found = (await (await request.get(`/api/admin/bookings?q=${ref}`, { headers: await adminHeaders(request) })).json()) as { _id: string }[];
  expect(found).toHaveLength(1);
  return found[0]!._id;
}

test('a phone booking for a customer without e-mail, in Sinhala; another in French with e-mail: the French one is written to in French', async ({ page, request }) => {
  const wagon = await vehicleByModel(page, 'Wagon R');
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);

  // No e-mail: the form accepts it and says what that means.
  await newCustomerForm(page);
  const email = page.getByLabel(new RegExp(`^${T.email}`));
  await expect(email).not.toHaveAttribute('aria-required', 'true');
  await expect(email).toHaveAccessibleDescription(T.emailOptionalHint);
  await page.getByLabel(new RegExp(`^${T.fullName}`)).fill('Nimal Jayawardena');
  await page.getByLabel(new RegExp(`^${T.phoneNumber}`)).fill('+94 77 555 0172');
  const language = page.getByLabel(T.customerLanguage);
  await expect(language).toHaveValue('');
  await language.selectOption({ label: 'Sinhala' });
  await fillTrip(page, wagon._id, tripAhead(672, 2));
  await expectNoSeriousA11yViolations(page, 'new booking page with the customer’s language');
  await page.getByRole('button', { name: T.createBooking }).click();
  const ref = await createdRef(page);
  await expect(page.getByTestId('booking-created')).toHaveText(T.bookingCreatedNoEmail(ref, 'Nimal Jayawardena', '+94 77 555 0172'));

  // The list marks it; the booking page says to phone, with the number.
  const id = await bookingIdOf(request, ref);
  const row = await bookingRow(page, id);
  await expect(row.getByTestId('no-email')).toHaveText(T.noEmail);
  await row.getByRole('link', { name: ref, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}$`));
  await expect(page.getByTestId('no-email-notice')).toHaveText(T.noEmailNotice('+94 77 555 0172'));
  await expectNoSeriousA11yViolations(page, 'booking of a customer without e-mail');

  // The account: no address, the language staff chose; and nothing in the outbox for the booking.
  const headers = await adminHeaders(request);
  const accounts = (await (await request.get('/api/admin/users?q=555%200172', { headers })).json()) as { email: string | null; preferredLanguage: string }[];
  expect(accounts).toEqual([expect.objectContaining({ email: null, preferredLanguage: 'si' })]);
  const outbox = (await (await request.get('/api/admin/outbox', { headers })).json()) as { bookingId: string | null; recipient: string; subject: string }[];
  expect(outbox.filter((m) => m.bookingId === id)).toEqual([]);

  // A French customer with an address: the account reads French, and so do its e-mails.
  const address = `amelie-${Date.now()}@example.fr`;
  await newCustomerForm(page);
  await page.getByLabel(new RegExp(`^${T.fullName}`)).fill('Amélie Durand');
  await page.getByLabel(new RegExp(`^${T.email}`)).fill(address);
  await page.getByLabel(new RegExp(`^${T.phoneNumber}`)).fill('+33 6 12 34 56 78');
  await page.getByLabel(T.customerLanguage).selectOption({ label: 'French' });
  await fillTrip(page, wagon._id, tripAhead(676, 2));
  await page.getByRole('button', { name: T.createBooking }).click();
  const frRef = await createdRef(page);
  await expect(page.getByTestId('booking-created')).toHaveText(T.bookingCreatedNewAccount(frRef, 'Amélie Durand'));
  const fr = messagesIn('fr').email;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/admin/outbox', { headers })).json()) as { recipient: string; subject: string }[];
      return mails.filter((m) => m.recipient === address).map((m) => m.subject).sort();
    })
    .toEqual([fr.accountCreatedByStaff.subject, fr.received.subject(frRef)].sort());
  expect(fr.received.subject(frRef)).not.toBe(MESSAGES.email.received.subject(frRef));
  expect(shortReference(await bookingIdOf(request, frRef))).toBe(frRef);
});

test.describe('names in other scripts on English staff pages', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  const NAMES = {
    zh: { name: '王秀英', family: 'Noto Sans SC Han', file: 'noto-sans-sc', phone: '+86 138 0013 8000' },
    si: { name: 'සුනිල් පෙරේරා', family: 'Noto Sans Sinhala Variable', file: 'noto-sans-sinhala', phone: '+94 77 555 0181' },
    ta: { name: 'முருகன் செல்வம்', family: 'Noto Sans Tamil Variable', file: 'noto-sans-tamil', phone: '+94 77 555 0182' },
  } as const;

  test('each name renders in its shipped font, fetched only on the page that shows it', async ({ browser, request, baseURL }) => {
    const headers = await adminHeaders(request);
    const wagon = (await (await request.get('/api/vehicles')).json()).find((v: { model: string }) => v.model === 'Wagon R') as { _id: string };
    const ids: Record<string, string> = {};
    let offset = 680;
    for (const [script, { name, phone }] of Object.entries(NAMES)) {
      const trip = tripAhead(offset, 1);
      offset += 3;
      const res = await request.post('/api/admin/bookings', {
        headers,
        data: { vehicleId: wagon._id, name, email: '', phone, ...trip, numTourists: 1, driverOption: 'selfDrive', specialRequests: '' },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids[script] = ((await res.json()) as { _id: string })._id;
    }

    for (const [script, { name, family, file }] of Object.entries(NAMES)) {
      // A fresh session per script: no font file carried over from another page.
      const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (/\.woff2(\?|$)/.test(r.url())) fonts.push(r.url());
      });
      // The sign-in page shows no such text (its language switcher names 简体中文, සිංහල and
      // தமிழ் in the system's fonts): no shipped font is fetched for it.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(fonts.filter((url) => /noto/i.test(url)), 'the sign-in page fetches no shipped font').toEqual([]);

      // Straight to the booking, signed in through the API: the dashboard would list all three names.
      const login = (await (await request.post('/api/users/login', { data: { email: STAFF.admin.email, password: STAFF.admin.password } })).json()) as { token: string; user: unknown };
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('authUser', JSON.stringify(user));
      }, login);
      await page.goto(`/admin/bookings/${ids[script]}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const customer = page.getByRole('heading', { name: T.customer }).locator('..');
      await expect(customer).toContainText(name);
      await expect.poll(() => fonts.filter((url) => url.includes(file)).length, { message: `a ${family} file was fetched` }).toBeGreaterThan(0);
      const others = Object.values(NAMES).filter((n) => n.file !== file).map((n) => n.file);
      expect(fonts.filter((url) => others.some((other) => url.includes(other))), 'only the font of the script shown').toEqual([]);

      const measured = await page.evaluate(
        async ({ text, family }) => {
          await document.fonts.ready;
          const probe = (fontFamily: string | null) => {
            const span = document.createElement('span');
            // Without a family of its own: the system stack of the language pickers (`font-system`).
            if (fontFamily === null) span.className = 'font-system';
            else span.style.fontFamily = fontFamily;
            Object.assign(span.style, { fontSize: '32px', position: 'absolute', whiteSpace: 'pre', visibility: 'hidden' });
            span.textContent = text;
            document.body.append(span);
            const width = span.getBoundingClientRect().width;
            span.remove();
            return width;
          };
          const page = getComputedStyle(document.body).fontFamily;
          return {
            loaded: document.fonts.check(`16px "${family}"`, text),
            shipped: probe(`"${family}"`),
            page: probe(page),
            // The system's fonts alone: on this machine they lack the script, so empty boxes.
            system: probe(null),
          };
        },
        // Without its spaces, which no script font draws: the family alone would take them from the browser's default font.
        { text: name.replace(/\s/g, ''), family },
      );
      expect(measured.loaded, `${name} is loaded in ${family}`).toBe(true);
      expect(measured.page, `${name} is drawn in ${family} on the page`).toBeCloseTo(measured.shipped, 0);
      expect(Math.abs(measured.page - measured.system), `${name} is not drawn as empty boxes`).toBeGreaterThan(4);
      await saveScreenshot(page, `walk-in-name-${script}`);
      await context.close();
    }
  });

  test('a Chinese name typed into the phone booking form brings the Chinese font', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    await logInAs(await context.newPage(), STAFF.admin, /\/admin\/dashboard$/);
    // The dashboard may show other journeys' Chinese names: the form gets a page of its own,
    // without the browser's cache, so every font it needs is a request seen here.
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (/\.woff2(\?|$)/.test(r.url())) fonts.push(r.url());
    });
    await newCustomerForm(page);
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((url) => url.includes('noto-sans-sc'))).toEqual([]);
    await page.getByLabel(new RegExp(`^${T.fullName}`)).pressSequentially('李娜');
    await expect.poll(() => fonts.filter((url) => url.includes('noto-sans-sc')).length, { message: 'a Noto Sans SC file was fetched' }).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans SC Han"', '李娜')), { message: 'the glyphs of 李娜 are loaded' }).toBe(true);
    await context.close();
  });
});
