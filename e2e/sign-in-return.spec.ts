import { expect, test, type APIRequestContext, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { tripAhead } from './admin-helpers';
import { logIn, messagesIn, tripQuery, vehicleByModel, type Trip, labelled, escapeRegExp } from './helpers';
import { waitForMail } from './mail';

/**
 * Issue 25, item 13 (decision 076): a booking interrupted by the sign-in survives every way to an
 * account in that tab — the navigation bar's Register and Login, the form's links, the language
 * switcher and an address with ?lang=, a reload, and the password-reset round trip — and only
 * pages on this site are ever returned to. Each journey books its own dates (700-760 days ahead).
 */
const F = MESSAGES.bookingFlow;
const DESKTOP = { width: 1280, height: 900 };
const RETURN_KEY = 'lankaride.signInReturn';

test.use({ viewport: DESKTOP, locale: 'en-GB' });

const mainNav = (page: Page, m = MESSAGES) => page.getByRole('navigation', { name: m.publicUi.nav.label });

function newAccount(name: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${name} ${stamp}`, email: `${name.toLowerCase()}.${stamp}@example.com`, password: 'first-pass-1' };
}

async function registerThroughApi(request: APIRequestContext, account: ReturnType<typeof newAccount>) {
  const response = await request.post('/api/users', { data: account });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signed out, on the vehicle page with a searched trip: "Book This Vehicle" leads to the login. */
async function startBooking(page: Page, trip: Trip) {
  const vehicle = await vehicleByModel(page, 'Prius');
  await page.goto(`/vehicles/${vehicle._id}?${tripQuery(trip)}`);
  await page.getByRole('link', { name: 'Book This Vehicle' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: F.signInToBook('Toyota Prius') })).toBeVisible();
  return vehicle;
}

/** The booking form, back with the trip in its address and its fields. */
async function expectBookingForm(page: Page, vehicleId: string, trip: Trip, heading = 'Book Toyota Prius') {
  await expect(page).toHaveURL(new RegExp(`/book-vehicle/${vehicleId}\\?`));
  const query = new URL(page.url()).searchParams;
  for (const [key, value] of Object.entries(trip)) expect(query.get(key), key).toBe(value);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Used once: nothing is left for a later sign-in in this tab.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RETURN_KEY)).toBeNull();
}

async function registerTourist(page: Page, account: ReturnType<typeof newAccount>) {
  await page.getByRole('button', { name: /Tourist/ }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  await expect(page.getByText(F.registerThenBook('Toyota Prius'))).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.registration.success('tourist'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: F.signInToBook('Toyota Prius') })).toBeVisible();
}

test('the navigation bar\'s Register in the middle of a booking: registering and signing in land on the booking form', async ({ page }) => {
  const account = newAccount('Navbar');
  const trip = tripAhead(700, 3, { pickupPoint: 'Negombo', returnPoint: 'Galle' });
  const vehicle = await startBooking(page, trip);

  await mainNav(page).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText(F.registerThenBook('Toyota Prius'))).toBeVisible();
  await registerTourist(page, account);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expectBookingForm(page, vehicle._id, trip);
  await expect(page.getByLabel('Pickup point')).toHaveValue(trip.pickupPoint);
  await expect(page.getByLabel('Return date')).toHaveValue(trip.returnDate);
});

test('reloads of the login and registration pages, and the bar\'s Login pressed on the login page, keep the booking', async ({ page }) => {
  const account = newAccount('Reload');
  const trip = tripAhead(705, 2);
  const vehicle = await startBooking(page, trip);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: F.signInToBook('Toyota Prius') })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.reload();
  await expect(page.getByText(F.registerThenBook('Toyota Prius'))).toBeVisible();
  await page.getByRole('button', { name: /Tourist/ }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  // A reload of the details form keeps the booking: the browser keeps the chosen role with the
  // page's history entry, and without it the form sends the visitor back to /register to choose.
  await page.reload();
  await expect(page.getByText(F.registerThenBook('Toyota Prius'))).toBeVisible();
  if (page.url().endsWith('/register/details')) await page.goBack();
  await expect(page).toHaveURL(/\/register$/);
  await registerTourist(page, account);

  await page.reload();
  await mainNav(page).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: F.signInToBook('Toyota Prius') })).toBeVisible();
  await logIn(page, account.email, account.password);
  await expectBookingForm(page, vehicle._id, trip);
});

test('the language switcher and an address with ?lang= on the way to an account keep the booking', async ({ page }) => {
  const de = messagesIn('de');
  const account = newAccount('Sprache');
  const trip = tripAhead(710, 4);
  const vehicle = await startBooking(page, trip);

  // Switched on the login page (no reload), then the address typed with ?lang=de (a reload).
  await mainNav(page).getByRole('combobox', { name: MESSAGES.site.language, exact: true }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.bookingFlow.signInToBook('Toyota Prius'));
  await page.goto('/register?lang=de');
  await expect(page.getByText(de.bookingFlow.registerThenBook('Toyota Prius'))).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(de.roles.tourist)}\\s`) }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  await labelled(page, de.bookingFlow.nameLabel).fill(account.username);
  await labelled(page, de.fields.email).fill(account.email);
  await labelled(page, de.fields.password).fill(account.password);
  await page.getByRole('button', { name: de.accountUi.registerDetails.submit }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(de.registration.success('tourist'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.bookingFlow.signInToBook('Toyota Prius'));
  await labelled(page, de.fields.password).fill(account.password);
  await page.getByRole('button', { name: de.accountUi.login.submit }).click();
  await expectBookingForm(page, vehicle._id, trip, de.bookingUi.form.heading('Toyota Prius'));
});

test('the password-reset round trip (the e-mailed link opened in the same tab) returns to the booking', async ({ page, request }) => {
  const account = newAccount('Forgot');
  await registerThroughApi(request, account);
  const trip = tripAhead(715, 2);
  const vehicle = await startBooking(page, trip);

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.account.resetRequested })).toBeVisible();
  const mail = await waitForMail(account.email, 'Reset your LankaRide password');
  const link = /http:\/\/localhost:\d+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();

  // The mail is read elsewhere in the same tab first: the app's page is left entirely.
  await page.goto('about:blank');
  await page.goto(link![1]!);
  await page.getByLabel(/^New password\W*$/).fill('second-pass-2');
  await page.getByLabel('New password again').fill('second-pass-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.account.resetDone })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: F.signInToBook('Toyota Prius') })).toBeVisible();
  await logIn(page, account.email, 'second-pass-2');
  await expectBookingForm(page, vehicle._id, trip);
});

test('going elsewhere drops the booking: a later sign-in from the home page stays home', async ({ page, request }) => {
  const account = newAccount('Elsewhere');
  await registerThroughApi(request, account);
  await startBooking(page, tripAhead(720, 2));

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await mainNav(page).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.accountUi.login.title })).toBeVisible();
  await logIn(page, account.email, account.password);
  await expect(page.getByTestId('nav-username').first()).toHaveText(account.username);
  await expect(page).toHaveURL(/\/$/);
});

test('a destination written into the tab\'s storage that points to another site is never followed', async ({ page, request }) => {
  const account = newAccount('Redirect');
  await registerThroughApi(request, account);
  for (const path of ['//evil.example/phish', '/\\evil.example/phish', 'https://evil.example/phish']) {
    await page.goto('/login');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, JSON.stringify({ path: value, savedAt: Date.now() })), [RETURN_KEY, path] as const);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.accountUi.login.title })).toBeVisible();
    await logIn(page, account.email, account.password);
    await expect(page.getByTestId('nav-username').first()).toHaveText(account.username);
    await expect(page, path).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  }
});
