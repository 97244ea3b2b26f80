import { expect, test, type Page } from './test';
import { shortReference } from '../packages/shared/src/booking-status';
import { UI_LANGUAGES, type UiLanguage } from '../packages/shared/src/i18n/locales';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { STAFF, apiToken } from './admin-helpers';
import { DEMO, futureDate, messagesIn, vehicleByModel, type Trip, labelled, escapeRegExp, fillTripFields } from './helpers';
import { waitForMail, type CaughtMail } from './mail';

/**
 * The languages feature as people live it: a German browser books in German and gets German
 * e-mails, the switcher's choice outlives a reload and a sign-in, a driver picks Sinhala on the
 * Account page, and Chinese arrives with its own font while English pages fetch none. Every
 * sentence asserted is formatted from the catalog on disk (`messagesIn`), so the journeys hold
 * whatever the translators write; a key still missing reads English, as the app shows it.
 */

const DESKTOP = { width: 1280, height: 900 };
const nameOf = (lang: UiLanguage) => UI_LANGUAGES.find((l) => l.code === lang)!.name;

/** The hero's heading as the page shows it: the title with its highlighted words in place. */
const heroHeading = (m: typeof MESSAGES) => m.publicUi.hero.title(m.publicUi.hero.highlight);

/**
 * The test SMTP server hands over headers and bodies as they travel: a subject with non-ASCII
 * letters arrives as RFC 2047 encoded-words, a body as quoted-printable (undone by the catcher) or
 * base64. Adjacent encoded-words are joined before decoding, so a letter split between them survives.
 */
function decodeSubject(subject: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  const bytesOf = (encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return subject.replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=\s*)+/g, (run) => {
    const bytes = [...run.matchAll(word)].map(([, , encoding, text]) => bytesOf(encoding!, text!));
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  }).trim();
}

function decodeBody(text: string): string {
  const compact = text.trim();
  const decoded = /^[A-Za-z0-9+/=\r\n]+$/.test(compact) && compact.length > 40 ? Buffer.from(compact, 'base64').toString('utf8') : text;
  return decoded.replace(/\r\n/g, '\n');
}

/** The latest e-mail to `to` once its (decoded) subject is `subject`. */
async function waitForMailSubject(to: string, subject: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const latest = await waitForMail(to, /./);
        mail = { ...latest, subject: decodeSubject(latest.subject), text: decodeBody(latest.text) };
        return mail.subject;
      },
      { timeout: 20_000, message: `an e-mail to ${to}: ${subject}` },
    )
    .toBe(subject);
  return mail!;
}

/** Every line of a formatted message (split around the values it was given as `\u0001`) is in the e-mail. */
function expectLinesIn(text: string, formatted: string) {
  for (const piece of formatted.split('\u0001')) {
    for (const line of piece.split('\n').map((l) => l.trim()).filter(Boolean)) expect(text).toContain(line);
  }
}

async function expectLanguage(page: Page, lang: UiLanguage) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function preferredLanguageOf(page: Page, account: { email: string; password: string }): Promise<string | null | undefined> {
  const token = await apiToken(page.request, account);
  const response = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { preferredLanguage?: string | null; user?: { preferredLanguage?: string | null } };
  return 'preferredLanguage' in body ? body.preferredLanguage : body.user?.preferredLanguage;
}

async function setPreferredLanguage(page: Page, account: { email: string; password: string }, lang: UiLanguage) {
  const token = await apiToken(page.request, account);
  const response = await page.request.put('/api/users/me/language', { headers: { Authorization: `Bearer ${token}` }, data: { preferredLanguage: lang } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The account's language being saved (PUT /api/users/me/language) with `lang`. */
function languageSaved(page: Page, lang: UiLanguage) {
  return page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/users/me/language') && (r.postDataJSON() as { preferredLanguage?: string })?.preferredLanguage === lang);
}

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE', viewport: DESKTOP });

  test('1. sees German at once, searches, signs up and books in German, and the booking e-mail is German', async ({ page }) => {
    test.setTimeout(120_000);
    const de = messagesIn('de');
    const stamp = Date.now();
    const account = { name: 'Jonas Weber', email: `jonas.weber.${stamp}@example.com`, password: 'geheim1' };
    const vehicle = await vehicleByModel(page, 'Montero');
    const vehicleName = 'Mitsubishi Montero';
    const trip: Trip = { pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate: futureDate(700), pickupTime: '09:00', returnDate: futureDate(703), returnTime: '17:00' };

    // First visit: the browser's language, no choice made yet.
    await page.goto('/');
    await expectLanguage(page, 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(de));
    await expect(page.getByRole('navigation', { name: de.publicUi.nav.label }).getByRole('combobox', { name: de.site.language, exact: true })).toHaveValue('de');

    // The home page's search, by its German labels.
    const L = de.publicUi.searchForm.labels;
    const search = page.getByRole('form', { name: de.publicUi.homeSearch.title });
    await fillTripFields(search, L, trip);
    await labelled(search, L.vehicleType).selectOption('SUV');
    await search.getByRole('button', { name: de.publicUi.homeSearch.submit }).click();

    await expect(page).toHaveURL(/\/available-vehicles\?/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(de.bookingUi.results.heading(de.vehicleTypesPlural.SUV));
    await page.getByRole('article').filter({ hasText: vehicleName }).getByRole('link', { name: vehicleName }).click();
    await expect(page.getByRole('heading', { level: 1, name: vehicleName })).toBeVisible();
    await page.getByRole('link', { name: de.bookingUi.detail.book }).click();

    // Signed out: the login page says why; a new account is made through the German pages.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.bookingFlow.signInToBook(vehicleName));
    await page.getByRole('link', { name: de.accountUi.login.createAccount }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText(de.bookingFlow.registerThenBook(vehicleName))).toBeVisible();
    // The role's button reads its name, then what the role does.
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(de.roles.tourist)}\\s`) }).click();
    await expect(page).toHaveURL(/\/register\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.accountUi.registerDetails.title.tourist);
    await labelled(page, de.bookingFlow.nameLabel).fill(account.name);
    await labelled(page, de.fields.email).fill(account.email);
    await labelled(page, de.fields.password).fill(account.password);
    await page.getByRole('button', { name: de.accountUi.registerDetails.submit }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(de.registration.success('tourist'))).toBeVisible();
    await expect(labelled(page, de.fields.email)).toHaveValue(account.email);
    await labelled(page, de.fields.password).fill(account.password);
    await page.getByRole('button', { name: de.accountUi.login.submit }).click();

    // Nobody chose German (it is the browser's): the account has no language of its own, and its
    // e-mails are in the browser's language it registered from (decision 081).
    expect(await preferredLanguageOf(page, account)).toBeNull();
    await waitForMailSubject(account.email, de.email.welcome.subject);

    // The booking form, back with the trip; an emptied required field says so in German.
    await expect(page).toHaveURL(new RegExp(`/book-vehicle/${vehicle._id}\\?`));
    await expectLanguage(page, 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.bookingUi.form.heading(vehicleName));
    const F = de.bookingUi.form;
    const fullName = labelled(page, F.fullName);
    await expect(fullName).toHaveValue(account.name);
    await expect(labelled(page, de.fields.pickupPoint)).toHaveValue(trip.pickupPoint);
    await expect(labelled(page, F.pickupDate)).toHaveValue(trip.pickupDate);
    await fullName.fill('');
    await labelled(page, de.fields.phoneNumber).fill('+49 30 1234567');
    await labelled(page, F.tourists).fill('2');
    await page.getByRole('button', { name: F.submit }).click();
    await expect(page.locator('#book-name-error')).toHaveText(de.booking.nameRequired);
    await expect(page).toHaveURL(/\/book-vehicle\//);

    await fullName.fill(account.name);
    await expect(page.locator('#book-name-error')).toHaveCount(0);
    await page.getByRole('button', { name: F.submit }).click();
    await expect(page).toHaveURL(/\/booking-confirmation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.bookingUi.review.heading);
    await page.getByRole('button', { name: de.bookingUi.review.confirm }).click();

    await expect(page.getByRole('heading', { name: de.bookingUi.success.heading })).toBeVisible();
    const id = (await page.getByTestId('booking-reference').textContent())!;
    const ref = shortReference(id);
    await expect(page.getByTestId('booking-short-reference')).toHaveText(ref);

    // The "booking received" e-mail: German subject, German body and summary.
    const mail = await waitForMailSubject(account.email, de.email.received.subject(ref));
    expectLinesIn(mail.text, de.email.received.body(account.name, '\u0001'));
    const tripLine = de.email.trip(vehicleName, trip.pickupDate, trip.pickupTime, trip.pickupPoint, trip.returnDate, trip.returnTime, trip.returnPoint);
    const myBookings = new URL('/manage-bookings', page.url()).toString();
    expectLinesIn(mail.text, de.email.summary(ref, tripLine, 2, '\u0001', myBookings));
    expect(mail.text).toContain('620');
  });
});

test.describe('the language switcher', () => {
  test.use({ locale: 'en-GB', viewport: DESKTOP });

  test('2. moves the page to Russian without a reload; a reload and signing in keep Russian, and the account is saved as Russian', async ({ page }) => {
    const ru = messagesIn('ru');
    try {
      await page.goto('/');
      await expectLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(MESSAGES));
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      const nav = page.getByRole('navigation', { name: MESSAGES.publicUi.nav.label });
      await nav.getByRole('combobox', { name: MESSAGES.site.language, exact: true }).selectOption('ru');
      await expectLanguage(page, 'ru');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(ru));
      await expect(page.getByRole('status').filter({ hasText: ru.site.languageChanged(nameOf('ru')) })).toBeAttached();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'the page was not reloaded').toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ru');

      await page.reload();
      await expectLanguage(page, 'ru');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(ru));
      const ruNav = page.getByRole('navigation', { name: ru.publicUi.nav.label });
      await expect(ruNav.getByRole('combobox', { name: ru.site.language, exact: true })).toHaveValue('ru');

      // Signing in: the choice made in this browser wins over the account's, and is saved to it.
      await ruNav.getByRole('link', { name: ru.publicUi.nav.login }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.accountUi.login.title);
      const saved = languageSaved(page, 'ru');
      await labelled(page, ru.fields.email).fill(DEMO.tourist.email);
      await labelled(page, ru.fields.password).fill(DEMO.tourist.password);
      await page.getByRole('button', { name: ru.accountUi.login.submit }).click();
      await expect(page.getByTestId('nav-username').first()).toBeAttached();
      await saved;
      await expectLanguage(page, 'ru');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(ru));
      await expect(ruNav.getByRole('link', { name: ru.publicUi.nav.myBookings })).toBeVisible();
      await expect.poll(() => preferredLanguageOf(page, DEMO.tourist)).toBe('ru');

      await ruNav.getByRole('link', { name: ru.publicUi.nav.myBookings }).click();
      await expectLanguage(page, 'ru');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.accountUi.myBookings.title);
    } finally {
      // The demo tourist's e-mails stay English for the other journeys.
      await setPreferredLanguage(page, DEMO.tourist, 'en');
    }
  });
});

test.describe('a driver', () => {
  test.use({ locale: 'en-GB', viewport: DESKTOP });

  test('3. picks Sinhala on the Account page: it is saved to the account, and the driver area follows', async ({ page }) => {
    const si = messagesIn('si');
    // A driver of its own, so the demo drivers' e-mails stay English for the other journeys.
    const admin = { Authorization: `Bearer ${await apiToken(page.request, STAFF.admin)}` };
    const driver = { email: `si-driver-${Date.now()}@example.com`, password: 'Driver@123' };
    const created = await page.request.post('/api/admin/drivers', {
      headers: admin,
      data: { username: 'Chaminda Rajapaksa', ...driver, licenseNumber: 'B-9911', phone: '+94 77 555 0199' },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/login');
    await labelled(page, MESSAGES.fields.email).fill(driver.email);
    await labelled(page, MESSAGES.fields.password).fill(driver.password);
    await page.getByRole('button', { name: MESSAGES.accountUi.login.submit }).click();
    await expect(page).toHaveURL(/\/driver\/dashboard$/);
    await expectLanguage(page, 'en');

    await page.getByTestId('nav-username').first().click();
    await expect(page).toHaveURL(/\/account$/);
    const saved = languageSaved(page, 'si');
    await labelled(page, MESSAGES.accountUi.account.languageLabel).selectOption('si');
    await saved;
    await expectLanguage(page, 'si');
    await expect(labelled(page, si.accountUi.account.languageLabel)).toHaveValue('si');
    await expect(page.getByRole('status').filter({ hasText: si.site.languageChanged(nameOf('si')) })).toBeVisible();
    await expect.poll(() => preferredLanguageOf(page, driver)).toBe('si');

    // The driver area: its sidebar, heading and switcher in Sinhala, in the shipped Sinhala font.
    await page.getByRole('navigation', { name: si.publicUi.nav.label }).getByRole('link', { name: si.publicUi.nav.myTrips, exact: true }).click();
    await expect(page).toHaveURL(/\/driver\/dashboard$/);
    await expectLanguage(page, 'si');
    const D = si.staffAreaUi.driverNav;
    const sidebar = page.getByRole('navigation', { name: D.title, exact: true });
    await expect(sidebar.getByRole('link')).toHaveText([D.dashboard, D.schedule, D.profile]);
    await expect(sidebar.getByRole('button')).toHaveText([si.publicUi.nav.logout]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(si.staffAreaUi.driverDashboard.title);
    await expect(page.getByRole('combobox', { name: si.site.language, exact: true })).toHaveValue('si');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Sans Sinhala Variable"?,/);

    // Another page of the area, and a fresh visit: still Sinhala.
    await sidebar.getByRole('link', { name: D.profile }).click();
    await expect(page).toHaveURL(/\/driver\/profile$/);
    await expectLanguage(page, 'si');
    await page.reload();
    await expectLanguage(page, 'si');
    await expect(page.getByRole('navigation', { name: D.title, exact: true }).getByRole('link')).toHaveText([D.dashboard, D.schedule, D.profile]);
  });
});

test.describe('fonts', () => {
  test.use({ locale: 'en-GB', viewport: DESKTOP });

  test('4. ?lang=zh shows Chinese in the shipped Noto Sans SC; an English page fetches no Noto font', async ({ page, browser, baseURL }) => {
    const zh = messagesIn('zh');
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2(\?|$)/.test(request.url())) fontFiles.push(request.url());
    });
    await page.goto('/available-vehicles?vehicleType=SUV&lang=zh');
    await expectLanguage(page, 'zh');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(zh.bookingUi.results.heading(zh.vehicleTypesPlural.SUV));
    await expect(page.getByRole('article').first()).toBeVisible();
    // The page is whole before its code runs (decision 103): the choice is stored once the app starts.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');

    const shown = zh.bookingUi.results.heading(zh.vehicleTypesPlural.SUV);
    await expect.poll(() => fontFiles.filter((url) => url.includes('noto-sans-sc')).length, { message: 'a Noto Sans SC font file was fetched' }).toBeGreaterThan(0);
    const fonts = await page.evaluate(async (text) => {
      await document.fonts.ready;
      return {
        booking: document.fonts.check('16px "Noto Sans SC Variable"', '预订'),
        heading: document.fonts.check('16px "Noto Sans SC Variable"', text),
        body: getComputedStyle(document.body).fontFamily,
      };
    }, shown);
    expect(fonts.heading, `the glyphs of "${shown}" are loaded in Noto Sans SC`).toBe(true);
    expect(fonts.booking, 'the glyphs of 预订 are loaded in Noto Sans SC').toBe(true);
    expect(fonts.body).toMatch(/^"?Noto Sans SC Variable"?,/);
    expect(fontFiles.filter((url) => /noto-sans-(sinhala|tamil)/.test(url)), 'only the language’s own font').toEqual([]);

    // English: no Noto font file at all, on the home page or the results.
    const english = await browser.newContext({ baseURL, locale: 'en-GB', viewport: DESKTOP });
    try {
      const en = await english.newPage();
      const requested: string[] = [];
      en.on('request', (request) => requested.push(request.url()));
      for (const path of ['/', '/available-vehicles?vehicleType=SUV']) {
        await en.goto(path);
        await expect(en.getByRole('heading', { level: 1 })).toBeVisible();
        await en.waitForLoadState('networkidle');
        await en.evaluate(() => document.fonts.ready.then(() => undefined));
        await expectLanguage(en, 'en');
      }
      expect(requested.filter((url) => /noto/i.test(url))).toEqual([]);
      // The Sinhala and Tamil fonts lead the stack for their own characters only (decision 083),
      // then the system's fonts; Chinese is not in it until Chinese text appears.
      expect(await en.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Sans Sinhala Variable", "Noto Sans Tamil Variable", ui-sans-serif,/);
    } finally {
      await english.close();
    }
  });
});
